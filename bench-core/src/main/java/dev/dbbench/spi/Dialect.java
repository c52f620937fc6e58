package dev.dbbench.spi;

import dev.dbbench.sql.MultiRowInsertLoader;
import dev.dbbench.sql.text.SqlSyntax;
import java.util.List;
import java.util.Optional;

/**
 * The SQL differences between servers that workloads need. Workloads build their DDL from these
 * pieces, so one workload runs on every target. Implementations are stateless and thread-safe.
 */
public interface Dialect {

    /** Quotes an identifier that has already passed {@link dev.dbbench.sql.Identifiers} validation. */
    default String quote(String identifier) {
        return '"' + identifier + '"';
    }

    /**
     * The names this dialect answers to where a workload file gives SQL per server ({@code mysql}, {@code postgresql},
     * {@code oceanbase}), most specific first: OceanBase's MySQL mode gives {@code oceanbase} then {@code mysql}, so a
     * file that says nothing of OceanBase runs its MySQL text there. Empty by default: such a dialect takes a file's
     * {@code default} entries only.
     */
    default List<String> names() {
        return List.of();
    }

    /** Column type of an auto-generated integer key, e.g. {@code INTEGER NOT NULL AUTO_INCREMENT} or {@code SERIAL}. */
    String autoIncrementInt();

    /**
     * Text placed after the closing parenthesis of {@code CREATE TABLE}: the engine clause on MySQL plus the
     * user's {@code --create-table-options} (partitioning on OceanBase, for example).
     */
    default String tableOptions(String userOptions) {
        return userOptions.isBlank() ? "" : " " + userOptions;
    }

    /** Statement that opens a transaction; sysbench sends {@code BEGIN} and counts it as "other". */
    default String begin() {
        return "BEGIN";
    }

    default String commit() {
        return "COMMIT";
    }

    default String rollback() {
        return "ROLLBACK";
    }

    default String dropTableIfExists(String quotedTable) {
        return "DROP TABLE IF EXISTS " + quotedTable;
    }

    /**
     * Whether inserting 0 into an auto-increment key makes the server generate a key, as MySQL does
     * (unless sql_mode has NO_AUTO_VALUE_ON_ZERO). sysbench's oltp_insert sends id 0 where it does and
     * leaves the id column out elsewhere (PostgreSQL); the default leaves it out, which works everywhere.
     */
    default boolean zeroGeneratesKey() {
        return false;
    }

    /** Makes the key sequence continue after explicitly inserted ids (PostgreSQL's SERIAL needs it). */
    default String resetSequence(String table, String column) {
        return "";
    }

    /**
     * A query whose one row and column is the server's clock now, in whole milliseconds since 1970-01-01 UTC, read
     * fresh by every call: the clock that the shards of a sharded run keep time by. The default is PostgreSQL's.
     */
    default String clockMillis() {
        return "SELECT CAST(EXTRACT(EPOCH FROM CLOCK_TIMESTAMP()) * 1000 AS BIGINT)";
    }

    /**
     * Every way a session of this server may read SQL text: its quotes and comments under each mode a session can run
     * with ({@code sql_mode}, {@code standard_conforming_strings}). Where dbbench finds placeholders itself it reads a
     * statement by all of them and refuses one they read differently ({@link dev.dbbench.sql.text.Placeholders}). The
     * default is standard SQL's forms alone.
     */
    default List<SqlSyntax> syntaxes() {
        return List.of(SqlSyntax.STANDARD);
    }

    /**
     * Why this server's text cannot hold {@code value} as it is, or empty when it can: what a workload refuses before a
     * run rather than store differently. The default refuses a lone surrogate, a half of a character that no UTF-8
     * text can carry (Java would send {@code ?} instead); a server that cannot hold some character adds it.
     */
    default Optional<String> refusesText(CharSequence value) {
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < value.length() && Character.isLowSurrogate(value.charAt(i + 1))) {
                i++;
            } else if (Character.isSurrogate(c)) {
                return Optional.of(String.format("a lone surrogate (U+%04X), half of a character, which no UTF-8 text can"
                        + " carry", (int) c));
            }
        }
        return Optional.empty();
    }

    /**
     * Appends {@code value} as an SQL string literal that reads back as {@code value} under every one of
     * {@link #syntaxes()}; the default doubles single quotes.
     */
    default void appendLiteral(StringBuilder sql, CharSequence value) {
        sql.append('\'');
        for (int i = 0; i < value.length(); i++) {
            char ch = value.charAt(i);
            if (ch == '\'') {
                sql.append('\'');
            }
            sql.append(ch);
        }
        sql.append('\'');
    }

    /**
     * Whether, under {@code --ps-mode disable}, workloads write parameter values into the statement text
     * themselves ({@code id=40026}, as sysbench and pgbench send it) instead of leaving that to the driver's
     * client-side prepared statements. Say yes when the driver writes values in a form that costs the server
     * more to parse (pgJDBC's simple mode sends {@code id=('40026'::int4)}); the default trusts the driver,
     * as MySQL's drivers already send {@code id=40026}.
     */
    default boolean inlinesParameters() {
        return false;
    }

    /**
     * Whether {@code prepare} adds a table's primary key after loading it rather than declaring it in
     * {@code CREATE TABLE}, as {@code pgbench -i} does: the finished table is the same, and a server that
     * builds a B-tree from a sorted scan faster than it inserts every row into one says so (PostgreSQL,
     * about 20 % less server time per row). The default keeps the key inline, which InnoDB needs: its
     * primary key is the table's clustering, and adding one later rebuilds the table.
     */
    default boolean primaryKeyAfterLoad() {
        return false;
    }

    /**
     * Loader used by {@code prepare}; the default sends multi-row INSERTs, PostgreSQL uses COPY. Every loader tells
     * {@code report} how it loads, which {@code prepare}'s summary names; one that can fall back to a slower way
     * says why it took it, so the user hears why a load is slow and how to make it fast
     * ({@link BulkLoader#reporting} serves a loader with one way). One method, not one with and one without the
     * report: a subclass that overrode only one of two would be bypassed by callers of the other (a vendor's
     * TLS-aware loader was).
     */
    default BulkLoader bulkLoader(LoadReport report) {
        return MultiRowInsertLoader.reporting(this, report);
    }
}
