package dev.dbbench.cli.options;

/** The help of {@code --client} and {@code --event-loops}, shared by run, sweep and stability. */
final class ClientHelp {
    static final String CLIENT = "Client that runs the workers: auto (default) picks the target's own wire client (PostgreSQL, MySQL,"
            + " MariaDB, OceanBase) for workloads with an event script (pgbench_* and every oltp_*) over --host/--port, with TLS as"
            + " --ssl-mode says, and the JDBC driver otherwise (Aurora, select_random_*, --url, --socket, driver properties);"
            + " jdbc (one thread per worker) and wire force one. The console and the manifest say which ran and why.";
    static final String EVENT_LOOPS = "Threads of the wire client, each serving an equal share of the workers; a thread with one"
            + " worker blocks on its socket (default: one per worker; for PostgreSQL beyond 16 workers, one per core).";

    private ClientHelp() {
    }
}
