package dev.dbbench.capture.model;

import dev.dbbench.capture.source.Column;
import java.sql.Types;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A column's type as the workload file writes it, so that MySQL, MariaDB and PostgreSQL all take it: the catalog's
 * type mapped through JDBC's type codes, with one text per server where they differ ({@code DATETIME} and
 * {@code TIMESTAMP}).
 */
final class SqlTypes {
    private SqlTypes() {
    }

    /** The type as text, or a map of texts by server. */
    static Object of(Column c, boolean notNull) {
        String nn = notNull ? " NOT NULL" : "";
        return switch (c.jdbcType()) {
            case Types.TINYINT, Types.SMALLINT -> "SMALLINT" + nn;
            case Types.INTEGER -> "INTEGER" + nn;
            case Types.BIGINT -> "BIGINT" + nn;
            case Types.DECIMAL, Types.NUMERIC -> c.size() > 0 && c.size() <= 65
                    ? "DECIMAL(" + c.size() + "," + Math.max(0, c.scale()) + ")" + nn : "DECIMAL(38,6)" + nn;
            case Types.REAL, Types.FLOAT, Types.DOUBLE -> "DOUBLE PRECISION" + nn;
            case Types.BIT, Types.BOOLEAN -> "BOOLEAN" + nn;
            case Types.CHAR, Types.NCHAR -> "CHAR(" + Math.max(1, c.size()) + ")" + nn;
            case Types.VARCHAR, Types.NVARCHAR -> c.size() > 0 && c.size() <= 16383 ? "VARCHAR(" + c.size() + ")" + nn : "TEXT" + nn;
            case Types.DATE -> "DATE" + nn;
            case Types.TIME -> "TIME" + nn;
            case Types.TIMESTAMP, Types.TIMESTAMP_WITH_TIMEZONE -> perServer("DATETIME" + nn, "TIMESTAMP" + nn);
            default -> "TEXT" + nn;
        };
    }

    private static Map<String, String> perServer(String mysql, String other) {
        Map<String, String> out = new LinkedHashMap<>();
        out.put("mysql", mysql);
        out.put("default", other);
        return out;
    }
}
