package dev.dbbench.engine;

import static dev.dbbench.engine.StepRunnerCountsTest.sum;
import static dev.dbbench.testing.Specs.spec;
import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.engine.wire.WireEngine;
import dev.dbbench.result.IntervalResult;
import dev.dbbench.result.StepResult;
import dev.dbbench.result.StepStatus;
import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.target.ConnectionSpec;
import dev.dbbench.testing.FakeRun;
import dev.dbbench.testing.FakeTarget;
import dev.dbbench.testing.FakeWire;
import dev.dbbench.testing.RecordingListener;
import dev.dbbench.testing.Specs;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The event-loop engine ({@code --client wire}) against a real socket server: counts, errors, outages, limits. */
class WireStepTest {
    private final RecordingListener intervals = new RecordingListener();

    private StepResult run(FakeWire server, Specs spec, int loops) throws Exception {
        return run(server.spec(), spec, loops);
    }

    private StepResult run(ConnectionSpec connection, Specs spec, int loops) throws Exception {
        return run(connection, spec, loops, fake -> { });
    }

    /** Runs the step with {@code jdbc} given the fake JDBC side first: the one the instance is asked on. */
    private StepResult run(ConnectionSpec connection, Specs spec, int loops, Consumer<FakeRun> jdbc) throws Exception {
        try (FakeRun fake = new FakeRun()) {
            jdbc.accept(fake);
            FakeTarget target = fake.target();
            WireEngine engine = new WireEngine(new FakeWire.Client(), connection, loops);
            return new StepRunner(target, PsMode.AUTO, fake.connections().factory(), engine)
                    .run(new FakeWire.Workload(), spec.build(), StepLabel.single("fake"), intervals, new StopSignal());
        }
    }

    /**
     * A server that refuses a statement as the workers prepare it (a user allowed only to SELECT) fails the step with
     * its reason and nothing measured, as the JDBC workers fail at their first event: the command still writes its
     * result. A connection that cannot be opened at all is still thrown.
     */
    @Test
    void aStatementRefusedAtPrepareFailsTheStep() throws Exception {
        try (FakeRun fake = new FakeRun()) {
            dev.dbbench.wire.WireClient refusing = client((spec, psMode, statements) -> {
                throw new java.sql.SQLException("the server refused statement 3 (UPDATE t SET k=k+1 WHERE id=?): UPDATE "
                        + "command denied to user 'ro'", "42000", 1142);
            });
            StepResult step = new StepRunner(fake.target(), PsMode.AUTO, fake.connections().factory(),
                    new WireEngine(refusing, ConnectionSpec.of("127.0.0.1", 1, "ro", dev.dbbench.spi.target.Secret.none(), "d"), 1))
                    .run(new FakeWire.Workload(), spec().threads(2).time(1_000).build(), StepLabel.single("fake"), intervals,
                            new StopSignal());

            assertThat(step.status().text()).startsWith("failed: the server refused statement 3 (UPDATE t SET k=k+1 WHERE id=?)")
                    .endsWith("(error 1142)");
            assertThat(step.threads()).isEqualTo(2);
            assertThat(step.transactions()).isZero();
            assertThat(intervals.all()).isEmpty();
        }
    }

    /** A value the client cannot send fails the step with the client's own words, not a Java exception's name. */
    @Test
    void aValueTheClientCannotSendFailsTheStepInItsOwnWords() throws Exception {
        try (FakeWire server = new FakeWire(); FakeRun fake = new FakeRun()) {
            FakeWire.Client fakeClient = new FakeWire.Client();
            dev.dbbench.wire.WireClient refusing = client((spec, psMode, statements) -> {
                dev.dbbench.wire.WireConnection c = fakeClient.open(spec, psMode, statements);
                return new dev.dbbench.wire.WireConnection() {
                    public java.nio.channels.SocketChannel channel() {
                        return c.channel();
                    }

                    public boolean send(int index, dev.dbbench.spi.script.ScriptParams params) {
                        throw new IllegalArgumentException("a text parameter holds a NUL byte, which PostgreSQL text cannot");
                    }

                    public boolean flush() throws java.io.IOException {
                        return c.flush();
                    }

                    public boolean receive() throws java.io.IOException {
                        return c.receive();
                    }

                    public java.sql.SQLException error() {
                        return c.error();
                    }

                    public long rows() {
                        return c.rows();
                    }

                    public long affected() {
                        return c.affected();
                    }

                    public boolean inTransaction() {
                        return c.inTransaction();
                    }

                    public void rollback() throws java.io.IOException, java.sql.SQLException {
                        c.rollback();
                    }

                    public void close() {
                        c.close();
                    }
                };
            });
            StepResult step = new StepRunner(fake.target(), PsMode.AUTO, fake.connections().factory(),
                    new WireEngine(refusing, server.spec(), 1)).run(new FakeWire.Workload(), spec().threads(1).time(5_000).build(),
                    StepLabel.single("fake"), intervals, new StopSignal());

            assertThat(step.status().text())
                    .isEqualTo("failed: the wire client failed: a text parameter holds a NUL byte, which PostgreSQL text cannot");
        }
    }

    /**
     * A server silent for 0.8 s behind a 0.3 s read timeout: the outage begins when the unanswered statement was sent,
     * so it covers the whole silence, not only what followed the first timeout.
     */
    @Test
    void anOutageATimeoutRevealsBeginsWithTheSilence() throws Exception {
        try (FakeWire server = new FakeWire()) {
            AtomicReference<java.time.Instant> silentFrom = new AtomicReference<>();
            long freezeFrom = System.nanoTime() + 400_000_000L;
            long freezeTo = freezeFrom + 800_000_000L;
            server.answers(r -> {
                long now = System.nanoTime();
                if (now - freezeFrom >= 0 && now - freezeTo < 0) {
                    silentFrom.compareAndSet(null, java.time.Instant.now());
                    return FakeWire.SILENT;
                }
                return FakeWire.normal(r);
            });
            // Unpaced, a blocking loop reads its clock seldom: the send time it keeps can be older than the silence.
            StepResult step = run(server.spec().withTimeouts(Duration.ofSeconds(5), Duration.ofMillis(300)),
                    spec().threads(1).warmup(0).time(2_000), 1);

            assertThat(step.outages()).hasSize(1);
            assertThat(Duration.between(silentFrom.get(), step.outages().get(0).firstFailure()).abs().toMillis())
                    .as("from the unanswered statement, not from the watchdog 300 ms later").isLessThan(100);
            assertThat(step.outages().get(0).downtimeSeconds()).isGreaterThanOrEqualTo(0.75);
        }
    }

    /** A wire client that opens its connections as {@code open} does. */
    private static dev.dbbench.wire.WireClient client(Opener open) {
        return new dev.dbbench.wire.WireClient() {
            @Override
            public String describe(PsMode psMode) {
                return "a test's client";
            }

            @Override
            public dev.dbbench.wire.WireConnection open(ConnectionSpec spec, PsMode psMode,
                                                        List<dev.dbbench.spi.script.ScriptStatement> statements)
                    throws java.sql.SQLException {
                return open.open(spec, psMode, statements);
            }
        };
    }

    /** How a test's client opens a connection. */
    @FunctionalInterface
    private interface Opener {
        dev.dbbench.wire.WireConnection open(ConnectionSpec spec, PsMode psMode, List<dev.dbbench.spi.script.ScriptStatement> statements)
                throws java.sql.SQLException;
    }

    /** Loops for {@code threads} workers: shared selectors, or one blocking loop per worker. */
    private static int loops(boolean blocking, int threads) {
        return blocking ? threads : Math.max(1, threads / 2);
    }

    @ParameterizedTest(name = "one blocking loop per worker: {0}")
    @ValueSource(booleans = {false, true})
    void everyStatementTheServerAnsweredIsCountedAsSysbenchCountsIt(boolean blocking) throws Exception {
        try (FakeWire server = new FakeWire()) {
            StepResult step = run(server, spec().threads(5).time(0).events(2_000), loops(blocking, 5));

            assertThat(step.status()).isEqualTo(StepStatus.OK);
            assertThat(step.transactions()).isEqualTo(2_000);
            assertThat(step.reads()).isEqualTo(2_000);
            assertThat(step.emptyReads()).as("ids alternate odd and even").isBetween(900L, 1_100L);
            assertThat(step.writes()).isEqualTo(2_000);
            assertThat(step.other()).isEqualTo(4_000);
            assertThat(step.queries()).isEqualTo(8_000);
            // Events a worker had started when the budget ran out still finish; none starts after it.
            assertThat(server.requests()).isEqualTo(8_000);
            List<IntervalResult> measured = intervals.measured();
            assertThat(sum(measured, IntervalResult::transactions)).isEqualTo(2_000);
            assertThat(intervals.measuredLatency().getTotalCount()).isEqualTo(2_000);
            assertThat(server.accepted()).as("one connection per worker").isEqualTo(5);
        }
    }

    @ParameterizedTest(name = "one blocking loop per worker: {0}")
    @ValueSource(booleans = {false, true})
    void eventLimitAfterAWarmUpMeasuresExactlyThatManyEvents(boolean blocking) throws Exception {
        try (FakeWire server = new FakeWire()) {
            StepResult step = run(server, spec().threads(5).warmup(200).time(0).events(2_000), loops(blocking, 5));

            assertThat(step.status()).isEqualTo(StepStatus.OK);
            assertThat(intervals.warmup()).isNotEmpty();
            assertThat(step.transactions()).isEqualTo(2_000);
            assertThat(step.queries()).isEqualTo(8_000);
            assertThat(intervals.measuredLatency().getTotalCount()).isEqualTo(2_000);
            assertThat(server.requests()).as("no event lost between the phases").isEqualTo(4 * sum(intervals.all(), IntervalResult::transactions));
        }
    }

    @ParameterizedTest(name = "one blocking loop per worker: {0}")
    @ValueSource(booleans = {false, true})
    void ignorableErrorRollsBackAndStartsTheEventAgain(boolean blocking) throws Exception {
        try (FakeWire server = new FakeWire()) {
            AtomicInteger updates = new AtomicInteger();
            AtomicInteger deadlocks = new AtomicInteger();
            server.answers(r -> {
                if ((r & 0xff) == 2 && updates.incrementAndGet() % 10 == 0) {
                    deadlocks.incrementAndGet();
                    return 'D';
                }
                return FakeWire.normal(r);
            });
            StepResult step = run(server, spec().threads(3).time(0).events(900), blocking ? 3 : 1);

            long failed = deadlocks.get();
            assertThat(step.status()).isEqualTo(StepStatus.OK);
            assertThat(step.transactions()).isEqualTo(900);
            assertThat(failed).as("every tenth of about 1,000 updates").isBetween(99L, 100L);
            assertThat(step.ignoredErrors()).isEqualTo(step.errors()).isEqualTo(failed);
            assertThat(step.errorsByCode()).isEqualTo(Map.of(FakeTarget.DEADLOCK, failed));
            assertThat(server.rollbacks()).isEqualTo(failed);
            // A failed attempt's BEGIN and SELECT count, as in sysbench; the failed UPDATE does not.
            assertThat(step.writes()).isEqualTo(900);
            assertThat(step.reads()).isEqualTo(900 + failed);
            assertThat(step.other()).isEqualTo(900 * 2 + failed);
        }
    }

    @Test
    void errorNobodyIgnoresStopsTheStepNamingTheFix() throws Exception {
        try (FakeWire server = new FakeWire()) {
            AtomicInteger requests = new AtomicInteger();
            server.answers(r -> requests.incrementAndGet() > 2_000 ? 'F' : FakeWire.normal(r));
            long began = System.nanoTime();
            StepResult step = run(server, spec().threads(2).rate(1_000).time(5_000), 2);

            assertThat(Duration.ofNanos(System.nanoTime() - began)).isLessThan(Duration.ofSeconds(3));
            assertThat(step.status().text()).startsWith("failed: ").contains("1146").contains("fix the statement");
            // The other worker may hit the same error before it sees the step stop.
            assertThat(step.errors()).isBetween(1L, 2L);
            assertThat(step.errorsByCode()).containsOnlyKeys("1146");
            assertThat(step.transactions()).isBetween(499L, 500L);
        }
    }

    @ParameterizedTest(name = "one blocking loop per worker: {0}")
    @ValueSource(booleans = {false, true})
    void lostConnectionsAreReopenedWithBackoffAndTheOutageIsRecorded(boolean blocking) throws Exception {
        try (FakeWire server = new FakeWire()) {
            AtomicInteger requests = new AtomicInteger();
            AtomicReference<FakeRun> jdbc = new AtomicReference<>();
            server.answers(r -> {
                if (requests.incrementAndGet() == 400) {
                    // The endpoint now leads to another instance, as after a failover.
                    jdbc.get().server().crash(Duration.ZERO, true);
                    server.crash(300);
                }
                return FakeWire.normal(r);
            });
            StepResult step = run(server.spec(), spec().threads(3).rate(1_000).time(1_500), blocking ? 3 : 2, jdbc::set);

            assertThat(step.status()).isEqualTo(StepStatus.OK);
            assertThat(step.outages()).singleElement().satisfies(o -> {
                assertThat(o.instanceBefore()).isEqualTo("node-1");
                assertThat(o.instanceAfter()).isEqualTo("node-2");
            });
            assertThat(step.reconnects()).isEqualTo(3);
            assertThat(step.errors()).isEqualTo(3);
            assertThat(step.errorsByCode()).containsOnlyKeys("08S01");
            assertThat(server.accepted()).isEqualTo(6);
            assertThat(step.outages()).hasSize(1);
            assertThat(step.outages().get(0).downtimeSeconds()).isGreaterThanOrEqualTo(0.29);
            assertThat(step.transactions()).as("the run went on after the outage").isGreaterThan(900);
        }
    }

    @ParameterizedTest(name = "one blocking loop per worker: {0}")
    @ValueSource(booleans = {false, true})
    void aPacedStepWithAnEventLimitEndsWithItsLastEvent(boolean blocking) throws Exception {
        try (FakeWire server = new FakeWire()) {
            StepResult step = run(server, spec().threads(4).rate(10).time(0).events(10), loops(blocking, 4));

            assertThat(step.transactions()).isEqualTo(10);
            assertThat(step.durationSeconds()).as("the last event is due at 0.9 s").isLessThan(0.98);
        }
    }

    @ParameterizedTest(name = "one blocking loop per worker: {0}")
    @ValueSource(booleans = {false, true})
    void rateIsKeptAcrossLoops(boolean blocking) throws Exception {
        try (FakeWire server = new FakeWire()) {
            StepResult step = run(server, spec().threads(4).rate(500).time(1_000), loops(blocking, 4));

            assertThat(step.status()).isEqualTo(StepStatus.OK);
            assertThat(step.transactions()).isBetween(450L, 550L);
        }
    }

    /** A server silent past --query-timeout: counted as a timeout, the connection replaced, the run goes on. */
    @ParameterizedTest(name = "one blocking loop per worker: {0}")
    @ValueSource(booleans = {false, true})
    void aSilentServerIsATimeoutAndTheConnectionIsReplaced(boolean blocking) throws Exception {
        try (FakeWire server = new FakeWire()) {
            AtomicInteger requests = new AtomicInteger();
            server.answers(r -> requests.incrementAndGet() == 50 ? FakeWire.SILENT : FakeWire.normal(r));
            StepResult step = run(server.spec().withTimeouts(Duration.ofSeconds(5), Duration.ofMillis(200)), spec().threads(2).rate(500).time(1_500),
                    blocking ? 2 : 1);

            assertThat(step.status()).isEqualTo(StepStatus.OK);
            assertThat(step.errorsByCode()).isEqualTo(Map.of("timeout", 1L));
            assertThat(step.reconnects()).isEqualTo(1);
            assertThat(server.accepted()).isEqualTo(3);
            assertThat(step.transactions()).as("the run went on").isGreaterThan(500);
            if (blocking) {
                assertThat(Thread.getAllStackTraces().keySet().stream().map(Thread::getName).filter(n -> n.endsWith("watchdog")))
                        .as("the blocking loops' reads are watched by the process's one socket watchdog")
                        .containsOnly("dbbench-socket-watchdog");
            }
        }
    }
}
