package dev.dbbench.workloads.file;

import dev.dbbench.spi.BulkLoader;
import dev.dbbench.workloads.file.gen.Sequence;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * After a load, reads back the first rows of each table and holds their text against what the loader was given, so
 * that a load which stored other text than it was handed (a format the server reads otherwise under its session
 * settings) fails {@code prepare} instead of passing the row count check. Cheap: one query of at most
 * {@link #SAMPLE} rows per table, for tables whose rows a {@code sequence} column tells apart.
 */
final class LoadedRows {
    static final int SAMPLE = 100;
    private static final Set<Integer> CHARACTER_TYPES = Set.of(Types.CHAR, Types.VARCHAR, Types.LONGVARCHAR, Types.NCHAR,
            Types.NVARCHAR, Types.LONGNVARCHAR, Types.CLOB, Types.NCLOB);

    private LoadedRows() {
    }

    /** Checks every table of {@code loader}, loaded in the chunks of {@code chunks}, on {@code connection}. */
    static void check(Connection connection, List<Table> tables, FileLoader loader, List<FileLoader.Chunk> chunks)
            throws SQLException {
        for (FileLoader.Chunk chunk : chunks) {
            if (chunk.first() == 0) {
                check(connection, tables.get(chunk.table()), loader.rows(chunk), Math.min(SAMPLE, chunk.last() + 1));
            }
        }
    }

    /**
     * The key is the first {@code sequence} that moves on every row; the sample stays within its first round, and the
     * other {@code sequence} columns, which number outer loops of a composite key, are held at their first value, so
     * that each key read back names one loaded row. Rows a key does not tell apart are not compared.
     */
    private static void check(Connection connection, Table table, BulkLoader.RowSource source, long rows) throws SQLException {
        int key = -1;
        for (int i = 0; i < table.generators().size() && key < 0; i++) {
            key = table.generators().get(i) instanceof Sequence s && s.every() == 1 ? i : -1;
        }
        if (key < 0) {
            return;
        }
        Sequence keySequence = (Sequence) table.generators().get(key);
        long sample = keySequence.cycle() > 0 ? Math.min(rows, keySequence.cycle()) : rows;
        StringBuilder outer = new StringBuilder();
        for (int i = 0; i < table.generators().size(); i++) {
            if (i != key && table.generators().get(i) instanceof Sequence s && s.every() > 1) {
                sample = Math.min(sample, s.every());
                outer.append(" AND ").append(table.loadedColumns().get(i)).append(" = ").append(s.start());
            }
        }
        List<String[]> loaded = new ArrayList<>();
        Recorder recorder = new Recorder(table.generators().size());
        while (loaded.size() < sample && source.next(recorder)) {
            loaded.add(recorder.take());
        }
        long start = keySequence.start();
        String keyColumn = table.loadedColumns().get(key);
        String sql = "SELECT " + String.join(", ", table.loadedColumns()) + " FROM " + table.name() + " WHERE " + keyColumn
                + " BETWEEN " + start + " AND " + (start + sample - 1) + outer;
        List<Long> positions = new ArrayList<>();
        List<String[]> stored = new ArrayList<>();
        Set<Long> seen = new HashSet<>();
        List<Integer> textColumns = new ArrayList<>();
        try (Statement st = connection.createStatement(); ResultSet rs = st.executeQuery(sql)) {
            ResultSetMetaData meta = rs.getMetaData();
            for (int c = 0; c < table.loadedColumns().size(); c++) {
                if (CHARACTER_TYPES.contains(meta.getColumnType(c + 1))) {
                    textColumns.add(c);
                }
            }
            while (rs.next()) {
                long row = rs.getLong(key + 1) - start;
                if (!seen.add(row)) {
                    return;
                }
                String[] values = new String[table.loadedColumns().size()];
                for (int c : textColumns) {
                    values[c] = rs.getString(c + 1);
                }
                positions.add(row);
                stored.add(values);
            }
        }
        for (int r = 0; r < stored.size(); r++) {
            long row = positions.get(r);
            for (int c : textColumns) {
                String expected = row >= 0 && row < loaded.size() ? loaded.get((int) row)[c] : null;
                if (expected != null) {
                    compare(table, keyColumn, start + row, table.loadedColumns().get(c), expected, stored.get(r)[c]);
                }
            }
        }
    }

    /** Equal but for trailing spaces, which CHAR columns pad (PostgreSQL) or strip (MySQL). */
    private static void compare(Table table, String keyColumn, long key, String column, String loaded, String stored)
            throws SQLException {
        if (stored == null || !stored.stripTrailing().equals(loaded.stripTrailing())) {
            throw new SQLException("prepare read back table " + table.name() + " and column " + column + " of the row with "
                    + keyColumn + " = " + key + " holds " + shown(stored) + " where " + shown(loaded) + " was loaded: the load"
                    + " changed the text; this is a fault of dbbench's loader for this server's settings, please report it"
                    + " with the server's sql_mode or standard_conforming_strings, and run cleanup");
        }
    }

    /** A value in one line: quoted, with control characters and backslashes escaped as in Java. */
    static String shown(String value) {
        if (value == null) {
            return "NULL";
        }
        StringBuilder out = new StringBuilder("'");
        for (int i = 0; i < value.length() && i < 80; i++) {
            char c = value.charAt(i);
            switch (c) {
                case '\\' -> out.append("\\\\");
                case '\t' -> out.append("\\t");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                default -> out.append(c < ' ' || c == 0x7F ? String.format("\\u%04X", (int) c) : String.valueOf(c));
            }
        }
        return out.append(value.length() > 80 ? "...'" : "'").toString();
    }

    /** Keeps the text values of one row as Strings; numbers and NULLs as null. */
    private static final class Recorder implements BulkLoader.RowWriter {
        private String[] row;
        private int column;

        Recorder(int columns) {
            this.row = new String[columns];
        }

        String[] take() {
            String[] done = row;
            row = new String[done.length];
            column = 0;
            return done;
        }

        @Override
        public void integer(long value) {
            column++;
        }

        @Override
        public void text(CharSequence value) {
            row[column++] = value.toString();
        }

        @Override
        public void asciiText(byte[] ascii, int offset, int length) {
            row[column++] = new String(ascii, offset, length, StandardCharsets.US_ASCII);
        }

        @Override
        public void nullValue() {
            column++;
        }
    }
}
