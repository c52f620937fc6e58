package dev.dbbench.workloads.random;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class UniqueSequenceTest {

    @Test
    void permuteIsOneToOneAndFixesTheTopFiveValues() {
        Set<Long> images = new HashSet<>();
        for (long x = 0; x < 200_000; x++) {
            long y = UniqueSequence.permute(x);
            assertThat(y).isBetween(0L, 0xFFFF_FFFFL);
            images.add(y);
        }
        for (long x = 0xFFFF_FFFFL - 199_999; x <= 0xFFFF_FFFFL - 5; x++) {
            images.add(UniqueSequence.permute(x));
        }
        assertThat(images).hasSize(400_000 - 5);
        for (long x = 4294967291L; x <= 0xFFFF_FFFFL; x++) {
            assertThat(UniqueSequence.permute(x)).isEqualTo(x);
        }
    }

    @Test
    void valuesNeverRepeatAcrossThreads() {
        UniqueSequence seq = new UniqueSequence(12345);
        Set<Long> seen = ConcurrentHashMap.newKeySet();
        IntStream.range(0, 8).parallel().forEach(t -> {
            for (int i = 0; i < 50_000; i++) {
                assertThat(seen.add(seq.next())).isTrue();
            }
        });
        assertThat(seen).hasSize(400_000);
    }

    @Test
    void seedChangesTheSequence() {
        assertThat(new UniqueSequence(1).next()).isNotEqualTo(new UniqueSequence(2).next());
    }
}
