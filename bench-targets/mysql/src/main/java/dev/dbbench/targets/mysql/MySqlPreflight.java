package dev.dbbench.targets.mysql;

import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.target.ServerVariables;
import java.sql.Connection;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The MySQL-family limits that make a run fail part-way: connections and, with server-side prepared
 * statements, the server-wide statement count (at 512 threads MySQL refuses new statements past
 * {@code max_prepared_stmt_count}). Used on the caller's thread with the caller's connection.
 */
public final class MySqlPreflight {
    /** Connections the harness keeps besides the workers (this check's own and a monitor). */
    public static final int HARNESS_CONNECTIONS = 2;

    private final Connection connection;

    public MySqlPreflight(Connection connection) {
        this.connection = connection;
    }

    public List<String> check(int threads, PsMode psMode, int statementsPerWorker) {
        Map<String, String> vars = ServerVariables.read(connection, "SHOW GLOBAL VARIABLES WHERE Variable_name IN"
                + " ('max_connections','max_user_connections','max_prepared_stmt_count')");
        Map<String, String> status = ServerVariables.read(connection, "SHOW GLOBAL STATUS WHERE Variable_name IN"
                + " ('Threads_connected','Prepared_stmt_count')");
        List<String> problems = new ArrayList<>();
        long inUse = number(status, "Threads_connected", 1);
        long maxConnections = number(vars, "max_connections", -1);
        long needed = inUse + threads + HARNESS_CONNECTIONS;
        if (maxConnections >= 0 && needed > maxConnections) {
            problems.add("max_connections is " + maxConnections + " and " + inUse + " connections are in use; "
                    + threads + " threads need " + needed + ": SET GLOBAL max_connections = " + needed
                    + " (and persist it in my.cnf or the parameter group)");
        }
        long perUser = number(vars, "max_user_connections", 0);
        if (perUser > 0 && threads + HARNESS_CONNECTIONS > perUser) {
            problems.add("max_user_connections is " + perUser + "; " + threads + " threads need "
                    + (threads + HARNESS_CONNECTIONS) + ": SET GLOBAL max_user_connections = "
                    + (threads + HARNESS_CONNECTIONS) + " or 0");
        }
        long maxStatements = number(vars, "max_prepared_stmt_count", -1);
        if (psMode == PsMode.AUTO && statementsPerWorker > 0 && maxStatements >= 0) {
            long prepared = number(status, "Prepared_stmt_count", 0);
            long wanted = prepared + (long) threads * statementsPerWorker;
            if (wanted > maxStatements) {
                problems.add("max_prepared_stmt_count is " + maxStatements + " and " + prepared + " statements are"
                        + " prepared; " + threads + " threads x " + statementsPerWorker + " statements need " + wanted
                        + ": SET GLOBAL max_prepared_stmt_count = " + wanted + ", or run with --ps-mode disable");
            }
        }
        return problems;
    }

    private static long number(Map<String, String> values, String name, long absent) {
        try {
            return values.containsKey(name) ? Long.parseLong(values.get(name).trim()) : absent;
        } catch (NumberFormatException e) {
            return absent;
        }
    }
}
