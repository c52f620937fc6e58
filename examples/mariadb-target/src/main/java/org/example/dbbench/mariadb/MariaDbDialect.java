package org.example.dbbench.mariadb;

import static java.nio.charset.StandardCharsets.UTF_8;

import dev.dbbench.spi.Dialect;
import java.util.HexFormat;
import java.util.List;

/**
 * MariaDB's SQL: backtick quoting, {@code AUTO_INCREMENT} keys, the server's default engine (InnoDB). Loading uses
 * the default loader (multi-row INSERTs of literals), so {@link #appendLiteral} must be right. Stateless.
 */
final class MariaDbDialect implements Dialect {
    private static final HexFormat HEX = HexFormat.of().withUpperCase();

    @Override
    public List<String> names() {
        return List.of("mysql"); // workload files' mysql entries apply here
    }

    @Override
    public String quote(String identifier) {
        return "`" + identifier + "`";
    }

    /** The server's clock in UTC epoch milliseconds, for sharded runs. */
    @Override
    public String clockMillis() {
        return "SELECT TIMESTAMPDIFF(MICROSECOND, '1970-01-01 00:00:00', UTC_TIMESTAMP(6)) DIV 1000";
    }

    @Override
    public String autoIncrementInt() {
        return "INTEGER NOT NULL AUTO_INCREMENT";
    }

    /**
     * Whether a backslash escapes depends on the server's {@code sql_mode} (NO_BACKSLASH_ESCAPES), unknown in advance:
     * a value holding a backslash or a NUL is sent as a hex string literal, which reads the same in every mode.
     */
    @Override
    public void appendLiteral(StringBuilder sql, CharSequence value) {
        boolean plain = true;
        for (int i = 0; i < value.length() && plain; i++) {
            plain = value.charAt(i) != '\\' && value.charAt(i) != 0;
        }
        if (plain) {
            Dialect.super.appendLiteral(sql, value);
        } else {
            sql.append("_utf8mb4 X'").append(HEX.formatHex(value.toString().getBytes(UTF_8))).append('\'');
        }
    }
}
