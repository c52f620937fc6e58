package dev.dbbench.mix;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dbbench.config.OptionValues;
import dev.dbbench.spi.UsageException;
import dev.dbbench.spi.workload.ConfiguredWorkload;
import dev.dbbench.spi.workload.Counter;
import dev.dbbench.spi.workload.OptionSpec;
import dev.dbbench.spi.workload.Options;
import dev.dbbench.spi.workload.TransactionMix;
import dev.dbbench.spi.workload.WorkerContext;
import dev.dbbench.spi.workload.WorkerState;
import dev.dbbench.spi.workload.Workload;
import dev.dbbench.testing.TablelessWorkload;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class MixedWorkloadTest {
    private static final Map<String, Workload> KNOWN = Map.of("reads", new Part("reads", true), "writes", new Part("writes", false),
            "lookups", new Part("lookups", true));

    @Test
    void partsAreDrawnByWeightAndRoutedByTheirOwnReadOnlyFlag() throws Exception {
        MixedWorkload w = MixedWorkload.parse("reads@3,writes@1", KNOWN::get);
        ConfiguredWorkload<?> run = w.configure(new OptionValues(w.options(), Map.of("size", "7")));
        assertThat(run.operations()).containsExactly("reads", "writes");
        assertThat(run.traits().readOnly()).isFalse();
        assertThat(run.settings()).containsEntry("mix", "reads@3,writes@1").containsEntry("size", "7");
        countPicks((MixedRun) run);
    }

    private static void countPicks(MixedRun run) throws Exception {
        TransactionMix<MixedState> mix = run.mix().orElseThrow();
        MixedState state = run.open(new WorkerContext(0, 1, null, () -> () -> "SERIAL", dev.dbbench.spi.PsMode.AUTO, 42));
        int[] picked = new int[2];
        for (int i = 0; i < 4000; i++) {
            picked[mix.pick(state)]++;
        }
        assertThat(picked[0]).isBetween(2800, 3200);
        assertThat(mix.readOnly(0)).isTrue();
        assertThat(mix.readOnly(1)).isFalse();
        assertThat(mix.run(state, 1, null)).as("the second part's operation").isEqualTo(1);
    }

    @Test
    void aMixOfReadOnlyPartsIsReadOnly() {
        MixedWorkload w = MixedWorkload.parse("reads,lookups@2", KNOWN::get);
        assertThat(w.configure(new OptionValues(w.options(), Map.of())).traits().readOnly()).isTrue();
    }

    @Test
    void badWeightsAndRepeatsAreRefusedWithTheFix() {
        assertThatThrownBy(() -> MixedWorkload.parse("reads@0,writes@1", KNOWN::get)).isInstanceOf(UsageException.class)
                .hasMessage("--workload reads@0,writes@1: 'reads@0' is not NAME or NAME@WEIGHT with a weight from 1 to 1000000;"
                        + " give e.g. pgbench_select_only@9,pgbench_simple_update@1");
        assertThatThrownBy(() -> MixedWorkload.parse("reads@1,reads@2", KNOWN::get)).isInstanceOf(UsageException.class)
                .hasMessageContaining("names reads twice");
        assertThatThrownBy(() -> MixedWorkload.parse("reads@2", KNOWN::get)).isInstanceOf(UsageException.class)
                .hasMessageContaining("names one workload");
    }

    /** A workload of one kind of event that does nothing, read-only or not. */
    private record Part(String id, boolean reads) implements Workload {
        @Override
        public String description() {
            return id;
        }

        @Override
        public List<OptionSpec> options() {
            return List.of(new OptionSpec("size", "1", "a size"));
        }

        @Override
        public ConfiguredWorkload<?> configure(Options options) {
            boolean readOnly = reads;
            return new TablelessWorkload<WorkerState>() {
                @Override
                public Map<String, String> settings() {
                    return options.effective();
                }

                @Override
                public WorkerState open(WorkerContext ctx) {
                    return () -> { };
                }

                @Override
                public int event(WorkerState state, Counter counter) {
                    return 0;
                }

                @Override
                public boolean readOnly() {
                    return readOnly;
                }
            };
        }
    }
}
