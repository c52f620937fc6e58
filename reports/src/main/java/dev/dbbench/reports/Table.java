package dev.dbbench.reports;

import java.util.List;

/**
 * A table of already formatted cells, the same for every text format: Markdown and HTML each render
 * it their own way (and escape it their own way), so both show the same numbers.
 *
 * @param title  a heading
 * @param header column names
 * @param rows   cells, each row as long as the header
 * @param notes  sentences shown under the table
 */
public record Table(String title, List<String> header, List<List<String>> rows, List<String> notes) {
    public Table {
        header = List.copyOf(header);
        rows = rows.stream().map(List::copyOf).toList();
        notes = List.copyOf(notes);
        for (List<String> row : rows) {
            if (row.size() != header.size()) {
                throw new IllegalArgumentException("row " + row + " has " + row.size() + " cells for "
                        + header.size() + " columns in table " + title);
            }
        }
    }

    public Table(String title, List<String> header, List<List<String>> rows) {
        this(title, header, rows, List.of());
    }
}
