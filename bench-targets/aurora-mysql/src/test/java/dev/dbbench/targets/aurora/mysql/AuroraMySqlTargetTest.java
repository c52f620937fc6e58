package dev.dbbench.targets.aurora.mysql;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.UsageException;
import dev.dbbench.spi.target.ConnectionSpec;
import dev.dbbench.spi.target.ErrorClass;
import dev.dbbench.spi.target.Secret;
import dev.dbbench.targets.mysql.MySqlInspector;
import dev.dbbench.testing.CannedJdbc;
import java.nio.file.Path;
import java.sql.SQLException;
import java.sql.SQLRecoverableException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import org.junit.jupiter.api.Test;

class AuroraMySqlTargetTest {
    private static final String HOST = "bench.cluster-c1x2y3.eu-west-1.rds.amazonaws.com";
    private final AuroraMySqlTarget target = new AuroraMySqlTarget();
    private final ConnectionSpec spec = ConnectionSpec.of(HOST, 0, "admin", Secret.of("pw-Secret-9"), "sbtest");

    @Test
    void connectsThroughTheWrapperWithThePinnedPlugins() {
        assertThat(target.id()).isEqualTo("aurora-mysql");
        assertThat(target.connector().jdbcUrl(spec)).isEqualTo("jdbc:aws-wrapper:mysql://" + HOST + ":3306/sbtest");
        Properties p = target.connector().driverProperties(spec.withTimeouts(Duration.ofSeconds(3), Duration.ofSeconds(20)), PsMode.AUTO);
        assertThat(p).containsEntry("wrapperPlugins", "auroraConnectionTracker,failover2,efm2")
                .containsEntry("wrapperLoggerLevel", "OFF").containsEntry("useServerPrepStmts", "true")
                .containsEntry("connectTimeout", "3000").containsEntry("socketTimeout", "20000");
        assertThatThrownBy(() -> target.connector().jdbcUrl(spec.withUrl(Optional.of("jdbc:mysql://h/db"))))
                .isInstanceOf(UsageException.class).hasMessageContaining("jdbc:aws-wrapper:mysql");
    }

    @Test
    void thePluginSetIsChangedWithADriverPropertyOrTheUrl() {
        assertThat(target.connector().driverProperties(spec.withProperties(Map.of("wrapperPlugins", "failover")), PsMode.AUTO))
                .containsEntry("wrapperPlugins", "failover");
        ConnectionSpec url = spec.withUrl(Optional.of("jdbc:aws-wrapper:mysql://h:3306/db?wrapperPlugins=efm2"));
        assertThat(target.connector().driverProperties(url, PsMode.AUTO)).doesNotContainKey("wrapperPlugins");
    }

    @Test
    void theManifestNamesTheWrapperItsPluginsAndTheEndpoint() {
        Map<String, String> m = target.connector().manifest(spec, PsMode.AUTO);
        assertThat(m).containsEntry("driver.wrapperPlugins", "auroraConnectionTracker,failover2,efm2")
                .containsEntry("aurora.endpoint", "writer").containsKeys("jdbc.wrapper", "jdbc.driver");
        assertThat(m.toString()).doesNotContain("pw-Secret-9");
        assertThat(target.connector().manifest(ConnectionSpec.of("127.0.0.1", 3306, "u", Secret.none(), "db"), PsMode.AUTO))
                .containsEntry("aurora.endpoint", "other");
    }

    @Test
    void socketsAndTlsAreConnectorJsAndPassThroughTheWrapper() {
        Properties p = target.connector().driverProperties(spec.withSocket(Optional.of(Path.of("/run/mysqld/mysqld.sock"))), PsMode.AUTO);
        assertThat(p).containsEntry("junixsocket.file", "/run/mysqld/mysqld.sock").containsKey("socketFactory")
                .containsEntry("sslMode", "PREFERRED");
    }

    @Test
    void aFailoverAndAWriteOnADemotedWriterReconnect() {
        SQLException failover = new SQLRecoverableException("The active SQL connection has changed", "08S02");
        assertThat(target.errors().classify(failover, target.errors().defaultIgnored())).isEqualTo(ErrorClass.CONNECTION);
        SQLException readOnly = new SQLException("The MySQL server is running with the --read-only option", "HY000", 1290);
        assertThat(target.errors().classify(readOnly, target.errors().defaultIgnored())).isEqualTo(ErrorClass.CONNECTION);
        assertThat(target.errors().classify(new SQLException("Deadlock", "40001", 1213), target.errors().defaultIgnored()))
                .isEqualTo(ErrorClass.IGNORABLE);
        assertThat(target.errors().classify(new SQLException("no table", "42S02", 1146), target.errors().defaultIgnored()))
                .isEqualTo(ErrorClass.FATAL);
    }

    @Test
    void auroraSettingsAppearOnlyOnAurora() {
        CannedJdbc mariadb = new CannedJdbc().answer("SHOW GLOBAL VARIABLES", List.of("Variable_name", "Value"),
                List.of(List.of("version", "10.11.6-MariaDB"), List.of("innodb_read_only", "OFF")));
        assertThat(new AuroraMySqlInspector().settings(mariadb.connection())).containsEntry("version", "10.11.6-MariaDB")
                .doesNotContainKeys("aurora.role", "aurora.instances");
        assertThat(mariadb.asked()).noneSatisfy(q -> assertThat(q).contains("REPLICA_HOST_STATUS"));

        CannedJdbc aurora = new CannedJdbc()
                .answer("SHOW GLOBAL VARIABLES", List.of("Variable_name", "Value"), List.of(
                        List.of("version", "8.0.mysql_aurora.3.05.2"), List.of("aurora_version", "3.05.2"),
                        List.of("aurora_server_id", "bench-instance-2"), List.of("innodb_read_only", "OFF")))
                .answer("REPLICA_HOST_STATUS", List.of("SERVER_ID", "SESSION_ID"), List.of(
                        List.of("bench-instance-2", "MASTER_SESSION_ID"), List.of("bench-instance-1", "5f3c-aa")));
        assertThat(new AuroraMySqlInspector().settings(aurora.connection())).containsEntry("aurora_version", "3.05.2")
                .containsEntry("aurora.role", "writer").containsEntry("aurora.writer", "bench-instance-2")
                .containsEntry("aurora.instances", "2").doesNotContainKey(MySqlInspector.SESSION_TLS);
        CannedJdbc hidden = new CannedJdbc().answer("SHOW GLOBAL VARIABLES", List.of("Variable_name", "Value"),
                List.of(List.of("aurora_version", "2.11.1"), List.of("innodb_read_only", "ON")));
        assertThat(new AuroraMySqlInspector().settings(hidden.connection())).containsEntry("aurora.role", "reader")
                .doesNotContainKey("aurora.instances");
    }

    @Test
    void theProductIsAuroraMySqlWhenTheVersionSaysSo() {
        assertThat(new AuroraMySqlInspector().productName("8.0.mysql_aurora.3.05.2", "Source distribution")).isEqualTo("Aurora MySQL");
        assertThat(new AuroraMySqlInspector().productName("10.11.6-MariaDB-0+deb12u1", "Debian 12")).isEqualTo("MariaDB");
    }

    @Test
    void runsOnJdbcOnlySinceTheWrapperFollowsFailovers() {
        assertThat(target.wireClient()).isEmpty();
    }
}
