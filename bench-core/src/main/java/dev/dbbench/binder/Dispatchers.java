package dev.dbbench.binder;

import java.io.IOException;
import java.io.InputStream;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Method;
import java.util.List;
import java.util.Optional;

/**
 * Makes the {@link Dispatcher} of a workload class, once when the class is bound: one method handle that switches on
 * the transaction's index to the transaction method, its arguments taken from the worker's slots and its result turned
 * into the operation's index, and one for the pause method. Both become the class data of a hidden class defined from
 * {@link DispatchTemplate}, where they are constants: no reflection and no lookup runs per event, and the JIT inlines
 * the transaction methods into the switch.
 */
final class Dispatchers {
    private static final MethodType RUN = MethodType.methodType(int.class, Object.class, Object[].class);
    private static final MethodType PAUSE = MethodType.methodType(long.class, Object.class, Object[].class);

    private Dispatchers() {
    }

    /**
     * A transaction or pause method and where its arguments come from.
     *
     * @param op         the operation it counts as
     * @param rolledBack the operation it counts as when a {@code boolean} method returns false
     */
    record Call(Method method, Arg[] args, int op, int rolledBack) {
    }

    /** The dispatcher of {@code transactions} (in index order) and {@code pause}, defined beside {@code lookup}'s class. */
    static Dispatcher make(MethodHandles.Lookup lookup, List<Call> transactions, Optional<Call> pause) {
        try {
            MethodHandle[] cases = new MethodHandle[transactions.size()];
            for (int i = 0; i < cases.length; i++) {
                cases[i] = MethodHandles.dropArguments(transaction(lookup, transactions.get(i)), 0, int.class);
            }
            MethodHandle none = MethodHandles.dropArguments(MethodHandles.throwException(int.class, IllegalStateException.class)
                    .bindTo(new IllegalStateException("no such transaction")), 0, int.class, Object.class, Object[].class);
            // One transaction needs no switch.
            MethodHandle run = cases.length == 1 ? cases[0] : MethodHandles.tableSwitch(none, cases);
            MethodHandle wait = pause.isPresent() ? adapt(lookup, pause.get()).asType(PAUSE)
                    : MethodHandles.dropArguments(MethodHandles.constant(long.class, 0L), 0, Object.class, Object[].class);
            MethodHandles.Lookup hidden = lookup.defineHiddenClassWithClassData(template(), List.of(run, wait), true);
            return (Dispatcher) hidden.findConstructor(hidden.lookupClass(), MethodType.methodType(void.class)).invoke();
        } catch (Throwable e) {
            throw new IllegalStateException("cannot bind the transactions of " + transactions.get(0).method().getDeclaringClass()
                    + ": " + e, e);
        }
    }

    /** {@code call}'s method as {@code (workload, slots) -> operation}. */
    private static MethodHandle transaction(MethodHandles.Lookup lookup, Call call) {
        MethodHandle h = adapt(lookup, call);
        if (h.type().returnType() == boolean.class) {
            MethodHandle committed = MethodHandles.dropArguments(MethodHandles.constant(int.class, call.op()), 0, boolean.class);
            MethodHandle rolledBack = MethodHandles.dropArguments(MethodHandles.constant(int.class, call.rolledBack()), 0, boolean.class);
            return MethodHandles.filterReturnValue(h, MethodHandles.guardWithTest(MethodHandles.identity(boolean.class), committed,
                    rolledBack));
        }
        return MethodHandles.filterReturnValue(h, MethodHandles.constant(int.class, call.op())).asType(RUN);
    }

    /** {@code call}'s method as {@code (workload, slots) -> its result}: each parameter read from its slot and cast. */
    private static MethodHandle adapt(MethodHandles.Lookup lookup, Call call) {
        MethodHandle h;
        try {
            h = lookup.unreflect(call.method());
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(call.method() + " passed the binding checks but is not accessible", e);
        }
        h = h.asType(h.type().changeParameterType(0, Object.class));
        Class<?>[] types = call.method().getParameterTypes();
        MethodHandle[] getters = new MethodHandle[types.length];
        int[] order = new int[types.length + 1];
        for (int i = 0; i < types.length; i++) {
            MethodHandle slot = MethodHandles.insertArguments(MethodHandles.arrayElementGetter(Object[].class), 1, call.args()[i].slot());
            getters[i] = slot.asType(MethodType.methodType(types[i], Object[].class));
            order[i + 1] = 1;
        }
        h = MethodHandles.filterArguments(h, 1, getters);
        return MethodHandles.permuteArguments(h, MethodType.methodType(h.type().returnType(), Object.class, Object[].class), order);
    }

    /** The class file of {@link DispatchTemplate}, read without loading the class. */
    private static byte[] template() throws IOException {
        try (InputStream in = Dispatchers.class.getResourceAsStream("DispatchTemplate.class")) {
            if (in == null) {
                throw new IOException("the class file of DispatchTemplate is missing from dbbench");
            }
            return in.readAllBytes();
        }
    }
}
