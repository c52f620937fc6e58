package dev.dbbench.engine;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class CpuMeterTest {

    @Test
    void idleAndIowaitAreTheIdleTimeAndGuestTimeIsNotCountedTwice() {
        long[] before = CpuMeter.parseCpuLine("cpu  100 0 100 700 100 0 0 0 50 0");
        long[] after = CpuMeter.parseCpuLine("cpu  250 0 150 900 100 0 0 0 90 0");
        assertThat(before).containsExactly(200, 1000);
        assertThat(CpuMeter.busyPercent(before, after)).hasValue(50.0);
    }

    @Test
    void aLineThatIsNotTheTotalGivesNothing() {
        assertThat(CpuMeter.parseCpuLine("cpu0 1 2 3 4")).isNull();
        assertThat(CpuMeter.busyPercent(null, new long[] {1, 2})).isEmpty();
    }

    @Test
    void aBusyThreadShowsAsLoadOfThisProcess() {
        CpuMeter.Reading before = CpuMeter.read();
        long start = System.nanoTime();
        long end = System.nanoTime() + 200_000_000L;
        long spin = 0;
        while (System.nanoTime() < end) {
            spin++;
        }
        CpuMeter.Load load = CpuMeter.load(before, CpuMeter.read(), System.nanoTime() - start);
        assertThat(spin).isPositive();
        assertThat(load.processPct()).isPositive();
    }
}
