package org.example.dbbench.mariadb;

import static java.nio.charset.StandardCharsets.UTF_8;

import dev.dbbench.spi.Dialect;
import dev.dbbench.spi.Literals;
import dev.dbbench.spi.SchemaSql;
import java.util.HexFormat;
import java.util.List;

/**
 * MariaDB's SQL: backtick quoting, {@code AUTO_INCREMENT} keys, the server's default engine (InnoDB). Loading uses
 * the default loader (multi-row INSERTs of literals), so {@link MariaDbLiterals#appendLiteral} must be right.
 * Stateless.
 */
final class MariaDbDialect implements Dialect {
    private static final SchemaSql SCHEMA = () -> "INTEGER NOT NULL AUTO_INCREMENT";
    private static final Literals LITERALS = new MariaDbLiterals();

    @Override
    public List<String> names() {
        return List.of("mysql"); // workload files' mysql entries apply here
    }

    @Override
    public String quote(String identifier) {
        return "`" + identifier + "`";
    }

    @Override
    public SchemaSql schema() {
        return SCHEMA;
    }

    @Override
    public Literals literals() {
        return LITERALS;
    }

    /**
     * Whether a backslash escapes depends on the server's {@code sql_mode} (NO_BACKSLASH_ESCAPES), unknown in advance:
     * a value holding a backslash or a NUL is sent as a hex string literal, which reads the same in every mode.
     */
    static final class MariaDbLiterals implements Literals {
        private static final HexFormat HEX = HexFormat.of().withUpperCase();

        @Override
        public void appendLiteral(StringBuilder sql, CharSequence value) {
            boolean plain = true;
            for (int i = 0; i < value.length() && plain; i++) {
                plain = value.charAt(i) != '\\' && value.charAt(i) != 0;
            }
            if (plain) {
                Literals.super.appendLiteral(sql, value);
            } else {
                sql.append("_utf8mb4 X'").append(HEX.formatHex(value.toString().getBytes(UTF_8))).append('\'');
            }
        }
    }
}
