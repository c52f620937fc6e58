package dev.dbbench.engine;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ControlTest {

    @Test
    void workersSharingABudgetRunExactlyItsEventsAndFinishTogether() {
        Control control = new Control(10_000, false, 2);
        Control.Allowance a = control.allowance();
        Control.Allowance b = control.allowance();
        long byA = 0;
        long byB = 0;
        // A is three times as fast as B; batches shrink near the end so B still gets its share of the tail.
        boolean more = true;
        while (more) {
            more = false;
            for (int i = 0; i < 3; i++) {
                if (a.take() == Control.GO) {
                    byA++;
                    more = true;
                }
            }
            if (b.take() == Control.GO) {
                byB++;
                more = true;
            }
        }
        assertThat(byA + byB).isEqualTo(10_000);
        assertThat(byB).as("the slow worker is not left holding a large batch").isBetween(2_300L, 2_700L);
        assertThat(a.take()).isEqualTo(Control.SPENT);
        assertThat(b.take()).isEqualTo(Control.SPENT);
    }

    @Test
    void warmUpEventsAreFreeAndAStepWithoutALimitNeverRunsOut() {
        Control control = new Control(3, true, 1);
        Control.Allowance allowance = control.allowance();
        for (int i = 0; i < 100; i++) {
            assertThat(allowance.take()).isEqualTo(Control.GO);
        }
        control.startMeasuring();
        assertThat(allowance.take()).isEqualTo(Control.GO);
        assertThat(allowance.take()).isEqualTo(Control.GO);
        assertThat(allowance.take()).isEqualTo(Control.GO);
        assertThat(allowance.take()).isEqualTo(Control.SPENT);

        Control.Allowance unlimited = new Control(0, false, 1).allowance();
        for (int i = 0; i < 100_000; i++) {
            assertThat(unlimited.take()).isEqualTo(Control.GO);
        }
    }

    @Test
    void heldWorkersStartNothingUntilMeasuringStartsAndThenUseTheBudget() {
        Control control = new Control(1, true, 1);
        Control.Allowance allowance = control.allowance();
        assertThat(allowance.take()).isEqualTo(Control.GO);
        control.hold();
        assertThat(allowance.take()).isEqualTo(Control.HOLD);
        control.arrive();
        assertThat(control.held()).isEqualTo(1);
        control.startMeasuring();
        assertThat(control.awaitMeasuring()).isTrue();
        assertThat(allowance.take()).isEqualTo(Control.GO);
        assertThat(allowance.take()).isEqualTo(Control.SPENT);

        Control stopped = new Control(1, true, 1);
        stopped.hold();
        stopped.stop();
        assertThat(stopped.awaitMeasuring()).as("a held worker leaves when the step stops").isFalse();
    }
}
