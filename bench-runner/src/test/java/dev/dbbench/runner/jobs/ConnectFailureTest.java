package dev.dbbench.runner.jobs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.plugin.Plugins;
import java.sql.SQLException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A missing database is named as the user gave it: from --url when there is one, never the --db default. */
class ConnectFailureTest {

    @Test
    void mysqlUrlNamesItsOwnDatabase() {
        ResolvedTarget t = resolve("mysql", "jdbc:mysql://127.0.0.1:3306/nosuchdb", "dbbench");
        String line = ConnectFailure.explain(t, new SQLException("Unknown database 'nosuchdb'", "42000", 1049)).getMessage();
        assertThat(line).startsWith("database 'nosuchdb' does not exist at jdbc:mysql://127.0.0.1:3306/nosuchdb")
                .contains("--url").doesNotContain("'dbbench'").doesNotContain("--db");
    }

    @Test
    void postgresqlUrlNamesItsOwnDatabase() {
        ResolvedTarget t = resolve("postgresql", "jdbc:postgresql://127.0.0.1:5432/nosuchdb?sslmode=disable", "dbbench");
        String line = ConnectFailure.explain(t, new SQLException("FATAL: database \"nosuchdb\" does not exist", "3D000")).getMessage();
        assertThat(line).startsWith("database 'nosuchdb' does not exist at").doesNotContain("'dbbench'");
    }

    @Test
    void aUrlWithoutADatabaseDoesNotBlameTheDbDefault() {
        ResolvedTarget t = resolve("postgresql", "jdbc:postgresql://127.0.0.1:5432/", "dbbench");
        String line = ConnectFailure.explain(t, new SQLException("FATAL: database \"dbbench\" does not exist", "3D000")).getMessage();
        assertThat(line).startsWith("the driver's default database does not exist").contains("--url");
    }

    @Test
    void withoutAUrlTheDbOptionIsNamed() {
        Given.Target o = options("mysql", "dbbench");
        o.db = "shop";
        ResolvedTarget t = new TargetResolver(Plugins.builtIn(), globals().spec(), new Secrets()).resolve(List.of(o.spec())).get(0);
        String line = ConnectFailure.explain(t, new SQLException("Unknown database 'shop'", "42000", 1049)).getMessage();
        assertThat(line).startsWith("database 'shop' does not exist at").contains("--db");
    }

    /** MySQL's 1044 is a database missing or not granted: the login worked, so the password is not to blame. */
    @Test
    void aDatabaseNotGrantedIsNotAFailedLogin() {
        Given.Target o = options("mysql", "dbbench");
        o.db = "shop";
        ResolvedTarget t = new TargetResolver(Plugins.builtIn(), globals().spec(), new Secrets()).resolve(List.of(o.spec())).get(0);
        String line = ConnectFailure.explain(t, new SQLException("Access denied for user 'dbbench'@'%' to database 'shop'", "42000",
                1044)).getMessage();
        assertThat(line).startsWith("user 'dbbench' may not use database 'shop' at ").contains("does not exist or is not granted", "--db")
                .doesNotContain("password", "authentication");
    }

    /** A server without TLS under --ssl-mode require: the option is what to change. */
    @Test
    void aServerWithoutTlsNamesSslMode() {
        Given.Target o = options("postgresql", "dbbench");
        o.sslMode = "require";
        ResolvedTarget t = new TargetResolver(Plugins.builtIn(), globals().spec(), new Secrets()).resolve(List.of(o.spec())).get(0);
        String line = ConnectFailure.explain(t, new SQLException("The server does not support SSL.", "08004")).getMessage();
        assertThat(line).isEqualTo("the server at " + t.where() + " does not offer TLS, but --ssl-mode is require; give --ssl-mode "
                + "prefer or disable, or enable TLS on the server");
    }

    private static ResolvedTarget resolve(String target, String url, String user) {
        Given.Target o = options(target, user);
        o.url = url;
        return new TargetResolver(Plugins.builtIn(), globals().spec(), new Secrets()).resolve(List.of(o.spec())).get(0);
    }

    private static Given.Globals globals() {
        Given.Globals g = new Given.Globals();
        g.connectTimeout = "10s";
        g.queryTimeout = "30s";
        return g;
    }

    private static Given.Target options(String target, String user) {
        Given.Target o = new Given.Target();
        o.target = target;
        o.user = user;
        return o;
    }
}
