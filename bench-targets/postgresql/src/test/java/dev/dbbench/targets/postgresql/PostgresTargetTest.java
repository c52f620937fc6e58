package dev.dbbench.targets.postgresql;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.UsageException;
import dev.dbbench.spi.target.ConnectionSpec;
import dev.dbbench.spi.target.DriverTimeoutUnits;
import dev.dbbench.spi.target.ErrorClass;
import dev.dbbench.spi.target.ErrorCodeForm;
import dev.dbbench.spi.target.Secret;
import dev.dbbench.spi.target.SslMode;
import dev.dbbench.wire.WatchedSocketFactory;
import java.io.EOFException;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.postgresql.util.PSQLException;
import org.postgresql.util.PSQLState;

class PostgresTargetTest {
    private static final String PASSWORD = "s3cret Pass";
    private final PostgresTarget target = new PostgresTarget();
    private final ConnectionSpec spec = ConnectionSpec.of("db.example", 0, "bench", Secret.of(PASSWORD), "sbtest");

    @Test
    void offersItsOwnWireClient() {
        assertThat(target.wireClient()).isPresent();
        assertThat(target.wireClient().get().describe(PsMode.AUTO)).contains("PostgreSQL wire protocol");
    }

    @Test
    void tcpGoesThroughTheWatchedSocketUnlessTheUserNamesAFactory() {
        assertThat(target.connector().driverProperties(spec, PsMode.AUTO)).containsEntry("socketFactory", WatchedSocketFactory.class.getName());
        ConnectionSpec own = spec.withProperties(java.util.Map.of("socketFactory", "javax.net.DefaultSocketFactory"));
        assertThat(target.connector().driverProperties(own, PsMode.AUTO)).containsEntry("socketFactory", "javax.net.DefaultSocketFactory");
    }

    @Test
    void buildsTheUrlFromPartsWithTheDefaultPortAndNoPassword() {
        assertThat(target.connector().jdbcUrl(spec)).isEqualTo("jdbc:postgresql://db.example:5432/sbtest");
        assertThat(target.connector().jdbcUrl(ConnectionSpec.of("fe80::1", 6432, "u", Secret.none(), "x")))
                .isEqualTo("jdbc:postgresql://[fe80::1]:6432/x");
    }

    @Test
    void aSocketDirectoryOrFileConnectsThroughJunixsocketOnLocalhost() {
        ConnectionSpec dir = spec.withPort(5433).withSocket(Optional.of(Path.of("/var/run/postgresql")));
        assertThat(target.connector().jdbcUrl(dir)).isEqualTo("jdbc:postgresql://localhost:5433/sbtest");
        assertThat(target.connector().driverProperties(dir, PsMode.AUTO))
                .containsEntry("socketFactory", "org.newsclub.net.unix.AFUNIXSocketFactory$FactoryArg")
                .containsEntry("socketFactoryArg", "/var/run/postgresql/.s.PGSQL.5433");
        ConnectionSpec file = spec.withSocket(Optional.of(Path.of("/tmp/.s.PGSQL.7000")));
        assertThat(target.connector().driverProperties(file, PsMode.AUTO)).containsEntry("socketFactoryArg", "/tmp/.s.PGSQL.7000");
    }

    @Test
    void aUserUrlReplacesThePartsAndLosesItsPassword() {
        ConnectionSpec url = new ConnectionSpec("x", 1, "", Secret.none(), "y",
                Optional.of("jdbc:postgresql://h:5499/other?password=s3cret+Pass&prepareThreshold=3"), Optional.empty(),
                SslMode.PREFER, Optional.empty(), Duration.ofSeconds(1), Duration.ofSeconds(1), Map.of());
        assertThat(target.connector().jdbcUrl(url)).isEqualTo("jdbc:postgresql://h:5499/other?prepareThreshold=3");
        Properties p = target.connector().driverProperties(url, PsMode.AUTO);
        assertThat(p).containsEntry("password", PASSWORD).doesNotContainKey("prepareThreshold").doesNotContainKey("user");
        assertThat(target.connector().manifest(url, PsMode.AUTO).toString()).doesNotContain("s3cret");
        assertThatThrownBy(() -> target.connector().jdbcUrl(url.withUrl(Optional.of("jdbc:mysql://h/db?password=" + PASSWORD))))
                .isInstanceOf(UsageException.class).hasMessageContaining("jdbc:postgresql:").hasMessageNotContaining("s3cret");
    }

    @Test
    void psModeAutoPreparesFromTheFirstUseAndDisableUsesTheSimpleProtocol() {
        assertThat(target.connector().driverProperties(spec, PsMode.AUTO)).containsEntry("prepareThreshold", "1")
                .containsEntry("preferQueryMode", "extended");
        assertThat(target.connector().driverProperties(spec, PsMode.DISABLE)).containsEntry("preferQueryMode", "simple")
                .doesNotContainKey("prepareThreshold");
    }

    @Test
    void timeoutsAreWholeSecondsRoundedUp() {
        Properties p = target.connector().driverProperties(spec.withTimeouts(Duration.ofMillis(2500), Duration.ZERO), PsMode.AUTO);
        assertThat(p).containsEntry("connectTimeout", "3").containsEntry("loginTimeout", "3")
                .containsEntry("socketTimeout", "0").containsEntry("user", "bench").containsEntry("password", PASSWORD);
        assertThat(target.connector().manifest(spec, PsMode.AUTO)).doesNotContainKey("driver.password")
                .hasEntrySatisfying("jdbc.driver", v -> assertThat(v).startsWith("PostgreSQL JDBC Driver "));
    }

    @Test
    void sslModesMapToLibpqNamesWithTheRootCertificate() {
        assertThat(sslMode(SslMode.DISABLE)).isEqualTo("disable");
        assertThat(sslMode(SslMode.PREFER)).isEqualTo("prefer");
        assertThat(sslMode(SslMode.REQUIRE)).isEqualTo("require");
        assertThat(sslMode(SslMode.VERIFY_CA)).isEqualTo("verify-ca");
        assertThat(sslMode(SslMode.VERIFY_FULL)).isEqualTo("verify-full");
        assertThat(target.connector().driverProperties(spec.withSsl(SslMode.VERIFY_FULL, Optional.of(Path.of("/etc/ca.pem"))),
                PsMode.AUTO)).containsEntry("sslrootcert", "/etc/ca.pem");
    }

    @Test
    void classifiesBySqlState() {
        Set<String> ignored = target.errors().defaultIgnored();
        assertThat(ignored).containsExactlyInAnyOrder("40P01", "40001", "23505");
        SQLException deadlock = new SQLException("deadlock detected", "40P01");
        assertThat(target.errors().code(deadlock)).isEqualTo("40P01");
        assertThat(target.errors().classify(deadlock, ignored)).isEqualTo(ErrorClass.IGNORABLE);
        assertThat(target.errors().classify(new SQLException("relation does not exist", "42P01"), ignored)).isEqualTo(ErrorClass.FATAL);
        assertThat(target.errors().code(new SQLException("no state"))).isEqualTo("unknown");
    }

    /** MySQL's 1213 (a sysbench habit) never matches PostgreSQL's SQLSTATEs: it is refused, not put in place of the defaults. */
    @Test
    void takesOnlySqlStatesForIgnoreErrors() {
        assertThat(target.errors().codeForm().matches("40P01")).isTrue();
        assertThat(target.errors().codeForm().matches("1213")).isFalse();
        assertThat(target.errors().codeForm().matches("X")).isFalse();
        assertThat(target.errors().codeForm()).isEqualTo(ErrorCodeForm.SQLSTATE);
    }

    @Test
    void recognisesLostConnections() {
        assertThat(target.errors().isConnectionLost(new SQLException("terminating connection due to administrator command", "57P01")))
                .isTrue();
        assertThat(target.errors().isConnectionLost(new SQLException("the database system is starting up", "57P03"))).isTrue();
        assertThat(target.errors().isConnectionLost(new SQLException("sorry, too many clients already", "53300"))).isTrue();
        assertThat(target.errors().isConnectionLost(new PSQLException("An I/O error occurred while sending to the backend.",
                PSQLState.CONNECTION_FAILURE, new EOFException()))).isTrue();
        assertThat(target.errors().isConnectionLost(new SQLException("wrapped", "XX000", new EOFException()))).isTrue();
        assertThat(target.errors().classify(new SQLException("gone", "57P01"), Set.of("57P01"))).isEqualTo(ErrorClass.CONNECTION);
        assertThat(target.errors().isConnectionLost(new SQLException("canceling statement due to statement timeout", "57014")))
                .as("a cancelled statement leaves the session usable").isFalse();
        assertThat(target.errors().isConnectionLost(new SQLException("could not serialize access", "40001"))).isFalse();
    }

    private String sslMode(SslMode mode) {
        return target.connector().driverProperties(spec.withSsl(mode, Optional.empty()), PsMode.AUTO).getProperty("sslmode");
    }

    @Test
    void timeoutUnitsAreThoseTheManifestRecordsIn() {
        DriverTimeoutUnits.assertMatchTheManifest(target, spec, "connectTimeout", "loginTimeout", "socketTimeout");
    }
}
