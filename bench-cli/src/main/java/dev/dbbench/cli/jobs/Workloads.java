package dev.dbbench.cli.jobs;

import dev.dbbench.cli.options.WorkloadOptions;
import dev.dbbench.plugin.Plugins;
import dev.dbbench.result.WorkloadInfo;
import dev.dbbench.spi.ConfiguredWorkload;
import dev.dbbench.spi.Options;
import dev.dbbench.spi.Workload;

/** Looks up the chosen workload and configures it with the options given. */
public final class Workloads {
    private Workloads() {
    }

    public static Chosen choose(Plugins plugins, WorkloadOptions options) {
        Workload w = plugins.workload(options.workload).plugin();
        ConfiguredWorkload<?> configured = w.configure(new Options(w.options(), options.values()));
        return new Chosen(w, configured);
    }

    /** A workload and its configured instance. */
    public record Chosen(Workload workload, ConfiguredWorkload<?> configured) {
        public WorkloadInfo info() {
            return new WorkloadInfo(workload.id(), configured.settings());
        }
    }
}
