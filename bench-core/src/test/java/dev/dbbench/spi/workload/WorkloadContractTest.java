package dev.dbbench.spi.workload;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dbbench.config.OptionValues;
import dev.dbbench.spi.Dialect;
import dev.dbbench.spi.UsageException;
import dev.dbbench.spi.metric.Metric;
import dev.dbbench.spi.metric.OperationRate;
import dev.dbbench.spi.metric.Shares;
import dev.dbbench.spi.script.EventScript;
import dev.dbbench.spi.script.ScriptCursor;
import dev.dbbench.spi.script.ScriptParams;
import dev.dbbench.spi.script.ScriptStatement;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * What every {@link Workload} promises, checked without a database. A plugin's test subclasses this
 * and returns its workload; override {@link #validOptions()} when the defaults alone cannot be
 * configured (a workload with a required option, for example).
 */
public abstract class WorkloadContractTest {
    private static final Pattern ID = Pattern.compile("[a-z][a-z0-9_]*");
    private static final Pattern KEBAB = Pattern.compile("[a-z][a-z0-9]*(-[a-z0-9]+)*");
    private static final String NOT_A_VALUE = "not-a-value;%'";

    /** A fresh instance of the workload under test. */
    protected abstract Workload workload();

    /** Options that, added to the defaults, make a configurable set. */
    protected Map<String, String> validOptions() {
        return Map.of();
    }

    @Test
    void idIsLowerCaseWithoutSpaces() {
        assertThat(workload().id()).matches(ID);
    }

    @Test
    void descriptionIsOneNonBlankLine() {
        assertThat(workload().description()).isNotBlank().doesNotContain("\n");
    }

    @Test
    void isRegisteredForServiceLoaderWithAPublicNoArgConstructor() throws ReflectiveOperationException {
        checkRegistration();
    }

    /** Checks that {@link java.util.ServiceLoader} finds the workload; a workload found another way overrides it. */
    protected void checkRegistration() throws ReflectiveOperationException {
        Class<? extends Workload> type = workload().getClass();
        assertThat(Modifier.isPublic(type.getModifiers())).as("%s is public", type).isTrue();
        assertThat(type.getConstructor().newInstance().id()).isEqualTo(workload().id());
        assertThat(ServiceLoader.load(Workload.class).stream().map(ServiceLoader.Provider::type))
                .as("META-INF/services/dev.dbbench.spi.workload.Workload lists %s", type.getName())
                .contains(type);
    }

    @Test
    void optionsHaveUniqueKebabCaseNamesDefaultsAndOneLineDescriptions() {
        Set<String> seen = new HashSet<>();
        for (OptionSpec o : workload().options()) {
            assertThat(o.name()).matches(KEBAB);
            assertThat(seen.add(o.name())).as("option %s is declared once", o.name()).isTrue();
            assertThat(o.defaultValue()).as("default of %s", o.name()).isNotNull();
            assertThat(o.description()).as("description of %s", o.name()).isNotBlank().doesNotContain("\n");
        }
    }

    @Test
    void configuresFromDefaultsAndRecordsEveryOption() {
        ConfiguredWorkload<?> configured = configure(validOptions());
        Map<String, String> settings = configured.settings();
        for (OptionSpec o : workload().options()) {
            assertThat(settings).as("settings record --%s", o.name()).containsKey(o.name());
        }
        assertThat(settings.values()).doesNotContainNull();
        assertThat(configured.operations()).isNotEmpty().doesNotContainNull();
        assertThat(configured.traits().preparedStatementsPerWorker()).isNotNegative();
    }

    /** A declared metric is found by its name and counts operations the workload runs: a misspelt one would count nothing. */
    @Test
    void declaredMetricsHaveUniqueNamesAndCountItsOperations() {
        List<Metric> declared = workload().metrics();
        assertThat(declared.stream().map(Metric::name)).doesNotHaveDuplicates();
        List<String> operations = configure(validOptions()).operations();
        for (Metric m : declared) {
            List<String> counted = m instanceof OperationRate r ? r.operations()
                    : m instanceof Shares sh ? sh.parts().stream().flatMap(p -> p.operations().stream()).toList() : List.of();
            assertThat(operations).as("operations metric %s counts", m.name()).containsAll(counted);
        }
    }

    @Test
    void configuringTwiceGivesTheSameSettingsWhenTheSeedIsFixed() {
        Map<String, String> given = new HashMap<>(validOptions());
        workload().options().stream().filter(o -> o.name().endsWith("seed")).forEach(o -> given.put(o.name(), "42"));
        assertThat(configure(given).settings()).isEqualTo(configure(given).settings());
    }

    /**
     * A workload that offers an event script (for {@code --client wire}) walks it the same way for the same seed,
     * names only its own statements, ends every event within a bound, and starts over after a reset.
     */
    @Test
    void eventScriptIsDeterministicBoundedAndRestartable() {
        Map<String, String> given = new HashMap<>(validOptions());
        workload().options().stream().filter(o -> o.name().endsWith("seed")).forEach(o -> given.put(o.name(), "42"));
        // A dialect whose defaults are the portable ones: a script may differ by dialect, as oltp_insert's does.
        Dialect portable = () -> () -> "SERIAL";
        Optional<EventScript> script = configure(given).traits().script(portable);
        if (script.isEmpty()) {
            return;
        }
        List<ScriptStatement> statements = script.get().statements();
        assertThat(statements).isNotEmpty().doesNotContainNull();
        List<String> first = walk(script.get().cursor(0, 7), statements, 50);
        assertThat(first).isEqualTo(walk(script.get().cursor(0, 7), statements, 50));
        assertThat(first).as("another worker draws other values").isNotEqualTo(walk(script.get().cursor(1, 8), statements, 50));
        ScriptCursor cursor = script.get().cursor(0, 7);
        ScriptParams params = ScriptParams.forScript(script.get());
        int opening = cursor.next(params);
        assertThat(opening).isNotNegative();
        cursor.reset();
        assertThat(cursor.next(params)).as("after a reset the next event starts from its first statement").isEqualTo(opening);
    }

    /** {@code events} events of a cursor as text: each statement's index and the parameters it takes. */
    private static List<String> walk(ScriptCursor cursor, List<ScriptStatement> statements, int events) {
        List<String> out = new ArrayList<>();
        ScriptParams params = new ScriptParams(64);
        for (int e = 0; e < events; e++) {
            StringBuilder event = new StringBuilder();
            int steps = 0;
            int i;
            while ((i = cursor.next(params)) >= 0) {
                assertThat(i).isLessThan(statements.size());
                assertThat(++steps).as("an event ends").isLessThan(10_000);
                event.append(i);
                ScriptStatement s = statements.get(i);
                for (int p = 0; p < s.parameters(); p++) {
                    event.append(' ').append(s.isText(p) ? "'" + params.text(p) + "'" : String.valueOf(params.getInt(p)));
                    params.setInt(p, 0);
                }
                event.append(';');
            }
            assertThat(steps).as("an event runs at least one statement").isPositive();
            out.add(event.toString());
        }
        return out;
    }

    @Test
    void unknownOptionIsAUsageError() {
        Map<String, String> given = new HashMap<>(validOptions());
        given.put("no-such-option", "1");
        assertThatThrownBy(() -> configure(given)).isInstanceOf(UsageException.class).hasMessageContaining("no-such-option");
    }

    /** Every option given nonsense is either accepted or refused with one line naming that option. */
    @Test
    void nonsenseValuesAreRefusedWithOneLineNamingTheOption() {
        for (OptionSpec o : workload().options()) {
            Map<String, String> given = new HashMap<>(validOptions());
            given.put(o.name(), NOT_A_VALUE);
            try {
                configure(given);
            } catch (UsageException e) {
                assertThat(e.getMessage()).as("message for --%s", o.name())
                        .contains(o.name()).doesNotContain("\n");
            }
        }
    }

    private ConfiguredWorkload<?> configure(Map<String, String> given) {
        Workload w = workload();
        List<OptionSpec> specs = w.options();
        return w.configure(new OptionValues(specs, given));
    }
}
