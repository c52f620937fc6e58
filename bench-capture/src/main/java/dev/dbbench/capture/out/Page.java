package dev.dbbench.capture.out;

import dev.dbbench.reports.Table;
import dev.dbbench.reports.html.HtmlPage;
import java.util.ArrayList;
import java.util.List;

/**
 * A report as headings, paragraphs, lists and tables, written the same way as Markdown and as HTML, so that both show
 * the same text and numbers. Text marks code with {@code `backticks`}; a table cell that is code is one whole span.
 */
final class Page {
    private sealed interface Block permits Heading, Text, Bullets, Grid {
    }

    private record Heading(String text) implements Block {
    }

    private record Text(String text) implements Block {
    }

    private record Bullets(List<String> items) implements Block {
    }

    /** @param numeric for each column, whether it is right-aligned in Markdown */
    private record Grid(Table table, List<Boolean> numeric) implements Block {
    }

    private final String title;
    private final List<Block> blocks = new ArrayList<>();

    Page(String title) {
        this.title = title;
    }

    Page heading(String text) {
        blocks.add(new Heading(text));
        return this;
    }

    Page text(String text) {
        blocks.add(new Text(text));
        return this;
    }

    Page bullets(List<String> items) {
        blocks.add(new Bullets(List.copyOf(items)));
        return this;
    }

    /** A table; a header ending in {@code #} is a column of numbers, the mark left out of the header shown. */
    Page table(List<String> header, List<List<String>> rows) {
        List<String> names = header.stream().map(h -> h.endsWith("#") ? h.substring(0, h.length() - 1) : h).toList();
        blocks.add(new Grid(new Table("", names, rows), header.stream().map(h -> h.endsWith("#")).toList()));
        return this;
    }

    String markdown() {
        StringBuilder md = new StringBuilder("# ").append(title).append("\n");
        for (Block b : blocks) {
            md.append('\n');
            if (b instanceof Heading h) {
                md.append("## ").append(h.text()).append('\n');
            } else if (b instanceof Text t) {
                md.append(t.text()).append('\n');
            } else if (b instanceof Bullets l) {
                l.items().forEach(i -> md.append("- ").append(i).append('\n'));
            } else {
                grid(md, (Grid) b);
            }
        }
        return md.toString();
    }

    private static void grid(StringBuilder md, Grid g) {
        md.append("| ").append(String.join(" | ", g.table().header())).append(" |\n|");
        g.numeric().forEach(n -> md.append(n ? "---:|" : "---|"));
        md.append('\n');
        for (List<String> row : g.table().rows()) {
            md.append("| ").append(String.join(" | ", row.stream().map(c -> c.replace("|", "\\|")).toList())).append(" |\n");
        }
    }

    String html() {
        HtmlPage page = new HtmlPage(title);
        for (Block b : blocks) {
            if (b instanceof Heading h) {
                page.heading(2, h.text());
            } else if (b instanceof Text t) {
                page.paragraph(t.text());
            } else if (b instanceof Bullets l) {
                page.list(l.items());
            } else {
                page.table(((Grid) b).table());
            }
        }
        return page.html();
    }
}
