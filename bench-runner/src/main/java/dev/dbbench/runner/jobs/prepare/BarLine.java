package dev.dbbench.runner.jobs.prepare;

import java.time.Duration;
import me.tongfei.progressbar.ProgressBarRenderer;
import me.tongfei.progressbar.ProgressState;

/**
 * The line a progress bar draws on a terminal: rows with thousands separators as the plain lines have them, the rate
 * and the time left while loading; a phase whose length nobody knows (index builds, verification) shows the time it
 * has taken so far rather than a percentage it cannot have.
 */
final class BarLine implements ProgressBarRenderer {
    private static final int BAR = 24;

    @Override
    public String render(ProgressState state, int maxLength) {
        return line(state.getTaskName(), state.getCurrent(), state.isIndefinite() ? -1 : state.getMax(), state.getTotalElapsed(),
                state.getExtraMessage(), maxLength);
    }

    /**
     * The line for {@code current} of {@code max} rows ({@code max} below 1 when unknown), one column less than the
     * terminal's {@code width} (0 when unknown) so that it never wraps.
     */
    static String line(String task, long current, long max, Duration elapsed, String extra, int width) {
        double seconds = Math.max(elapsed.toMillis() / 1000.0, 1e-3);
        StringBuilder b = new StringBuilder(task);
        if (max < 1) {
            b.append("  ").append(PlainProgress.duration(Math.round(seconds)));
            if (current > 0) {
                b.append(String.format("  %,d rows", current));
            }
        } else {
            long done = Math.min(current, max);
            int filled = (int) (BAR * done / max);
            double rate = current / seconds;
            b.append(String.format(" %3d%% [%s%s] %,d / %,d rows  %,.0f rows/s", 100 * done / max, "\u2588".repeat(filled),
                    " ".repeat(BAR - filled), current, max, rate));
            if (current > 0 && done < max) {
                b.append("  ").append(PlainProgress.duration(Math.round((max - done) / Math.max(rate, 1e-9)))).append(" left");
            }
        }
        if (extra != null && !extra.isEmpty()) {
            b.append("  ").append(extra);
        }
        if (width < 2) {
            return b.toString();
        }
        // Padded to the width: the bar redraws its line in place, and a shorter line would leave the end of the last.
        String line = b.length() >= width - 1 ? b.substring(0, width - 1) : b.toString();
        return line + " ".repeat(width - 1 - line.length());
    }
}
