package dev.dbbench.binder;

import dev.dbbench.spi.workload.Counter;
import java.io.IOException;
import java.io.InputStream;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Method;
import java.sql.Connection;
import java.util.List;
import java.util.Optional;

/**
 * Makes the {@link Dispatcher} of a workload class, once when the class is bound: one method handle that compares the
 * worker's draw with the cumulative weights, transaction by transaction, and calls the transaction it falls on with the
 * arguments it declares, turning its result into the operation's index; and one for the pause method. Both become the
 * class data of a hidden class defined from {@link DispatchTemplate}, where they are constants: no reflection and no
 * lookup runs per event, and the JIT compiles the comparisons and the inlined transaction methods as the chain of ifs a
 * hand-written workload has.
 */
final class Dispatchers {
    /** A transaction as the dispatcher calls it, but for the leading draw and cumulative weights: workload, state, counter, connection. */
    private static final MethodType RUN = MethodType.methodType(int.class, Object.class, Object.class, Counter.class, Connection.class);
    /** The pause method as the dispatcher calls it: workload, state, the last and the next transaction's names. */
    private static final MethodType PAUSE = MethodType.methodType(long.class, Object.class, Object.class, String.class, String.class);

    /** {@code (draw, cumulative, index) -> draw < cumulative[index]}. */
    private static final MethodHandle BELOW;

    static {
        try {
            BELOW = MethodHandles.lookup().findStatic(Dispatchers.class, "below", MethodType.methodType(boolean.class, int.class,
                    int[].class, int.class));
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private Dispatchers() {
    }

    private static boolean below(int draw, int[] cumulative, int index) {
        return draw < cumulative[index];
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
            // The last transaction takes every draw the ones before it leave; each before it, the draws below its weight.
            int n = transactions.size();
            MethodHandle run = MethodHandles.dropArguments(transaction(lookup, transactions.get(n - 1)), 0, int.class, int[].class);
            for (int i = n - 2; i >= 0; i--) {
                MethodHandle below = MethodHandles.dropArguments(MethodHandles.insertArguments(BELOW, 2, i), 2, RUN.parameterList());
                MethodHandle here = MethodHandles.dropArguments(transaction(lookup, transactions.get(i)), 0, int.class, int[].class);
                run = MethodHandles.guardWithTest(below, here, run);
            }
            MethodHandle wait = pause.isPresent() ? adapt(lookup, pause.get(), PAUSE)
                    : MethodHandles.dropArguments(MethodHandles.constant(long.class, 0L), 0, PAUSE.parameterList());
            MethodHandles.Lookup hidden = lookup.defineHiddenClassWithClassData(template(), List.of(run, wait), true);
            return (Dispatcher) hidden.findConstructor(hidden.lookupClass(), MethodType.methodType(void.class)).invoke();
        } catch (Throwable e) {
            throw new IllegalStateException("cannot bind the transactions of " + transactions.get(0).method().getDeclaringClass()
                    + ": " + e, e);
        }
    }

    /** {@code call}'s method as {@code (workload, state, counter, connection) -> operation}. */
    private static MethodHandle transaction(MethodHandles.Lookup lookup, Call call) {
        MethodHandle h = adapt(lookup, call, RUN.changeReturnType(call.method().getReturnType()));
        if (h.type().returnType() == boolean.class) {
            MethodHandle committed = MethodHandles.dropArguments(MethodHandles.constant(int.class, call.op()), 0, boolean.class);
            MethodHandle rolledBack = MethodHandles.dropArguments(MethodHandles.constant(int.class, call.rolledBack()), 0, boolean.class);
            return MethodHandles.filterReturnValue(h, MethodHandles.guardWithTest(MethodHandles.identity(boolean.class), committed,
                    rolledBack));
        }
        return MethodHandles.filterReturnValue(h, MethodHandles.constant(int.class, call.op()));
    }

    /**
     * {@code call}'s method as a handle of {@code type}: the workload first, then every argument of its kind of method,
     * of which it takes those it declares, in its own order. Only the workload and the state are cast, to classes.
     */
    private static MethodHandle adapt(MethodHandles.Lookup lookup, Call call, MethodType type) {
        MethodHandle h;
        try {
            h = lookup.unreflect(call.method());
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(call.method() + " passed the binding checks but is not accessible", e);
        }
        int[] order = new int[call.args().length + 1];
        Class<?>[] params = new Class<?>[call.args().length + 1];
        params[0] = Object.class;
        for (int i = 0; i < call.args().length; i++) {
            order[i + 1] = call.args()[i].position();
            params[i + 1] = type.parameterType(order[i + 1]);
        }
        h = h.asType(MethodType.methodType(h.type().returnType(), params));
        return MethodHandles.permuteArguments(h, type.changeReturnType(h.type().returnType()), order);
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
