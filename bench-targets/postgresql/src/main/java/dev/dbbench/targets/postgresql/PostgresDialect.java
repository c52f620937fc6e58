package dev.dbbench.targets.postgresql;

import dev.dbbench.spi.BulkLoader;
import dev.dbbench.spi.FlatDialect;
import dev.dbbench.spi.LoadReport;
import dev.dbbench.sql.Identifiers;
import dev.dbbench.sql.text.SqlSyntax;
import java.util.List;
import java.util.OptionalInt;

/**
 * PostgreSQL SQL: double-quoted names, {@code SERIAL} keys as sysbench creates them, a sequence reset
 * after explicit ids, and COPY for loading. Stateless and thread-safe.
 */
public class PostgresDialect extends FlatDialect {

    /** Workload files' {@code postgresql} entries apply here. */
    @Override
    public List<String> names() {
        return List.of("postgresql");
    }

    /** Appending every row to a B-tree costs more than one sorted build after COPY. */
    @Override
    public boolean primaryKeyAfterLoad() {
        return true;
    }

    /**
     * pgJDBC's simple mode sends {@code id=('40026'::int4)} where sysbench and pgbench send {@code id=40026};
     * parsing the cast cost this server about 4 % more CPU per point select.
     */
    @Override
    public boolean inlinesParameters() {
        return true;
    }

    @Override
    public String autoIncrementInt() {
        return "SERIAL";
    }

    /**
     * Moves the {@code SERIAL} sequence past the largest id, so an INSERT without id (oltp_insert)
     * does not collide with loaded rows. Names are validated, not escaped; a name already passed
     * through {@link #quote} is accepted too.
     */
    @Override
    public String resetSequence(String table, String column) {
        String t = Identifiers.name("table", unquote(table));
        String c = Identifiers.name("column", unquote(column));
        // pg_get_serial_sequence parses its first argument as an identifier (quotes keep the case) and
        // takes the second as the literal column name.
        return "SELECT setval(pg_get_serial_sequence('" + quote(t) + "', '" + c + "'), COALESCE(MAX(" + quote(c)
                + "), 0) + 1, false) FROM " + quote(t);
    }

    private static String unquote(String name) {
        return name.length() > 1 && name.startsWith("\"") && name.endsWith("\"") ? name.substring(1, name.length() - 1) : name;
    }

    /** With {@code standard_conforming_strings} on and off. */
    @Override
    public List<SqlSyntax> syntaxes() {
        return SqlSyntax.POSTGRESQL_MODES;
    }

    /** Text cannot hold NUL, which the server refuses (22021) in every form it may come in. */
    @Override
    public OptionalInt refusedCharacter(CharSequence value) {
        for (int i = 0; i < value.length(); i++) {
            if (value.charAt(i) == 0) {
                return OptionalInt.of(0);
            }
        }
        return super.refusedCharacter(value);
    }

    /**
     * A backslash is plain text in a standard string but an escape when the server runs with
     * {@code standard_conforming_strings = off}; values holding one go as {@code E'...'}, which reads
     * the same under both settings. So does a NUL, as {@code \000}, which the server refuses as it refuses a NUL
     * in a bound value (22021), where a NUL in the text itself would end the message and break the connection.
     */
    @Override
    public void appendLiteral(StringBuilder sql, CharSequence value) {
        boolean escape = false;
        for (int i = 0; i < value.length() && !escape; i++) {
            escape = value.charAt(i) == '\\' || value.charAt(i) == 0;
        }
        if (!escape) {
            super.appendLiteral(sql, value);
            return;
        }
        sql.append("E'");
        for (int i = 0; i < value.length(); i++) {
            char ch = value.charAt(i);
            if (ch == 0) {
                sql.append("\\000");
                continue;
            }
            if (ch == '\\' || ch == '\'') {
                sql.append(ch);
            }
            sql.append(ch);
        }
        sql.append('\'');
    }

    /** COPY FROM STDIN; several times faster than multi-row INSERTs. The target offers it as its bulk loader. */
    public BulkLoader bulkLoader(LoadReport report) {
        return new CopyLoader(this, report);
    }
}
