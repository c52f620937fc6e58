package dev.dbbench.targets.mysql;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.mysql.cj.jdbc.exceptions.CommunicationsException;
import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.UsageException;
import dev.dbbench.spi.target.ConnectionSpec;
import dev.dbbench.spi.target.DriverTimeoutUnits;
import dev.dbbench.spi.target.ErrorClass;
import dev.dbbench.spi.target.Secret;
import dev.dbbench.spi.target.SslMode;
import java.io.EOFException;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.sql.SQLException;
import java.sql.SQLTransactionRollbackException;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;
import org.junit.jupiter.api.Test;

class MySqlTargetTest {
    private static final String PASSWORD = "s3cret-Pass";
    private final MySqlTarget target = new MySqlTarget();
    private final ConnectionSpec spec = ConnectionSpec.of("db.example", 0, "bench", Secret.of(PASSWORD), "sbtest");

    @Test
    void offersItsOwnWireClient() {
        assertThat(target.wireClient()).isPresent();
        assertThat(target.wireClient().get().describe(PsMode.AUTO)).contains("MySQL wire protocol");
    }

    @Test
    void tcpGoesThroughTheWatchedSocketUnlessTheUserNamesAFactory() {
        assertThat(target.connector().driverProperties(spec, PsMode.AUTO)).containsEntry("socketFactory", WatchedConnectorJSocketFactory.class.getName());
        ConnectionSpec own = spec.withProperties(java.util.Map.of("socketFactory", "com.mysql.cj.protocol.StandardSocketFactory"));
        assertThat(target.connector().driverProperties(own, PsMode.AUTO)).containsEntry("socketFactory", "com.mysql.cj.protocol.StandardSocketFactory");
    }

    @Test
    void buildsTheUrlFromPartsWithTheDefaultPortAndNoPassword() {
        assertThat(target.connector().jdbcUrl(spec)).isEqualTo("jdbc:mysql://db.example:3306/sbtest");
        assertThat(target.connector().jdbcUrl(spec.withPort(3307).withDatabase("my db"))).isEqualTo("jdbc:mysql://db.example:3307/my%20db");
        assertThat(target.connector().jdbcUrl(ConnectionSpec.of("::1", 3306, "u", Secret.none(), "x"))).isEqualTo("jdbc:mysql://[::1]:3306/x");
    }

    @Test
    void aUnixSocketConnectsThroughJunixsocket() {
        ConnectionSpec socket = spec.withSocket(Optional.of(Path.of("/run/mysqld/mysqld.sock")));
        assertThat(target.connector().jdbcUrl(socket)).isEqualTo("jdbc:mysql://localhost:3306/sbtest");
        Properties p = target.connector().driverProperties(socket, PsMode.AUTO);
        assertThat(p).containsEntry("socketFactory", "org.newsclub.net.mysql.AFUNIXDatabaseSocketFactoryCJ")
                .containsEntry("junixsocket.file", "/run/mysqld/mysqld.sock");
    }

    @Test
    void aUserUrlReplacesThePartsAndLosesItsPassword() {
        ConnectionSpec url = spec.withUrl(Optional.of("jdbc:mysql://root:" + PASSWORD + "@h1:3310/other?sslMode=REQUIRED"))
                .withSsl(SslMode.DISABLE, Optional.empty());
        ConnectionSpec noPassword = new ConnectionSpec("x", 1, "bench", Secret.none(), "y", url.url(), Optional.empty(),
                SslMode.DISABLE, Optional.empty(), Duration.ofSeconds(1), Duration.ofSeconds(1), Map.of());
        assertThat(target.connector().jdbcUrl(noPassword)).isEqualTo("jdbc:mysql://root@h1:3310/other?sslMode=REQUIRED");
        Properties p = target.connector().driverProperties(noPassword, PsMode.AUTO);
        assertThat(p).containsEntry("password", PASSWORD)
                .doesNotContainKey("user")
                .doesNotContainKey("sslMode");
        assertThat(target.connector().manifest(noPassword, PsMode.AUTO).toString()).doesNotContain(PASSWORD);
    }

    @Test
    void aUrlForAnotherDriverIsAUsageErrorThatHidesThePassword() {
        ConnectionSpec pg = spec.withUrl(Optional.of("jdbc:postgresql://h/db?password=" + PASSWORD));
        assertThatThrownBy(() -> target.connector().jdbcUrl(pg)).isInstanceOf(UsageException.class)
                .hasMessageContaining("jdbc:mysql:").hasMessageNotContaining(PASSWORD);
    }

    @Test
    void psModeAutoPreparesOnTheServerAndDisableSendsText() {
        assertThat(target.connector().driverProperties(spec, PsMode.AUTO)).containsEntry("useServerPrepStmts", "true")
                .containsEntry("cachePrepStmts", "true").containsEntry("useLocalSessionState", "true")
                .containsEntry("useAffectedRows", "true");
        assertThat(target.connector().driverProperties(spec, PsMode.DISABLE)).containsEntry("useServerPrepStmts", "false");
    }

    @Test
    void credentialsAndTimeoutsInMilliseconds() {
        Properties p = target.connector().driverProperties(spec.withTimeouts(Duration.ofMillis(1500), Duration.ZERO), PsMode.AUTO);
        assertThat(p).containsEntry("user", "bench").containsEntry("password", PASSWORD)
                .containsEntry("connectTimeout", "1500").containsEntry("socketTimeout", "0");
        assertThat(target.connector().manifest(spec, PsMode.AUTO)).doesNotContainKey("driver.password")
                .containsEntry("driver.useServerPrepStmts", "true")
                .hasEntrySatisfying("jdbc.driver", v -> assertThat(v).startsWith("MySQL Connector/J "));
    }

    @Test
    void sslModesMapToConnectorJNames() {
        assertThat(sslMode(SslMode.DISABLE)).isEqualTo("DISABLED");
        assertThat(sslMode(SslMode.PREFER)).isEqualTo("PREFERRED");
        assertThat(sslMode(SslMode.REQUIRE)).isEqualTo("REQUIRED");
        assertThat(sslMode(SslMode.VERIFY_CA)).isEqualTo("VERIFY_CA");
        assertThat(sslMode(SslMode.VERIFY_FULL)).isEqualTo("VERIFY_IDENTITY");
        assertThat(target.connector().driverProperties(spec.withSsl(SslMode.DISABLE, Optional.empty()), PsMode.AUTO))
                .containsEntry("allowPublicKeyRetrieval", "true");
        assertThat(target.connector().driverProperties(spec.withSsl(SslMode.REQUIRE, Optional.empty()), PsMode.AUTO))
                .doesNotContainKey("allowPublicKeyRetrieval");
    }

    @Test
    void aPemCaBecomesATrustStoreAndAKeyStoreIsPassedAsIs() throws URISyntaxException {
        Path pem = Path.of(getClass().getResource("/test-ca.pem").toURI());
        Properties p = target.connector().driverProperties(spec.withSsl(SslMode.VERIFY_CA, Optional.of(pem)), PsMode.AUTO);
        assertThat(p.getProperty("trustCertificateKeyStoreUrl")).startsWith("file:").endsWith(".p12");
        assertThat(p).containsEntry("trustCertificateKeyStoreType", "PKCS12");
        Properties jks = target.connector().driverProperties(spec.withSsl(SslMode.VERIFY_CA, Optional.of(Path.of("/etc/ca.jks"))),
                PsMode.AUTO);
        assertThat(jks).containsEntry("trustCertificateKeyStoreUrl", "file:///etc/ca.jks")
                .containsEntry("trustCertificateKeyStoreType", "JKS").doesNotContainKey("trustCertificateKeyStorePassword");
    }

    @Test
    void explicitUserPropertiesWinOverDefaults() {
        Properties p = target.connector().driverProperties(spec.withProperties(Map.of("useServerPrepStmts", "false", "x", "y")),
                PsMode.AUTO);
        assertThat(p).containsEntry("useServerPrepStmts", "false").containsEntry("x", "y");
    }

    @Test
    void classifiesErrorsLikeSysbench() {
        Set<String> ignored = target.errors().defaultIgnored();
        assertThat(ignored).containsExactlyInAnyOrder("1213", "1020", "1205");
        SQLException deadlock = new SQLTransactionRollbackException("Deadlock found", "40001", 1213);
        assertThat(target.errors().code(deadlock)).isEqualTo("1213");
        assertThat(target.errors().classify(deadlock, ignored)).isEqualTo(ErrorClass.IGNORABLE);
        assertThat(target.errors().classify(new SQLException("Table doesn't exist", "42S02", 1146), ignored)).isEqualTo(ErrorClass.FATAL);
        assertThat(target.errors().classify(new SQLException("dup", "23000", 1062), Set.of("all"))).isEqualTo(ErrorClass.IGNORABLE);
    }

    /** Numbers and SQLSTATEs, which the driver reports when it has no number; a lone letter is neither. */
    @Test
    void takesNumbersAndSqlStatesForIgnoreErrors() {
        assertThat(target.errors().codeForm().matches("1213")).isTrue();
        assertThat(target.errors().codeForm().matches("HY000")).isTrue();
        assertThat(target.errors().codeForm().matches("X")).isFalse();
        assertThat(target.errors().codeForm().matches("ABC")).isFalse();
    }

    @Test
    void recognisesLostConnections() {
        assertThat(target.errors().isConnectionLost(new SQLException("MySQL server has gone away", "HY000", 2006))).isTrue();
        assertThat(target.errors().isConnectionLost(new SQLException("Lost connection", "HY000", 2013))).isTrue();
        assertThat(target.errors().isConnectionLost(new SQLException("Connection was killed", "70100", 1927))).isTrue();
        assertThat(target.errors().isConnectionLost(new SQLException("Too many connections", "08004", 1040))).isTrue();
        assertThat(target.errors().isConnectionLost(new CommunicationsException("Communications link failure", new EOFException())))
                .isTrue();
        assertThat(target.errors().isConnectionLost(new SQLException("wrapped", "HY000", 0, new EOFException("eof")))).isTrue();
        assertThat(target.errors().classify(new SQLException("Lost connection", "HY000", 2013), Set.of("2013")))
                .as("a lost connection reconnects even when its code is ignored").isEqualTo(ErrorClass.CONNECTION);
        assertThat(target.errors().isConnectionLost(new SQLTransactionRollbackException("Lock wait timeout", "40001", 1205))).isFalse();
        assertThat(target.errors().isConnectionLost(new SQLException("Query execution was interrupted", "70100", 1317))).isFalse();
    }

    @Test
    void theWireClientCountsABrokenLinkUnderTheCodeConnectorJGives() {
        SQLException jdbc = new CommunicationsException("Communications link failure", new EOFException());
        SQLException wire = new SQLException("connection lost", target.wireClient().orElseThrow().linkLostState(), new EOFException());
        assertThat(target.errors().code(wire)).isEqualTo(target.errors().code(jdbc));
        assertThat(target.errors().classify(wire, Set.of())).isEqualTo(ErrorClass.CONNECTION);
    }

    private String sslMode(SslMode mode) {
        return target.connector().driverProperties(spec.withSsl(mode, Optional.empty()), PsMode.AUTO).getProperty("sslMode");
    }

    @Test
    void timeoutUnitsAreThoseTheManifestRecordsIn() {
        DriverTimeoutUnits.assertMatchTheManifest(target, spec, "connectTimeout", "socketTimeout");
    }
}
