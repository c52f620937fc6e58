package dev.dbbench.reports.png;

import dev.dbbench.reports.AtomicFiles;
import dev.dbbench.reports.RunColumns;
import dev.dbbench.reports.Metric;
import dev.dbbench.reports.Summaries;
import dev.dbbench.reports.chart.Chart;
import dev.dbbench.reports.chart.Charts;
import dev.dbbench.reports.chart.OverTimeCharts;
import dev.dbbench.result.IntervalResult;
import dev.dbbench.result.RunResult;
import dev.dbbench.spi.UsageException;
import dev.dbbench.spi.report.ReportInput;
import dev.dbbench.spi.report.ReportOutput;
import dev.dbbench.spi.report.Reporter;
import java.awt.GraphicsEnvironment;
import java.io.IOException;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.ToDoubleFunction;

/**
 * {@code --format png}: one image per chart in {@code charts/}, 1200 x 675 pixels, for articles and slides. By
 * threads, with several thread counts: {@code qps-by-threads.png}, {@code tps-by-threads.png} and
 * {@code latency-by-threads.png} (p95 solid, p99 dashed); over time, given intervals: {@code tps-over-time.png} and
 * {@code latency-over-time.png} (with a stability run's stalls, spikes and outages marked); and each target's
 * {@code latency-percentiles-TARGET.png}. The names stay the same from run to run, so an article can link them; a
 * subtitle under each title names the run ({@link #subtitle}).
 * Drawn headless: no display is needed.
 */
public final class PngReporter implements Reporter {
    /** The folder of the images inside a result folder. */
    public static final String FOLDER = "charts";

    @Override
    public String format() {
        return "png";
    }

    @Override
    public String fileName() {
        return FOLDER + "/";
    }

    @Override
    public String description() {
        return "charts as PNG images sized for an article (charts/*.png: by threads, over time, latency by percentile)";
    }

    @Override
    public boolean byDefault() {
        return false;
    }

    @Override
    public void write(ReportInput input, ReportOutput out) throws IOException {
        // A server or CI machine has no display; AWT must not look for one.
        System.setProperty("java.awt.headless", "true");
        requireFont();
        String subtitle = subtitle(input.result());
        for (Map.Entry<String, Image> e : charts(input).entrySet()) {
            Path file = out.file(FOLDER + "/" + e.getKey() + ".png");
            Image image = e.getValue();
            AtomicFiles.writeBytes(file, bytes -> PngChart.write(image.title(), image.panels(), subtitle, bytes));
        }
    }

    /**
     * Charts need a font for their text, and a minimal server image may have none, where AWT fails deep inside: say
     * what to install instead.
     */
    private static void requireFont() {
        try {
            if (GraphicsEnvironment.getLocalGraphicsEnvironment().getAvailableFontFamilyNames().length > 0) {
                return;
            }
        } catch (InternalError | UnsatisfiedLinkError | RuntimeException noFontConfiguration) {
            // Reported below, with the fix.
        }
        throw new UsageException("--format png draws its charts' text with a font and this machine has none; "
                + "install one (on Debian or Ubuntu: apt-get install fonts-dejavu-core) and run report again");
    }

    /** The images by file name (without {@code .png}), in the order they are written. */
    static Map<String, Image> charts(ReportInput input) {
        Map<String, Image> charts = new LinkedHashMap<>();
        Summaries s = Summaries.of(input.result());
        if (s.threads().size() > 1) {
            charts.put("qps-by-threads", Image.of(Charts.vsThreads(s, Metric.QPS)));
            charts.put("tps-by-threads", Image.of(Charts.vsThreads(s, Metric.TPS)));
            charts.put("latency-by-threads", Image.of(Charts.latencyVsThreads(s)));
        }
        Image tps = overTime(input, "TPS over time", "TPS", IntervalResult::tps, false);
        if (!tps.panels().isEmpty()) {
            charts.put("tps-over-time", tps);
            charts.put("latency-over-time", overTime(input, "95th percentile latency over time", "p95 latency (ms)",
                    i -> i.latencyMs().p95(), true));
        }
        for (String t : Charts.targetsWithDistributions(s, input.latency())) {
            charts.put("latency-percentiles-" + fileSafe(t), Image.of(Charts.percentiles(t, input.latency())));
        }
        return charts;
    }

    /** {@code value} over time as the HTML report draws it, one panel per target or thread count, stability marked. */
    private static Image overTime(ReportInput input, String title, String yLabel, ToDoubleFunction<IntervalResult> value,
                                  boolean keepPeaks) {
        var stability = input.result().summary().stability();
        List<Chart> panels = OverTimeCharts.of(input.intervals(), title, yLabel, value, keepPeaks).stream()
                .map(c -> Charts.marked(c, input.intervals(), stability)).toList();
        return new Image(title, panels);
    }

    /** One PNG file: its title and its charts, drawn as one chart or as small multiples. */
    record Image(String title, List<Chart> panels) {
        static Image of(Chart chart) {
            return new Image(chart.title(), List.of(chart));
        }
    }

    /**
     * What identifies the run a chart comes from, for the line under its title: workload, dataset, day and tool,
     * {@code oltp_read_write · 4 tables × 100000 rows · 2026-11-29 · dbbench 0.4.0}; the parts a result lacks are left out.
     */
    static String subtitle(RunResult r) {
        List<String> parts = new ArrayList<>();
        if (r.workload() != null) {
            parts.add(r.workload().id());
        }
        RunColumns.dataset(r).ifPresent(parts::add);
        if (r.startedAt() != null) {
            parts.add(r.startedAt().atZone(ZoneOffset.UTC).toLocalDate().toString());
        }
        if (r.tool() != null) {
            parts.add(r.tool().name() + " " + r.tool().version());
        }
        return String.join(" · ", parts);
    }

    /** A target name as part of a file name: letters, digits, dot, dash and underscore, lower case. */
    static String fileSafe(String name) {
        return name.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9._-]+", "_");
    }
}
