package dev.dbbench.cli.options;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import picocli.CommandLine.Option;

/**
 * One target of a command that writes a result ({@code run}, {@code sweep}, {@code stability}, {@code probe}): how
 * to reach it, and what it is and costs, shown in every report.
 */
public final class TargetOptions extends ConnectionOptions {
    @Option(names = "--tag", paramLabel = "KEY=VALUE",
            description = "Say what this target is, e.g. cloud=aws, region=us-east-1, instance=r6g.large (repeatable): shown in every"
                    + " report and usable by compare --label-by.")
    public List<String> tags = new ArrayList<>();

    @Option(names = "--price", paramLabel = "AMOUNT/h",
            description = "What an hour of this target costs, currency as given (0.48USD/h, 3.2CNY/h, 0.48/h): tables gain the cost"
                    + " per 1,000 TPS and QPS.")
    public String price;

    @Option(names = "--reader-host", paramLabel = "HOST",
            description = "A read replica or reader endpoint of this target, HOST or HOST:PORT (repeatable), reached with its user,"
                    + " password, database and TLS: its replica lag is measured, and --route-reads sends read-only work to it.")
    public List<String> readerHosts = new ArrayList<>();

    @Option(names = "--route-reads", description = "Run read-only transactions on the --reader-host endpoints (worker i on"
            + " reader i mod N) and the others on the writer; results give each endpoint's throughput and latency.")
    public boolean routeReads;

    @Option(names = "--read-your-writes", description = "With --route-reads: before each read on a reader, look there for the"
            + " row the worker last wrote on the writer, and count the reads that would have missed it.")
    public boolean readYourWrites;

    @Override
    public List<String> tags() {
        return List.copyOf(tags);
    }

    @Override
    public Optional<String> price() {
        return Optional.ofNullable(price);
    }

    @Override
    public List<String> readerHosts() {
        return List.copyOf(readerHosts);
    }

    @Override
    public boolean routeReads() {
        return routeReads;
    }

    @Override
    public boolean readYourWrites() {
        return readYourWrites;
    }
}
