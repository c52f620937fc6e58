package dev.dbbench.targets.mysql;

import dev.dbbench.spi.BulkLoader;
import dev.dbbench.spi.FlatDialect;
import dev.dbbench.spi.LoadReport;
import dev.dbbench.sql.MultiRowInsertLoader;
import dev.dbbench.sql.text.SqlSyntax;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.regex.Pattern;

/**
 * MySQL-family SQL: backtick quoting, {@code AUTO_INCREMENT} keys and an InnoDB engine clause, as
 * sysbench's {@code oltp_common.lua} creates them. Stateless and thread-safe; OceanBase and other
 * compatible servers subclass it for their own table options.
 */
public class MySqlDialect extends FlatDialect {
    private static final Pattern ENGINE_CLAUSE = Pattern.compile("(?i)\\bENGINE\\s*=");
    private static final char[] HEX = "0123456789ABCDEF".toCharArray();
    /** Rows per INSERT: about 100 KB of SQL, far below the smallest default max_allowed_packet (4 MB in 5.7). */
    protected static final int ROWS_PER_STATEMENT = MultiRowInsertLoader.ROWS;
    /**
     * Rows per transaction when the caller commits nothing itself: one LOAD DATA (or 200 INSERTs) shares
     * one log flush, and a failure rolls back little.
     */
    protected static final int ROWS_PER_COMMIT = 100_000;

    /** Workload files' {@code mysql} entries apply here. */
    @Override
    public List<String> names() {
        return List.of("mysql");
    }

    /** With and without NO_BACKSLASH_ESCAPES and ANSI_QUOTES, which managed servers often set. */
    @Override
    public List<SqlSyntax> syntaxes() {
        return SqlSyntax.MYSQL_MODES;
    }

    @Override
    public String quote(String identifier) {
        return '`' + identifier + '`';
    }

    @Override
    public String autoIncrementInt() {
        return "INTEGER NOT NULL AUTO_INCREMENT";
    }

    /** The engine clause, unless the user's options name an engine of their own. */
    @Override
    public String tableOptions(String userOptions) {
        if (ENGINE_CLAUSE.matcher(userOptions).find()) {
            return " " + userOptions.trim();
        }
        String engine = " ENGINE=" + engine();
        return userOptions.isBlank() ? engine : engine + " " + userOptions.trim();
    }

    /** Storage engine of the benchmark tables. */
    protected String engine() {
        return "InnoDB";
    }

    /**
     * Quotes {@code value} so that it reads back unchanged whatever the server's {@code sql_mode}:
     * a backslash is an escape character by default but a plain character under
     * {@code NO_BACKSLASH_ESCAPES}, so values holding one (or a NUL) are sent as a UTF-8 hex literal,
     * which both modes read the same. sysbench's data has neither, so the plain path is the common one.
     */
    @Override
    public void appendLiteral(StringBuilder sql, CharSequence value) {
        if (!needsHex(value)) {
            super.appendLiteral(sql, value);
            return;
        }
        sql.append("_utf8mb4 X'");
        for (byte b : value.toString().getBytes(StandardCharsets.UTF_8)) {
            sql.append(HEX[(b >> 4) & 0xF]).append(HEX[b & 0xF]);
        }
        sql.append('\'');
    }

    private static boolean needsHex(CharSequence value) {
        for (int i = 0; i < value.length(); i++) {
            char ch = value.charAt(i);
            if (ch == '\\' || ch == 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * {@code LOAD DATA LOCAL INFILE} when the server and driver allow it, else multi-row INSERTs of
     * literals as sysbench's prepare; committed every {@value #ROWS_PER_COMMIT} rows. {@code report} hears which
     * of the two ways loads, and why when it is the INSERTs. The target offers it as its bulk loader.
     */
    public BulkLoader bulkLoader(LoadReport report) {
        return new TransactionalLoader(new LocalInfileLoader(new MultiRowInsertLoader(this, ROWS_PER_STATEMENT), report),
                ROWS_PER_COMMIT);
    }

    /** MySQL turns an explicit 0 into the next AUTO_INCREMENT value, which is what sysbench's oltp_insert sends. */
    @Override
    public boolean zeroGeneratesKey() {
        return true;
    }
}
