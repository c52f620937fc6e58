package dev.dbbench.workloads.file;

import dev.dbbench.spi.BulkLoader;
import dev.dbbench.spi.workload.PrepareContext;
import dev.dbbench.workloads.file.gen.Generator;
import dev.dbbench.workloads.file.gen.Value;
import dev.dbbench.workloads.random.Rng;
import dev.dbbench.workloads.sbtest.ParallelTasks;
import dev.dbbench.workloads.sbtest.Tables;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * Loads every table in parallel, as the sbtest loader does: each table is cut into row ranges of at most
 * {@link #CHUNK_ROWS}, and all loader threads pull ranges from one queue, one transaction per range. Each range draws
 * from its own generator, seeded by the table and the range, so a load gives the same rows whatever the threads.
 */
final class FileLoader {
    static final long CHUNK_ROWS = 50_000;
    private final List<Table> tables;
    private final long seed;

    /** One transaction's rows: rows first..last (0-based) of table {@code table}. */
    record Chunk(int table, long first, long last) {
    }

    FileLoader(List<Table> tables, long seed) {
        this.tables = tables;
        this.seed = seed;
    }

    /** Ranges of every table with rows: enough for every thread to have one, and none above {@link #CHUNK_ROWS}. */
    static List<Chunk> chunks(List<Table> tables, int threads) {
        long loaded = Math.max(1, tables.stream().filter(t -> t.rows() > 0).count());
        long perTable = (Math.max(1, threads) + loaded - 1) / loaded;
        List<Chunk> out = new ArrayList<>();
        for (int t = 0; t < tables.size(); t++) {
            long rows = tables.get(t).rows();
            if (rows == 0) {
                continue;
            }
            long pieces = Math.min(rows, Math.max(perTable, (rows + CHUNK_ROWS - 1) / CHUNK_ROWS));
            for (long p = 0; p < pieces; p++) {
                out.add(new Chunk(t, rows * p / pieces, rows * (p + 1) / pieces - 1));
            }
        }
        return out;
    }

    void load(ParallelTasks tasks, PrepareContext ctx) throws SQLException {
        for (Table t : tables) {
            if (t.rows() > 0 && t.generators().isEmpty()) {
                throw t.spec().where().mistake("table " + t.name() + " gets " + t.rows() + " rows but no column has data; give"
                        + " its columns data: (a generator), or rows: 0");
            }
        }
        BulkLoader loader = ctx.bulkLoader();
        tasks.forEach(chunks(tables, ctx.threads()), (connection, chunk) -> ctx.progress().accept(load(connection, loader, chunk)));
    }

    private long load(Connection connection, BulkLoader loader, Chunk chunk) throws SQLException {
        Table table = tables.get(chunk.table());
        return Tables.inTransaction(connection, () -> loader.load(connection, table.name(), table.loadedColumns(), rows(chunk)));
    }

    /** The rows of {@code chunk}, each drawn from the chunk's own generator as every load draws them. */
    BulkLoader.RowSource rows(Chunk chunk) {
        return new Rows(tables.get(chunk.table()), new Rng(Rng.mix(Rng.mix(seed, chunk.table()), chunk.first())), chunk);
    }

    /** The rows of one chunk, each column from its generator; values are refilled in place row after row. */
    private static final class Rows implements BulkLoader.RowSource {
        private final Generator[] generators;
        private final Value[] values;
        private final Rng rng;
        private final long last;
        private long row;

        Rows(Table table, Rng rng, Chunk chunk) {
            this.generators = table.generators().toArray(Generator[]::new);
            this.values = new Value[generators.length];
            for (int i = 0; i < values.length; i++) {
                values[i] = new Value();
            }
            this.rng = rng;
            this.row = chunk.first();
            this.last = chunk.last();
        }

        @Override
        public boolean next(BulkLoader.RowWriter writer) {
            if (row > last) {
                return false;
            }
            for (int i = 0; i < generators.length; i++) {
                Value v = values[i];
                generators[i].fill(rng, row, v);
                if (!v.isText()) {
                    writer.integer(v.number());
                } else if (v.plainAscii()) {
                    writer.asciiText(v.bytes(), 0, v.byteSize());
                } else {
                    writer.text(v);
                }
            }
            row++;
            return true;
        }
    }
}
