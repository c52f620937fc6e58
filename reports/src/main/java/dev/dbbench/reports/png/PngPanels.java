package dev.dbbench.reports.png;

import dev.dbbench.reports.chart.Chart;
import java.awt.Color;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.LegendItemCollection;
import org.jfree.chart.annotations.XYTitleAnnotation;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.CombinedDomainXYPlot;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.title.TextTitle;
import org.jfree.chart.ui.RectangleAnchor;
import org.jfree.chart.ui.RectangleInsets;

/**
 * Small multiples over time: one panel per chart, stacked on one shared time axis, as the HTML report draws one chart
 * per target or thread count. A panel is captioned in its top-left corner by what its chart's title adds to the
 * image's title ({@code "TPS over time: pg, 4 threads"} under {@code "TPS over time"} is {@code "pg, 4 threads"}).
 * Every panel has the same y scale, so that a taller line is a higher value wherever it is drawn, and a line name has
 * one colour in every panel, so that one legend serves them all.
 */
final class PngPanels {
    private static final Color CAPTION_BACKGROUND = new Color(255, 255, 255, 220);

    private PngPanels() {
    }

    static JFreeChart draw(String title, List<Chart> panels) {
        Map<String, Integer> colourOf = new LinkedHashMap<>();
        panels.forEach(p -> p.series().forEach(s -> colourOf.putIfAbsent(s.name(), colourOf.size())));
        double top = panels.stream().mapToDouble(Chart::yTop).max().orElse(0);
        CombinedDomainXYPlot combined = null;
        for (Chart panel : panels) {
            int[] colours = panel.series().stream().mapToInt(s -> colourOf.get(s.name())).toArray();
            XYPlot plot = PngChart.plot(panel, colours);
            if (combined == null) {
                combined = new CombinedDomainXYPlot(plot.getDomainAxis());
                combined.setGap(14);
            }
            if (top > 0) {
                ((NumberAxis) plot.getRangeAxis()).setRange(0, top * 1.05);
            }
            TextTitle caption = new TextTitle(caption(title, panel.title()), PngChart.TEXT);
            caption.setBackgroundPaint(CAPTION_BACKGROUND);
            caption.setPadding(new RectangleInsets(2, 6, 2, 6));
            plot.addAnnotation(new XYTitleAnnotation(0.005, 0.995, caption, RectangleAnchor.TOP_LEFT));
            combined.add(plot, 1);
        }
        LegendItemCollection legend = new LegendItemCollection();
        colourOf.forEach((name, i) -> legend.add(PngChart.line(name, PngChart.stroke(i, false), PngChart.colour(i))));
        PngChart.markerItems(panels).forEach(legend::add);
        return PngChart.frame(title, combined, legend);
    }

    /** What a panel's title adds to the image's: the part after {@code "title: "}, or the whole title otherwise. */
    static String caption(String title, String panelTitle) {
        String prefix = title + ": ";
        return panelTitle.startsWith(prefix) ? panelTitle.substring(prefix.length()) : panelTitle;
    }
}
