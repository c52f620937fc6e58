package dev.dbbench.reports.html;

import dev.dbbench.reports.Table;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.List;

/**
 * A self-contained HTML page in the report's style, for pages other than a result's report (a capture's): headings,
 * paragraphs, lists and tables written in order. Text in {@code `backticks`} is shown as code; a table scrolls inside
 * itself where it is wider than the page.
 */
public final class HtmlPage {
    private final StringWriter out = new StringWriter();

    public HtmlPage(String title) {
        out.write("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n");
        out.write("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n");
        out.write("<title>" + Html.escape(title) + "</title>\n");
        out.write("<style>\n" + HtmlStyle.CSS + "code { font-size: 0.85rem; overflow-wrap: anywhere; }\n</style>\n</head>\n<body>\n");
        out.write("<h1>" + Html.escape(title) + "</h1>\n");
    }

    /** A section's heading: level 2, or 3 within a section. */
    public HtmlPage heading(int level, String text) {
        out.write("<h" + level + ">" + inline(text) + "</h" + level + ">\n");
        return this;
    }

    public HtmlPage paragraph(String text) {
        out.write("<p>" + inline(text) + "</p>\n");
        return this;
    }

    public HtmlPage list(List<String> items) {
        out.write("<ul>\n");
        items.forEach(i -> out.write("<li>" + inline(i) + "</li>\n"));
        out.write("</ul>\n");
        return this;
    }

    /** The table, under its title when it has one. */
    public HtmlPage table(Table t) {
        try {
            Html.table(t, "h3", out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return this;
    }

    /** The page, closed. */
    public String html() {
        return out + "</body>\n</html>\n";
    }

    /** {@code text} escaped, each {@code `span`} as code. */
    static String inline(String text) {
        StringBuilder b = new StringBuilder();
        String[] parts = text.split("`", -1);
        for (int i = 0; i < parts.length; i++) {
            boolean code = i % 2 == 1 && i < parts.length - 1;
            b.append(code ? "<code>" + Html.escape(parts[i]) + "</code>" : Html.escape(parts[i] + (i % 2 == 1 && !code ? "`" : "")));
        }
        return b.toString();
    }
}
