package dev.dbbench.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ShardTest {

    private static Shard shard(int index, int count) {
        return new Shard(index, count, java.time.Clock.systemUTC(), StartGate.NOW);
    }

    @Test
    void tenWorkersOnThreeShardsAreFourThreeAndThreeNumberedOneAfterAnother() {
        assertThat(shard(0, 3).size(10)).isEqualTo(4);
        assertThat(shard(1, 3).size(10)).isEqualTo(3);
        assertThat(shard(2, 3).size(10)).isEqualTo(3);
        assertThat(shard(0, 3).first(10)).isZero();
        assertThat(shard(1, 3).first(10)).isEqualTo(4);
        assertThat(shard(2, 3).first(10)).isEqualTo(7);
    }

    @Test
    void everyWorkerOfEveryStepBelongsToExactlyOneShard() {
        for (int count = 1; count <= 9; count++) {
            for (int threads = count; threads <= 70; threads++) {
                int next = 0;
                for (int i = 0; i < count; i++) {
                    Shard s = shard(i, count);
                    assertThat(s.first(threads)).isEqualTo(next);
                    assertThat(s.size(threads)).isPositive();
                    next += s.size(threads);
                }
                assertThat(next).isEqualTo(threads);
            }
        }
    }

    @Test
    void aShardRunsItsShareOfTheEventBudgetAndTheRate() {
        RunSpec whole = new RunSpec(10, Duration.ZERO, 1001, Duration.ZERO, Duration.ZERO, Duration.ofSeconds(1), 500, Set.of(), 7);
        long events = 0;
        double rate = 0;
        for (int i = 0; i < 3; i++) {
            RunSpec local = shard(i, 3).local(whole);
            events += local.events();
            rate += local.rate();
            assertThat(local.seed()).isEqualTo(7);
        }
        assertThat(events).isEqualTo(1001);
        assertThat(rate).isCloseTo(500, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(Shard.alone().local(whole)).isSameAs(whole);
    }
}
