package dev.dbbench.reports.html;

/** The report's only style sheet, inlined so the page needs no other file. */
final class HtmlStyle {
    static final String CSS = """
            body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; margin: 2rem auto;
                   max-width: 1280px; padding: 0 1rem; color: #222; }
            h1 { font-size: 1.6rem; } h2 { font-size: 1.25rem; margin-top: 2rem; } h3 { font-size: 1.05rem; }
            .table-wrap { max-width: 100%; overflow-x: auto; margin: 0.5rem 0; }
            table { border-collapse: collapse; font-size: 0.9rem; }
            th, td { border: 1px solid #ccc; padding: 0.25rem 0.6rem; text-align: left; vertical-align: top; }
            td { max-width: 32rem; overflow-wrap: break-word; }
            th { background: #f3f3f3; white-space: nowrap; }
            .nw { white-space: nowrap; }
            td.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
            tbody tr:nth-child(even) { background: #fafafa; }
            .note { color: #555; font-size: 0.85rem; font-style: italic; }
            .charts { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 480px), 1fr)); gap: 1rem; }
            .lead { font-size: 1.05rem; font-weight: 600; }
            .answer { background: #f5f8fc; border-left: 4px solid #3b6ea5; padding: 0.2rem 1rem; }
            .answer li { margin: 0.3rem 0; }
            svg.chart { width: 100%; height: auto; background: #fff; border: 1px solid #e5e5e5; }
            svg .grid { stroke: #e8e8e8; } svg .axis { stroke: #444; }
            svg text { font-size: 12px; fill: #333; } svg .ct { font-size: 14px; font-weight: 600; }
            svg .label { font-size: 12px; fill: #555; }
            footer { margin-top: 3rem; color: #777; font-size: 0.8rem; }
            """;

    private HtmlStyle() {
    }
}
