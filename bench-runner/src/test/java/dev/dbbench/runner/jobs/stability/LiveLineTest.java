package dev.dbbench.runner.jobs.stability;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.result.Outage;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

class LiveLineTest {
    private static final Duration GAP = Duration.ofSeconds(2);
    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private final PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);

    @Test
    void theSysbenchLineIsFollowedByElapsedAndRemainingTime() {
        LiveLine live = new LiveLine(out, 95, false, false, Duration.ofSeconds(30), Duration.ofHours(12), GAP);
        live.onInterval(Intervals.interval(1, false, 1000, Map.of(), 0), new Histogram(1, 3_600_000_000_000L, 2));

        assertThat(text()).startsWith("[ 10s ] thds: 24 tps: 100.00 qps: 2000.00 (r/w/o: 1400.00/400.00/200.00) lat (ms,95%): 0.00 "
                + "err/s: 0.00 reconn/s: 0.00 | 0:00:40 elapsed, 11:59:50 left");
    }

    @Test
    void underARateTheQueueLengthFollowsAndTimeoutsAreShown() {
        LiveLine live = new LiveLine(out, 95, false, true, Duration.ZERO, Duration.ofMinutes(1), GAP);
        live.onInterval(Intervals.interval(2, false, 10, Map.of("timeout", 2L), 2), new Histogram(1, 3_600_000_000_000L, 2));

        assertThat(text()).contains(" timeouts: 2 | 0:00:20 elapsed, 0:00:40 left\n[ 20s ] queue length: 3\n");
    }

    @Test
    void anOutageIsAnnouncedOnceAndItsEndWhenNoNewFailureFollowsWithinTheGap() {
        LiveLine live = new LiveLine(out, 95, false, false, Duration.ZERO, Duration.ofMinutes(1), GAP);
        Instant t = Instant.parse("2026-01-01T00:00:00Z");
        live.onOutageStart(t, "db1:3306");
        live.onOutageEnd(new Outage(t, t.plusMillis(100), 0.1, "db1:3306", "db1:3306"));
        live.onOutageStart(t.plusMillis(600), "db1:3306");                       // another worker, same outage
        live.onOutageEnd(new Outage(t.plusMillis(600), t.plusMillis(6_700), 6.1, "db1:3306", "db2:3306"));
        assertThat(text()).as("not over before the gap has passed")
                .isEqualTo("outage: the server went away at 2026-01-01T00:00:00Z (db1:3306); reconnecting\n");

        live.onInterval(at(t.plusMillis(10_000)), new Histogram(1, 3_600_000_000_000L, 2));

        assertThat(text()).contains("outage over: back at 2026-01-01T00:00:06.700Z after 6.70 s (2 windows) on db2:3306\n");
    }

    @Test
    void outagesFartherApartThanTheGapAreAnnouncedApart() {
        LiveLine live = new LiveLine(out, 95, false, false, Duration.ZERO, Duration.ofMinutes(1), GAP);
        Instant t = Instant.parse("2026-01-01T00:00:00Z");
        live.onOutageStart(t, "");
        live.onOutageEnd(new Outage(t, t.plusMillis(500), 0.5, "", ""));
        live.onOutageStart(t.plusSeconds(60), "");

        assertThat(text()).isEqualTo("outage: the server went away at 2026-01-01T00:00:00Z; reconnecting\n"
                + "outage over: back at 2026-01-01T00:00:00.500Z after 0.50 s\n"
                + "outage: the server went away at 2026-01-01T00:01:00Z; reconnecting\n");
    }

    private static dev.dbbench.result.IntervalResult at(Instant end) {
        var i = Intervals.interval(3, false, 10, Map.of(), 0);
        return new dev.dbbench.result.IntervalResult(i.target(), i.threads(), 1, 1, 3, false, end.toEpochMilli(), 30, 10, 10, 0, 0,
                0, 0, 0, 0, 0, Map.of(), 0, 0, 1, 0, i.latencyMs(), "");
    }

    @Test
    void quietPrintsNothing() {
        LiveLine live = new LiveLine(out, 95, true, true, Duration.ZERO, Duration.ofMinutes(1), GAP);
        live.onInterval(Intervals.interval(1, false, 10, Map.of(), 0), new Histogram(1, 3_600_000_000_000L, 2));
        live.onOutageStart(Instant.now(), "");
        assertThat(text()).isEmpty();
    }

    @Test
    void clockCountsHours() {
        assertThat(LiveLine.clock(43_200)).isEqualTo("12:00:00");
        assertThat(LiveLine.clock(3_723.4)).isEqualTo("1:02:03");
    }

    private String text() {
        return bytes.toString(StandardCharsets.UTF_8);
    }
}
