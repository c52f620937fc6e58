package dev.dbbench.cli.options;

import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/** The threshold rules of a measuring command ({@code run}, {@code sweep}, {@code stability}). */
public final class ThresholdOptions {
    @Option(names = "--threshold", paramLabel = "RULE",
            description = {"A rule every measured step (stability: every window) must meet, judged on its 95 %% interval, "
                + "such as p95<20ms, p99<=0.1s, tps>1000, error_rate<0.1%%, errors==0, threads=64:tps>1000; "
                + "repeatable. A broken rule makes the command exit with 99."})
    public List<String> rules = new ArrayList<>();

    @Option(names = "--threshold-strict",
            description = "Exit with 99 also when a rule is unclear: its 95 %% interval holds the limit.")
    public boolean strict;
}
