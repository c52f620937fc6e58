package dev.dbbench.capture.model;

import java.util.List;

/**
 * A transaction type: the variants that write the same tables (or, reading only, read the same ones), with those
 * that rolled back part-way counted with the variant they began as.
 *
 * @param name     a name made from what it does first: {@code insert_orders}, {@code read_customer}
 * @param variants most frequent first
 */
public record TxnType(String name, List<Variant> variants) {

    public TxnType {
        variants = List.copyOf(variants);
    }

    public long count() {
        return variants.stream().mapToLong(v -> v.instances().size()).sum();
    }
}
