package dev.dbbench.shard;

import dev.dbbench.config.PreflightException;
import dev.dbbench.engine.Shard;
import dev.dbbench.engine.StartGate;
import dev.dbbench.engine.StepLabel;
import dev.dbbench.engine.StopSignal;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * One shard's side of a sharded run: it registers in the control table, then holds each step until every shard is
 * ready and starts it at the time shard 0 sets on the server's clock, so that steps begin and end together and interval
 * boundaries fall on the same server-clock seconds everywhere. A shard whose clock estimate is too poor, that finds its
 * index taken, or that misses a start stops with one line saying why. Meanwhile a {@link PeerWatch} marks it alive and
 * notes another shard that stops. Used by the thread that runs the steps only; the connection is shared with the watch
 * under its lock.
 */
public final class Coordinator implements StartGate, AutoCloseable {
    /** How often a waiting shard looks at the table. */
    private static final long POLL_MILLIS = 50;
    /** After the first start, shards arrive within seconds of each other: one missing a minute later has died. */
    private static final Duration LATER_WAIT = Duration.ofMinutes(1);
    private final ShardPlan plan;
    private final Connection connection;
    private final String clockQuery;
    private final String settings;
    private final ServerClock clock;
    private final Clock local;
    private int barrier;
    private double worstError;
    private String refusal;
    /** The nanoTime of the start the last step was agreed to begin at; 0 before the first or after a refused one. */
    private long agreedNanos;
    private boolean agreed;
    private PeerWatch watch;

    private Coordinator(ShardPlan plan, Connection connection, String clockQuery, Clock local, String settings, ClockSync.Estimate first) {
        this.plan = plan;
        this.connection = connection;
        this.clockQuery = clockQuery;
        this.local = local;
        this.settings = settings;
        this.clock = new ServerClock(local, first);
        this.worstError = first.errorMillis();
    }

    /**
     * Registers {@code plan}'s shard on {@code connection} (which it keeps, and closes on {@link #close}), refusing with
     * a {@link PreflightException} a clock estimate worse than the plan allows, an index the run has already seen, and a
     * run whose shards count otherwise or have ended.
     *
     * @param clockQuery the dialect's query for the server's clock in epoch milliseconds
     * @param local      this client's wall clock
     * @param settings   a digest of every setting that must be the same on every shard
     */
    public static Coordinator register(ShardPlan plan, Connection connection, String clockQuery, Clock local, String settings)
            throws SQLException {
        ControlTable.create(connection);
        ClockSync.Estimate estimate = ClockSync.estimate(connection, clockQuery, local);
        Coordinator c = new Coordinator(plan, connection, clockQuery, local, settings, estimate);
        c.checkError(estimate).ifPresent(reason -> refuse(plan, reason));
        List<ControlTable.Row> rows = ControlTable.rows(connection, plan.runId());
        for (ControlTable.Row r : rows) {
            if (r.shards() != plan.count()) {
                refuse(plan, "run " + plan.runId() + " has " + r.shards() + " shards (shard " + r.shard() + " on " + r.host()
                        + " said so), not " + plan.count() + "; give every shard the same --shard I/N, or a new --run-id");
            }
            if (!r.state().equals(ControlTable.RUNNING)) {
                refuse(plan, "run " + plan.runId() + " has already ended (shard " + r.shard() + ": " + r.state() + "); give a new --run-id");
            }
        }
        long now = c.clock.millis();
        ControlTable.Row mine = new ControlTable.Row(plan.index(), plan.count(), plan.host(), settings, now, 0, 0, 0,
                ControlTable.RUNNING, now);
        if (!ControlTable.insert(connection, plan.runId(), mine)) {
            ControlTable.Row taken = ControlTable.row(connection, plan.runId(), plan.index()).orElse(mine);
            refuse(plan, "shard " + plan.index() + " of run " + plan.runId() + " is already under way (registered by " + taken.host()
                    + " at " + Instant.ofEpochMilli(taken.registeredMs()) + "); each shard index runs once per run: give a new --run-id");
        }
        c.watch = new PeerWatch(plan, connection, c.clock);
        return c;
    }

    private static void refuse(ShardPlan plan, String reason) {
        throw new PreflightException(List.of(plan.name() + ": " + reason));
    }

    /** This client's part of each step: its share of the workers, the server's clock, and this gate. */
    public Shard shard() {
        return new Shard(plan.index(), plan.count(), clock, this);
    }

    /** The latest estimate of the server clock's offset from this client's. */
    public ClockSync.Estimate estimate() {
        return clock.estimate();
    }

    /** The largest error of any estimate this shard ran with, in milliseconds. */
    public double worstErrorMillis() {
        return worstError;
    }

    @Override
    public OptionalLong agreedStart() {
        return agreed ? OptionalLong.of(agreedNanos) : OptionalLong.empty();
    }

    /**
     * The first other shard seen to stop (fail, or go silent) while this one ran, and how; this shard's own steps went on,
     * but the run lost that shard's load from then on.
     */
    public Optional<String> peerStopped() {
        return watch == null ? Optional.empty() : watch.stoppedNow();
    }

    /** Why this shard stopped a step, when it did: it missed a start, lost the clock, or another shard failed. */
    public Optional<String> refusal() {
        return Optional.ofNullable(refusal);
    }

    @Override
    public Optional<String> await(StepLabel label, int threads, StopSignal stop) throws InterruptedException {
        int k = ++barrier;
        agreed = false;
        Duration wait = k == 1 ? plan.timeout() : min(plan.timeout(), LATER_WAIT);
        String step = k == 1 ? "the first step" : "step " + k + " (" + threads + " threads)";
        try {
            Optional<String> clockProblem = resync();
            if (clockProblem.isPresent()) {
                return fail(clockProblem.get());
            }
            Optional<String> met = meet(k, wait, step, plan.index() == 0, stop);
            if (met.isPresent()) {
                return fail(met.get());
            }
            if (stop.stopped()) {
                return Optional.empty();
            }
            long start;
            if (plan.index() == 0) {
                // Whole seconds: with whole-second intervals, every interval of every shard ends on a second of the server's clock.
                start = (clock.millis() + plan.lead().toMillis() + 999) / 1000 * 1000;
                synchronized (connection) {
                    ControlTable.setStart(connection, plan.runId(), k, start);
                }
            } else {
                Optional<Long> agreed = awaitStart(k, wait, step, stop);
                if (agreed.isEmpty()) {
                    return stop.stopped() ? Optional.empty() : fail("shard 0 set no start for " + step + " within " + wait.toSeconds() + " s");
                }
                start = agreed.get();
            }
            long late = clock.millis() - start;
            if (late > plan.maxClockError().toMillis()) {
                return fail("missed the start of " + step + " by " + late + " ms; give a longer --shard-lead than " + plan.lead().toMillis()
                        + " ms");
            }
            sleepUntil(start, stop);
            agreedNanos = System.nanoTime() - Duration.between(Instant.ofEpochMilli(start), clock.instant()).toNanos();
            agreed = !stop.stopped();
            return Optional.empty();
        } catch (SQLException e) {
            return fail("lost the control table: " + e.getMessage());
        }
    }

    /**
     * Waits until every shard has reached barrier {@code k}; empty when they have (or {@code stop} is set), else why not.
     * Shard 0 waits for all; the others need only see that no shard failed, and then wait for shard 0's start.
     */
    Optional<String> meet(int k, Duration wait, String step, boolean all, StopSignal stop) throws SQLException, InterruptedException {
        synchronized (connection) {
            ControlTable.arrive(connection, plan.runId(), plan.index(), k);
        }
        long deadline = System.nanoTime() + wait.toNanos();
        while (!stop.stopped()) {
            List<ControlTable.Row> rows = rows();
            Optional<String> problem = problem(rows);
            if (problem.isPresent()) {
                return problem;
            }
            if (!all || rows.size() == plan.count() && rows.stream().allMatch(r -> r.barrier() >= k)) {
                return Optional.empty();
            }
            if (System.nanoTime() - deadline > 0) {
                return Optional.of(missing(rows, k) + " did not reach " + step + " within " + wait.toSeconds() + " s; "
                        + (k == 1 ? "start every shard, or give a longer --shard-timeout" : "it has stopped; its results up to here are kept"));
            }
            Thread.sleep(POLL_MILLIS);
        }
        return Optional.empty();
    }

    /** Waits for every shard to reach the barrier named {@code what}, as {@code prepare}'s phases do. */
    public Optional<String> barrier(String what, StopSignal stop) throws SQLException, InterruptedException {
        Optional<String> met = meet(++barrier, plan.timeout(), what, true, stop);
        return met.isPresent() ? fail(met.get()) : Optional.empty();
    }

    private Optional<Long> awaitStart(int k, Duration wait, String step, StopSignal stop) throws SQLException, InterruptedException {
        long deadline = System.nanoTime() + wait.plus(plan.lead()).toNanos();
        while (!stop.stopped() && System.nanoTime() - deadline < 0) {
            List<ControlTable.Row> rows = rows();
            if (problem(rows).isPresent()) {
                return Optional.empty();
            }
            Optional<ControlTable.Row> first = rows.stream().filter(r -> r.shard() == 0).findFirst();
            if (first.isPresent() && first.get().startBarrier() == k) {
                return Optional.of(first.get().startMs());
            }
            Thread.sleep(POLL_MILLIS);
        }
        return Optional.empty();
    }

    private List<ControlTable.Row> rows() throws SQLException {
        synchronized (connection) {
            return ControlTable.rows(connection, plan.runId());
        }
    }

    /** A shard that failed, went silent, or runs other settings: what stops this one too. */
    private Optional<String> problem(List<ControlTable.Row> rows) {
        Optional<String> silent = watch == null ? Optional.empty() : watch.stopped();
        if (silent.isPresent()) {
            return silent;
        }
        for (ControlTable.Row r : rows) {
            if (r.shard() != plan.index() && r.failed()) {
                return Optional.of("shard " + r.shard() + " stopped (" + r.state().substring(ControlTable.FAILED.length()) + ")");
            }
            if (!r.settings().equals(settings)) {
                return Optional.of("shard " + r.shard() + " on " + r.host() + " runs with other settings than this shard; "
                        + "give every shard the same options");
            }
        }
        return Optional.empty();
    }

    private String missing(List<ControlTable.Row> rows, int k) {
        StringBuilder b = new StringBuilder();
        for (int s = 0; s < plan.count(); s++) {
            int shard = s;
            boolean there = rows.stream().anyMatch(r -> r.shard() == shard && r.barrier() >= k);
            if (!there) {
                b.append(b.length() == 0 ? "shard " : ", ").append(s);
            }
        }
        return b.toString();
    }

    private Optional<String> resync() throws SQLException {
        ClockSync.Estimate e;
        synchronized (connection) {
            e = ClockSync.estimate(connection, clockQuery, local);
        }
        clock.update(e);
        worstError = Math.max(worstError, e.errorMillis());
        return checkError(e);
    }

    private Optional<String> checkError(ClockSync.Estimate e) {
        if (e.errorMillis() <= plan.maxClockError().toMillis()) {
            return Optional.empty();
        }
        return Optional.of(String.format(java.util.Locale.ROOT, "the server clock is known to %.1f ms only, above --max-clock-error %d ms "
                + "(round trip %.1f ms); run the clients closer to the control database or raise the limit", e.errorMillis(),
                plan.maxClockError().toMillis(), 2 * (e.errorMillis() - 1)));
    }

    private void sleepUntil(long startMs, StopSignal stop) throws InterruptedException {
        long left;
        while (!stop.stopped() && (left = startMs - clock.millis()) > 0) {
            Thread.sleep(Math.min(left, 100));
        }
        // The last stretch to the microsecond: steps start together to within the clock's error, not the sleep's.
        long rest = Duration.between(clock.instant(), Instant.ofEpochMilli(startMs)).toNanos();
        if (rest > 0 && !stop.stopped()) {
            java.util.concurrent.locks.LockSupport.parkNanos(rest);
        }
    }

    private Optional<String> fail(String reason) {
        refusal = plan.name() + ": " + reason;
        try {
            synchronized (connection) {
                ControlTable.setState(connection, plan.runId(), plan.index(), ControlTable.FAILED + reason);
            }
        } catch (SQLException e) {
            // The others then find this shard missing at the next step instead, and stop there.
        }
        return Optional.of(refusal);
    }

    /**
     * Marks this shard's part as over: {@code done}, or failed with {@code reason}, so the others stop waiting for it. A
     * shard that stopped a step keeps the reason it gave then.
     */
    public void finish(Optional<String> reason) {
        if (watch != null) {
            watch.close();
        }
        if (refusal != null) {
            return;
        }
        try {
            synchronized (connection) {
                ControlTable.setState(connection, plan.runId(), plan.index(),
                        reason.map(r -> ControlTable.FAILED + r).orElse(ControlTable.DONE));
            }
        } catch (SQLException e) {
            // The run is over for this shard; the others learn it at their next step.
        }
    }

    private static Duration min(Duration a, Duration b) {
        return a.compareTo(b) <= 0 ? a : b;
    }

    @Override
    public void close() {
        if (watch != null) {
            watch.close();
        }
        try {
            connection.close();
        } catch (SQLException e) {
            // Closing after the run: nothing left to lose.
        }
    }
}
