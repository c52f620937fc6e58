package dev.dbbench.workloads.random;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.management.ManagementFactory;
import org.junit.jupiter.api.Test;

class RngTest {

    @Test
    void sameSeedSameStreamDifferentSeedDifferentStream() {
        Rng a = new Rng(42);
        Rng b = new Rng(42);
        Rng c = new Rng(43);
        boolean differs = false;
        for (int i = 0; i < 100; i++) {
            long x = a.nextLong();
            assertThat(b.nextLong()).isEqualTo(x);
            differs |= c.nextLong() != x;
        }
        assertThat(differs).isTrue();
    }

    @Test
    void zeroSeedStillGivesAMixedStream() {
        Rng rng = new Rng(0);
        assertThat(rng.nextLong()).isNotZero();
        assertThat(rng.nextLong()).isNotZero();
    }

    @Test
    void doublesAreInTheUnitInterval() {
        Rng rng = new Rng(7);
        for (int i = 0; i < 100_000; i++) {
            assertThat(rng.nextDouble()).isGreaterThanOrEqualTo(0).isLessThan(1);
        }
    }

    @Test
    void mixSeparatesWorkers() {
        assertThat(Rng.mix(1, 0)).isNotEqualTo(Rng.mix(1, 1)).isNotEqualTo(Rng.mix(2, 0));
    }

    /** The hot loop's promise: drawing ids and filling c/pad buffers allocates nothing. */
    @Test
    void drawingAndFillingAllocateNothing() {
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        Rng rng = new Rng(9);
        Distribution[] all = {new Uniform(), new Gaussian(12), new Special(12, 1, 75), new Pareto(0.2), new Zipfian(0.8)};
        byte[] c = DigitString.template(DigitString.C_GROUPS);
        long sink = 0;
        for (int round = 0; round < 2; round++) {
            long before = threads.getCurrentThreadAllocatedBytes();
            for (int i = 0; i < 200_000; i++) {
                sink += all[i % all.length].next(rng, 1, 1_000_000);
                if (i % 100 == 0) {
                    DigitString.fill(c, rng);
                    sink += c[3];
                }
            }
            long allocated = threads.getCurrentThreadAllocatedBytes() - before;
            if (round == 1) {
                // The second round runs warm; the probe itself may cost a few bytes.
                assertThat(allocated).as("bytes allocated by 200k draws (sink %s)", sink).isLessThan(1024);
            }
        }
    }
}
