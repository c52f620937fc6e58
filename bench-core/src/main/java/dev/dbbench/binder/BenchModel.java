package dev.dbbench.binder;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A workload class that passed every binding check: what {@link BoundWorkload} configures instances from.
 *
 * @param type         the workload class
 * @param id           its {@code @Benchmark} id
 * @param description  its {@code @Benchmark} description
 * @param params       its {@code @Param} fields, in the order {@code list} shows them
 * @param lifecycle    its lifecycle methods
 * @param state        its {@code @State} class, if its methods take one
 * @param transactions its {@code @Transaction} methods, in operation order
 * @param operations   the transactions' names, then {@code <name>_rollback} of each that returns {@code boolean}
 * @param pauses       whether it has a {@code @Pause} method
 * @param dispatcher   what calls its transactions and pause method
 */
record BenchModel(Class<?> type, String id, String description, List<ParamField> params, Map<Lifecycle, Hook> lifecycle,
                  Optional<StateClass> state, List<TxMethod> transactions, List<String> operations, boolean pauses,
                  Dispatcher dispatcher) {

    BenchModel {
        params = List.copyOf(params);
        lifecycle = Map.copyOf(lifecycle);
        transactions = List.copyOf(transactions);
        operations = List.copyOf(operations);
    }

    /**
     * One {@code @Transaction} method.
     *
     * @param name   its operation name
     * @param weight its declared weight
     */
    record TxMethod(String name, int weight, boolean readOnly) {
    }

    /** The {@code @State} class: how a worker's object is made, set up and torn down. */
    record StateClass(Class<?> type, Hook constructor, Optional<Hook> setup, Optional<Hook> tearDown) {
    }
}
