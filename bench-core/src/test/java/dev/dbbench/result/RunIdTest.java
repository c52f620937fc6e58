package dev.dbbench.result;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A run's id names it among many runs' files: the start in UTC and the command, or a sharded run's own id. */
class RunIdTest {
    private static RunResult result(Instant startedAt, Map<String, String> manifest) {
        return new RunResult(new ToolInfo("dbbench", "1"), "sweep", RunStatus.OK, startedAt, null, null, List.of(), null,
                manifest, List.of(), RunSummary.EMPTY);
    }

    @Test
    void theStartInUtcToTheSecondAndTheCommand() {
        assertThat(result(Instant.parse("2026-11-29T05:34:21.987Z"), Map.of()).runId()).isEqualTo("20261129-053421-sweep");
    }

    @Test
    void aShardedRunsIdIsTheSameForEveryShard() {
        Map<String, String> shard = Map.of(RunResult.SHARD_RUN_ID, "nightly-42");

        assertThat(result(Instant.parse("2026-11-29T05:34:21Z"), shard).runId())
                .isEqualTo(result(Instant.parse("2026-11-29T05:34:23Z"), shard).runId()).isEqualTo("nightly-42-sweep");
    }

    @Test
    void aResultWithoutAStartHasTheCommandAlone() {
        assertThat(result(null, Map.of()).runId()).isEqualTo("sweep");
    }
}
