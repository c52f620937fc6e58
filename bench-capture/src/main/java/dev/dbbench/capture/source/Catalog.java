package dev.dbbench.capture.source;

import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Reads tables from the catalog through JDBC's metadata (columns, primary key, indexes) and describes their data with
 * one aggregate query per table, which reads every row once: its rows, and per column its NULLs, the range of a number
 * or time, the lengths of text, and the distinct values of key columns. Other columns' distinct values are counted
 * in their first {@value #SAMPLE} rows.
 */
public final class Catalog {
    /** Rows a column's distinct values are counted over, where an exact count is not needed. */
    static final int SAMPLE = 10_000;
    private Catalog() {
    }

    /** The tables of {@code names} that exist in the connection's current database (or schema), in that order. */
    public static List<TableInfo> read(Connection c, Collection<String> names) throws SQLException {
        List<TableInfo> out = new ArrayList<>();
        DatabaseMetaData md = c.getMetaData();
        String catalog = c.getCatalog();
        String schema = c.getSchema();
        for (String name : names) {
            List<Column> columns = columns(md, catalog, schema, name);
            if (columns.isEmpty()) {
                continue;
            }
            Map<Integer, String> key = new TreeMap<>();
            try (ResultSet rs = md.getPrimaryKeys(catalog, schema, name)) {
                while (rs.next()) {
                    key.put(rs.getInt("KEY_SEQ"), rs.getString("COLUMN_NAME").toLowerCase(Locale.ROOT));
                }
            }
            Map<String, List<String>> indexes = new LinkedHashMap<>();
            java.util.Set<String> unique = new java.util.HashSet<>();
            try (ResultSet rs = md.getIndexInfo(catalog, schema, name, false, true)) {
                while (rs.next()) {
                    String index = rs.getString("INDEX_NAME");
                    String column = rs.getString("COLUMN_NAME");
                    if (index == null || column == null || index.equalsIgnoreCase("PRIMARY") || index.toLowerCase(Locale.ROOT).endsWith("_pkey")) {
                        continue;
                    }
                    String idx = index.toLowerCase(Locale.ROOT);
                    indexes.computeIfAbsent(idx, k -> new ArrayList<>()).add(column.toLowerCase(Locale.ROOT));
                    if (!rs.getBoolean("NON_UNIQUE")) {
                        unique.add(idx);
                    }
                }
            }
            out.add(stats(c, md.getIdentifierQuoteString().trim(), name, columns, new ArrayList<>(key.values()), indexes, unique));
        }
        return out;
    }

    private static List<Column> columns(DatabaseMetaData md, String catalog, String schema, String table) throws SQLException {
        List<Column> out = new ArrayList<>();
        try (ResultSet rs = md.getColumns(catalog, schema, table, "%")) {
            while (rs.next()) {
                String def = Optional.ofNullable(rs.getString("COLUMN_DEF")).orElse("");
                boolean auto = "YES".equals(rs.getString("IS_AUTOINCREMENT")) || def.startsWith("nextval(");
                out.add(new Column(rs.getString("COLUMN_NAME").toLowerCase(Locale.ROOT), rs.getInt("DATA_TYPE"),
                        rs.getString("TYPE_NAME"), rs.getInt("COLUMN_SIZE"), rs.getInt("DECIMAL_DIGITS"),
                        rs.getInt("NULLABLE") != DatabaseMetaData.columnNoNulls, auto, 0, 0, Optional.empty(), Optional.empty(), 0, 0, 0));
            }
        }
        return out;
    }

    private static TableInfo stats(Connection c, String quote, String table, List<Column> columns, List<String> key,
            Map<String, List<String>> indexes, java.util.Set<String> unique) throws SQLException {
        String from = " FROM " + quote + table + quote;
        StringBuilder sql = new StringBuilder("SELECT COUNT(*)");
        for (Column col : columns) {
            String q = quote + col.name() + quote;
            boolean exact = key.contains(col.name()) || indexes.entrySet().stream()
                    .anyMatch(e -> unique.contains(e.getKey()) && e.getValue().equals(List.of(col.name())));
            sql.append(exact ? ", COUNT(DISTINCT " + q + ")" : ", 0").append(", COUNT(*) - COUNT(").append(q).append(')');
            if (col.number() || col.time()) {
                String v = col.jdbcType() == java.sql.Types.BIT || col.jdbcType() == java.sql.Types.BOOLEAN
                        ? "CASE WHEN " + q + " THEN 1 ELSE 0 END" : q;
                sql.append(", MIN(").append(v).append("), MAX(").append(v).append("), 0, 0, 0");
            } else if (col.text()) {
                sql.append(", NULL, NULL, MIN(CHAR_LENGTH(").append(q).append(")), AVG(CHAR_LENGTH(").append(q)
                        .append(")), MAX(CHAR_LENGTH(").append(q).append("))");
            } else {
                sql.append(", NULL, NULL, 0, 0, 0");
            }
        }
        List<Column> described = new ArrayList<>();
        long rows;
        try (var s = c.createStatement(); ResultSet rs = s.executeQuery(sql + from)) {
            rs.next();
            rows = rs.getLong(1);
            int i = 2;
            for (Column col : columns) {
                long distinct = rs.getLong(i);
                if (distinct == 0 && rows > 0) {
                    distinct = sampledDistinct(c, quote, from, col);
                }
                described.add(col.withStats(distinct, rs.getLong(i + 1), Optional.ofNullable(rs.getString(i + 2)),
                        Optional.ofNullable(rs.getString(i + 3)), rs.getInt(i + 4), rs.getDouble(i + 5), rs.getInt(i + 6)));
                i += 7;
            }
        }
        return new TableInfo(table, rows, described, key, indexes, unique);
    }

    /**
     * Distinct values among the first {@value #SAMPLE} rows: exact for a column with few values (which is what a
     * made-up value list needs), a lower bound for others.
     */
    private static long sampledDistinct(Connection c, String quote, String from, Column col) throws SQLException {
        String q = quote + col.name() + quote;
        try (var s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT COUNT(DISTINCT " + q + ") FROM (SELECT " + q + from
                + " LIMIT " + SAMPLE + ") sample")) {
            return rs.next() ? rs.getLong(1) : 0;
        }
    }
}
