package dev.dbbench.runner.jobs;

import dev.dbbench.runner.spec.GlobalSpec;
import dev.dbbench.runner.spec.MeasureSpec;
import dev.dbbench.runner.spec.MetricsSpec;
import dev.dbbench.runner.spec.StabilitySpec;
import dev.dbbench.runner.spec.TargetSpec;
import dev.dbbench.runner.spec.WorkloadSpec;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Settings as a test changes them one field at a time, with the command line's defaults, made into the runner's specs. */
public final class Given {
    private Given() {
    }

    public static final class Target {
        public String target;
        public String host;
        public Integer port;
        public String user;
        public String db;
        public String url;
        public String passwordEnv;
        public Path passwordFile;
        public Path socket;
        public String sslMode;
        public Map<String, String> driverProperties = new LinkedHashMap<>();
        public List<String> tags = new ArrayList<>();
        public String price;

        public TargetSpec spec() {
            return new TargetSpec(target, null, host, port, user, db, url, passwordEnv, passwordFile, null, socket, sslMode, null,
                    driverProperties, tags, price, List.of(), false, false);
        }
    }

    public static final class Globals {
        public Path config;
        public String connectTimeout = "10s";
        public String queryTimeout = "30s";

        public GlobalSpec spec() {
            return new GlobalSpec(config, List.of(), connectTimeout, queryTimeout);
        }
    }

    public static final class Run {
        public String time = "10s";
        public String warmup = "10s";
        public String warmupMax;
        public Long events;
        public double rate;
        public String reportInterval = "1s";
        public double percentile = 95;
        public List<String> ignoreErrors;
        public String psMode = "auto";
        public String workerThreads = "auto";
        public String client = "auto";

        public MeasureSpec spec() {
            return new MeasureSpec(time, warmup, warmupMax, events, rate, reportInterval, percentile, ignoreErrors, psMode, workerThreads,
                    client, null);
        }
    }

    public static final class Stability {
        public String duration = "1h";
        public String warmup = "10s";
        public String warmupMax;
        public double rate;
        public String reportInterval = "10s";
        public String window = "1h";
        public double stallBelow = 10;
        public double spikeFactor = 10;
        public int maxSpikes;
        public double maxCv = 10;
        public double maxDrift = 10;
        public String outageGap = "2s";
        public String checkpointEvery = "60s";
        public Integer metricsPort;

        public StabilitySpec spec() {
            MeasureSpec run = new MeasureSpec(duration, warmup, warmupMax, null, rate, reportInterval, 95, null, "auto", "auto", "auto", null);
            return new StabilitySpec(duration, run, window, stallBelow, spikeFactor, maxSpikes, maxCv, maxDrift, outageGap,
                    checkpointEvery, new MetricsSpec(metricsPort, "127.0.0.1"));
        }
    }

    /** The workload {@code id} (null for the default) with no option given. */
    public static WorkloadSpec workload(String id) {
        return new WorkloadSpec(id, List.of(), null, List.of(), List.of(), List.of());
    }
}
