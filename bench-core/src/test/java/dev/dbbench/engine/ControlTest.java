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
                if (a.take()) {
                    byA++;
                    more = true;
                }
            }
            if (b.take()) {
                byB++;
                more = true;
            }
        }
        assertThat(byA + byB).isEqualTo(10_000);
        assertThat(byB).as("the slow worker is not left holding a large batch").isBetween(2_300L, 2_700L);
        assertThat(a.take()).isFalse();
        assertThat(b.take()).isFalse();
    }

    @Test
    void warmUpEventsAreFreeAndAStepWithoutALimitNeverRunsOut() {
        Control control = new Control(3, true, 1);
        Control.Allowance allowance = control.allowance();
        for (int i = 0; i < 100; i++) {
            assertThat(allowance.take()).isTrue();
        }
        control.startMeasuring();
        assertThat(allowance.take()).isTrue();
        assertThat(allowance.take()).isTrue();
        assertThat(allowance.take()).isTrue();
        assertThat(allowance.take()).isFalse();

        Control.Allowance unlimited = new Control(0, false, 1).allowance();
        for (int i = 0; i < 100_000; i++) {
            assertThat(unlimited.take()).isTrue();
        }
    }
}
