package dev.dbbench.replica;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class HeartbeatsTest {
    private final Heartbeats beats = new Heartbeats();

    /** A reader that shows the newest beat is not behind, however old that beat is: the writer wrote nothing since. */
    @Test
    void aReaderThatShowsTheNewestBeatHasNoLag() {
        beats.committed(0, 1_000);
        beats.committed(1, 2_000);
        assertThat(beats.lagNanos(1, 9_000_000)).isZero();
    }

    /** Behind by the time since the first beat it has not applied was committed, not by the age of the one it shows. */
    @Test
    void aReaderIsBehindByTheAgeOfTheFirstBeatItHasNotApplied() {
        for (int seq = 0; seq < 50; seq++) {
            beats.committed(seq, seq * 100_000_000L);
        }
        assertThat(beats.lagNanos(9, 5_000_000_000L)).isEqualTo(5_000_000_000L - 1_000_000_000L);
        assertThat(beats.lagNanos(-1, 5_000_000_000L)).as("a reader without the row lacks the first beat").isEqualTo(5_000_000_000L);
    }

    /** A read that began before the next beat's commit finished is not behind at all. */
    @Test
    void aReadBeforeTheNextCommitIsNotBehind() {
        beats.committed(0, 1_000);
        beats.committed(1, 5_000);
        assertThat(beats.lagNanos(0, 4_000)).isZero();
    }

    /** A reader further behind than the beats kept is reported as behind by all of them, a lower bound. */
    @Test
    void aReaderBehindEveryKeptBeatIsBehindByTheOldestKept() {
        int capacity = 1 << 15;
        for (long seq = 0; seq < capacity + 10; seq++) {
            beats.committed(seq, seq);
        }
        assertThat(beats.lagNanos(3, capacity + 100L)).isEqualTo(capacity + 100L - 10);
    }
}
