package dev.dbbench.engine.jdbc;

import dev.dbbench.engine.Crew;
import dev.dbbench.engine.Step;
import dev.dbbench.engine.WorkerStats;
import dev.dbbench.spi.workload.ConfiguredWorkload;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * Workers on the target's JDBC driver: one thread per worker, each on its own connection from {@code connections},
 * which a sweep keeps open from one step to the next. Threads are platform or virtual as {@code threads} says.
 */
public final class JdbcCrew implements Crew {
    private final ConnectionSet connections;
    private final WorkerThreads threads;
    private final long readTimeoutNanos;
    private final ReaderPool readers;

    /** Workers whose driver's read timeout is not known. */
    public JdbcCrew(ConnectionSet connections, WorkerThreads threads) {
        this(connections, threads, Duration.ZERO);
    }

    /**
     * @param readTimeout the driver's read timeout ({@code --query-timeout}): an outage that a statement's timeout
     *                    reveals began that long before it; zero when there is none
     */
    public JdbcCrew(ConnectionSet connections, WorkerThreads threads, Duration readTimeout) {
        this(connections, threads, readTimeout, null);
    }

    /** Workers that also hold connections to the target's readers from {@code readers}, in steps that route to them. */
    public JdbcCrew(ConnectionSet connections, WorkerThreads threads, Duration readTimeout, ReaderPool readers) {
        this.connections = connections;
        this.threads = threads;
        this.readTimeoutNanos = readTimeout.toNanos();
        this.readers = readers;
    }

    @Override
    public List<Thread> start(Step step, List<WorkerStats> stats) throws SQLException {
        int n = step.spec().threads();
        connections.ensure(n);
        if (step.route() != Step.ON_WRITER) {
            if (readers == null) {
                throw new IllegalStateException("a step routes to readers, but this crew was made without their connections");
            }
            readers.ensure(n);
        }
        List<Thread> started = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            Thread t = threads.newThread(worker(i, step, step.workload(), stats.get(i)), "dbbench-worker-" + i, n);
            started.add(t);
            t.start();
        }
        return started;
    }

    private <S extends dev.dbbench.spi.workload.WorkerState> Worker<S> worker(int id, Step step, ConfiguredWorkload<S> workload,
                                                                             WorkerStats stats) {
        return new Worker<>(id, step, workload, stats, connections, readTimeoutNanos, readers);
    }
}
