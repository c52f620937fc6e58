package dev.dbbench.runner.jobs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.spi.metric.CounterRate;
import dev.dbbench.spi.metric.Metric;
import dev.dbbench.spi.metric.OperationRate;
import dev.dbbench.spi.workload.ConfiguredWorkload;
import dev.dbbench.spi.workload.OptionSpec;
import dev.dbbench.spi.workload.Options;
import dev.dbbench.spi.workload.Workload;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class ServerTransactionsReadTest {
    private static final Metric SERVER_TPS =
            new CounterRate("serverTps", "Server TPS", "", CounterRate.SERVER_TRANSACTIONS, TimeUnit.SECONDS);

    @Test
    void aRateOfTheServersTransactionsHasThemRead() throws Exception {
        RecordingWorkload recording = new RecordingWorkload();
        ConfiguredWorkload<?> configured = Workloads.configure(declaring(recording, SERVER_TPS), Given.workload(null)).configured();
        assertThat(configured.hooks().serverCounters()).hasValueSatisfying(c -> assertThat(c.names()).isEmpty());
        // Everything else is still the workload's.
        configured.hooks().beginTrial(null, null);
        configured.hooks().endStep(null, null);
        assertThat(recording.calls()).containsExactly("begin trial 10", "end step 10");
        assertThat(configured.settings()).containsEntry("rows", "10");
    }

    @Test
    void otherMetricsOpenNoConnectionForCounters() {
        Metric perMinute = new OperationRate("tpm", "TPM", "", List.of("transaction"), TimeUnit.MINUTES);
        ConfiguredWorkload<?> configured = Workloads.configure(declaring(new RecordingWorkload(), perMinute), Given.workload(null))
                .configured();
        assertThat(configured.hooks().serverCounters()).isEmpty();
    }

    private static Workload declaring(Workload w, Metric metric) {
        return new Workload() {
            @Override
            public String id() {
                return w.id();
            }

            @Override
            public String description() {
                return w.description();
            }

            @Override
            public List<OptionSpec> options() {
                return w.options();
            }

            @Override
            public List<Metric> metrics() {
                return List.of(metric);
            }

            @Override
            public ConfiguredWorkload<?> configure(Options options) {
                return w.configure(options);
            }
        };
    }
}
