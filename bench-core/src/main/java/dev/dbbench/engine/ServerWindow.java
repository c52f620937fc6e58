package dev.dbbench.engine;

import dev.dbbench.result.ServerCounts;
import dev.dbbench.spi.ServerCounters;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Reads the server's counters, the workload's and the target's, at the edges of one step's measured window, on a
 * connection of its own that no worker uses: {@link #begin} when measuring starts, {@link #end} once the workers
 * have stopped. Nothing here runs on a worker's thread. A read that fails leaves the step without server counts
 * rather than failing it: they are a cross-check, not the measurement.
 */
final class ServerWindow implements AutoCloseable {
    private final Optional<ServerCounters> workload;
    private final Optional<ServerCounters> target;
    private final Connection connection;
    private long[] workloadStart;
    private long[] targetStart;
    private volatile boolean begun;
    private volatile boolean failed;

    private ServerWindow(Optional<ServerCounters> workload, Optional<ServerCounters> target, Connection connection) {
        this.workload = workload;
        this.target = target;
        this.connection = connection;
    }

    /**
     * The window of a step whose workload reads server counters, with its connection open: the target's counters are
     * read beside the workload's. Empty for a workload that reads none, whose steps then open no connection beyond
     * their workers', and when the connection cannot be opened.
     */
    static Optional<ServerWindow> open(Optional<ServerCounters> workload, Optional<ServerCounters> target,
                                       ConnectionFactory connections) {
        if (workload.isEmpty()) {
            return Optional.empty();
        }
        try {
            Connection c = connections.open();
            c.setAutoCommit(true);
            return Optional.of(new ServerWindow(workload, target, c));
        } catch (SQLException e) {
            return Optional.empty();
        }
    }

    /** Reads the counters as measuring starts; called once, by the thread that starts measuring. */
    synchronized void begin() {
        try {
            workloadStart = read(workload);
            targetStart = read(target);
            begun = true;
        } catch (SQLException | RuntimeException e) {
            failed = true;
        }
    }

    /**
     * Reads the counters again, after the workers stopped, and returns the changes over a window of {@code seconds};
     * empty when measuring never started or a read failed.
     */
    synchronized Optional<ServerCounts> end(double seconds) {
        if (!begun || failed) {
            return Optional.empty();
        }
        try {
            Map<String, Long> w = deltas(workload, workloadStart, read(workload));
            Map<String, Long> t = deltas(target, targetStart, read(target));
            return Optional.of(new ServerCounts(seconds, w, t, target.map(ServerCounters::scope).orElse("")));
        } catch (SQLException | RuntimeException e) {
            return Optional.empty();
        }
    }

    private long[] read(Optional<ServerCounters> counters) throws SQLException {
        if (counters.isEmpty()) {
            return new long[0];
        }
        long[] values = counters.get().read(connection);
        if (values.length != counters.get().names().size()) {
            throw new IllegalStateException(values.length + " values for " + counters.get().names().size() + " counters");
        }
        return values;
    }

    private static Map<String, Long> deltas(Optional<ServerCounters> counters, long[] from, long[] to) {
        Map<String, Long> changes = new LinkedHashMap<>();
        for (int i = 0; i < from.length; i++) {
            changes.put(counters.get().names().get(i), to[i] - from[i]);
        }
        return changes;
    }

    @Override
    public void close() {
        try {
            connection.close();
        } catch (SQLException e) {
            // Closing a connection used only to read counters: nothing the step depends on.
        }
    }
}
