package dev.dbbench.reports.png;

import dev.dbbench.reports.chart.Chart;
import dev.dbbench.reports.chart.XScales;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Rectangle;
import java.awt.Shape;
import java.awt.geom.Line2D;
import java.io.IOException;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.jfree.chart.ChartUtils;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.LegendItem;
import org.jfree.chart.LegendItemCollection;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.SymbolAxis;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.DatasetRenderingOrder;
import org.jfree.chart.plot.DefaultDrawingSupplier;
import org.jfree.chart.plot.IntervalMarker;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.title.TextTitle;
import org.jfree.chart.renderer.xy.XYErrorRenderer;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.ui.Layer;
import org.jfree.chart.ui.RectangleInsets;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.jfree.data.xy.YIntervalSeries;
import org.jfree.data.xy.YIntervalSeriesCollection;

/**
 * Draws a {@link Chart} as a PNG image with JFreeChart, in the colours of the HTML report's SVG charts: thread counts
 * evenly spaced, percentiles by their nines, stalls and outages shaded, spikes as dashed lines. Headless: no window.
 */
final class PngChart {
    /** 16:9 at a width articles and slides show without scaling. */
    static final int WIDTH = 1200;
    static final int HEIGHT = 675;
    /** The height each panel of small multiples adds, enough for its caption, ticks and a readable line. */
    static final int PANEL_HEIGHT = 240;
    /** Above this many points a line is drawn without markers, which would only blur it. */
    private static final int SHAPE_LIMIT = 60;
    private static final Color[] COLORS = {new Color(0x1f77b4), new Color(0xd62728), new Color(0x2ca02c), new Color(0xff7f0e),
        new Color(0x9467bd), new Color(0x8c564b), new Color(0xe377c2), new Color(0x17becf), new Color(0x7f7f7f), new Color(0xbcbd22)};
    private static final Shape[] SHAPES = DefaultDrawingSupplier.createStandardSeriesShapes();
    private static final Color[] MARKER_COLORS = {new Color(0xf0a30a), new Color(0xd62728), new Color(0x7b2cbf)};
    private static final BasicStroke SOLID = new BasicStroke(2.5f);
    private static final BasicStroke DASHED = new BasicStroke(2.5f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 1f,
            new float[] {8f, 5f}, 0f);
    static final Font TEXT = new Font(Font.SANS_SERIF, Font.PLAIN, 15);
    private static final Font TICKS = new Font(Font.SANS_SERIF, Font.PLAIN, 13);

    private PngChart() {
    }

    /**
     * Writes {@code panels} as one image titled {@code title}, with {@code subtitle} under the title, which names the run
     * so that a pasted image can be traced. One panel is drawn as a chart of its own; several are small multiples stacked
     * on one time axis, each captioned by what sets it apart, on one y scale, with one legend: a line of the same name
     * has the same colour in every panel. The image grows taller with the panels, so that each keeps a readable height.
     */
    static void write(String title, List<Chart> panels, String subtitle, OutputStream out) throws IOException {
        JFreeChart drawn = panels.size() == 1 ? draw(panels.get(0)) : PngPanels.draw(title, panels);
        if (!subtitle.isEmpty()) {
            TextTitle sub = new TextTitle(subtitle, TEXT);
            sub.setPaint(new Color(0x555555));
            drawn.addSubtitle(0, sub);
        }
        ChartUtils.writeChartAsPNG(out, drawn, WIDTH, height(panels.size()));
    }

    /** The image's height for {@code panels} panels: 16:9 up to two, then {@link #PANEL_HEIGHT} more for each. */
    static int height(int panels) {
        return Math.max(HEIGHT, 175 + panels * PANEL_HEIGHT);
    }

    static JFreeChart draw(Chart chart) {
        int[] colours = colours(chart);
        return frame(chart.title(), plot(chart, colours), legend(chart, colours));
    }

    /** Each series' colour index: the next colour for a solid line, the previous line's colour for a dashed one. */
    private static int[] colours(Chart chart) {
        int[] out = new int[chart.series().size()];
        int color = -1;
        for (int i = 0; i < out.length; i++) {
            color = chart.series().get(i).dashed() && color >= 0 ? color : color + 1;
            out[i] = color;
        }
        return out;
    }

    /** {@code chart}'s lines, 95 % intervals and markers on its own axes, series {@code i} in colour {@code colours[i]}. */
    static XYPlot plot(Chart chart, int[] colours) {
        List<Double> categories = List.copyOf(xValues(chart));
        XYSeriesCollection data = new XYSeriesCollection();
        XYLineAndShapeRenderer renderer = new XYLineAndShapeRenderer(true, false);
        YIntervalSeriesCollection intervals = new YIntervalSeriesCollection();
        XYErrorRenderer bars = new XYErrorRenderer();
        bars.setDrawXError(false);
        bars.setDefaultLinesVisible(false);
        bars.setDefaultShapesVisible(false);
        bars.setErrorStroke(new BasicStroke(1.5f));
        bars.setCapLength(8);
        for (int i = 0; i < chart.series().size(); i++) {
            Chart.Series s = chart.series().get(i);
            // Series names may repeat across charts but not within one: the index keeps each line its own key.
            XYSeries line = new XYSeries(i + ": " + s.name(), false, true);
            YIntervalSeries band = new YIntervalSeries(i + ": " + s.name(), false, true);
            s.points().forEach(p -> line.add(x(chart, categories, p.x()), p.y()));
            s.points().stream().filter(Chart.Point::hasInterval)
                    .forEach(p -> band.add(x(chart, categories, p.x()), p.y(), p.low(), p.high()));
            data.addSeries(line);
            intervals.addSeries(band);
            bars.setSeriesPaint(i, colour(colours[i]));
            renderer.setSeriesPaint(i, colour(colours[i]));
            renderer.setSeriesStroke(i, stroke(colours[i], s.dashed()));
            // A marker shape that follows the colour, so that a line keeps its look in every panel of small multiples.
            renderer.setSeriesShape(i, SHAPES[colours[i] % SHAPES.length]);
            renderer.setSeriesShapesVisible(i, s.points().size() <= SHAPE_LIMIT && chart.xScale() != Chart.XScale.PERCENTILE);
        }
        NumberAxis y = new NumberAxis(chart.yLabel());
        y.setAutoRangeIncludesZero(true);
        if (chart.series().stream().anyMatch(s -> s.points().stream().anyMatch(Chart.Point::hasInterval))) {
            // One very wide interval would flatten every line: its bar is cut at the axis instead.
            y.setRange(0, chart.yTop() * 1.05);
        }
        y.setLabelFont(TEXT);
        y.setTickLabelFont(TICKS);
        ValueAxis x = xAxis(chart, categories);
        x.setLabelFont(TEXT);
        x.setTickLabelFont(TICKS);
        XYPlot plot = new XYPlot(data, x, y, renderer);
        // The 95 % intervals as error bars, under the lines and in their colours.
        plot.setDataset(1, intervals);
        plot.setRenderer(1, bars);
        plot.setDatasetRenderingOrder(DatasetRenderingOrder.REVERSE);
        plot.setBackgroundPaint(Color.WHITE);
        plot.setDomainGridlinePaint(new Color(0xdddddd));
        plot.setRangeGridlinePaint(new Color(0xdddddd));
        plot.setAxisOffset(RectangleInsets.ZERO_INSETS);
        markers(chart, plot);
        return plot;
    }

    /** Colour {@code index} of the palette, which starts again after its last. */
    static Color colour(int index) {
        return COLORS[index % COLORS.length];
    }

    /** Solid, or dashed for a dashed series and for the second round of the palette, where colours repeat. */
    static BasicStroke stroke(int colour, boolean dashed) {
        return dashed || colour >= COLORS.length ? DASHED : SOLID;
    }

    /** A chart around {@code plot}: its title above, {@code legend} below, white, with room at the edges. */
    static JFreeChart frame(String title, XYPlot plot, LegendItemCollection legend) {
        plot.setFixedLegendItems(legend);
        JFreeChart out = new JFreeChart(title, new Font(Font.SANS_SERIF, Font.BOLD, 20), plot, true);
        out.setBackgroundPaint(Color.WHITE);
        out.getLegend().setItemFont(TEXT);
        out.setPadding(new RectangleInsets(8, 8, 8, 16));
        return out;
    }

    private static TreeSet<Double> xValues(Chart chart) {
        TreeSet<Double> xs = new TreeSet<>();
        chart.series().forEach(s -> s.points().forEach(p -> xs.add(p.x())));
        return xs;
    }

    /** Where a value goes on the axis: its index for categories, its nines for percentiles, itself on a linear axis. */
    private static double x(Chart chart, List<Double> categories, double v) {
        return switch (chart.xScale()) {
            case CATEGORY -> categories.indexOf(v);
            case PERCENTILE -> Math.min(XScales.nines(v), topNines(categories));
            case LINEAR -> v;
        };
    }

    private static ValueAxis xAxis(Chart chart, List<Double> categories) {
        switch (chart.xScale()) {
            case CATEGORY -> {
                SymbolAxis a = new SymbolAxis(chart.xLabel(), categories.stream().map(PngChart::whole).toArray(String[]::new));
                a.setGridBandsVisible(false);
                return a;
            }
            case PERCENTILE -> {
                double[] labels = XScales.labels(highestBelow100(categories));
                String[] names = new String[labels.length];
                for (int i = 0; i < labels.length; i++) {
                    names[i] = XScales.label(labels[i]);
                }
                SymbolAxis a = new SymbolAxis(chart.xLabel(), names);
                a.setGridBandsVisible(false);
                a.setRange(0, labels.length - 1);
                return a;
            }
            default -> {
                NumberAxis a = new NumberAxis(chart.xLabel());
                a.setAutoRangeIncludesZero(false);
                // Elapsed time ticks at whole seconds, minutes or hours: a tick at 0.2 s marks nothing a reader can use.
                a.setStandardTickUnits(NumberAxis.createIntegerTickUnits());
                return a;
            }
        }
    }

    private static double highestBelow100(List<Double> percentiles) {
        return percentiles.stream().filter(p -> p < 100).mapToDouble(Double::doubleValue).max().orElse(99.9);
    }

    /** The end of a percentile axis, where the 100 % point is drawn. */
    private static double topNines(List<Double> percentiles) {
        return XScales.labels(highestBelow100(percentiles)).length - 1;
    }

    private static void markers(Chart chart, XYPlot plot) {
        for (Chart.Marker m : chart.markers()) {
            Color c = MARKER_COLORS[m.kind().ordinal()];
            if (m.to() > m.from()) {
                plot.addDomainMarker(new IntervalMarker(m.from(), m.to(), c, new BasicStroke(1f), c, new BasicStroke(1f), 0.3f),
                        Layer.BACKGROUND);
            } else {
                ValueMarker v = new ValueMarker(m.from(), c, DASHED);
                plot.addDomainMarker(v, Layer.FOREGROUND);
            }
        }
    }

    /** The lines under their own names, then one entry per kind of marker shown. */
    private static LegendItemCollection legend(Chart chart, int[] colours) {
        LegendItemCollection items = new LegendItemCollection();
        for (int i = 0; i < chart.series().size(); i++) {
            Chart.Series s = chart.series().get(i);
            items.add(line(s.name(), stroke(colours[i], s.dashed()), colour(colours[i])));
        }
        markerItems(List.of(chart)).forEach(items::add);
        return items;
    }

    /** A legend entry for a line of {@code paint} drawn with {@code stroke}. */
    static LegendItem line(String name, BasicStroke stroke, Color paint) {
        return new LegendItem(name, null, null, null, new Line2D.Double(-10, 0, 10, 0), stroke, paint);
    }

    /** One legend entry per kind of marker that {@code charts} show. */
    static List<LegendItem> markerItems(List<Chart> charts) {
        Set<Chart.MarkerKind> kinds = EnumSet.noneOf(Chart.MarkerKind.class);
        charts.forEach(c -> c.markers().forEach(m -> kinds.add(m.kind())));
        List<LegendItem> items = new ArrayList<>();
        for (Chart.MarkerKind k : kinds) {
            Color c = MARKER_COLORS[k.ordinal()];
            items.add(new LegendItem(k.label(), null, null, null, new Rectangle(-6, -6, 12, 12),
                    new Color(c.getRed(), c.getGreen(), c.getBlue(), 110)));
        }
        return items;
    }

    /** A thread count as measured, without decimals. */
    private static String whole(double v) {
        return v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v);
    }
}
