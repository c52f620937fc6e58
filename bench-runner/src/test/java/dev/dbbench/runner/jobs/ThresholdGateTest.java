package dev.dbbench.runner.jobs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dbbench.spi.UsageException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A rule for threads the run does not measure is refused before anything connects. */
class ThresholdGateTest {
    @Test
    void aRuleForThreadsNotMeasuredIsRefused() {
        ThresholdGate gate = ThresholdGate.of(List.of("threads=64:tps>1000"), false);
        gate.checkThreads(List.of(8, 64));
        assertThatThrownBy(() -> gate.checkThreads(List.of(8, 16))).isInstanceOf(UsageException.class)
                .hasMessage("threshold \"threads=64:tps>1000\" is for 64 threads, which this run does not measure "
                        + "(threads: 8,16); scope it to one of those or add it to --threads");
    }
}
