package dev.dbbench.binder;

import static dev.dbbench.testing.Specs.spec;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dbbench.config.OptionValues;
import dev.dbbench.result.StepResult;
import dev.dbbench.result.StepStatus;
import dev.dbbench.spi.Dialect;
import dev.dbbench.spi.LoadReport;
import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.UsageException;
import dev.dbbench.spi.workload.ConfiguredWorkload;
import dev.dbbench.spi.workload.OptionSpec;
import dev.dbbench.spi.workload.PrepareContext;
import dev.dbbench.spi.workload.WorkerContext;
import dev.dbbench.sql.MultiRowInsertLoader;
import dev.dbbench.testing.FakeRun;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** An annotated class bound into a workload: its options, its lifecycle, its transactions and its mix. */
class BinderTest {
    private static final Dialect DIALECT = () -> () -> "SERIAL";
    private final BoundWorkload shop = Binder.bind(Shop.class);

    @Test
    void paramsAreTheOptionsWithTheirDefaultsInKebabCase() {
        assertThat(shop.id()).isEqualTo("shop");
        assertThat(shop.description()).isEqualTo("browse and buy, for the binding tests");
        assertThat(shop.options()).containsExactly(
                new OptionSpec("rows", "10", "rows loaded"),
                new OptionSpec("hot-rows", "5", "a whole number"),
                new OptionSpec("ratio", "0.5", "a number"),
                new OptionSpec("audit", "off", "on or off"),
                new OptionSpec("label", "abc", "text"),
                new OptionSpec("mode", "fast", "one of fast, careful"),
                new OptionSpec("rand-seed", "0", "a whole number"));
        assertThat(shop.outline(new OptionValues(shop.options(), Map.of()))).containsExactly("transactions (weight): browse 3, buy 1");
    }

    @Test
    void configureSetsEveryParamAndRecordsTheValuesInEffect() {
        ConfiguredWorkload<?> w = configure(Map.of("rows", "200", "hot_rows", "7", "ratio", "0.25", "audit", "yes", "label", "x y",
                "mode", "CAREFUL"));
        assertThat(w.settings()).containsExactlyInAnyOrderEntriesOf(Map.of("rows", "200", "hot-rows", "7", "ratio", "0.25",
                "audit", "on", "label", "x y", "mode", "careful", "rand-seed", "42"));
        assertThat(w.traits().preparedStatementsPerWorker()).isEqualTo(7);
        assertThat(w.hooks().serverCounters()).hasValueSatisfying(c -> assertThat(c.names()).containsExactly("purchases"));
        assertThat(w.operations()).containsExactly("browse", "buy", "buy_rollback");
    }

    @Test
    void badValuesAreTheOptionsOwnOneLineErrors() {
        assertThatThrownBy(() -> configure(Map.of("rows", "0"))).isInstanceOf(UsageException.class)
                .hasMessage("--rows 0 is out of range; give a number from 1 to 1000");
        assertThatThrownBy(() -> configure(Map.of("mode", "quick"))).hasMessageStartingWith("--mode quick is not known; use one of");
        assertThatThrownBy(() -> configure(Map.of("ratio", "half"))).hasMessage("--ratio half is not a number; give a number such as 0.5");
        assertThatThrownBy(() -> configure(Map.of("hot-rows", "11"))).as("the @Configure method's check")
                .hasMessage("--hot-rows 11 is above --rows 10; give at most 10");
    }

    @Test
    void lifecycleMethodsRunWhenTheWorkloadInterfaceSaysSo() throws Exception {
        ConfiguredWorkload<?> w = configure(Map.of());
        w.dataset().prepare(new PrepareContext(() -> null, DIALECT, MultiRowInsertLoader.reporting(DIALECT, LoadReport.IGNORED), 4, 1, rows -> { }));
        try (FakeRun run = new FakeRun()) {
            var c = run.server().connect();
            w.hooks().beginTrial(run.server()::connect, DIALECT);
            w.hooks().beginStep(run.server()::connect, DIALECT);
            w.hooks().endStep(run.server()::connect, DIALECT);
            w.hooks().endTrial(run.server()::connect, DIALECT);
            w.dataset().cleanup(c, DIALECT);
            assertThat(w.dataset().verify(c, DIALECT)).containsExactly("configure", "prepare 4", "setup trial", "setup step", "teardown step",
                    "teardown trial", "cleanup");
        }
    }

    @Test
    void eachWorkerGetsItsOwnStateSetUpAndTornDownAndTransactionsCountAsTheirOperations() throws Exception {
        ConfiguredWorkload<?> w = configure(Map.of());
        try (FakeRun run = new FakeRun()) {
            StepResult step = run.run(w, spec().threads(2).warmup(0).time(300));
            assertThat(step.status()).isEqualTo(StepStatus.OK);
            assertThat(step.operations()).containsOnlyKeys("browse", "buy", "buy_rollback");
            long browse = step.operations().get("browse").count();
            long buy = step.operations().get("buy").count() + step.operations().get("buy_rollback").count();
            assertThat(step.transactions()).isEqualTo(browse + buy);
            assertThat((double) browse / step.transactions()).as("browse has 3 of 4 in weight").isBetween(0.6, 0.9);
            assertThat(step.reads()).isEqualTo(browse);
            assertThat(step.writes()).isEqualTo(buy);
            assertThat(w.dataset().verify(run.server().connect(), DIALECT)).contains("setup worker 0", "setup worker 1", "teardown worker 0",
                    "teardown worker 1");
        }
    }

    @Test
    void aFalseReturnCountsTheEventAsTheRollbackOperationAndThePauseSeesBothNames() throws Exception {
        BoundRun w = (BoundRun) configure(Map.of("mode", "careful"));
        try (FakeRun run = new FakeRun()) {
            BoundState state = w.open(new WorkerContext(0, 1, run.server().connect(), DIALECT, PsMode.AUTO, 7));
            Tally tally = new Tally();
            assertThat(w.event(state, tally)).as("careful mode weighs browse 0: only buy runs").isEqualTo(1);
            assertThat(w.pauseNanos(state)).as("after buy").isEqualTo(1_000);
            assertThat(w.event(state, tally)).isEqualTo(2);
            assertThat(w.event(state, tally)).isEqualTo(1);
            assertThat(tally.writes).isEqualTo(3);
            state.close();
        }
    }

    @Test
    void theSameParamsDrawTheSameMixAndAnotherSeedAnother() throws Exception {
        assertThat(draws(Map.of())).isEqualTo(draws(Map.of())).isNotEqualTo(draws(Map.of("rand-seed", "7")));
    }

    private String draws(Map<String, String> given) throws SQLException {
        BoundRun w = (BoundRun) configure(given);
        try (FakeRun run = new FakeRun()) {
            BoundState state = w.open(new WorkerContext(0, 1, run.server().connect(), DIALECT, PsMode.AUTO, 7));
            StringBuilder ops = new StringBuilder();
            for (int i = 0; i < 64; i++) {
                ops.append(w.event(state, new Tally()));
            }
            return ops.toString();
        }
    }

    private ConfiguredWorkload<?> configure(Map<String, String> given) {
        Map<String, String> kebab = new HashMap<>();
        given.forEach((k, v) -> kebab.put(k.replace('_', '-'), v));
        return shop.configure(new OptionValues(shop.options(), kebab));
    }

    @Test
    void aWorkloadWithoutStateOrHooksTakesTheConnectionAlone() throws Exception {
        BoundWorkload ping = Binder.bind(Ping.class);
        BoundRun w = (BoundRun) ping.configure(new OptionValues(List.of(), Map.of()));
        try (FakeRun run = new FakeRun()) {
            var c = run.server().connect();
            assertThat(w.verify(c, DIALECT)).isEmpty();
            BoundState state = w.open(new WorkerContext(0, 1, c, DIALECT, PsMode.AUTO, 1));
            assertThat(w.event(state, new Tally())).isZero();
            assertThat(w.pauseNanos(state)).isZero();
            assertThat(w.operations()).containsExactly("ping");
        }
    }
}
