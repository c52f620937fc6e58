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
 * Makes the {@link Dispatcher} of a workload class, once when the class is bound: one method handle that switches on
 * the transaction's index to the transaction method, passing it the arguments it declares and turning its result into
 * the operation's index, and one for the pause method. Both become the class data of a hidden class defined from
 * {@link DispatchTemplate}, where they are constants: no reflection and no lookup runs per event, and the JIT inlines
 * the transaction methods into the switch.
 */
final class Dispatchers {
    /** A transaction as the dispatcher calls it, but for the leading index: workload, state, counter, connection. */
    private static final MethodType RUN = MethodType.methodType(int.class, Object.class, Object.class, Counter.class, Connection.class);
    /** The pause method as the dispatcher calls it: workload, state, the last and the next transaction's names. */
    private static final MethodType PAUSE = MethodType.methodType(long.class, Object.class, Object.class, String.class, String.class);

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
                    .bindTo(new IllegalStateException("no such transaction")), 0, RUN.insertParameterTypes(0, int.class).parameterList());
            // One transaction needs no switch.
            MethodHandle run = cases.length == 1 ? cases[0] : MethodHandles.tableSwitch(none, cases);
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
