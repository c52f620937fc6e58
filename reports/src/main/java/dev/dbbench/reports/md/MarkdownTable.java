package dev.dbbench.reports.md;

import dev.dbbench.reports.Table;

import java.io.IOException;
import java.io.Writer;
import java.util.List;

/** Renders a {@link Table} as a GitHub-flavoured Markdown table under a heading. */
final class MarkdownTable {

    private MarkdownTable() {
    }

    static void write(Table t, String heading, Writer out) throws IOException {
        out.write(heading + " " + escape(t.title()) + "\n\n");
        row(t.header(), out);
        out.write("|");
        for (int i = 0; i < t.header().size(); i++) {
            out.write("---|");
        }
        out.write("\n");
        for (List<String> r : t.rows()) {
            row(r, out);
        }
        out.write("\n");
        for (String note : t.notes()) {
            out.write("_" + escape(note) + "_\n\n");
        }
    }

    private static void row(List<String> cells, Writer out) throws IOException {
        out.write("|");
        for (String c : cells) {
            out.write(" " + escape(c) + " |");
        }
        out.write("\n");
    }

    /**
     * Keeps a value inside its cell and out of the page's HTML: a pipe would split the cell, a line
     * break would end the table, and renderers pass raw HTML through (a server setting could hold a tag).
     */
    static String escape(String s) {
        StringBuilder b = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '|' -> b.append("\\|");
                case '\\' -> b.append("\\\\");
                case '<' -> b.append("&lt;");
                case '>' -> b.append("&gt;");
                case '&' -> b.append("&amp;");
                case '\n', '\r' -> b.append(' ');
                default -> b.append(c);
            }
        }
        return b.toString();
    }
}
