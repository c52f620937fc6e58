package dev.dbbench.embedded;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Runs the real server, as whatever user the build runs as (root in CI, which is the case worth proving). */
class EmbeddedPostgresTest {

    @Test
    void startsServesAndLeavesNothingBehind() throws Exception {
        long t0 = System.nanoTime();
        EmbeddedPostgres pg = EmbeddedPostgres.start();
        System.out.printf("embedded PostgreSQL %s started in %d ms%n", pg.version(), (System.nanoTime() - t0) / 1_000_000);
        long pid = pg.pid();
        List<ProcessHandle> children = ProcessHandle.of(pid).orElseThrow().children().toList();
        Path runDir = pg.runDir();
        EmbeddedPostgres.Endpoint ep = pg.endpoint();
        try (pg) {
            assertThat(pid).isPositive();
            assertThat(pg.version()).matches("1[0-9]\\.\\d+");
            assertThat(ep.user()).isEqualTo("dbbench");
            assertThat(ep.database()).isEqualTo("dbbench");
            assertThat(ep.password()).hasSizeGreaterThanOrEqualTo(20);
            assertThat(ep.toString()).doesNotContain(ep.password());
            assertThat(pg.settings()).containsEntry("max_connections", "300").containsEntry("fsync", "on");
            try (Connection c = connect(ep, ep.password()); Statement st = c.createStatement()) {
                assertThat(scalar(st, "select version()")).startsWith("PostgreSQL " + pg.version());
                assertThat(scalar(st, "show max_connections")).isEqualTo("300");
                assertThat(scalar(st, "select current_user || '@' || current_database()")).isEqualTo("dbbench@dbbench");
                st.execute("create table t (id int primary key, v text)");
                st.execute("insert into t select g, md5(g::text) from generate_series(1, 1000) g");
                assertThat(scalar(st, "select count(*) from t")).isEqualTo("1000");
            }
            assertThatThrownBy(() -> connect(ep, "wrong")).isInstanceOf(SQLException.class);
        }
        assertThat(ProcessHandle.of(pid).filter(Pids::running)).isEmpty();
        assertThat(children).isNotEmpty().noneMatch(Pids::running);
        assertThat(runDir).doesNotExist();
        try (ServerSocket s = new ServerSocket(ep.port(), 1, InetAddress.getByName(ep.host()))) {
            assertThat(s.getLocalPort()).isEqualTo(ep.port());
        }
        pg.close(); // idempotent
    }

    @Test
    void warmStartIsFastAndInstancesAreIndependent() throws Exception {
        EmbeddedPostgres.start().close(); // make sure the binaries are unpacked
        long t0 = System.nanoTime();
        try (EmbeddedPostgres a = EmbeddedPostgres.start(); EmbeddedPostgres b = EmbeddedPostgres.start()) {
            long ms = (System.nanoTime() - t0) / 1_000_000 / 2;
            System.out.printf("embedded PostgreSQL warm start: %d ms%n", ms);
            assertThat(ms).isLessThan(5_000);
            assertThat(a.endpoint().port()).isNotEqualTo(b.endpoint().port());
            try (Connection c = connect(a.endpoint(), a.endpoint().password())) {
                assertThat(c.isValid(2)).isTrue();
            }
            try (Connection c = connect(b.endpoint(), b.endpoint().password())) {
                assertThat(c.isValid(2)).isTrue();
            }
        }
    }

    /** Simulates a JVM killed with -9: its server is still up, and the next start must stop it. */
    @Test
    void nextStartReapsServersOfDeadJvms() throws Exception {
        EmbeddedPostgres live = EmbeddedPostgres.start();
        Path runs = live.runDir().getParent();
        Binaries bin = Binaries.install(runs.getParent());
        Path orphanDir = Files.createDirectory(runs.resolve(Long.MAX_VALUE + "-orphan"));
        RunAs runAs = RunAs.detect();
        runAs.own(orphanDir);
        Cluster orphan = new Cluster(bin, runAs, orphanDir);
        orphan.init("dbbench", "pw-orphan", "dbbench", Map.of("listen_addresses", "127.0.0.1", "unix_socket_directories", ""));
        orphan.start(freePort());
        long orphanPid = orphan.postmaster().orElseThrow().pid();
        try {
            EmbeddedPostgres.start().close();
            assertThat(ProcessHandle.of(orphanPid).filter(Pids::running)).isEmpty();
            assertThat(orphanDir).doesNotExist();
            assertThat(live.pid()).as("a live JVM's server is left alone").isPositive();
        } finally {
            orphan.destroy("immediate");
            live.close();
        }
    }

    private static Connection connect(EmbeddedPostgres.Endpoint ep, String password) throws SQLException {
        String url = "jdbc:postgresql://" + ep.host() + ":" + ep.port() + "/" + ep.database();
        return DriverManager.getConnection(url, ep.user(), password);
    }

    private static String scalar(Statement st, String sql) throws SQLException {
        try (ResultSet rs = st.executeQuery(sql)) {
            rs.next();
            return rs.getString(1);
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            return s.getLocalPort();
        }
    }
}
