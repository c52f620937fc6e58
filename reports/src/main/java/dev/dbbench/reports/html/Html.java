package dev.dbbench.reports.html;

import dev.dbbench.reports.Table;

import java.io.IOException;
import java.io.Writer;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** HTML escaping and table rendering. */
final class Html {
    private static final Pattern NUMBER = Pattern.compile("[+-]?[0-9][0-9,]*(\\.[0-9]+)?( ?%)?( ±[0-9.]+ %)?");
    /**
     * A number with its interval inside a longer text ({@code +29.6 % (-95.5 … +3664.0 %), no detectable difference}):
     * the text may wrap, the number and its interval may not.
     */
    private static final Pattern NUMBER_IN_TEXT = Pattern.compile("[+-]?[0-9][0-9,.]*( ?%)?( ±[0-9.]+ %| \\([^()]*…[^()]*\\))");

    private Html() {
    }

    /** Escapes text for element content and quoted attribute values. */
    static String escape(String s) {
        StringBuilder b = new StringBuilder(s.length() + 16);
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '&' -> b.append("&amp;");
                case '<' -> b.append("&lt;");
                case '>' -> b.append("&gt;");
                case '"' -> b.append("&quot;");
                case '\'' -> b.append("&#39;");
                default -> b.append(c);
            }
        }
        return b.toString();
    }

    /** {@code cell} escaped, each number with its interval in a span that does not wrap. */
    private static String keepNumbersWhole(String cell) {
        Matcher m = NUMBER_IN_TEXT.matcher(cell);
        StringBuilder b = new StringBuilder();
        int last = 0;
        while (m.find()) {
            b.append(escape(cell.substring(last, m.start()))).append("<span class=\"nw\">").append(escape(m.group())).append("</span>");
            last = m.end();
        }
        return b.append(escape(cell.substring(last))).toString();
    }

    static void table(Table t, String heading, Writer out) throws IOException {
        // The wrapper scrolls a table wider than the page inside itself, so the page never grows sideways.
        if (!t.title().isEmpty()) {
            out.write("<" + heading + ">" + escape(t.title()) + "</" + heading + ">\n");
        }
        out.write("<div class=\"table-wrap\"><table>\n<thead><tr>");
        for (String h : t.header()) {
            out.write("<th>" + escape(h) + "</th>");
        }
        out.write("</tr></thead>\n<tbody>\n");
        for (List<String> row : t.rows()) {
            out.write("<tr>");
            for (int i = 0; i < row.size(); i++) {
                String c = row.get(i);
                boolean num = NUMBER.matcher(c).matches();
                boolean code = c.length() > 1 && c.startsWith("`") && c.endsWith("`") && c.indexOf('`', 1) == c.length() - 1;
                out.write((num ? "<td class=\"num\">" + escape(c) : code ? "<td><code>" + escape(c.substring(1, c.length() - 1)) + "</code>"
                        : "<td>" + keepNumbersWhole(c)) + "</td>");
            }
            out.write("</tr>\n");
        }
        out.write("</tbody>\n</table></div>\n");
        for (String note : t.notes()) {
            out.write("<p class=\"note\">" + escape(note) + "</p>\n");
        }
    }
}
