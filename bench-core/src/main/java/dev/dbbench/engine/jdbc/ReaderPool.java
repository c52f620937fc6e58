package dev.dbbench.engine.jdbc;

import dev.dbbench.engine.ConnectionFactory;
import dev.dbbench.engine.Readers;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * The workers' connections to the target's readers, kept open between steps as the writer's are: worker {@code i}
 * holds connection {@code i / count} of reader {@code i % count}.
 */
public final class ReaderPool implements AutoCloseable {
    private final Readers readers;
    private final List<ConnectionSet> sets = new ArrayList<>();

    public ReaderPool(Readers readers) {
        this.readers = readers;
        readers.readers().forEach(r -> sets.add(new ConnectionSet(r.factory())));
    }

    /** Makes sure each of the first {@code workers} workers has its reader connection. */
    void ensure(int workers) throws SQLException {
        int n = sets.size();
        for (int r = 0; r < n; r++) {
            sets.get(r).ensure((workers - r + n - 1) / n);
        }
    }

    Connection get(int worker) {
        return sets.get(readers.of(worker)).get(worker / sets.size());
    }

    void replace(int worker, Connection c) {
        sets.get(readers.of(worker)).replace(worker / sets.size(), c);
    }

    ConnectionFactory factory(int worker) {
        return sets.get(readers.of(worker)).factory();
    }

    @Override
    public void close() {
        sets.forEach(ConnectionSet::close);
    }
}
