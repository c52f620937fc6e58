package dev.dbbench.spi;

/**
 * The part of a {@link Dialect} that a workload's schema needs: the type of a generated key, the options after
 * {@code CREATE TABLE}, and how keys behave when rows are loaded with explicit ids. Stateless and thread-safe, like the
 * dialect that returns it; only {@link #autoIncrementInt()} has no default, so a lambda can be one.
 */
public interface SchemaSql {

    /**
     * The column type of an auto-generated integer key.
     *
     * @return for example {@code INTEGER NOT NULL AUTO_INCREMENT} or {@code SERIAL}
     */
    String autoIncrementInt();

    /**
     * Text placed after the closing parenthesis of {@code CREATE TABLE}: the engine clause on MySQL plus the user's
     * {@code --create-table-options} (partitioning on OceanBase, for example).
     *
     * @param userOptions the user's table options, already checked; blank when none were given
     * @return the text, starting with a space when not empty; by default the user's options alone
     */
    default String tableOptions(String userOptions) {
        return userOptions.isBlank() ? "" : " " + userOptions;
    }

    /**
     * The statement that drops a table when it exists.
     *
     * @param quotedTable the table's name, quoted with {@link Dialect#quote} or known to need no quotes
     * @return {@code DROP TABLE IF EXISTS} the table, by default
     */
    default String dropTableIfExists(String quotedTable) {
        return "DROP TABLE IF EXISTS " + quotedTable;
    }

    /**
     * Whether inserting 0 into an auto-increment key makes the server generate a key, as MySQL does (unless sql_mode
     * has NO_AUTO_VALUE_ON_ZERO). sysbench's oltp_insert sends id 0 where it does and leaves the id column out
     * elsewhere (PostgreSQL).
     *
     * @return false by default, which leaves the column out: that works everywhere
     */
    default boolean zeroGeneratesKey() {
        return false;
    }

    /**
     * The statement that makes a key's sequence continue after explicitly inserted ids (PostgreSQL's {@code SERIAL}
     * needs one after a load).
     *
     * @param table  the table's name, quoted or not
     * @param column the key column's name, quoted or not
     * @return the statement, or empty (the default) when the server needs none
     * @throws UsageException when a name is not a plain identifier
     */
    default String resetSequence(String table, String column) {
        return "";
    }

    /**
     * Whether {@code prepare} adds a table's primary key after loading it rather than declaring it in
     * {@code CREATE TABLE}, as {@code pgbench -i} does: the finished table is the same, and a server that builds a
     * B-tree from a sorted scan faster than it inserts every row into one says so (PostgreSQL, about 20 % less server
     * time per row).
     *
     * @return false by default, keeping the key inline, which InnoDB needs: its primary key is the table's
     *         clustering, and adding one later rebuilds the table
     */
    default boolean primaryKeyAfterLoad() {
        return false;
    }
}
