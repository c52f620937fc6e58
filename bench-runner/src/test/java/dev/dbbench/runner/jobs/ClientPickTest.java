package dev.dbbench.runner.jobs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dbbench.plugin.Plugins;
import dev.dbbench.spi.UsageException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/** {@code --client auto} picks the wire client where it serves the target, the workload and the connection, else JDBC, and says why. */
class ClientPickTest {
    private static final Plugins PLUGINS = Plugins.builtIn();
    private static final ClientChoice AUTO = ClientChoice.parse(null, null);

    @Test
    void autoRunsAScriptedWorkloadOverTcpOnTheWireClient() {
        for (String target : List.of("mysql", "mariadb", "oceanbase", "postgresql")) {
            ClientPick pick = ClientPick.of(AUTO, target(target, o -> { }), workload("oltp_point_select"));
            assertThat(pick.isWire()).as(target).isTrue();
            assertThat(pick.describe(List.of(4)))
                    .isEqualTo("wire, 4 event loops (auto: the target's wire client serves oltp_point_select over TCP)");
        }
        assertThat(ClientPick.of(AUTO, target("postgresql", o -> o.sslMode = "verify-full"), workload("pgbench_tpcb_like")).isWire()).isTrue();
    }

    @Test
    void autoLeavesToJdbcWhatTheWireClientDoesNotServe() {
        assertThat(jdbcBecause("aurora-mysql", o -> { }, "oltp_point_select")).isEqualTo("--target aurora-mysql has no wire client");
        assertThat(jdbcBecause("aurora-postgresql", o -> { }, "oltp_read_write")).isEqualTo("--target aurora-postgresql has no wire client");
        assertThat(jdbcBecause("mysql", o -> { }, "select_random_points"))
                .isEqualTo("select_random_points has no event script, which the wire client runs");
        assertThat(jdbcBecause("mysql", o -> {
            o.host = null;
            o.url = "jdbc:mysql://127.0.0.1:3306/dbbench";
        }, "oltp_point_select")).isEqualTo("--url given, and the wire client connects by --host and --port");
        assertThat(jdbcBecause("postgresql", o -> o.socket = Path.of("/var/run/postgresql"), "oltp_point_select"))
                .isEqualTo("--socket given, and the wire client connects over TCP");
        assertThat(jdbcBecause("mariadb", o -> o.driverProperties.put("useCompression", "true"), "oltp_point_select"))
                .isEqualTo("driver property useCompression given, which only the JDBC driver reads");
    }

    @Test
    void theManifestAndConsoleSayWhyAutoPickedJdbc() {
        ClientPick pick = ClientPick.of(AUTO, target("aurora-mysql", o -> { }), workload("oltp_point_select"));
        assertThat(pick.describe(List.of(4))).isEqualTo("jdbc (auto: --target aurora-mysql has no wire client)");
    }

    @Test
    void namedClientsCarryNoReasonAndWireIsRefusedWhereItCannotServe() {
        ClientPick jdbc = ClientPick.of(ClientChoice.JDBC, target("mysql", o -> { }), workload("oltp_point_select"));
        assertThat(jdbc.isWire()).isFalse();
        assertThat(jdbc.describe(List.of(4))).isEqualTo("jdbc");
        ClientPick wire = ClientPick.of(ClientChoice.parse("wire", 2), target("mysql", o -> { }), workload("oltp_point_select"));
        assertThat(wire.describe(List.of(4))).isEqualTo("wire, 2 event loops");
        assertThatThrownBy(() -> ClientPick.of(ClientChoice.parse("wire", null), target("mysql", o -> o.socket = Path.of("/run/mysqld/mysqld.sock")),
                workload("oltp_point_select"))).isInstanceOf(UsageException.class)
                .hasMessage("--client wire: mysql: --socket given, and the wire client connects over TCP; give --client jdbc or auto,"
                        + " or drop that option");
        assertThatThrownBy(() -> ClientPick.of(ClientChoice.parse("wire", null), target("aurora-mysql", o -> { }), workload("oltp_point_select")))
                .hasMessage("--client wire: aurora-mysql: --target aurora-mysql has no wire client; give --client jdbc or auto");
    }

    @Test
    void eventLoopsOnATargetThatAutoLeftOnJdbcAreNoted() {
        ClientChoice eight = ClientChoice.parse(null, 8);
        ClientPick wire = ClientPick.of(eight, target("mysql", o -> { }), workload("oltp_point_select"));
        ClientPick jdbc = ClientPick.of(eight, target("aurora-mysql", o -> { }), workload("oltp_point_select"));
        assertThat(ClientPick.loopNotes(Map.of("a", wire), List.of(16))).isEmpty();
        assertThat(ClientPick.loopNotes(Map.of("b", jdbc), List.of(16))).containsExactly(
                "--event-loops 8: b runs on JDBC (auto: --target aurora-mysql has no wire client), which has no event loops");
    }

    private static String jdbcBecause(String target, Consumer<Given.Target> options, String workload) {
        ClientPick pick = ClientPick.of(AUTO, target(target, options), workload(workload));
        assertThat(pick.isWire()).as(target + " " + workload).isFalse();
        return pick.reason().orElseThrow();
    }

    private static ResolvedTarget target(String id, Consumer<Given.Target> options) {
        Given.Target o = new Given.Target();
        o.target = id;
        o.host = "127.0.0.1";
        options.accept(o);
        Given.Globals g = new Given.Globals();
        g.connectTimeout = "10s";
        g.queryTimeout = "30s";
        return new TargetResolver(PLUGINS, g.spec(), new Secrets()).resolve(List.of(o.spec())).get(0);
    }

    private static Workloads.Chosen workload(String id) {
        return Workloads.choose(PLUGINS, Given.workload(id));
    }
}
