package dev.dbbench.runner.jobs;

import dev.dbbench.config.Durations;
import dev.dbbench.result.RunResult;
import dev.dbbench.result.ServerInfo;
import dev.dbbench.result.TargetInfo;
import dev.dbbench.result.TargetSettings;
import dev.dbbench.spi.target.SslMode;
import dev.dbbench.spi.target.Target;
import dev.dbbench.sql.SqlStatement;
import dev.dbbench.wire.TlsPolicy;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * What a result records of one target: the settings that may differ from another target's (client, ignored errors,
 * driver properties, time limits, TLS, isolation), and the unit of each driver time limit, taken from the target
 * plugin that ran when the result is written, so that no reader needs the plugin to tell {@code 10000 ms} from
 * {@code 10 s}.
 */
public final class TargetRecord {
    private static final String DRIVER = "driver.";

    private TargetRecord() {
    }

    /** The settings of {@code s}'s target in steps of {@code threads} workers, by manifest key without any target prefix. */
    static Map<String, String> settings(Session s, RunSettings settings, List<Integer> threads) {
        ResolvedTarget t = s.target();
        Map<String, String> m = new TreeMap<>();
        m.put("client", s.pick().describe(threads));
        m.put("client.driver", s.client());
        m.put("ignore-errors", String.join(",", new TreeSet<>(settings.ignoredFor(t.target()))));
        t.target().connector().manifest(t.spec(), settings.psMode()).forEach((k, v) -> {
            // Under --client wire the JDBC driver only checks the dataset before measuring: its version
            // and properties change no result, so recording them would name a driver that did not run.
            if (!s.wire() || !(k.startsWith(DRIVER) || k.startsWith("jdbc."))) {
                m.put(k, v);
            }
        });
        if (SqlStatement.inlined(settings.psMode(), t.target().dialect())) {
            m.put("text-parameters", "inlined by dbbench (id=40026)");
        }
        if (t.readers().any()) {
            m.put("readers", String.join(",", t.readers().names()));
            m.put("route-reads", Boolean.toString(t.readers().route()));
            m.put("read-your-writes", Boolean.toString(t.readers().readYourWrites()));
        }
        m.put("connect-timeout", Durations.format(t.spec().connectTimeout()));
        m.put("query-timeout", Durations.format(t.spec().socketTimeout()));
        if (!t.overrides().isEmpty()) {
            m.put("config.overriddenByCommandLine", String.join(",", t.overrides()));
        }
        // Whether a published result ran encrypted: the mode asked for and what the session got.
        m.put("tls.mode", t.spec().sslMode().cliName());
        // The wire client's encryption is dbbench's own (BoringSSL or the JDK's); a JDBC driver's is the driver's.
        if (s.wire() && t.spec().sslMode() != SslMode.DISABLE) {
            m.put("tls.provider", TlsPolicy.of(t.spec(), true).provider());
        }
        if (s.info() != null) {
            String session = s.info().server().settings().get(ServerInfo.SESSION_TLS);
            if (session != null) {
                m.put("tls.session", session);
            }
            s.info().server().settings().forEach((k, v) -> {
                if (k.contains("isolation")) {
                    m.put("server.isolation", v);
                }
            });
        }
        return m;
    }

    /** The units {@code target} counts its driver's time limits in, for those among {@code settings}, by manifest key. */
    static Map<String, ChronoUnit> units(Target target, Map<String, String> settings) {
        Map<String, ChronoUnit> units = new TreeMap<>();
        target.connector().facts().timeoutUnits().forEach((property, unit) -> {
            if (settings.containsKey(DRIVER + property)) {
                units.put(DRIVER + property, unit);
            }
        });
        return units;
    }

    /**
     * {@code r} with the units of its targets' time limits: a result written before units were recorded has none, and
     * those of the installed plugin with the target's id stand in; a target whose plugin is not installed keeps its
     * values as recorded.
     */
    public static RunResult withUnits(RunResult r, List<Target> known) {
        List<TargetInfo> targets = r.targets().stream().map(t -> withUnits(r, t, known)).toList();
        TargetInfo first = r.target() == null ? null : targets.stream().filter(t -> t.name().equals(r.target().name())).findFirst()
                .orElse(withUnits(r, r.target(), known));
        return new RunResult(r.tool(), r.command(), r.status(), r.startedAt(), r.finishedAt(), first, targets, r.workload(),
                r.manifest(), r.steps(), r.summary());
    }

    private static TargetInfo withUnits(RunResult r, TargetInfo t, List<Target> known) {
        Optional<Target> plugin = known.stream().filter(k -> k.id().equals(t.id())).findFirst();
        if (!t.settings().units().isEmpty() || plugin.isEmpty()) {
            return t;
        }
        Map<String, String> settings = new TreeMap<>(r.manifest());
        settings.putAll(t.settings().values());
        return t.withSettings(new TargetSettings(t.settings().values(), units(plugin.get(), settings)));
    }
}
