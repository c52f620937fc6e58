package dev.dbbench.reports;

import dev.dbbench.result.Price;
import dev.dbbench.result.RunResult;
import dev.dbbench.result.StepResult;
import dev.dbbench.result.TpccNumbers;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * The columns a row per step gains when the result ran TPC-C: NOPM as the server and the client counted it, tpmC,
 * tpmTotal and the server's TPM, per minute ({@link TpccNumbers}), and with a price the cost of 1,000 NOPM and of
 * 1,000 tpmC for an hour. None for a result without TPC-C steps.
 */
final class TpccColumns {
    private final RunResult result;
    private final boolean tpcc;
    private final boolean priced;

    TpccColumns(RunResult result) {
        this.result = result;
        this.tpcc = result.steps().stream().anyMatch(s -> s.tpcc().isPresent());
        this.priced = result.targets().stream().anyMatch(t -> t.price().isPresent());
    }

    List<String> header() {
        List<String> out = new ArrayList<>();
        if (tpcc) {
            out.addAll(List.of("nopm_server", "nopm_client", "tpmc", "tpm_total", "tpm_server"));
            if (priced) {
                out.addAll(List.of("cost_per_1k_nopm_hour", "cost_per_1k_tpmc_hour"));
            }
        }
        return out;
    }

    /** The cells of {@code step}'s row, empty where it has no value. */
    List<String> cells(StepResult step) {
        List<String> out = new ArrayList<>();
        if (!tpcc) {
            return out;
        }
        Optional<TpccNumbers> t = step.tpcc();
        out.add(t.map(n -> plain(n.nopmServer())).orElse(""));
        out.add(t.map(n -> Fmt.plain(n.nopmClient())).orElse(""));
        out.add(t.map(n -> Fmt.plain(n.tpmC())).orElse(""));
        out.add(t.map(n -> Fmt.plain(n.tpmTotal())).orElse(""));
        out.add(t.map(n -> plain(n.tpmServer())).orElse(""));
        if (priced) {
            Optional<Price> price = result.targets().stream().filter(x -> x.name().equals(step.target())).findFirst()
                    .flatMap(x -> x.price());
            OptionalDouble nopm = t.map(n -> n.nopmServer().isPresent() ? n.nopmServer() : OptionalDouble.of(n.nopmClient()))
                    .orElse(OptionalDouble.empty());
            out.add(cost(price, nopm));
            out.add(cost(price, t.map(n -> OptionalDouble.of(n.tpmC())).orElse(OptionalDouble.empty())));
        }
        return out;
    }

    private static String plain(OptionalDouble v) {
        return v.isPresent() ? Fmt.plain(v.getAsDouble()) : "";
    }

    private static String cost(Optional<Price> price, OptionalDouble perMinute) {
        if (price.isEmpty() || perMinute.isEmpty()) {
            return "";
        }
        OptionalDouble c = price.get().perThousand(perMinute.getAsDouble());
        return c.isPresent() ? Fmt.plainCost(c.getAsDouble()) : "";
    }
}
