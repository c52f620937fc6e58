package dev.dbbench.reports.html;

import dev.dbbench.reports.Fmt;
import dev.dbbench.reports.chart.Chart;
import dev.dbbench.reports.chart.XScales;

import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
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
    /** Stalls amber, outages red, spikes purple: the colours of the PNG charts too. */
    private static final String[] MARKER_COLORS = {"#f0a30a", "#d62728", "#7b2cbf"};

    private final Chart chart;
    private final StringBuilder svg = new StringBuilder(8192);
    private final List<Double> categories;
    private final Axis x;
    private final Axis y;
    private final double[] percentileLabels;

    private SvgLineChart(Chart chart) {
        this.chart = chart;
        TreeSet<Double> xs = new TreeSet<>();
        for (Chart.Series s : chart.series()) {
            for (Chart.Point p : s.points()) {
                xs.add(p.x());
            }
        }
        double yMax = chart.yTop();
        this.categories = List.copyOf(xs);
        this.percentileLabels = XScales.labels(xs.stream().filter(v -> v < 100).mapToDouble(Double::doubleValue).max().orElse(99.9));
        if (chart.xScale() == Chart.XScale.PERCENTILE) {
            this.x = new Axis(0, XScales.nines(percentileLabels[percentileLabels.length - 1]), 1);
        } else {
            this.x = xs.isEmpty() ? Axis.covering(0, 1, 6) : chart.xScale() == Chart.XScale.LINEAR
                    ? Axis.coveringWhole(xs.first(), xs.last(), 6) : Axis.covering(xs.first(), xs.last(), 6);
        }
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
        markers();
        int color = -1;
        for (int i = 0; i < chart.series().size(); i++) {
            Chart.Series series = chart.series().get(i);
            // A dashed line is a second measure of the target before it and keeps its colour.
            color = series.dashed() && color >= 0 ? color : color + 1;
            line(series, COLORS[color % COLORS.length], series.dashed() || color >= COLORS.length);
            legend(series.name(), COLORS[color % COLORS.length], i);
        }
        markerLegend(chart.series().size());
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
        if (chart.xScale() == Chart.XScale.CATEGORY) {
            int every = Math.max(1, (int) Math.ceil(categories.size() / 16.0));
            for (int i = 0; i < categories.size(); i += every) {
                text(px(categories.get(i)), base + 18, "middle", "tick", xLabel(categories.get(i)));
            }
        } else if (chart.xScale() == Chart.XScale.PERCENTILE) {
            for (double p : percentileLabels) {
                double lx = px(p);
                svg.append(String.format(Locale.ROOT, "<line class=\"grid\" x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\"/>%n",
                        lx, TOP, lx, base));
                text(lx, base + 18, "middle", "tick", XScales.label(p));
            }
        } else {
            for (double t : x.ticks()) {
                text(px(t), base + 18, "middle", "tick", x.label(t));
            }
        }
        text(LEFT + PLOT_W / 2.0, base + 42, "middle", "label", chart.xLabel());
    }

    /** Shaded ranges (stalls, outages) and vertical lines (spikes), behind the data. */
    private void markers() {
        for (Chart.Marker m : chart.markers()) {
            String color = MARKER_COLORS[m.kind().ordinal()];
            double from = Math.max(LEFT, px(m.from()));
            double to = Math.min(LEFT + PLOT_W, px(m.to()));
            if (m.to() > m.from()) {
                svg.append(String.format(Locale.ROOT, "<rect class=\"marker %s\" x=\"%.1f\" y=\"%d\" width=\"%.1f\" height=\"%d\" "
                        + "fill=\"%s\" fill-opacity=\"0.25\"><title>%s</title></rect>%n", cssName(m.kind()), from, TOP,
                        Math.max(1.5, to - from), PLOT_H, color, m.kind().label()));
            } else {
                svg.append(String.format(Locale.ROOT, "<line class=\"marker %s\" x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" "
                        + "stroke=\"%s\" stroke-dasharray=\"4 3\"><title>%s</title></line>%n", cssName(m.kind()), from, TOP, from,
                        TOP + PLOT_H, color, m.kind().label()));
            }
        }
    }

    private void markerLegend(int after) {
        Set<Chart.MarkerKind> kinds = EnumSet.noneOf(Chart.MarkerKind.class);
        chart.markers().forEach(m -> kinds.add(m.kind()));
        int i = after;
        for (Chart.MarkerKind k : kinds) {
            double ly = TOP + 10 + i++ * 20.0;
            svg.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%.1f\" width=\"14\" height=\"10\" fill=\"%s\" fill-opacity=\"0.4\"/>%n",
                    LEFT + PLOT_W + 16, ly - 8, MARKER_COLORS[k.ordinal()]));
            text(LEFT + PLOT_W + 36, ly, "start", "legend", k.label());
        }
    }

    private static String cssName(Chart.MarkerKind k) {
        return k.name().toLowerCase(Locale.ROOT);
    }

    private void line(Chart.Series s, String color, boolean dashed) {
        if (s.points().isEmpty()) {
            return;
        }
        svg.append("<polyline class=\"series\" fill=\"none\" stroke=\"").append(color).append("\" stroke-width=\"2\"");
        if (dashed) {
            svg.append(" stroke-dasharray=\"6 3\"");
        }
        svg.append(" points=\"");
        for (Chart.Point p : s.points()) {
            svg.append(String.format(Locale.ROOT, "%.1f,%.1f ", px(p.x()), py(p.y())));
        }
        svg.append("\"/>\n");
        errorBars(s, color);
        if (s.points().size() <= MARKER_LIMIT && chart.xScale() != Chart.XScale.PERCENTILE) {
            for (Chart.Point p : s.points()) {
                svg.append(String.format(Locale.ROOT, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\" fill=\"%s\">",
                        px(p.x()), py(p.y()), color));
                svg.append("<title>").append(Html.escape(s.name())).append(": ").append(xLabel(p.x()))
                        .append(" → ").append(String.format(Locale.ROOT, "%.2f", p.y())).append("</title></circle>\n");
            }
        }
    }

    /** Each point's 95 % interval as a vertical bar with caps, where it has one. */
    private void errorBars(Chart.Series s, String color) {
        for (Chart.Point p : s.points()) {
            if (!p.hasInterval()) {
                continue;
            }
            double cx = px(p.x());
            double lo = py(p.low());
            double hi = py(Math.min(p.high(), y.max()));
            svg.append(String.format(Locale.ROOT, "<path class=\"interval\" stroke=\"%s\" stroke-width=\"1.5\" fill=\"none\" "
                    + "d=\"M%.1f,%.1f V%.1f M%.1f,%.1f H%.1f M%.1f,%.1f H%.1f\"><title>%s: %s → 95 %% interval %.2f … %.2f</title>"
                    + "</path>%n", color, cx, lo, hi, cx - 5, lo, cx + 5, cx - 5, hi, cx + 5, Html.escape(s.name()), xLabel(p.x()),
                    p.low(), p.high()));
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
        return switch (chart.xScale()) {
            case CATEGORY -> Fmt.plain(v);
            case PERCENTILE -> XScales.label(v);
            case LINEAR -> x.label(v);
        };
    }

    private void text(double tx, double ty, String anchor, String cls, String s) {
        svg.append(String.format(Locale.ROOT, "<text class=\"%s\" x=\"%.1f\" y=\"%.1f\" text-anchor=\"%s\">", cls, tx,
                ty, anchor)).append(Html.escape(s)).append("</text>\n");
    }

    private double px(double v) {
        return switch (chart.xScale()) {
            case CATEGORY -> LEFT + PLOT_W * (categories.indexOf(v) + 0.5) / categories.size();
            case PERCENTILE -> LEFT + PLOT_W * Math.min(1, x.fraction(XScales.nines(v)));
            case LINEAR -> LEFT + PLOT_W * x.fraction(v);
        };
    }

    private double py(double v) {
        return TOP + PLOT_H * (1 - y.fraction(v));
    }
}
