package dev.dbbench.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.LongUnaryOperator;
import org.junit.jupiter.api.Test;

/**
 * A tick armed for the workers is closed once, by the first worker past it to have read the counters, and never after
 * the clock took the ticks back.
 */
class TicksTest {

    /** A taker that reads nothing and closes a tick with {@code close}. */
    private static Ticks.Taker closing(LongUnaryOperator close) {
        return new Ticks.Taker() {
            @Override
            public Snapshot read(long tick) {
                return null;
            }

            @Override
            public long close(long tick, Snapshot read) {
                return close.applyAsLong(tick);
            }
        };
    }

    /** A taker that notes every tick it closes in {@code closed} and arms next what {@code next} gives. */
    private static Ticks.Taker noting(List<Long> closed, LongUnaryOperator next) {
        return closing(tick -> {
            closed.add(tick);
            return next.applyAsLong(tick);
        });
    }

    @Test
    void aReaderThatLostItsCoreFindsTheTickTakenByAFasterOne() throws Exception {
        Ticks ticks = new Ticks();
        CountDownLatch slowReading = new CountDownLatch(1);
        CountDownLatch fastClosed = new CountDownLatch(1);
        AtomicInteger closes = new AtomicInteger();
        ticks.takenBy(new Ticks.Taker() {
            @Override
            public Snapshot read(long tick) {
                if (Thread.currentThread().getName().equals("slow")) {
                    slowReading.countDown();
                    try {
                        fastClosed.await();
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                }
                return null;
            }

            @Override
            public long close(long tick, Snapshot read) {
                closes.incrementAndGet();
                return Ticks.none();
            }
        });
        ticks.arm(1_000);
        Thread slow = new Thread(() -> ticks.passed(1_000), "slow");
        slow.start();
        assertThat(slowReading.await(10, TimeUnit.SECONDS)).isTrue();
        ticks.passed(1_001);
        assertThat(closes).as("the fast reader closed the tick").hasValue(1);
        fastClosed.countDown();
        slow.join();
        assertThat(closes).as("the slow reader found it closed").hasValue(1);
    }

    @Test
    void theFirstWorkerPastTheTickTakesItAndArmsTheNext() {
        List<Long> taken = new ArrayList<>();
        Ticks ticks = new Ticks();
        ticks.takenBy(noting(taken, tick -> tick + 100));
        ticks.arm(1_000);
        ticks.passed(999);
        assertThat(taken).isEmpty();
        ticks.passed(1_005);
        ticks.passed(1_006);
        assertThat(taken).containsExactly(1_000L);
        ticks.passed(1_100);
        assertThat(taken).containsExactly(1_000L, 1_100L);
    }

    @Test
    void aTickIsArmedOnlyWhenNoneIs() {
        List<Long> taken = new ArrayList<>();
        Ticks ticks = new Ticks();
        ticks.takenBy(noting(taken, tick -> Ticks.none()));
        ticks.arm(2_000);
        ticks.arm(1_000);
        ticks.passed(1_500);
        assertThat(taken).isEmpty();
        ticks.passed(2_000);
        ticks.passed(3_000);
        assertThat(taken).as("none armed after a taker that returns none").containsExactly(2_000L);
    }

    @Test
    void aTickClosedOnceIsNotClosedAgainWhenTheClockArmsItLate() {
        List<Long> taken = new ArrayList<>();
        Ticks ticks = new Ticks();
        ticks.takenBy(noting(taken, tick -> Ticks.none()));
        ticks.arm(1_000);
        ticks.passed(1_000);
        // The clock had read its next tick before the worker closed it.
        ticks.arm(1_000);
        ticks.passed(1_001);
        assertThat(taken).containsExactly(1_000L);
        ticks.arm(2_000);
        ticks.passed(2_000);
        assertThat(taken).containsExactly(1_000L, 2_000L);
    }

    @Test
    void noTickIsTakenOnceTheClockTookThemBack() {
        List<Long> taken = new ArrayList<>();
        Ticks ticks = new Ticks();
        ticks.takenBy(noting(taken, tick -> tick + 100));
        ticks.arm(1_000);
        ticks.reclaim();
        ticks.passed(5_000);
        assertThat(taken).isEmpty();
    }

    @Test
    void theClockTakesTheTicksBackOnlyWhenTheWorkerTakingOneHasFinished() throws Exception {
        Ticks ticks = new Ticks();
        CountDownLatch taking = new CountDownLatch(1);
        CountDownLatch finish = new CountDownLatch(1);
        AtomicBoolean finished = new AtomicBoolean();
        ticks.takenBy(closing(tick -> {
            taking.countDown();
            try {
                finish.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            finished.set(true);
            return tick + 100;
        }));
        ticks.arm(1_000);
        Thread worker = new Thread(() -> ticks.passed(1_000));
        worker.start();
        assertThat(taking.await(10, TimeUnit.SECONDS)).isTrue();
        Thread clock = new Thread(ticks::reclaim);
        clock.start();
        clock.join(200);
        assertThat(clock.isAlive()).as("the clock waits for the worker").isTrue();
        finish.countDown();
        clock.join(10_000);
        assertThat(clock.isAlive()).isFalse();
        assertThat(finished).isTrue();
        worker.join();
        // The tick the worker armed as it finished was taken back too.
        List<Long> later = new ArrayList<>();
        ticks.takenBy(noting(later, tick -> Ticks.none()));
        ticks.passed(10_000);
        assertThat(later).isEmpty();
    }

    @Test
    void manyWorkersTakeEachTickOnce() throws Exception {
        Ticks ticks = new Ticks();
        ConcurrentLinkedQueue<Long> taken = new ConcurrentLinkedQueue<>();
        int last = 2_000;
        ticks.takenBy(closing(tick -> {
            taken.add(tick);
            return tick < last ? tick + 1 : Ticks.none();
        }));
        ticks.arm(1);
        List<Thread> workers = new ArrayList<>();
        for (int w = 0; w < 8; w++) {
            Thread t = new Thread(() -> {
                for (long now = 0; now <= last + 10; now++) {
                    ticks.passed(now);
                    ticks.passed(now);
                }
            });
            workers.add(t);
        }
        workers.forEach(Thread::start);
        for (Thread t : workers) {
            t.join();
        }
        assertThat(taken).hasSize(last).doesNotHaveDuplicates();
    }
}
