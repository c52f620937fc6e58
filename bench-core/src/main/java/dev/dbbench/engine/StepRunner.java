package dev.dbbench.engine;

import dev.dbbench.replica.LagMonitor;
import dev.dbbench.result.ConnectionSetup;
import dev.dbbench.result.OperationStats;
import dev.dbbench.result.ServerCounts;
import dev.dbbench.result.StepResult;
import dev.dbbench.result.StepStatus;
import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.target.Target;
import dev.dbbench.spi.workload.ConfiguredWorkload;
import dev.dbbench.stats.Percentiles;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.TimeUnit;

/**
 * Runs one step: {@code threads} workers on their own connections, a warm-up that no total includes,
 * then measured intervals until the time or event limit, a stop request or a fatal error. Intervals
 * go to the listener as they close; the returned step is the exact sum of its measured intervals.
 */
public final class StepRunner {
    /** Outages are reported at least this often, so a run killed during one still shows when it began. */
    private static final long SLICE_NANOS = TimeUnit.MILLISECONDS.toNanos(100);
    private final Target target;
    private final PsMode psMode;
    private final ConnectionFactory connections;
    private final Crew crew;
    private final Shard shard;
    private final Readers readers;

    /**
     * @param connections opens JDBC connections to the target, for the instance look-ups of a step whose crew holds none
     * @param crew        the workers: JDBC threads or the target's wire client
     */
    public StepRunner(Target target, PsMode psMode, ConnectionFactory connections, Crew crew) {
        this(target, psMode, connections, crew, Shard.alone());
    }

    /** A runner of {@code shard}'s share of every step, which starts each step when the shard's gate opens. */
    public StepRunner(Target target, PsMode psMode, ConnectionFactory connections, Crew crew, Shard shard) {
        this(target, psMode, connections, crew, shard, Readers.NONE);
    }

    private StepRunner(Target target, PsMode psMode, ConnectionFactory connections, Crew crew, Shard shard, Readers readers) {
        this.target = target;
        this.psMode = psMode;
        this.connections = connections;
        this.crew = crew;
        this.shard = shard;
        this.readers = readers;
    }

    /**
     * This runner for a target with {@code readers}: each step measures their lag and, when they are routed to, runs
     * read-only work on them; the crew must hold their connections.
     */
    public StepRunner withReaders(Readers newReaders) {
        return new StepRunner(target, psMode, connections, crew, shard, newReaders);
    }

    /**
     * Runs the step, or this runner's shard of it: intervals and the result are labelled with the whole step's
     * {@code spec.threads()}. Throws only when the connections cannot be opened at all; a server that refuses what the
     * workers prepare as they start (a user without the rights, a statement it cannot parse) fails the step, with
     * nothing measured, as it would fail a step whose workers prepare at their first event.
     */
    public StepResult run(ConfiguredWorkload<?> workload, RunSpec spec, StepLabel label, IntervalListener listener,
                          StopSignal stopSignal) throws SQLException {
        int operations = workload.operations().size() * readers.endpoints().size();
        RunSpec local = shard.local(spec);
        Latencies latencies = Latencies.of(local.threads(), operations);
        List<WorkerStats> stats = new ArrayList<>(local.threads());
        for (int i = 0; i < local.threads(); i++) {
            stats.add(new WorkerStats(latencies.stripe(i)));
        }
        Step step = new Step(target, workload, psMode, local, connections, shard.first(spec.threads()), spec.threads(), readers);
        if (readers.readYourWrites() && step.route() != Step.ON_WRITER) {
            ReadYourWritesTable.create(connections);
        }
        try (ServerWindow window = ServerWindow.open(workload.hooks().serverCounters(), target.inspector().transactionCounters(), connections)
                .orElse(null); LagMonitor lag = lagMonitor()) {
            EndpointTally endpoints = readers.any() ? new EndpointTally(readers, lag.tracks()) : EndpointTally.NONE;
            return run(step, spec, stats, latencies, window, label, listener, stopSignal, endpoints);
        }
    }

    /** The lag monitor of a target with readers; null for one without. */
    private LagMonitor lagMonitor() {
        if (!readers.any()) {
            return null;
        }
        List<LagMonitor.Reader> sampled = readers.readers().stream()
                .map(r -> new LagMonitor.Reader(r.name(), r.factory()::open)).toList();
        return LagMonitor.start(connections::open, sampled, target.replicas());
    }

    /** Runs the step of {@link #run}, reading the server's counters in {@code window} (null: none to read). */
    private StepResult run(Step step, RunSpec spec, List<WorkerStats> stats, Latencies latencies, ServerWindow window,
                           StepLabel label, IntervalListener listener, StopSignal stopSignal, EndpointTally endpoints)
            throws SQLException {
        ConfiguredWorkload<?> workload = step.workload();
        Runnable measuringStarted = window == null ? () -> { } : window::begin;
        long connecting = System.nanoTime();
        List<Thread> threads;
        try {
            threads = crew.start(step, stats);
        } catch (SQLException e) {
            if (target.errors().isConnectionLost(e)) {
                throw e;
            }
            return StepResult.builder().target(label.target()).threads(spec.threads()).repeat(label.repeat())
                    .iteration(label.iteration()).status(StepStatus.failed(refused(e))).build();
        }
        awaitQuietly(step.ready());
        ConnectionSetup setup = new ConnectionSetup(step.spec().threads(),
                Math.round((System.nanoTime() - connecting) / 1e6) / 1000.0);
        OptionalLong agreed = OptionalLong.empty();
        if (step.control().running()) {
            awaitGate(step, label, stopSignal);
            agreed = shard.gate().agreedStart();
        }
        Closings closings = new Closings();
        // A shard's step ends on the dot, as it started: at the same second of the server's clock as every other shard's.
        Clock clock = new Clock(step, stats, latencies, closings, stopSignal, measuringStarted, shard.count() > 1);
        if (step.control().measuring()) {
            // No warm-up: the window opens with the step, before any worker starts.
            measuringStarted.run();
        }
        long start = agreed.orElseGet(System::nanoTime);
        // A shard's agreed start may lie ahead: the wall-clock instant is the one the clock starts at, to the
        // millisecond, as the interval files record times.
        Instant began = Instant.ofEpochMilli(System.currentTimeMillis() + (start - System.nanoTime()) / 1_000_000);
        IntervalCollector collector = new IntervalCollector(stats, latencies, workload.operations(), label, spec.threads(), start,
                shard.clock(), endpoints);
        if (step.pacer() != null) {
            step.pacer().begin(start);
        }
        Publisher publisher = new Publisher(listener, step.control());
        try {
            // The clock's thread starts before the workers: a thread started among hundreds of busy ones waits its turn.
            clock.start(start);
            step.go().countDown();
            try {
                closeAsTheyCome(closings, collector, step, publisher, stopSignal);
            } finally {
                // Also when a listener failed: the clock and the workers see it within a slice.
                step.control().stop();
            }
            join(step, threads);
            // Only workers that outstayed the clock's grace, and had to be interrupted, can have counted more.
            Snapshot after = Snapshot.take(stats, step, !step.control().measuring());
            if (!clock.cut() && !after.totals().equals(collector.lastTotals())) {
                collector.close(after, publisher);
            }
            step.outages().closeOpen(step.instance());
            for (int r = 0; r < step.readers().count(); r++) {
                step.readerOutages(r).closeOpen(step.readers().readers().get(r).name());
            }
            step.outages().publish(publisher);
        } finally {
            // Every interval is with the listener (on disk) before the step's result exists.
            publisher.finish();
        }
        publisher.rethrow();
        StepResult result = result(step, collector, workload, label, stopSignal, spec.threads());
        Optional<ServerCounts> server = window == null ? Optional.empty() : window.end(result.durationSeconds());
        return result.toBuilder().startedAt(Optional.of(began)).server(server).connections(Optional.of(setup)).build();
    }

    /** The server's refusal in one line, with its error code: what the failed step's status says. */
    private String refused(SQLException e) {
        String message = e.getMessage() == null ? e.toString() : e.getMessage().lines().findFirst().orElse("");
        return message + " (error " + target.errors().code(e) + ")";
    }

    /** Holds the ready workers at the shard's gate; a gate that refuses the start fails the step with its reason. */
    private void awaitGate(Step step, StepLabel label, StopSignal stopSignal) {
        try {
            shard.gate().await(label, step.allWorkers(), stopSignal).ifPresent(step.control()::fail);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            stopSignal.stop();
        }
    }

    /**
     * The interval thread's part while the clock runs: closes each interval the clock ended, and reports outages
     * between them, until the clock has finished. An interrupt is passed on as a stop request.
     */
    private static void closeAsTheyCome(Closings closings, IntervalCollector collector, Step step, Publisher listener,
                                        StopSignal stopSignal) {
        boolean interrupted = false;
        while (!closings.done()) {
            listener.rethrow();
            step.outages().publish(listener);
            try {
                Optional<Snapshot> end = closings.take(SLICE_NANOS);
                if (end.isPresent()) {
                    collector.close(end.get(), listener);
                    closings.closed();
                }
            } catch (InterruptedException e) {
                interrupted = true;
                stopSignal.stop();
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /** Joins the workers, which the clock has waited for already: one still running is stuck in a query. */
    private static void join(Step step, List<Thread> threads) {
        if (step.done().getCount() == 0) {
            return;
        }
        // A worker stuck in a query past the socket timeout: abandon it rather than hang the run.
        threads.forEach(Thread::interrupt);
        try {
            step.done().await(1, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void awaitQuietly(java.util.concurrent.CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static StepResult result(Step step, IntervalCollector c, ConfiguredWorkload<?> workload, StepLabel label, StopSignal stop,
                                     int threads) {
        Totals t = c.measured();
        double seconds = c.measuredSeconds();
        long events = t.events();
        Map<String, OperationStats> ops = new LinkedHashMap<>();
        List<String> names = workload.operations();
        if (names.size() > 1) {
            for (int i = 0; i < names.size(); i++) {
                long n = c.operation(i).getTotalCount();
                ops.put(names.get(i), new OperationStats(n, StepResult.perSecond(n, seconds), Percentiles.of(c.operation(i))));
            }
        }
        StepStatus status = step.control().failure().map(StepStatus::failed).orElse(stop.stopped() ? StepStatus.STOPPED : StepStatus.OK);
        return StepResult.builder().target(label.target()).threads(threads).repeat(label.repeat())
                .iteration(label.iteration()).durationSeconds(Math.round(seconds * 1000) / 1000.0).transactions(events)
                .queries(t.queries()).reads(t.reads()).writes(t.writes()).other(t.other()).emptyReads(t.emptyReads())
                .errors(t.errors()).ignoredErrors(t.ignored()).errorsByCode(t.errorsByCode()).reconnects(t.reconnects())
                .tps(StepResult.perSecond(events, seconds)).qps(StepResult.perSecond(t.queries(), seconds))
                .latencyMs(Percentiles.of(c.stepLatency())).operations(ops).outages(step.outages().windows()).status(status)
                .fairness(c.fairness()).batches(Optional.of(c.batches()))
                .endpoints(c.endpoints().step(c.byEndpoint(), names.size(), seconds, step)).build();
    }
}
