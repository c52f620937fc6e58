package dev.dbbench.targets.aurora.postgresql;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.target.ConnectionSpec;
import dev.dbbench.spi.target.DriverTimeoutUnits;
import dev.dbbench.spi.target.ErrorClass;
import dev.dbbench.spi.target.Secret;
import dev.dbbench.testing.CannedJdbc;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import org.junit.jupiter.api.Test;

class AuroraPostgresTargetTest {
    private static final String HOST = "bench.cluster-ro-c1x2y3.eu-west-1.rds.amazonaws.com";
    private final AuroraPostgresTarget target = new AuroraPostgresTarget();
    private final ConnectionSpec spec = ConnectionSpec.of(HOST, 0, "postgres", Secret.of("pw-Secret-9"), "sbtest");

    @Test
    void connectsThroughTheWrapperWithThePinnedPluginsAndPgJdbcsOptions() {
        assertThat(target.id()).isEqualTo("aurora-postgresql");
        assertThat(target.connector().jdbcUrl(spec)).isEqualTo("jdbc:aws-wrapper:postgresql://" + HOST + ":5432/sbtest");
        Properties p = target.connector().driverProperties(spec, PsMode.AUTO);
        assertThat(p).containsEntry("wrapperPlugins", "auroraConnectionTracker,failover2,efm2")
                .containsEntry("wrapperLoggerLevel", "OFF").containsEntry("prepareThreshold", "1")
                .containsEntry("sslmode", "prefer");
        assertThat(target.connector().driverProperties(spec.withSocket(Optional.of(Path.of("/var/run/postgresql"))), PsMode.AUTO))
                .containsEntry("socketFactoryArg", "/var/run/postgresql/.s.PGSQL.5432");
        assertThat(target.connector().manifest(spec, PsMode.AUTO)).containsEntry("aurora.endpoint", "reader")
                .containsEntry("driver.wrapperPlugins", "auroraConnectionTracker,failover2,efm2").containsKey("jdbc.wrapper");
    }

    @Test
    void timeoutsGoToTheWrapperInMillisecondsOfWholeSeconds() {
        Properties p = target.connector().driverProperties(spec.withTimeouts(java.time.Duration.ofMillis(1500), java.time.Duration.ofSeconds(30)),
                PsMode.AUTO);
        assertThat(p).containsEntry("connectTimeout", "2000").containsEntry("loginTimeout", "2000")
                .containsEntry("socketTimeout", "30000");
        assertThat(target.connector().driverProperties(spec.withTimeouts(java.time.Duration.ofSeconds(10), java.time.Duration.ZERO), PsMode.AUTO))
                .containsEntry("socketTimeout", "0");
    }

    /** The manifest records timeouts in the postgresql target's seconds, so the same --connect-timeout reads the same. */
    @Test
    void theManifestRecordsTimeoutsInThePostgresqlTargetsSeconds() {
        ConnectionSpec timed = spec.withTimeouts(java.time.Duration.ofMillis(1500), java.time.Duration.ofSeconds(30));
        Map<String, String> aurora = target.connector().manifest(timed, PsMode.AUTO);
        Map<String, String> plain = new dev.dbbench.targets.postgresql.PostgresTarget().connector().manifest(timed, PsMode.AUTO);
        for (String key : List.of("driver.connectTimeout", "driver.loginTimeout", "driver.socketTimeout")) {
            assertThat(aurora.get(key)).as(key).isNotNull().isEqualTo(plain.get(key));
        }
        assertThat(aurora).containsEntry("driver.connectTimeout", "2").containsEntry("driver.socketTimeout", "30");
        assertThat(target.connector().manifest(timed.withProperties(Map.of("socketTimeout", "4500")), PsMode.AUTO))
                .as("a user's milliseconds, as pgJDBC gets them from the wrapper").containsEntry("driver.socketTimeout", "4");
    }

    @Test
    void aFailoverAndAWriteOnADemotedWriterReconnect() {
        assertThat(target.errors().classify(new SQLException("connection has changed", "08S02"), target.errors().defaultIgnored()))
                .isEqualTo(ErrorClass.CONNECTION);
        assertThat(target.errors().classify(new SQLException("cannot execute UPDATE in a read-only transaction", "25006"),
                target.errors().defaultIgnored())).isEqualTo(ErrorClass.CONNECTION);
        assertThat(target.errors().classify(new SQLException("deadlock detected", "40P01"), target.errors().defaultIgnored()))
                .isEqualTo(ErrorClass.IGNORABLE);
        assertThat(target.errors().classify(new SQLException("relation does not exist", "42P01"), target.errors().defaultIgnored()))
                .isEqualTo(ErrorClass.FATAL);
    }

    @Test
    void auroraSettingsAppearOnlyOnAurora() {
        CannedJdbc postgres = new CannedJdbc();
        Map<String, String> plain = new AuroraPostgresInspector().settings(postgres.connection());
        assertThat(plain).doesNotContainKeys("aurora_version", "aurora.role");
        assertThat(postgres.asked()).noneSatisfy(q -> assertThat(q).contains("aurora_replica_status"));

        CannedJdbc aurora = new CannedJdbc()
                .answer("aurora_version()", List.of("aurora_version", "pg_is_in_recovery"), List.of(List.of("15.4.2", true)))
                .answer("aurora_replica_status()", List.of("server_id", "session_id"), List.of(
                        List.of("bench-instance-1", "MASTER_SESSION_ID"), List.of("bench-instance-2", "a1"),
                        List.of("bench-instance-3", "b2")));
        assertThat(new AuroraPostgresInspector().settings(aurora.connection())).containsEntry("aurora_version", "15.4.2")
                .containsEntry("aurora.role", "reader").containsEntry("aurora.writer", "bench-instance-1")
                .containsEntry("aurora.instances", "3");
    }

    @Test
    void runsOnJdbcOnlySinceTheWrapperFollowsFailovers() {
        assertThat(target.wireClient()).isEmpty();
    }

    @Test
    void timeoutUnitsAreThoseTheManifestRecordsIn() {
        DriverTimeoutUnits.assertMatchTheManifest(target, spec, "connectTimeout", "loginTimeout", "socketTimeout");
    }
}
