package dev.dbbench.reports.html;

import java.util.List;

/**
 * A line chart to draw: one line per series.
 *
 * @param title        shown above the plot
 * @param xLabel       the x axis label, with its unit
 * @param yLabel       the y axis label, with its unit
 * @param categoricalX true to space the distinct x values evenly (thread counts 4, 8, ..., 512, as the
 *                     published tables list them); false for a linear axis (elapsed time)
 * @param series       the lines, in legend order
 */
public record Chart(String title, String xLabel, String yLabel, boolean categoricalX, List<Chart.Series> series) {

    public Chart {
        series = List.copyOf(series);
    }

    /** One line; points are drawn in list order. */
    public record Series(String name, List<Point> points) {
        public Series {
            points = List.copyOf(points);
        }
    }

    public record Point(double x, double y) {
    }

    public boolean isEmpty() {
        return series.stream().allMatch(s -> s.points().isEmpty());
    }
}
