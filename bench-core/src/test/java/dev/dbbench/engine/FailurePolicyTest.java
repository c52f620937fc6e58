package dev.dbbench.engine;

import static dev.dbbench.testing.Specs.spec;
import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.engine.FailurePolicy.Action;
import dev.dbbench.spi.PsMode;
import dev.dbbench.testing.FakeServer;
import dev.dbbench.testing.FakeTarget;
import java.net.SocketTimeoutException;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The decisions both clients follow after a failed attempt, and what each one counts. */
class FailurePolicyTest {
    private final FakeServer server = new FakeServer();
    private final Step step = new Step(new FakeTarget(server), new TwoKinds(), PsMode.AUTO, spec().build(), server::connect);
    private final FailurePolicy policy = step.failures();
    private final WorkerStats stats = new WorkerStats(1);

    @Test
    void reconnectsWaitFrom50MillisecondsDoublingToOneSecond() {
        List<Long> millis = new ArrayList<>();
        for (long b = FailurePolicy.FIRST_BACKOFF_NANOS; millis.size() < 7; b = FailurePolicy.nextBackoff(b)) {
            millis.add(b / 1_000_000);
        }
        assertThat(millis).containsExactly(50L, 100L, 200L, 400L, 800L, 1000L, 1000L);
    }

    @Test
    void anIgnoredErrorIsCountedAsIgnoredWithTheAttemptsStatementsAndTheEventStartsAgain() {
        stats.queries.read();
        assertThat(policy.failed(new SQLException("deadlock", "40001", 1213), stats)).isEqualTo(Action.RETRY);
        assertThat(stats.errorsByCode()).containsOnlyKeys(FakeTarget.DEADLOCK);
        assertThat(stats.count(WorkerStats.IGNORED)).isEqualTo(1);
        assertThat(stats.queries.reads()).as("the failed attempt's statements are published").isEqualTo(1);
    }

    @Test
    void aReadTimeoutIsCountedAsATimeoutAndTheConnectionIsReplaced() {
        SQLException e = new SQLException("read timed out", "08S01", 0, new SocketTimeoutException());
        assertThat(policy.failed(e, stats)).isEqualTo(Action.RECONNECT);
        assertThat(stats.errorsByCode()).containsOnlyKeys("timeout");
        assertThat(stats.count(WorkerStats.TIMEOUTS)).isEqualTo(1);
        policy.timedOut(stats);
        assertThat(stats.count(WorkerStats.TIMEOUTS)).as("a silent server the wire loop noticed").isEqualTo(2);
    }

    @Test
    void anErrorNobodyIgnoresStopsTheStepNamingTheFix() {
        assertThat(policy.failed(new SQLException("read-only\nat line 1", "25006", 1792), stats)).isEqualTo(Action.STOP);
        assertThat(step.control().failure()).hasValue(
                "error 1792 (read-only) is not ignored; if it is expected, add it with --ignore-errors 1792");
    }

    /** Ignoring cannot mend a statement that fails every time, so the fix named is the statement's. */
    @Test
    void aMistakeInTheStatementStopsTheStepWithoutSuggestingToIgnoreIt() {
        assertThat(policy.failed(new SQLException("no such table\nat line 1", "42S02", 1146), stats)).isEqualTo(Action.STOP);
        assertThat(step.control().failure()).hasValue("error 1146 (no such table) is a mistake in the statement or in what it"
                + " names (SQLSTATE 42S02), which fails every time; fix the statement, or create what it needs");
    }

    /** The line names the statement that failed where the workload tells where it comes from. */
    @Test
    void theStopNamesWhereTheStatementComesFrom() {
        SQLException e = new SQLException("You have an error in your SQL syntax", "42000", 1064);
        policy.failed(new dev.dbbench.spi.workload.StatementFailure(e, "shop.yaml:12:9, statement 2 of transaction t"), stats);
        assertThat(step.control().failure()).get().asString().startsWith("error 1064 (You have an error in your SQL syntax)"
                + " at shop.yaml:12:9, statement 2 of transaction t is a mistake in the statement");
        assertThat(stats.errorsByCode()).containsOnlyKeys("1064");
    }

    /** A protocol error is no lost connection: a new one would be refused the same way, for ever. */
    @Test
    void aProtocolErrorStopsTheStepEvenWhenEverythingIsIgnored() {
        Step ignoring = new Step(new FakeTarget(server), new TwoKinds(), PsMode.AUTO, spec().ignore("all").build(),
                server::connect);
        SQLException e = new SQLException("invalid message format", "08P01");
        assertThat(ignoring.failures().failed(e, stats)).isEqualTo(Action.STOP);
        assertThat(ignoring.control().failure()).get().asString().startsWith("error 08P01 (invalid message format) means the"
                + " server could not read what the client sent");
        assertThat(stats.errorsByCode()).containsOnlyKeys("08P01");
    }

    @Test
    void aFailedRollbackReplacesALostConnectionAndElseStopsTheStep() {
        assertThat(policy.recoveryFailed(new SQLException("gone", "08006"))).isEqualTo(Action.RECONNECT);
        assertThat(step.control().failure()).isEmpty();
        assertThat(policy.recoveryFailed(new SQLException("read-only", "25006", 1792))).isEqualTo(Action.STOP);
        assertThat(step.control().failure()).get().asString().startsWith("error 1792 (read-only)");
        assertThat(stats.count(WorkerStats.ERRORS)).as("the error that caused the rollback was counted, not this one").isZero();
    }

    @Test
    void aDisconnectOpensOneOutage() {
        step.instance("db-1");
        policy.disconnected();
        long epoch = step.outages().epoch();
        policy.disconnected();
        assertThat(step.outages().active()).isTrue();
        assertThat(step.outages().epoch()).isEqualTo(epoch);
    }
}
