package dev.dbbench.workloads.tpcc;

import dev.dbbench.spi.workload.ConfiguredWorkload;
import dev.dbbench.spi.workload.OptionSpec;
import dev.dbbench.spi.workload.Options;
import dev.dbbench.spi.workload.Workload;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * TPC-C, written from the TPC-C specification (revision 5.11): the nine tables and their initial population,
 * the five transactions from the client or as stored procedures, under the specification's convention or
 * HammerDB's TPROC-C.
 */
public final class TpccWorkload implements Workload {

    @Override
    public String id() {
        return "tpcc";
    }

    @Override
    public String description() {
        return "TPC-C: New-Order, Payment, Order-Status, Delivery and Stock-Level on --warehouses warehouses (tpmC, NOPM)";
    }

    @Override
    public List<OptionSpec> options() {
        return List.of(
                new OptionSpec("warehouses", "1", "warehouses loaded and used; about 100 MB each"),
                new OptionSpec("tpcc-mode", "spec", "spec: the specification's 45/43/4/4/4 mix and NURand ids (as go-tpc);"
                        + " tproc: HammerDB's TPROC-C, 10/10/1/1/1 of 23 and uniform ids"),
                new OptionSpec("tpcc-procedures", "auto", "on: each transaction is one stored procedure call; off: statements"
                        + " from the client; auto: on in tproc mode, off in spec mode"),
                new OptionSpec("tpcc-warehouse", "home", "home: each worker keeps one home warehouse (the specification's terminal);"
                        + " random: each transaction draws one (as go-tpc)"),
                new OptionSpec("think-time", "off", "on: each worker waits the specification's keying and think times, which caps"
                        + " tpmC near 12.86 per warehouse with 10 workers per warehouse"),
                new OptionSpec("rand-seed", "0", "seed of the random generators; 0 picks one from the clock, and the seed used is"
                        + " recorded"));
    }

    @Override
    public ConfiguredWorkload<?> configure(Options options) {
        int warehouses = options.intValue("warehouses", 1, 100_000);
        TpccMode mode = TpccMode.valueOf(options.choice("tpcc-mode", Set.of("spec", "tproc")).toUpperCase(Locale.ROOT));
        String procedures = options.choice("tpcc-procedures", Set.of("on", "off", "auto"));
        boolean onServer = procedures.equals("auto") ? mode == TpccMode.TPROC : procedures.equals("on");
        boolean random = options.choice("tpcc-warehouse", Set.of("home", "random")).equals("random");
        boolean thinkTime = options.bool("think-time");
        long seed = options.longValue("rand-seed", 0, Long.MAX_VALUE);
        return new TpccRun(new TpccConfig(warehouses, mode, onServer, !procedures.equals("off"), thinkTime, random,
                seed == 0 ? System.nanoTime() & Long.MAX_VALUE : seed));
    }
}
