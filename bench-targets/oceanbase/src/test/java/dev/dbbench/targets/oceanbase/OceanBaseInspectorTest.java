package dev.dbbench.targets.oceanbase;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.targets.mysql.MySqlInspector;
import dev.dbbench.testing.CannedJdbc;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The settings reader against canned servers: each view present or missing, one server or several. */
class OceanBaseInspectorTest {
    private final OceanBaseInspector inspector = new OceanBaseInspector();

    @Test
    void aServerThatRefusesEveryQueryYieldsAnEmptyTableNotAnError() {
        CannedJdbc none = new CannedJdbc();
        assertThat(inspector.settings(none.connection())).isEmpty();
        assertThat(none.asked()).anySatisfy(q -> assertThat(q).contains("GV$OB_PARAMETERS"))
                .anySatisfy(q -> assertThat(q).startsWith("SHOW PARAMETERS"));
    }

    @Test
    void seekdbLikeServersAnswerFromTheirOwnViews() {
        CannedJdbc seekdb = new CannedJdbc()
                .answer("SHOW GLOBAL VARIABLES", List.of("Variable_name", "Value"),
                        List.of(List.of("ob_query_timeout", "10000000"), List.of("version_comment", "OceanBase 4.3.5.3 seekdb")))
                .answer("V$OB_PARAMETERS", List.of("name", "value"),
                        List.of(List.of("memory_limit", "4G"), List.of("syslog_level", "EDIAG")))
                .answer("V$OB_SERVER_STAT", List.of("CPU_CAPACITY", "CPU_ASSIGNED", "MEMORY_LIMIT", "LOG_DISK_CAPACITY"),
                        List.of(List.of(2, 1, 4294967296L, 2147483648L)))
                .answer("@@session.ob_query_timeout", List.of("ob_query_timeout"), List.of(List.of(30000000)))
                .answer("SSL_CIPHER", List.of("SSL_CIPHER"), List.of(java.util.Collections.singletonList(null)))
                .fail("GV$OB_PARAMETERS", new SQLException("Table 'oceanbase.gv$ob_parameters' doesn't exist", "42S02", 1146));
        Map<String, String> read = inspector.settings(seekdb.connection());
        assertThat(read).containsEntry("ob_query_timeout", "10000000").containsEntry("memory_limit", "4G")
                .containsEntry("syslog_level", "EDIAG").containsEntry("server.cpu_capacity", "2")
                .containsEntry("server.memory_limit", "4294967296").containsEntry("session.ob_query_timeout", "30000000")
                .containsEntry(MySqlInspector.SESSION_TLS, OceanBaseInspector.UNREPORTED_TLS).doesNotContainKey("tenant.units");
    }

    @Test
    void tenantsReportTheirUnitsAndParametersThatDifferPerServer() {
        CannedJdbc cluster = new CannedJdbc()
                .answer("GV$OB_PARAMETERS", List.of("name", "value"), List.of(
                        List.of("cpu_quota_concurrency", "4"), List.of("cpu_quota_concurrency", "4"),
                        List.of("enable_sql_audit", "True"), List.of("enable_sql_audit", "False")))
                .answer("GV$OB_UNITS", List.of("MAX_CPU", "MIN_CPU", "MEMORY_SIZE", "LOG_DISK_SIZE"),
                        List.of(List.of(4, 4, 8589934592L, 25769803776L), List.of(4, 4, 8589934592L, 25769803776L)))
                .answer("SSL_CIPHER", List.of("SSL_CIPHER"), List.of(List.of("TLS_AES_256_GCM_SHA384")));
        Map<String, String> read = inspector.settings(cluster.connection());
        assertThat(read).containsEntry("cpu_quota_concurrency", "4").containsEntry("enable_sql_audit", "True, False")
                .containsEntry("tenant.units", "2").containsEntry("tenant.unit.max_cpu", "4")
                .containsEntry("tenant.unit.memory_size", "8589934592")
                .containsEntry(MySqlInspector.SESSION_TLS, "TLS_AES_256_GCM_SHA384").doesNotContainKey("server.cpu_capacity");
        assertThat(cluster.asked()).noneSatisfy(q -> assertThat(q).contains("V$OB_SERVER_STAT"));
    }

    @Test
    void theShowCommandIsTheLastResortForParameters() {
        CannedJdbc old = new CannedJdbc().answer("SHOW PARAMETERS", List.of("zone", "svr_ip", "name", "value"),
                List.of(List.of("z1", "10.0.0.1", "memstore_limit_percentage", "50")));
        assertThat(inspector.parameters(old.connection())).containsExactly(Map.entry("memstore_limit_percentage", "50"));
    }

    @Test
    void parameterNamesAreSafeToQuote() {
        assertThat(OceanBaseInspector.PARAMETERS).allSatisfy(n -> assertThat(n).matches("[a-z_][a-z0-9_]*"));
    }
}
