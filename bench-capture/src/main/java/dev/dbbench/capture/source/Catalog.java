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
 * one aggregate query per table: its rows, and per column the distinct values, NULLs, the range of a number or time
 * and the lengths of text. The query reads every row once.
 */
public final class Catalog {
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
        StringBuilder sql = new StringBuilder("SELECT COUNT(*)");
        for (Column col : columns) {
            String q = quote + col.name() + quote;
            sql.append(", COUNT(DISTINCT ").append(q).append("), COUNT(*) - COUNT(").append(q).append(')');
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
        sql.append(" FROM ").append(quote).append(table).append(quote);
        List<Column> described = new ArrayList<>();
        long rows;
        try (var s = c.createStatement(); ResultSet rs = s.executeQuery(sql.toString())) {
            rs.next();
            rows = rs.getLong(1);
            int i = 2;
            for (Column col : columns) {
                described.add(col.withStats(rs.getLong(i), rs.getLong(i + 1), Optional.ofNullable(rs.getString(i + 2)),
                        Optional.ofNullable(rs.getString(i + 3)), rs.getInt(i + 4), rs.getDouble(i + 5), rs.getInt(i + 6)));
                i += 7;
            }
        }
        return new TableInfo(table, rows, described, key, indexes, unique);
    }
}
