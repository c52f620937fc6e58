package dev.dbbench.cli.it;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.dbbench.testing.TestServers;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A primary and its replica started by {@code scripts/setup-replicas.sh}, from the variables {@code scripts/test-env.sh}
 * exports: {@code DBBENCH_MYSQL_PRIMARY_*} and {@code DBBENCH_MYSQL_REPLICA_*} for MariaDB,
 * {@code DBBENCH_POSTGRES_PRIMARY_*} and {@code DBBENCH_POSTGRES_STANDBY_*} for PostgreSQL. The tests control the pair
 * (stop the applier, promote the replica) as its {@code _ADMIN_USER}, who logs in from 127.0.0.1 without a password.
 */
record ReplicaPair(String target, String scheme, String primary, String replica, String user, String password, String db,
                   String admin) {

    static ReplicaPair mariadb() {
        return require("DBBENCH_MYSQL_PRIMARY", "DBBENCH_MYSQL_REPLICA", "mariadb", "jdbc:mariadb://");
    }

    static ReplicaPair postgres() {
        return require("DBBENCH_POSTGRES_PRIMARY", "DBBENCH_POSTGRES_STANDBY", "postgresql", "jdbc:postgresql://");
    }

    private static ReplicaPair require(String primary, String replica, String target, String scheme) {
        Map<String, String> env = System.getenv();
        assumeTrue(env.get(primary + "_HOST") != null && env.get(replica + "_HOST") != null,
                () -> "skipped: no replicated pair; run 'bash scripts/setup-replicas.sh' and 'source scripts/test-env.sh' ("
                        + primary + "_HOST and " + replica + "_HOST)");
        return new ReplicaPair(target, scheme, env.get(primary + "_HOST") + ":" + env.get(primary + "_PORT"),
                env.get(replica + "_HOST") + ":" + env.get(replica + "_PORT"), env.get(replica + "_USER"),
                env.getOrDefault(replica + "_PASSWORD", ""), env.getOrDefault(replica + "_DB", "dbbench"),
                env.getOrDefault(replica + "_ADMIN_USER", "root"));
    }

    /** The command-line options of a target whose writer is the primary and whose reader is the replica. */
    List<String> cliArgs(String... more) {
        List<String> args = new ArrayList<>(List.of("--target", target, "--host", primary.split(":")[0], "--port",
                primary.split(":")[1], "--user", user, "--db", db, "--password-file", passwordFile().toString()));
        args.addAll(List.of(more));
        return args;
    }

    /** Runs {@code sql} on the replica ({@code onReplica}) or the primary as the pair's superuser. */
    void admin(boolean onReplica, String... sql) throws SQLException {
        String url = scheme + (onReplica ? replica : primary) + "/" + (isPostgres() ? "postgres" : "?sslMode=disable");
        try (Connection c = DriverManager.getConnection(url, admin, ""); Statement st = c.createStatement()) {
            for (String s : sql) {
                st.execute(s);
            }
        }
    }

    /** A connection to {@code db} on the replica as the test user. */
    Connection replicaConnection() throws SQLException {
        return DriverManager.getConnection(scheme + replica + "/" + db + (isPostgres() ? "" : "?sslMode=disable"), user, password);
    }

    /** Whether this is the PostgreSQL pair; the MariaDB driver asks for TLS unless told not to, which the pair lacks. */
    private boolean isPostgres() {
        return scheme.contains("postgresql");
    }

    private Path passwordFile() {
        return new TestServers.Server(TestServers.Kind.MYSQL, "", 0, user, password, db, Optional.empty()).passwordFile();
    }
}
