package dev.dbbench.workloads.sbtest;

import dev.dbbench.spi.BulkLoader;
import dev.dbbench.spi.workload.PrepareShare;
import dev.dbbench.workloads.random.DigitString;
import dev.dbbench.workloads.random.Rng;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.LongConsumer;

/**
 * Loads ids 1..table size into every table in parallel. sysbench gives each table to one thread, so
 * with fewer tables than threads most threads idle; here every table is cut into id ranges and all
 * threads pull ranges from one queue. Each range is one transaction: one commit (and one log flush)
 * per chunk instead of one per multi-row statement.
 */
final class SbtestLoader {
    /** Rows per chunk: enough to amortise the commit, few enough that progress moves and the tail is shared. */
    static final int CHUNK_ROWS = 50_000;

    /** One transaction's worth of rows: ids first..last of one table. */
    record Chunk(int table, long first, long last) {
        long rows() {
            return last - first + 1;
        }
    }

    private final SbtestConfig config;
    private final long seed;

    SbtestLoader(SbtestConfig config, long seed) {
        this.config = config;
        this.seed = seed;
    }

    /**
     * Cuts every table into at least {@code threads / tables} pieces of at most {@link #CHUNK_ROWS} rows,
     * ordered round-robin over tables so concurrent threads mostly write to different tables.
     */
    static List<Chunk> chunks(int tables, long rows, int threads) {
        return chunks(tables, rows, threads, 1);
    }

    /** As {@link #chunks(int, long, int)}, every table cut into a multiple of {@code clients} pieces where it has the rows. */
    static List<Chunk> chunks(int tables, long rows, int threads, int clients) {
        long pieces = Math.max(ceilDiv(Math.max(1, threads), tables), ceilDiv(rows, CHUNK_ROWS));
        pieces = Math.min(ceilDiv(pieces, clients) * clients, rows);
        List<Chunk> out = new ArrayList<>();
        for (long p = 0; p < pieces; p++) {
            long first = 1 + rows * p / pieces;
            long last = rows * (p + 1) / pieces;
            for (int t = 1; t <= tables; t++) {
                out.add(new Chunk(t, first, last));
            }
        }
        return out;
    }

    /**
     * Loads {@code share}'s chunks. Clients that share a load cut it alike whatever their thread counts (into chunks of
     * at most {@link #CHUNK_ROWS}, a multiple of the clients per table) and each takes every N-th chunk: no row is loaded
     * twice or left out, and each client loads an equal share of every table.
     */
    void load(ParallelTasks tasks, BulkLoader loader, int threads, LongConsumer progress, long rows, PrepareShare share)
            throws SQLException {
        List<Chunk> all = share.count() > 1 ? chunks(config.tables(), rows, share.count(), share.count()) : chunks(config.tables(), rows, threads);
        List<Chunk> mine = new ArrayList<>();
        for (int i = 0; i < all.size(); i++) {
            if (share.owns(i)) {
                mine.add(all.get(i));
            }
        }
        tasks.forEach(mine, (connection, chunk) -> progress.accept(loadChunk(connection, loader, chunk)));
    }

    private long loadChunk(Connection connection, BulkLoader loader, Chunk chunk) throws SQLException {
        return Tables.inTransaction(connection, () -> loader.load(connection, SbtestSchema.table(chunk.table()), SbtestSchema.COLUMNS,
                new Rows(config, new Rng(Rng.mix(seed, ((long) chunk.table() << 32) ^ chunk.first())), chunk)));
    }

    private static long ceilDiv(long a, long b) {
        return (a + b - 1) / b;
    }

    /** sysbench's rows: explicit id, k from the configured distribution, c and pad of random digit groups. */
    static final class Rows implements BulkLoader.RowSource {
        private final SbtestConfig config;
        private final Rng rng;
        private final long last;
        // Reused for every row: the loader copies them before the next row refills them.
        private final byte[] c = DigitString.template(DigitString.C_GROUPS);
        private final byte[] pad = DigitString.template(DigitString.PAD_GROUPS);
        private long id;

        Rows(SbtestConfig config, Rng rng, Chunk chunk) {
            this.config = config;
            this.rng = rng;
            this.id = chunk.first();
            this.last = chunk.last();
        }

        @Override
        public boolean next(BulkLoader.RowWriter row) {
            if (id > last) {
                return false;
            }
            row.integer(id++);
            row.integer(config.randomId(rng));
            DigitString.fill(c, rng);
            row.asciiText(c, 0, c.length);
            DigitString.fill(pad, rng);
            row.asciiText(pad, 0, pad.length);
            return true;
        }
    }
}
