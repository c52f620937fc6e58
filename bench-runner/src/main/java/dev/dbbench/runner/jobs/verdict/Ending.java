package dev.dbbench.runner.jobs.verdict;

import dev.dbbench.config.Durations;
import dev.dbbench.result.RunStatus;
import java.time.Duration;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * How a stability run ended when it measured less than its {@code --duration}, in words for its verdict: a verdict of
 * "stable" over 23 s of a planned hour must say so, and say why. A run that measured all of it says nothing more,
 * whatever its status says.
 */
public final class Ending {
    private Ending() {
    }

    /**
     * @param status   the run's status
     * @param measured the seconds its intervals measured
     * @param manifest its settings: {@code duration} and {@code report-interval}
     */
    public static Optional<String> of(RunStatus status, double measured, Map<String, String> manifest) {
        Optional<Duration> planned = duration(manifest, "duration");
        if (complete(measured, manifest, "duration")) {
            return Optional.empty();
        }
        String after = String.format(Locale.ROOT, "after %s s", trim(measured))
                + planned.map(p -> " of the planned " + Durations.format(p)).orElse("");
        return switch (status.kind()) {
            case FAILED -> Optional.of("the run ended early, " + after + ", because: " + status.reason().orElse("a step failed"));
            case INTERRUPTED, STOPPED, RUNNING -> Optional.of("the run was interrupted " + after);
            case OK -> Optional.empty();
        };
    }

    /**
     * Whether {@code measured} seconds are the whole time that the manifest's {@code key} planned ({@code duration},
     * {@code time}): the last interval ends at the time limit, so within half a report interval of it.
     */
    public static boolean complete(double measured, Map<String, String> manifest, String key) {
        Optional<Duration> planned = duration(manifest, key);
        if (planned.isEmpty() || planned.get().isZero()) {
            return false;
        }
        double slack = duration(manifest, "report-interval").map(d -> d.toMillis() / 2000.0).orElse(0.5);
        return measured >= planned.get().toMillis() / 1000.0 - slack;
    }

    private static Optional<Duration> duration(Map<String, String> manifest, String key) {
        String text = manifest.get(key);
        if (text == null) {
            return Optional.empty();
        }
        try {
            return Optional.of(Durations.parse("--" + key, text));
        } catch (RuntimeException e) {
            return Optional.empty();
        }
    }

    private static String trim(double seconds) {
        return seconds >= 10 ? Long.toString(Math.round(seconds)) : String.format(Locale.ROOT, "%.1f", seconds);
    }
}
