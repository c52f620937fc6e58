package dev.dbbench.workloads.sbtest;

import dev.dbbench.spi.Dialect;
import java.util.List;

/**
 * Names and DDL of sysbench's tables. Names stay unquoted, as sysbench writes them: {@code sbtestN}
 * is a plain lower-case identifier on every server, and quoting it here but not in the workload's
 * statements would make PostgreSQL's case folding disagree between the two.
 */
public final class SbtestSchema {
    /** Column order of every loaded row. */
    public static final List<String> COLUMNS = List.of("id", "k", "c", "pad");

    private SbtestSchema() {
    }

    /** {@code sbtest<n>}, n from 1. */
    public static String table(int n) {
        return "sbtest" + n;
    }

    /**
     * sysbench's CREATE TABLE, with the id type and table options taken from the target's dialect; without
     * the primary key where the dialect adds it after loading ({@link #addPrimaryKey}).
     */
    public static String createTable(int n, Dialect dialect, boolean autoInc, String tableOptions) {
        String id = autoInc ? dialect.schema().autoIncrementInt() : "INTEGER NOT NULL";
        return "CREATE TABLE " + table(n) + "(\n"
                + "  id " + id + ",\n"
                + "  k INTEGER DEFAULT '0' NOT NULL,\n"
                + "  c CHAR(120) DEFAULT '' NOT NULL,\n"
                + "  pad CHAR(60) DEFAULT '' NOT NULL"
                + (dialect.schema().primaryKeyAfterLoad() ? "\n" : ",\n  PRIMARY KEY (id)\n")
                + ")" + dialect.schema().tableOptions(tableOptions);
    }

    /** The primary key of a table created without it. */
    public static String addPrimaryKey(int n) {
        return "ALTER TABLE " + table(n) + " ADD PRIMARY KEY (id)";
    }

    /** The secondary index sysbench builds after loading. */
    public static String createIndex(int n) {
        return "CREATE INDEX k_" + n + " ON " + table(n) + "(k)";
    }
}
