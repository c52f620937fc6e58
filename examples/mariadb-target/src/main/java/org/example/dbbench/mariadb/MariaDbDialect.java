package org.example.dbbench.mariadb;

import dev.dbbench.spi.Dialect;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;

/**
 * MariaDB's SQL for the workloads' DDL and bulk loads: backtick quoting, {@code AUTO_INCREMENT} keys,
 * InnoDB tables. Loading uses the SPI's default loader (multi-row INSERTs of literals), so the one
 * thing to get right is {@link #appendLiteral}. Stateless and thread-safe, as the SPI requires.
 */
public final class MariaDbDialect implements Dialect {
    private static final char[] HEX = "0123456789ABCDEF".toCharArray();

    /** Workload files' {@code mysql} entries apply here. */
    @Override
    public List<String> names() {
        return List.of("mysql");
    }

    @Override
    public String quote(String identifier) {
        return "`" + identifier + "`";
    }

    @Override
    public String autoIncrementInt() {
        return "INTEGER NOT NULL AUTO_INCREMENT";
    }

    /** InnoDB, as sysbench creates its tables, unless the user's options choose an engine themselves. */
    @Override
    public String tableOptions(String userOptions) {
        String options = userOptions.trim();
        if (options.toUpperCase(Locale.ROOT).matches(".*\\bENGINE\\s*=.*")) {
            return " " + options;
        }
        return " ENGINE=InnoDB" + (options.isEmpty() ? "" : " " + options);
    }

    /**
     * Whether a backslash escapes depends on the server's {@code sql_mode} (NO_BACKSLASH_ESCAPES), which a
     * plugin cannot know in advance. A value holding a backslash or a NUL is therefore sent as a hex
     * string literal, which reads the same in every mode; everything else as an ordinary quoted string.
     */
    @Override
    public void appendLiteral(StringBuilder sql, CharSequence value) {
        boolean plain = true;
        for (int i = 0; i < value.length() && plain; i++) {
            plain = value.charAt(i) != '\\' && value.charAt(i) != 0;
        }
        if (plain) {
            Dialect.super.appendLiteral(sql, value);
            return;
        }
        sql.append("_utf8mb4 X'");
        for (byte b : value.toString().getBytes(StandardCharsets.UTF_8)) {
            sql.append(HEX[(b >> 4) & 0xF]).append(HEX[b & 0xF]);
        }
        sql.append('\'');
    }
}
