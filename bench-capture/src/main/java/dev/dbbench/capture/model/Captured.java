package dev.dbbench.capture.model;

import dev.dbbench.capture.source.Observation;
import java.util.List;
import java.util.Map;

/**
 * What a capture found, ready to write: the transaction types, the workload file's transactions and tables, the
 * statement shapes with their counts, and what was left out or approximated.
 *
 * @param left  statements not replayed, by why, with their counts
 * @param notes what was approximated, one line each
 */
public record Captured(Observation observation, List<TxnType> types, List<FileTxn> transactions, List<TableModel> tables,
                       List<ShapeRow> shapes, Map<String, Long> left, List<String> notes) {

    public Captured {
        types = List.copyOf(types);
        transactions = List.copyOf(transactions);
        tables = List.copyOf(tables);
        shapes = List.copyOf(shapes);
        left = Map.copyOf(left);
        notes = List.copyOf(notes);
    }
}
