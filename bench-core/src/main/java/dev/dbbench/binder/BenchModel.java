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
 * @param pause        its {@code @Pause} method
 */
record BenchModel(Class<?> type, String id, String description, List<ParamField> params, Map<Lifecycle, Hook> lifecycle,
                  Optional<StateClass> state, List<TxMethod> transactions, Optional<PauseMethod> pause) {

    BenchModel {
        params = List.copyOf(params);
        lifecycle = Map.copyOf(lifecycle);
        transactions = List.copyOf(transactions);
    }

    /**
     * One {@code @Transaction} method.
     *
     * @param name     its operation name
     * @param weight   its declared weight
     * @param call     the interface instance over it, from {@link Invokers}
     * @param slots    the worker slot of each of its parameters
     * @param rollback whether it returns {@code boolean}, and so has an operation {@code <name>_rollback}
     */
    record TxMethod(String name, int weight, Object call, int[] slots, boolean rollback) {
        TxMethod {
            slots = slots.clone();
        }
    }

    /** The {@code @Pause} method: the interface instance over it and the worker slot of each parameter. */
    record PauseMethod(Object call, int[] slots) {
        PauseMethod {
            slots = slots.clone();
        }
    }

    /** The {@code @State} class: how a worker's object is made, set up and torn down. */
    record StateClass(Class<?> type, Hook constructor, Optional<Hook> setup, Optional<Hook> tearDown) {
    }
}
