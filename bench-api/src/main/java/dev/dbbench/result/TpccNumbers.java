package dev.dbbench.result;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * A TPC-C step's headline numbers, all per minute of measured time, each in the convention it is known by. Derived
 * from the step (its operations {@code new_order} and {@code new_order_rollback} and its server counts), never stored
 * apart from them; {@code result.json} shows them under the step's {@code tpcc}.
 *
 * @param nopmServer  committed New-Orders as the server counted them: the change of {@code SUM(D_NEXT_O_ID)} over the
 *                    window (HammerDB's NOPM); empty when the server was not read
 * @param nopmClient  committed New-Orders as the client counted them, rollbacks excluded (HammerDB's convention)
 * @param tpmC        New-Orders including the 1 % rolled back for their unused item (go-tpc's tpmC, and the
 *                    specification's, clause 2.4.2.3)
 * @param tpmTotal    transactions of all five kinds, rollbacks included (go-tpc's tpmTotal)
 * @param tpmServer   transactions ended on the server (commits and rollbacks) per minute (HammerDB's TPM); empty
 *                    when the target reads no such counters
 * @param serverScope what {@code tpmServer} covers when it is more than the benchmark's database; empty otherwise
 * @param mix         the share of each transaction against the specification's minimums; empty when nothing completed
 */
@JsonPropertyOrder({"nopmServer", "nopmClient", "tpmC", "tpmTotal", "tpmServer", "serverScope", "mix"})
public record TpccNumbers(@JsonInclude(JsonInclude.Include.NON_ABSENT) OptionalDouble nopmServer, double nopmClient,
                          double tpmC, double tpmTotal, @JsonInclude(JsonInclude.Include.NON_ABSENT) OptionalDouble tpmServer,
                          @JsonInclude(JsonInclude.Include.NON_EMPTY) String serverScope,
                          @JsonInclude(JsonInclude.Include.NON_ABSENT) Optional<TpccMix> mix) {
    /** The operation of committed New-Orders. */
    public static final String NEW_ORDER = "new_order";
    /** The operation of New-Orders rolled back for their unused item. */
    public static final String NEW_ORDER_ROLLBACK = "new_order_rollback";
    /** The workload's server counter of committed New-Orders. */
    public static final String NEW_ORDERS_COUNTER = "new_orders";

    public TpccNumbers {
        nopmServer = nopmServer == null ? OptionalDouble.empty() : nopmServer;
        tpmServer = tpmServer == null ? OptionalDouble.empty() : tpmServer;
        serverScope = serverScope == null ? "" : serverScope;
        mix = mix == null ? Optional.empty() : mix;
    }

    /** The numbers of {@code step} when it ran TPC-C (it has a {@code new_order} operation); empty otherwise. */
    public static Optional<TpccNumbers> of(StepResult step) {
        OperationStats committed = step.operations().get(NEW_ORDER);
        if (committed == null) {
            return Optional.empty();
        }
        OperationStats rolledBack = step.operations().get(NEW_ORDER_ROLLBACK);
        long all = committed.count() + (rolledBack == null ? 0 : rolledBack.count());
        double seconds = step.durationSeconds();
        OptionalDouble nopmServer = OptionalDouble.empty();
        OptionalDouble tpmServer = OptionalDouble.empty();
        String scope = "";
        if (step.server().isPresent()) {
            ServerCounts s = step.server().get();
            Long orders = s.workload().get(NEW_ORDERS_COUNTER);
            nopmServer = orders == null ? OptionalDouble.empty() : OptionalDouble.of(s.perMinute(orders));
            tpmServer = s.transactions().isEmpty() ? OptionalDouble.empty() : OptionalDouble.of(s.transactionsPerMinute());
            scope = s.transactions().isEmpty() ? "" : s.scope();
        }
        Map<String, Long> counts = new HashMap<>();
        step.operations().forEach((name, stats) -> counts.put(name, stats.count()));
        return Optional.of(new TpccNumbers(nopmServer, perMinute(committed.count(), seconds), perMinute(all, seconds),
                perMinute(step.transactions(), seconds), tpmServer, scope, TpccMix.of(counts)));
    }

    /**
     * NOPM and tpmC as the client counted them over a stretch of a run (a stability window), per minute, and its mix.
     *
     * @param nopm committed New-Orders per minute, rollbacks excluded (HammerDB's convention)
     * @param tpmC New-Orders per minute, rollbacks included (go-tpc's)
     * @param mix  the share of each transaction against the specification's minimums; empty when nothing completed
     */
    public record Window(double nopm, double tpmC, @JsonInclude(JsonInclude.Include.NON_ABSENT) Optional<TpccMix> mix) {
        public Window {
            mix = mix == null ? Optional.empty() : mix;
        }
    }

    /** The numbers of {@code seconds} in which {@code operations} ran, when they include {@code new_order}. */
    public static Optional<Window> window(Map<String, Long> operations, double seconds) {
        Long committed = operations.get(NEW_ORDER);
        if (committed == null) {
            return Optional.empty();
        }
        long all = committed + operations.getOrDefault(NEW_ORDER_ROLLBACK, 0L);
        return Optional.of(new Window(perMinute(committed, seconds), perMinute(all, seconds), TpccMix.of(operations)));
    }

    /** {@code count} per minute of {@code seconds}, rounded to hundredths; 0 when nothing was measured. */
    static double perMinute(long count, double seconds) {
        return seconds <= 0 ? 0 : Math.round(count * 60.0 / seconds * 100.0) / 100.0;
    }
}
