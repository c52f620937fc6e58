package dev.dbbench.workloads.file;

import dev.dbbench.workloads.file.gen.Value;
import dev.dbbench.workloads.random.Rng;
import java.util.List;

/**
 * Picks the transaction of each event by weight, and gives every worker slots for the values of any of them. The
 * JDBC workers and the event scripts pick and draw through this one class, so both run the same transactions with
 * the same values for the same seed. Immutable.
 */
final class Mix {
    private final Transaction[] transactions;
    /** Running totals of the weights: transaction i runs for draws below cumulative[i]. */
    private final long[] cumulative;
    private final int slots;

    Mix(List<Transaction> transactions) {
        this.transactions = transactions.toArray(Transaction[]::new);
        this.cumulative = new long[this.transactions.length];
        long total = 0;
        int most = 1;
        for (int i = 0; i < this.transactions.length; i++) {
            total += this.transactions[i].weight();
            cumulative[i] = total;
            most = Math.max(most, this.transactions[i].slots());
        }
        this.slots = most;
    }

    /** The index of the next event's transaction; one draw, none when there is only one transaction. */
    int pick(Rng rng) {
        if (transactions.length == 1) {
            return 0;
        }
        long draw = (long) (rng.nextDouble() * cumulative[cumulative.length - 1]);
        int i = 0;
        while (draw >= cumulative[i]) {
            i++;
        }
        return i;
    }

    Transaction get(int index) {
        return transactions[index];
    }

    int size() {
        return transactions.length;
    }

    /** Fresh slots for one worker, enough for any transaction. */
    Value[] newSlots() {
        Value[] values = new Value[slots];
        for (int i = 0; i < slots; i++) {
            values[i] = new Value();
        }
        return values;
    }
}
