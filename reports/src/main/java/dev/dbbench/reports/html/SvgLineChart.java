package dev.dbbench.reports.html;

import dev.dbbench.reports.Fmt;

import java.util.List;
import java.util.Locale;
import java.util.TreeSet;

/**
 * Draws a {@link Chart} as inline SVG: no script, no external file, so a report opens offline. Every
 * text is escaped. Not thread-safe; one instance draws one chart.
 */
final class SvgLineChart {
    private static final int WIDTH = 760;
    private static final int HEIGHT = 380;
    private static final int LEFT = 72;
    private static final int RIGHT = 190;
    private static final int TOP = 36;
    private static final int BOTTOM = 56;
    private static final int PLOT_W = WIDTH - LEFT - RIGHT;
    private static final int PLOT_H = HEIGHT - TOP - BOTTOM;
    /** Above this many points a line is drawn without markers, which would only blur it. */
    private static final int MARKER_LIMIT = 60;
    /** Legend names longer than this are shortened to fit the right margin. */
    private static final int LEGEND_CHARS = 24;
    private static final String[] COLORS = {"#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b",
        "#e377c2", "#17becf", "#7f7f7f", "#bcbd22"};

    private final Chart chart;
    private final StringBuilder svg = new StringBuilder(8192);
    private final List<Double> categories;
    private final Axis x;
    private final Axis y;

    private SvgLineChart(Chart chart) {
        this.chart = chart;
        TreeSet<Double> xs = new TreeSet<>();
        double yMax = 0;
        for (Chart.Series s : chart.series()) {
            for (Chart.Point p : s.points()) {
                xs.add(p.x());
                yMax = Math.max(yMax, p.y());
            }
        }
        this.categories = List.copyOf(xs);
        this.x = xs.isEmpty() ? Axis.covering(0, 1, 6) : Axis.covering(xs.first(), xs.last(), 6);
        this.y = Axis.covering(0, yMax, 5);
    }

    static String render(Chart chart) {
        return new SvgLineChart(chart).draw();
    }

    private String draw() {
        svg.append("<svg class=\"chart\" viewBox=\"0 0 ").append(WIDTH).append(' ').append(HEIGHT)
                .append("\" width=\"").append(WIDTH).append("\" height=\"").append(HEIGHT)
                .append("\" role=\"img\" aria-label=\"").append(Html.escape(chart.title())).append("\">\n");
        svg.append("<title>").append(Html.escape(chart.title())).append("</title>\n");
        text(LEFT + PLOT_W / 2.0, 22, "middle", "ct", chart.title());
        yAxis();
        xAxis();
        for (int i = 0; i < chart.series().size(); i++) {
            line(chart.series().get(i), COLORS[i % COLORS.length], i / COLORS.length);
            legend(chart.series().get(i).name(), COLORS[i % COLORS.length], i);
        }
        svg.append("</svg>\n");
        return svg.toString();
    }

    private void yAxis() {
        for (double t : y.ticks()) {
            double py = py(t);
            svg.append(String.format(Locale.ROOT,
                    "<line class=\"grid\" x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\"/>%n", LEFT, py, LEFT + PLOT_W, py));
            text(LEFT - 6, py + 4, "end", "tick", y.label(t));
        }
        svg.append(String.format(Locale.ROOT, "<line class=\"axis\" x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/>%n",
                LEFT, TOP, LEFT, TOP + PLOT_H));
        svg.append(String.format(Locale.ROOT,
                "<text class=\"label\" text-anchor=\"middle\" transform=\"translate(16 %.1f) rotate(-90)\">%s</text>%n",
                TOP + PLOT_H / 2.0, Html.escape(chart.yLabel())));
    }

    private void xAxis() {
        int base = TOP + PLOT_H;
        svg.append(String.format(Locale.ROOT, "<line class=\"axis\" x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/>%n",
                LEFT, base, LEFT + PLOT_W, base));
        if (chart.categoricalX()) {
            int every = Math.max(1, (int) Math.ceil(categories.size() / 16.0));
            for (int i = 0; i < categories.size(); i += every) {
                text(px(categories.get(i)), base + 18, "middle", "tick", xLabel(categories.get(i)));
            }
        } else {
            for (double t : x.ticks()) {
                text(px(t), base + 18, "middle", "tick", x.label(t));
            }
        }
        text(LEFT + PLOT_W / 2.0, base + 42, "middle", "label", chart.xLabel());
    }

    private void line(Chart.Series s, String color, int dashed) {
        if (s.points().isEmpty()) {
            return;
        }
        svg.append("<polyline fill=\"none\" stroke=\"").append(color).append("\" stroke-width=\"2\"");
        if (dashed > 0) {
            svg.append(" stroke-dasharray=\"6 3\"");
        }
        svg.append(" points=\"");
        for (Chart.Point p : s.points()) {
            svg.append(String.format(Locale.ROOT, "%.1f,%.1f ", px(p.x()), py(p.y())));
        }
        svg.append("\"/>\n");
        if (s.points().size() <= MARKER_LIMIT) {
            for (Chart.Point p : s.points()) {
                svg.append(String.format(Locale.ROOT, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\" fill=\"%s\">",
                        px(p.x()), py(p.y()), color));
                svg.append("<title>").append(Html.escape(s.name())).append(": ").append(xLabel(p.x()))
                        .append(" → ").append(String.format(Locale.ROOT, "%.2f", p.y())).append("</title></circle>\n");
            }
        }
    }

    private void legend(String name, String color, int i) {
        double ly = TOP + 10 + i * 20.0;
        int lx = LEFT + PLOT_W + 16;
        svg.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%.1f\" width=\"14\" height=\"4\" fill=\"%s\"/>%n",
                lx, ly - 4, color));
        if (name.length() <= LEGEND_CHARS) {
            text(lx + 20, ly, "start", "legend", name);
            return;
        }
        // A long name would run off the image: shorten it and keep the whole name as a tooltip.
        svg.append(String.format(Locale.ROOT, "<text class=\"legend\" x=\"%d\" y=\"%.1f\"><title>", lx + 20, ly))
                .append(Html.escape(name)).append("</title>")
                .append(Html.escape(name.substring(0, LEGEND_CHARS - 1))).append("…</text>\n");
    }

    /**
     * A category is a value of the data (a thread count), so it is shown as measured, not with the decimals
     * of an axis step: with categories 1, 2 and 4 the step is 0.5 and would print {@code 1.0}.
     */
    private String xLabel(double v) {
        return chart.categoricalX() ? Fmt.plain(v) : x.label(v);
    }

    private void text(double tx, double ty, String anchor, String cls, String s) {
        svg.append(String.format(Locale.ROOT, "<text class=\"%s\" x=\"%.1f\" y=\"%.1f\" text-anchor=\"%s\">", cls, tx,
                ty, anchor)).append(Html.escape(s)).append("</text>\n");
    }

    private double px(double v) {
        if (chart.categoricalX()) {
            int i = categories.indexOf(v);
            return LEFT + PLOT_W * (i + 0.5) / categories.size();
        }
        return LEFT + PLOT_W * x.fraction(v);
    }

    private double py(double v) {
        return TOP + PLOT_H * (1 - y.fraction(v));
    }
}
