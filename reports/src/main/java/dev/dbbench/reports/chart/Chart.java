package dev.dbbench.reports.chart;

import java.util.List;

/**
 * A line chart to draw, as SVG in the HTML report or as a PNG image: one line per series, and marked ranges of x.
 *
 * @param title   shown above the plot
 * @param xLabel  the x axis label, with its unit
 * @param yLabel  the y axis label, with its unit
 * @param xScale  how x values are laid out
 * @param series  the lines, in legend order
 * @param markers ranges of x to shade (stalls, outages) or single x values to mark (spikes), in any order
 */
public record Chart(String title, String xLabel, String yLabel, XScale xScale, List<Chart.Series> series,
                    List<Chart.Marker> markers) {

    /** How the x axis lays out its values. */
    public enum XScale {
        /** The distinct x values evenly spaced (thread counts 4, 8, ..., 512, as the published tables list them). */
        CATEGORY,
        /** A linear axis (elapsed time). */
        LINEAR,
        /**
         * Percentiles, spaced by their "nines": 90, 99, 99.9 and 99.99 equally far apart, a logarithmic scale of
         * 1 / (1 - p), as HdrHistogram's plots show a latency tail.
         */
        PERCENTILE
    }

    /** What a marker stands for; each kind has its own colour and legend entry. */
    public enum MarkerKind {
        STALL("stall"), OUTAGE("outage"), SPIKE("latency spike");

        private final String label;

        MarkerKind(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }
    }

    public Chart {
        series = List.copyOf(series);
        markers = List.copyOf(markers);
    }

    /** A chart without markers. */
    public Chart(String title, String xLabel, String yLabel, XScale xScale, List<Series> series) {
        this(title, xLabel, yLabel, xScale, series, List.of());
    }

    /** This chart with {@code more} markers. */
    public Chart withMarkers(List<Marker> more) {
        List<Marker> all = new java.util.ArrayList<>(markers);
        all.addAll(more);
        return new Chart(title, xLabel, yLabel, xScale, series, all);
    }

    /** One line; points are drawn in list order. {@code dashed} draws it dashed (a second measure of the same target). */
    public record Series(String name, List<Point> points, boolean dashed) {
        public Series {
            points = List.copyOf(points);
        }

        public Series(String name, List<Point> points) {
            this(name, points, false);
        }
    }

    /**
     * A value at {@code x}, with its 95 % interval from {@code low} to {@code high} where it has one (drawn as an error
     * bar); both NaN where it has none.
     */
    public record Point(double x, double y, double low, double high) {
        public Point(double x, double y) {
            this(x, y, Double.NaN, Double.NaN);
        }

        public boolean hasInterval() {
            return Double.isFinite(low) && Double.isFinite(high);
        }
    }

    /** A range of x from {@code from} to {@code to}; a single x value when they are equal. */
    public record Marker(MarkerKind kind, double from, double to) {
    }

    /**
     * The top of the y axis: the highest value, or the highest end of an interval, but no higher than {@link
     * #INTERVAL_ROOM} times the highest value, so that one very wide interval does not flatten every line; a bar that
     * reaches past it is cut at the axis.
     */
    public double yTop() {
        double values = series.stream().flatMap(s -> s.points().stream()).mapToDouble(Point::y).max().orElse(0);
        double ends = series.stream().flatMap(s -> s.points().stream()).filter(Point::hasInterval).mapToDouble(Point::high)
                .max().orElse(0);
        return Math.max(values, Math.min(ends, values * INTERVAL_ROOM));
    }

    /** How far above the highest value the y axis reaches to show the intervals. */
    public static final double INTERVAL_ROOM = 1.5;

    public boolean isEmpty() {
        return series.stream().allMatch(s -> s.points().isEmpty());
    }
}
