package dev.dbbench.runner;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dbbench.runner.spec.TargetSpec;
import dev.dbbench.spi.UsageException;
import org.junit.jupiter.api.Test;

/** A setting refused from Java is refused as the command line refuses its option, before anything connects. */
class RunnerTest {
    /** A port nothing listens on: reaching it would fail with another message than the one expected. */
    private static final TargetSpec NOWHERE = TargetSpec.of("postgresql").at("127.0.0.1", 1, "u", "p", "d");

    @Test
    void badSettingsNameTheOptionAndTheFix() {
        assertThatThrownBy(() -> Runner.builder().target(NOWHERE).threads(0).build().run()).isInstanceOf(UsageException.class)
                .hasMessage("--threads 0 is out of range; give 1 to 100000");
        assertThatThrownBy(() -> Runner.builder().target(NOWHERE).time("soon").build().run()).isInstanceOf(UsageException.class)
                .hasMessageStartingWith("--time soon");
        assertThatThrownBy(() -> Runner.builder().target(NOWHERE).sweep("1,x").build().run()).isInstanceOf(UsageException.class)
                .hasMessageStartingWith("--threads");
        assertThatThrownBy(() -> Runner.builder().target(NOWHERE).threshold("p95<<1ms").build().run())
                .isInstanceOf(UsageException.class).hasMessageContaining("bad threshold \"p95<<1ms\"");
        assertThatThrownBy(() -> Runner.builder().target(NOWHERE).build().prepare(0)).isInstanceOf(UsageException.class)
                .hasMessage("--threads 0 is out of range for loading; give 1 to 256");
    }
}
