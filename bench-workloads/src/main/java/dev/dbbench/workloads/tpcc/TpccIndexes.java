package dev.dbbench.workloads.tpcc;

import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * Finds the secondary indexes the transactions need by their columns, whatever their names: {@code prepare} names them
 * {@code customer_last} and {@code orders_customer}, go-tpc {@code idx_customer} and {@code idx_order}, on the same
 * columns. An index whose columns begin with the needed ones serves as well. {@code prepare} creates them only after
 * every row is loaded, so a missing one also means a load cut short.
 */
final class TpccIndexes {
    private TpccIndexes() {
    }

    /** One line per needed index that {@code c}'s tables lack, naming the indexes the table has instead. */
    static List<String> missing(Connection c) throws SQLException {
        List<String> problems = new ArrayList<>();
        for (TpccSchema.Index needed : TpccSchema.INDEXES) {
            Map<String, List<String>> indexes = indexes(c, needed.table());
            boolean found = indexes.values().stream().anyMatch(columns -> columns.size() >= needed.columns().size()
                    && columns.subList(0, needed.columns().size()).equals(needed.columns()));
            if (!found) {
                problems.add(needed.table() + " has no index on (" + String.join(", ", needed.columns()) + "), which "
                        + needed.purpose() + " (" + has(indexes) + "); prepare adds it once every row is loaded, so the load"
                        + " did not complete: run cleanup and prepare again with the same --warehouses, or for tables another"
                        + " tool loaded, " + needed.create());
            }
        }
        return problems;
    }

    /** Each index of {@code table}, by name, with its columns in order, in lower case. */
    private static Map<String, List<String>> indexes(Connection c, String table) throws SQLException {
        Map<String, TreeMap<Integer, String>> byName = new LinkedHashMap<>();
        DatabaseMetaData meta = c.getMetaData();
        try (ResultSet rs = meta.getIndexInfo(c.getCatalog(), c.getSchema(), table, false, true)) {
            while (rs.next()) {
                String name = rs.getString("INDEX_NAME");
                String column = rs.getString("COLUMN_NAME");
                if (name != null && column != null && rs.getShort("TYPE") != DatabaseMetaData.tableIndexStatistic) {
                    byName.computeIfAbsent(name, n -> new TreeMap<>()).put((int) rs.getShort("ORDINAL_POSITION"),
                            column.toLowerCase(Locale.ROOT));
                }
            }
        }
        Map<String, List<String>> out = new LinkedHashMap<>();
        byName.forEach((name, columns) -> out.put(name, List.copyOf(columns.values())));
        return out;
    }

    private static String has(Map<String, List<String>> indexes) {
        if (indexes.isEmpty()) {
            return "it has none";
        }
        List<String> each = new ArrayList<>();
        indexes.forEach((name, columns) -> each.add(name + " (" + String.join(", ", columns) + ")"));
        return "it has " + String.join(", ", each);
    }
}
