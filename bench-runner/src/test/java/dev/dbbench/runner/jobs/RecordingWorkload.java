package dev.dbbench.runner.jobs;

import dev.dbbench.spi.Dialect;
import dev.dbbench.spi.workload.ConfiguredWorkload;
import dev.dbbench.spi.workload.Counter;
import dev.dbbench.spi.workload.OptionSpec;
import dev.dbbench.spi.workload.Options;
import dev.dbbench.spi.workload.PrepareContext;
import dev.dbbench.spi.workload.WorkerContext;
import dev.dbbench.spi.workload.WorkerState;
import dev.dbbench.spi.workload.Workload;
import dev.dbbench.testing.TablelessWorkload;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/** A workload whose events count one read and whose trial and step hooks say when they ran, with its --rows. */
final class RecordingWorkload implements Workload {
    private final List<String> calls = Collections.synchronizedList(new ArrayList<>());

    /** The hooks run so far, in order: {@code begin trial 20}, {@code begin step 20}, ... */
    List<String> calls() {
        return List.copyOf(calls);
    }

    @Override
    public String id() {
        return "recording";
    }

    @Override
    public String description() {
        return "one read per event, hooks recorded";
    }

    @Override
    public List<OptionSpec> options() {
        return List.of(new OptionSpec("rows", "10", "rows"), new OptionSpec("label", "a", "a label"));
    }

    @Override
    public ConfiguredWorkload<?> configure(Options options) {
        long rows = options.longValue("rows", 1, 1000);
        String label = options.string("label");
        return new TablelessWorkload<WorkerState>() {
            @Override
            public Map<String, String> settings() {
                return Map.of("rows", Long.toString(rows), "label", label);
            }

            @Override
            public void beginTrial(PrepareContext.ConnectionSource connections, Dialect dialect) {
                calls.add("begin trial " + rows);
            }

            @Override
            public void endTrial(PrepareContext.ConnectionSource connections, Dialect dialect) {
                calls.add("end trial " + rows);
            }

            @Override
            public void beginStep(PrepareContext.ConnectionSource connections, Dialect dialect) {
                calls.add("begin step " + rows);
            }

            @Override
            public void endStep(PrepareContext.ConnectionSource connections, Dialect dialect) {
                calls.add("end step " + rows);
            }

            @Override
            public WorkerState open(WorkerContext ctx) {
                return () -> { };
            }

            @Override
            public int event(WorkerState state, Counter counter) {
                counter.read();
                return 0;
            }
        };
    }
}
