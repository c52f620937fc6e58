package dev.dbbench.targets.mariadb;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.target.ConnectionSpec;
import dev.dbbench.spi.target.Secret;
import dev.dbbench.spi.target.SslMode;
import dev.dbbench.wire.WatchedSocketFactory;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.mariadb.jdbc.Configuration;

class MariaDbConnectorTest {
    private static final String PASSWORD = "md-Secret-5";
    private static final Path PEM = Path.of("/etc/mysql/tls/ca.pem");
    private static final Path SOCKET = Path.of("/run/mysqld/mysqld.sock");
    private final MariaDbTarget target = new MariaDbTarget();
    private final ConnectionSpec spec = ConnectionSpec.of("db.example", 0, "bench", Secret.of(PASSWORD), "sbtest");

    @Test
    void tcpGoesThroughTheWatchedSocketUnlessTheUserNamesAFactory() {
        assertThat(target.connector().driverProperties(spec, PsMode.AUTO)).containsEntry("socketFactory", WatchedSocketFactory.class.getName());
        ConnectionSpec own = spec.withProperties(java.util.Map.of("socketFactory", "javax.net.DefaultSocketFactory"));
        assertThat(target.connector().driverProperties(own, PsMode.AUTO)).containsEntry("socketFactory", "javax.net.DefaultSocketFactory");
    }

    @Test
    void sslModesUseTheDriversValuesAndPreferConnectsInClearText() {
        assertThat(tls(SslMode.DISABLE, null)).containsEntry("sslMode", "disable").containsEntry("allowPublicKeyRetrieval", "true");
        assertThat(tls(SslMode.PREFER, null)).containsEntry("sslMode", "disable").containsEntry("allowPublicKeyRetrieval", "true");
        assertThat(tls(SslMode.REQUIRE, null)).containsEntry("sslMode", "trust").doesNotContainKey("allowPublicKeyRetrieval");
        assertThat(tls(SslMode.VERIFY_CA, null)).containsEntry("sslMode", "verify-ca");
        assertThat(tls(SslMode.VERIFY_FULL, null)).containsEntry("sslMode", "verify-full").doesNotContainKey("serverSslCert");
    }

    @Test
    void theCaIsReadByTheVerifyModesAsAFileAndAKeyStoreIsATrustStore() {
        assertThat(tls(SslMode.VERIFY_CA, PEM)).containsEntry("serverSslCert", PEM.toString()).doesNotContainKey("trustStore");
        assertThat(tls(SslMode.VERIFY_FULL, PEM)).containsEntry("serverSslCert", PEM.toString());
        assertThat(tls(SslMode.REQUIRE, PEM)).as("trust checks nothing, so the CA is not passed").doesNotContainKey("serverSslCert");
        assertThat(tls(SslMode.VERIFY_FULL, Path.of("/etc/ca.p12"))).containsEntry("trustStore", "/etc/ca.p12")
                .containsEntry("trustStoreType", "PKCS12").doesNotContainKey("serverSslCert");
        assertThat(tls(SslMode.VERIFY_CA, Path.of("/etc/ca.jks"))).containsEntry("trustStoreType", "JKS");
        assertThat(tls(SslMode.VERIFY_CA, PEM).stringPropertyNames()).noneMatch(k -> k.startsWith("trustCertificateKeyStore"));
    }

    @Test
    void aUnixSocketIsOpenedByTheDriverItself() {
        Properties p = target.connector().driverProperties(spec.withSocket(Optional.of(SOCKET)), PsMode.AUTO);
        assertThat(p).containsEntry("localSocket", SOCKET.toString()).doesNotContainKeys("socketFactory", "junixsocket.file");
    }

    @Test
    void psModeAutoPreparesOnTheServerAndDisableSendsText() {
        assertThat(target.connector().driverProperties(spec, PsMode.AUTO)).containsEntry("useServerPrepStmts", "true")
                .containsEntry("cachePrepStmts", "true").containsEntry("prepStmtCacheSize", "250")
                .doesNotContainKeys("rewriteBatchedStatements", "prepStmtCacheSqlLimit");
        assertThat(target.connector().driverProperties(spec, PsMode.DISABLE)).containsEntry("useServerPrepStmts", "false");
    }

    @Test
    void timeoutsInMillisecondsChangedRowsAndNoLocalFiles() {
        Properties p = target.connector().driverProperties(spec.withTimeouts(Duration.ofMillis(1500), Duration.ZERO), PsMode.AUTO);
        assertThat(p).containsEntry("user", "bench").containsEntry("password", PASSWORD)
                .containsEntry("connectTimeout", "1500").containsEntry("socketTimeout", "0")
                .containsEntry("useAffectedRows", "true").containsEntry("connectionAttributes", "program_name:dbbench")
                .containsEntry("allowLocalInfile", "false").doesNotContainKey("allowLoadLocalInfile");
    }

    @Test
    void theUsersDriverPropertiesAndUrlParametersWin() {
        ConnectionSpec own = spec.withProperties(Map.of("useServerPrepStmts", "false", "sslMode", "verify-full"));
        assertThat(target.connector().driverProperties(own, PsMode.AUTO)).containsEntry("useServerPrepStmts", "false")
                .containsEntry("sslMode", "verify-full");
        ConnectionSpec url = spec.withUrl(Optional.of("jdbc:mariadb://h:3307/x?prepStmtCacheSize=50"));
        assertThat(target.connector().driverProperties(url, PsMode.AUTO)).doesNotContainKey("prepStmtCacheSize");
    }

    @Test
    void theManifestNamesTheDriverAndNeverThePassword() {
        ConnectionSpec url = spec.withUrl(Optional.of("jdbc:mariadb://h/x?password=url-Secret-9"));
        for (ConnectionSpec s : List.of(spec, url)) {
            Map<String, String> manifest = target.connector().manifest(s, PsMode.AUTO);
            assertThat(manifest.toString()).doesNotContain(PASSWORD).doesNotContain("url-Secret-9");
            assertThat(manifest).doesNotContainKey("driver.password").containsEntry("driver.useServerPrepStmts", "true")
                    .hasEntrySatisfying("jdbc.driver", v -> assertThat(v).matches("MariaDB Connector/J \\d+\\.\\d+\\.\\d+.*"));
        }
    }

    /** The driver drops a name it does not know without a word; its own parser reports those names. */
    @Test
    void everyPropertyIsOneTheDriverKnowsAndReadsAsMeant() throws SQLException {
        for (ConnectionSpec s : variants()) {
            for (PsMode mode : PsMode.values()) {
                Configuration conf = Configuration.parse(target.connector().jdbcUrl(s), target.connector().driverProperties(s, mode));
                assertThat(conf.nonMappedOptions()).as("%s, %s", s.sslMode(), mode).isEmpty();
                assertThat(conf.useServerPrepStmts()).isEqualTo(mode == PsMode.AUTO);
                assertThat(conf.sslMode().name()).isEqualTo(s.sslMode() == SslMode.PREFER ? "DISABLE"
                        : s.sslMode() == SslMode.REQUIRE ? "TRUST" : s.sslMode().name());
            }
        }
        Configuration socket = Configuration.parse(target.connector().jdbcUrl(spec.withSocket(Optional.of(SOCKET))),
                target.connector().driverProperties(spec.withSocket(Optional.of(SOCKET)), PsMode.AUTO));
        assertThat(socket.localSocket()).isEqualTo(SOCKET.toString());
        assertThat(socket.useAffectedRows()).isTrue();
        assertThat(socket.useLocalSessionState()).isTrue();
        assertThat(socket.allowLocalInfile()).isFalse();
    }

    private List<ConnectionSpec> variants() {
        List<ConnectionSpec> out = new ArrayList<>();
        for (SslMode mode : SslMode.values()) {
            out.add(spec.withSsl(mode, Optional.of(PEM)));
            out.add(spec.withSsl(mode, Optional.of(Path.of("/etc/ca.p12"))).withSocket(Optional.of(SOCKET)));
        }
        return out;
    }

    private Properties tls(SslMode mode, Path ca) {
        return target.connector().driverProperties(spec.withSsl(mode, Optional.ofNullable(ca)), PsMode.AUTO);
    }
}
