package dev.dbbench.shard;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** How a shard tells, from the control table, that another one stopped while it ran. */
class PeerWatchTest {
    private static final long NOW = 1_800_000_000_000L;

    private static ControlTable.Row row(int shard, String state, long seenMs) {
        return new ControlTable.Row(shard, 3, "host-" + shard, "s", NOW - 60_000, 1, 0, 0, state, seenMs);
    }

    @Test
    void aShardSilentWhileRunningHasStopped() {
        List<ControlTable.Row> rows = List.of(row(0, ControlTable.RUNNING, NOW - 500), row(1, ControlTable.RUNNING,
                NOW - PeerWatch.SILENT_MILLIS - 1), row(2, ControlTable.RUNNING, NOW - 900));

        assertThat(PeerWatch.stoppedPeer(0, rows, NOW)).hasValueSatisfying(why -> assertThat(why)
                .startsWith("shard 1 on host-1 stopped: no sign of it since ").endsWith(" (server clock)"));
        assertThat(PeerWatch.stoppedPeer(1, rows, NOW)).as("a shard never judges itself").isEmpty();
    }

    @Test
    void aShardThatFailedHasStoppedAndOneThatIsDoneHasNot() {
        assertThat(PeerWatch.stoppedPeer(0, List.of(row(0, ControlTable.RUNNING, NOW), row(1, ControlTable.FAILED + "interrupted",
                NOW - 1)), NOW)).contains("shard 1 stopped (interrupted)");
        assertThat(PeerWatch.stoppedPeer(0, List.of(row(0, ControlTable.RUNNING, NOW), row(1, ControlTable.DONE,
                NOW - 60_000)), NOW)).isEmpty();
    }

    @Test
    void aShardThatGaveSignsOfLifeLatelyIsRunning() {
        assertThat(PeerWatch.stoppedPeer(0, List.of(row(0, ControlTable.RUNNING, NOW), row(1, ControlTable.RUNNING,
                NOW - PeerWatch.SILENT_MILLIS + 100)), NOW)).isEmpty();
    }
}
