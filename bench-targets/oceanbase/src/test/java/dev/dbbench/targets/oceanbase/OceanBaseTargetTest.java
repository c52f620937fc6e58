package dev.dbbench.targets.oceanbase;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dbbench.spi.BulkLoader;
import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.UsageException;
import dev.dbbench.spi.target.ConnectionSpec;
import dev.dbbench.spi.target.ErrorClass;
import dev.dbbench.spi.target.Secret;
import dev.dbbench.spi.target.SslMode;
import dev.dbbench.testing.CannedJdbc;
import dev.dbbench.wire.WatchedSocketFactory;
import java.nio.file.Path;
import java.sql.SQLException;
import java.sql.SQLNonTransientConnectionException;
import java.sql.SQLTimeoutException;
import java.sql.SQLTransactionRollbackException;
import java.sql.SQLTransientConnectionException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;
import org.junit.jupiter.api.Test;

class OceanBaseTargetTest {
    private static final String PASSWORD = "ob-Secret-1";
    private final OceanBaseTarget target = new OceanBaseTarget();
    private final ConnectionSpec spec = ConnectionSpec.of("ob.example", 0, "bench@tenant1#cluster9", Secret.of(PASSWORD), "sbtest");

    @Test
    void tcpGoesThroughTheWatchedSocketUnlessTheUserNamesAFactory() {
        assertThat(target.connector().driverProperties(spec, PsMode.AUTO)).containsEntry("socketFactory", WatchedSocketFactory.class.getName());
        ConnectionSpec own = spec.withProperties(java.util.Map.of("socketFactory", "javax.net.DefaultSocketFactory"));
        assertThat(target.connector().driverProperties(own, PsMode.AUTO)).containsEntry("socketFactory", "javax.net.DefaultSocketFactory");
    }

    @Test
    void buildsAnOceanBaseUrlOnTheDefaultPort() {
        assertThat(target.id()).isEqualTo("oceanbase");
        assertThat(target.connector().jdbcUrl(spec)).isEqualTo("jdbc:oceanbase://ob.example:2881/sbtest");
        assertThat(target.connector().jdbcUrl(spec.withPort(2883))).isEqualTo("jdbc:oceanbase://ob.example:2883/sbtest");
        assertThatThrownBy(() -> target.connector().jdbcUrl(spec.withUrl(Optional.of("jdbc:mysql://h/db"))))
                .isInstanceOf(UsageException.class).hasMessageContaining("jdbc:oceanbase");
    }

    @Test
    void aTenantQualifiedUserIsPassedAsGiven() {
        Properties p = target.connector().driverProperties(spec, PsMode.AUTO);
        assertThat(p).containsEntry("user", "bench@tenant1#cluster9").containsEntry("password", PASSWORD);
        assertThat(target.connector().jdbcUrl(spec)).doesNotContain("tenant1");
        assertThat(target.connector().manifest(spec, PsMode.AUTO).toString()).doesNotContain(PASSWORD);
        assertThat(target.connector().manifest(spec, PsMode.AUTO)).hasEntrySatisfying("jdbc.driver",
                v -> assertThat(v).matches("OceanBase Connector/J \\d+\\.\\d+\\.\\d+.*"));
    }

    @Test
    void theServerStatementTimeoutFollowsTheReadTimeout() {
        Properties run = target.connector().driverProperties(spec.withTimeouts(Duration.ofSeconds(5), Duration.ofSeconds(30)), PsMode.AUTO);
        assertThat(run).containsEntry("connectTimeout", "5000").containsEntry("socketTimeout", "30000")
                .containsEntry("sessionVariables", "ob_query_timeout=29000000");
        Properties load = target.connector().driverProperties(spec.withTimeouts(Duration.ofSeconds(5), Duration.ZERO), PsMode.AUTO);
        long year = OceanBaseConnector.UNBOUNDED_MICROS;
        assertThat(load).containsEntry("socketTimeout", "0")
                .containsEntry("sessionVariables", "ob_query_timeout=" + year + ",ob_trx_timeout=" + year);
        assertThat(OceanBaseConnector.sessionVariables(Duration.ofSeconds(2))).isEqualTo("ob_query_timeout=1800000");
        assertThat(OceanBaseConnector.sessionVariables(Duration.ofNanos(10))).isEqualTo("ob_query_timeout=1");
    }

    @Test
    void userPropertiesWinOverTheSessionDefaults() {
        ConnectionSpec own = spec.withProperties(java.util.Map.of("sessionVariables", "ob_query_timeout=5"));
        assertThat(target.connector().driverProperties(own, PsMode.AUTO)).containsEntry("sessionVariables", "ob_query_timeout=5");
    }

    @Test
    void psModeAndSessionUseTheDriversNames() {
        assertThat(target.connector().driverProperties(spec, PsMode.AUTO)).containsEntry("useServerPrepStmts", "true")
                .containsEntry("cachePrepStmts", "true").containsEntry("useAffectedRows", "true")
                .containsEntry("rewriteBatchedStatements", "true").doesNotContainKey("useLocalSessionState");
        assertThat(target.connector().driverProperties(spec, PsMode.DISABLE)).containsEntry("useServerPrepStmts", "false");
    }

    @Test
    void tlsModesMapToTheDriversOptions() {
        Path ca = Path.of("/etc/ob/ca.pem");
        assertThat(tls(SslMode.DISABLE, null)).containsEntry("useSsl", "false").doesNotContainKey("trustServerCertificate");
        assertThat(tls(SslMode.PREFER, null)).containsEntry("useSsl", "false");
        assertThat(tls(SslMode.REQUIRE, ca)).containsEntry("useSsl", "true").containsEntry("trustServerCertificate", "true")
                .doesNotContainKey("serverSslCert");
        assertThat(tls(SslMode.VERIFY_CA, ca)).containsEntry("trustServerCertificate", "false")
                .containsEntry("disableSslHostnameVerification", "true").containsEntry("serverSslCert", ca.toString());
        assertThat(tls(SslMode.VERIFY_FULL, ca)).containsEntry("serverSslCert", ca.toString())
                .doesNotContainKey("disableSslHostnameVerification");
        assertThat(tls(SslMode.VERIFY_FULL, null)).containsEntry("trustServerCertificate", "false").doesNotContainKey("serverSslCert");
    }

    private Properties tls(SslMode mode, Path ca) {
        return target.connector().driverProperties(spec.withSsl(mode, Optional.ofNullable(ca)), PsMode.AUTO);
    }

    @Test
    void aUnixSocketUsesTheDriversLocalSocket() {
        Properties p = target.connector().driverProperties(spec.withSocket(Optional.of(Path.of("/srv/seekdb/run/sql.sock"))), PsMode.AUTO);
        assertThat(p).containsEntry("localSocket", "/srv/seekdb/run/sql.sock").doesNotContainKey("socketFactory");
        assertThat(target.connector().jdbcUrl(spec.withSocket(Optional.of(Path.of("/x.sock"))))).isEqualTo("jdbc:oceanbase://localhost:2881/sbtest");
    }

    @Test
    void retryableOceanBaseCodesAreIgnoredByDefaultAndCounted() {
        Set<String> ignored = target.errors().defaultIgnored();
        assertThat(ignored).contains("1213", "1020", "1205", "4012", "6002").doesNotContain("1146", "1317");
        SQLException timeout = new SQLTransientConnectionException("Timeout, query has reached the maximum query timeout", "HY000", 4012);
        assertThat(target.errors().isConnectionLost(timeout)).as("the session survives a statement timeout").isFalse();
        assertThat(target.errors().classify(timeout, ignored)).isEqualTo(ErrorClass.IGNORABLE);
        assertThat(target.errors().code(timeout)).isEqualTo("4012");
        SQLException rolledBack = new SQLTransactionRollbackException("Transaction rollbacked", "40000", 6002);
        assertThat(target.errors().classify(rolledBack, ignored)).isEqualTo(ErrorClass.IGNORABLE);
        assertThat(target.errors().classify(new SQLException("Table doesn't exist", "42S02", 1146), ignored)).isEqualTo(ErrorClass.FATAL);
    }

    @Test
    void killQueryIsNotALostConnectionButAKilledSessionAndTheFatalRangeAre() {
        SQLException interrupted = new SQLTimeoutException("Query execution was interrupted", "70100", 1317);
        assertThat(target.errors().isConnectionLost(interrupted)).isFalse();
        assertThat(target.errors().classify(interrupted, target.errors().defaultIgnored())).isEqualTo(ErrorClass.FATAL);
        assertThat(target.errors().isConnectionLost(new SQLNonTransientConnectionException("unexpected end of stream", "08S01"))).isTrue();
        assertThat(target.errors().isConnectionLost(new SQLException("Server is stopping", "HY000", 8002))).isTrue();
        assertThat(target.errors().classify(new SQLException("Server is initializing", "HY000", 8001), Set.of("8001")))
                .isEqualTo(ErrorClass.CONNECTION);
    }

    @Test
    void tablesGetTheUsersPartitioningAndNoEngineClause() {
        assertThat(target.dialect().schema().tableOptions("")).isEmpty();
        assertThat(target.dialect().schema().tableOptions(" PARTITION BY HASH(id) PARTITIONS 8 "))
                .isEqualTo(" PARTITION BY HASH(id) PARTITIONS 8");
        assertThat(target.dialect().quote("sbtest1")).isEqualTo("`sbtest1`");
    }

    @Test
    void productAndKernelVersionComeFromTheVersionComment() {
        assertThat(OceanBaseProduct.of("OceanBase 4.3.5.3 seekdb (r1.4.0.0) (Built 1-d0cbdf0 Sep  8 2026)", "5.7.25-OceanBase seekdb-v1.4.0.0"))
                .isEqualTo(new OceanBaseProduct("OceanBase seekdb", "4.3.5.3"));
        assertThat(OceanBaseProduct.of("OceanBase_CE 4.2.1.8 (r108000022024072217-abc) (Built Jul 22 2024)", "5.7.25-OceanBase_CE-v4.2.1.8"))
                .isEqualTo(new OceanBaseProduct("OceanBase CE", "4.2.1.8"));
        assertThat(OceanBaseProduct.of("OceanBase 4.2.1.4 (r1-x) (Built Mar 1 2024)", "5.7.25"))
                .isEqualTo(new OceanBaseProduct("OceanBase", "4.2.1.4"));
        assertThat(OceanBaseProduct.of("Source distribution", "5.7.25")).isEqualTo(new OceanBaseProduct("OceanBase", "5.7.25"));
        assertThat(OceanBaseProduct.of(null, "5.7.25")).isEqualTo(new OceanBaseProduct("OceanBase", "5.7.25"));
    }

    /**
     * On an encrypted connection prepare loads by shorter INSERTs and says why, with the faster way; in clear text it
     * names its INSERTs only. Under --ssl-mode require seekdb loads at about half the rate, so the user hears why.
     */
    @Test
    void theLoaderSaysHowItLoadsAndWhyEncryptedIsSlower() throws SQLException {
        OceanBaseDialect dialect = new OceanBaseDialect();
        List<String> told = new ArrayList<>();
        CannedJdbc db = new CannedJdbc();
        int[] left = {300};
        BulkLoader.RowSource rows = row -> {
            if (left[0]-- == 0) {
                return false;
            }
            row.integer(left[0]);
            row.text("x".repeat(120));
            return true;
        };
        dialect.inserts(true, (method, slower) -> told.add(method + "|" + slower)).load(db.connection(), "t", List.of("id", "c"), rows);
        assertThat(db.asked()).allSatisfy(sql -> assertThat(sql.length()).isLessThanOrEqualTo(OceanBaseDialect.TLS_STATEMENT_CHARS));
        assertThat(told).singleElement().asString().startsWith("multi-row INSERTs of at most 16,000 characters|")
                .contains("encrypted").contains("--ssl-mode disable");

        told.clear();
        dialect.inserts(false, (method, slower) -> told.add(method + "|" + slower)).load(db.connection(), "t", List.of("id"), row -> false);
        assertThat(told).containsExactly("multi-row INSERTs|");
    }
}
