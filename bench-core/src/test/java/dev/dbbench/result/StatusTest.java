package dev.dbbench.result;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Statuses are typed in Java and one string in result.json, as they were when they were strings. */
class StatusTest {
    private final ObjectMapper json = new ObjectMapper();

    @Test
    void aFailedStepKeepsItsReasonAfterTheColon() {
        StepStatus s = StepStatus.parse("failed: 1146 Table 'sbtest1' doesn't exist; add --ignore-errors 1146");
        assertThat(s.kind()).isEqualTo(StepStatus.Kind.FAILED);
        assertThat(s.reason()).hasValue("1146 Table 'sbtest1' doesn't exist; add --ignore-errors 1146");
        assertThat(s.text()).isEqualTo("failed: 1146 Table 'sbtest1' doesn't exist; add --ignore-errors 1146");
        assertThat(StepStatus.failed("lost")).isEqualTo(StepStatus.parse("failed: lost"));
    }

    @Test
    void everyKindReadsBackFromItsText() {
        for (StepStatus.Kind k : StepStatus.Kind.values()) {
            StepStatus s = new StepStatus(k, Optional.empty());
            assertThat(StepStatus.parse(s.text())).isEqualTo(s);
        }
        for (RunStatus.Kind k : RunStatus.Kind.values()) {
            RunStatus s = new RunStatus(k, Optional.empty());
            assertThat(RunStatus.parse(s.text())).isEqualTo(s);
        }
        assertThat(StepStatus.OK).hasToString("ok");
        assertThat(RunStatus.INTERRUPTED).hasToString("interrupted");
        assertThat(RunStatus.parse("failed")).isEqualTo(RunStatus.FAILED);
    }

    @Test
    void resultJsonHoldsOneString() throws Exception {
        assertThat(json.writeValueAsString(StepStatus.failed("lost"))).isEqualTo("\"failed: lost\"");
        assertThat(json.readValue("\"stopped\"", StepStatus.class)).isEqualTo(StepStatus.STOPPED);
        assertThat(json.readValue("\"running\"", RunStatus.class)).isEqualTo(RunStatus.RUNNING);
    }

    @Test
    void aRunOfOneStepEndsAsItsStep() {
        assertThat(RunStatus.of(StepStatus.OK)).isEqualTo(RunStatus.OK);
        assertThat(RunStatus.of(StepStatus.failed("lost")).text()).isEqualTo("failed: lost");
        assertThat(RunStatus.of(StepStatus.STOPPED).text()).isEqualTo("stopped");
    }

    @Test
    void anUnknownStatusIsRefusedByName() {
        assertThatThrownBy(() -> StepStatus.parse("paused")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("unknown step status 'paused'");
    }
}
