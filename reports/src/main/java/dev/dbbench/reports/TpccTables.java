package dev.dbbench.reports;

import dev.dbbench.result.Price;
import dev.dbbench.result.RunResult;
import dev.dbbench.result.StepResult;
import dev.dbbench.result.TpccNumbers;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.function.Function;
import java.util.function.ToDoubleFunction;
import java.util.stream.Stream;

/**
 * The "TPC-C" table of a result whose steps ran TPC-C: per target and thread count the NOPM the server counted and
 * the client counted, tpmC, tpmTotal and the server's TPM, each named with the convention it follows, and with a
 * price the cost of 1,000 NOPM and of 1,000 tpmC for an hour. A result without TPC-C steps has no such table.
 */
public final class TpccTables {
    /** What each column is and whose convention it follows, as every format says under the table. */
    public static final List<String> MEANING = List.of(
            "NOPM (server): committed New-Orders per minute as the server counted them, the change of SUM(D_NEXT_O_ID) over "
                    + "the measured window (HammerDB's NOPM).",
            "NOPM (client): committed New-Orders per minute as dbbench counted them, rollbacks excluded (HammerDB's "
                    + "convention); the next column is how far the server's count is from it.",
            "tpmC: New-Orders per minute including the 1 % rolled back (go-tpc's tpmC; the specification counts them too).",
            "tpmTotal: transactions of all five kinds per minute, rollbacks included (go-tpc's tpmTotal).",
            "TPM (server): transactions the server committed or rolled back per minute (HammerDB's TPM), from its own "
                    + "counters: PostgreSQL's xact_commit + xact_rollback of the database, MySQL's and MariaDB's Com_commit + "
                    + "Com_rollback; none on OceanBase.");

    /** Under one shard's own result: the server counted every shard's work, the client only its own. */
    static final String SHARD = "This is one shard of a sharded run: the server's numbers count every shard's work, the"
            + " client's this shard's only; merge the shards for a result where both count the same.";

    private TpccTables() {
    }

    /** The "TPC-C" table and the "TPC-C mix" table ({@link TpccMixTable}), when any step of {@code r} ran TPC-C. */
    public static List<Table> all(RunResult r, Summaries s) {
        return Stream.of(of(r, s), TpccMixTable.of(r, s)).flatMap(Optional::stream).toList();
    }

    /** The table, when any step of {@code r} ran TPC-C. */
    public static Optional<Table> of(RunResult r, Summaries s) {
        List<StepGroup> groups = s.groups().stream().filter(g -> g.measured().stream().anyMatch(st -> st.tpcc().isPresent()))
                .toList();
        if (groups.isEmpty()) {
            return Optional.empty();
        }
        boolean priced = groups.stream().anyMatch(g -> price(r, g.target()).isPresent());
        List<String> header = new ArrayList<>(List.of("target", "threads", "NOPM (server)", "NOPM (client)", "server vs client",
                "tpmC", "tpmTotal", "TPM (server)"));
        if (priced) {
            header.addAll(List.of("per 1,000 NOPM an hour", "per 1,000 tpmC an hour"));
        }
        List<List<String>> rows = new ArrayList<>();
        for (StepGroup g : groups) {
            OptionalDouble server = g.mean(number(t -> t.nopmServer().orElse(Double.NaN)));
            OptionalDouble client = g.mean(number(TpccNumbers::nopmClient));
            OptionalDouble tpmC = g.mean(number(TpccNumbers::tpmC));
            List<String> row = new ArrayList<>(List.of(g.target(), threads(g), cell(server), cell(client),
                    server.isPresent() && client.isPresent() ? difference(server.getAsDouble(), client.getAsDouble()) : Fmt.ABSENT,
                    cell(tpmC), cell(g.mean(number(TpccNumbers::tpmTotal))),
                    cell(g.mean(number(t -> t.tpmServer().orElse(Double.NaN))))));
            if (priced) {
                Optional<Price> p = price(r, g.target());
                row.add(cost(p, server.isPresent() ? server : client));
                row.add(cost(p, tpmC));
            }
            rows.add(row);
        }
        return Optional.of(new Table("TPC-C", header, rows, notes(r, s, groups, priced)));
    }

    private static List<String> notes(RunResult r, Summaries s, List<StepGroup> groups, boolean priced) {
        List<String> notes = new ArrayList<>();
        HeaderTables.option(r, "tpcc-mode").ifPresent(m -> notes.add("Mode: --tpcc-mode " + m + ("tproc".equals(m)
                ? " (HammerDB's TPROC-C: uniform ids, no keying or think time)."
                : " (the specification's NURand ids, as go-tpc runs them).")));
        notes.addAll(MEANING);
        groups.stream().flatMap(g -> g.measured().stream()).map(StepResult::tpcc).flatMap(Optional::stream)
                .map(TpccNumbers::serverScope).filter(x -> !x.isEmpty()).distinct()
                .forEach(scope -> notes.add("TPM (server) here is " + scope + ", so other work on that server counts too."));
        if (oneShard(r)) {
            notes.add(SHARD);
        }
        if (s.maxSamples() > 1) {
            notes.add("Each cell is the mean over the repeats, each repeat the mean of its iterations.");
        }
        if (priced) {
            notes.add("Costs: the price per hour over (NOPM / 1,000) and over (tpmC / 1,000), NOPM as the server counted it"
                    + " where it was read; lower is better.");
        }
        return notes;
    }

    /** Whether {@code r} is one shard's own result, which lists that shard alone, of a run of several. */
    private static boolean oneShard(RunResult r) {
        return r.summary().shards().filter(list -> list.size() == 1).isPresent()
                && !"1".equals(r.manifest().getOrDefault("shard.count", "1"));
    }

    private static ToDoubleFunction<StepResult> number(Function<TpccNumbers, Double> f) {
        return st -> st.tpcc().map(f).orElse(Double.NaN);
    }

    private static String threads(StepGroup g) {
        return g.threads() + (g.stoppedOnly() ? ResultTables.STOPPED : "");
    }

    private static String cell(OptionalDouble v) {
        return v.isPresent() ? Fmt.two(v.getAsDouble()) : Fmt.ABSENT;
    }

    /** How far the server's count is from the client's, in percent of the client's, with its sign. */
    static String difference(double server, double client) {
        return client == 0 ? Fmt.ABSENT : String.format(java.util.Locale.ROOT, "%+.2f%%", (server - client) / client * 100.0);
    }

    private static String cost(Optional<Price> p, OptionalDouble perMinute) {
        if (p.isEmpty() || perMinute.isEmpty()) {
            return Fmt.ABSENT;
        }
        OptionalDouble c = p.get().perThousand(perMinute.getAsDouble());
        return c.isPresent() ? PricePerformance.money(c.getAsDouble(), p.get().currency()) : Fmt.ABSENT;
    }

    private static Optional<Price> price(RunResult r, String target) {
        return r.targets().stream().filter(t -> t.name().equals(target)).findFirst().flatMap(t -> t.price());
    }
}
