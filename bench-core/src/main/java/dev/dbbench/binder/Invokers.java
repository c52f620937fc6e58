package dev.dbbench.binder;

import java.lang.invoke.CallSite;
import java.lang.invoke.LambdaMetafactory;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Method;

/**
 * Turns a transaction or pause method into an interface instance with {@link LambdaMetafactory}, once per workload
 * class: the JIT compiles a call through it as a call of the method itself, with no reflection and no boxing. A small
 * adapter per shape reads the arguments from the worker's slots in the method's order, so parameters may come in any
 * order.
 */
final class Invokers {
    private static final Class<?>[] VOID = {Calls.V0.class, Calls.V1.class, Calls.V2.class, Calls.V3.class};
    private static final Class<?>[] BOOLEAN = {Calls.B0.class, Calls.B1.class, Calls.B2.class, Calls.B3.class};
    private static final Class<?>[] LONG = {Calls.L0.class, Calls.L1.class, Calls.L2.class, Calls.L3.class};

    private Invokers() {
    }

    /**
     * The interface instance over transaction method {@code m}, made once per workload
     * class: the workload instance is its first argument, so every configured instance shares it.
     */
    static Object transaction(MethodHandles.Lookup caller, Method m) {
        Class<?>[] sams = m.getReturnType() == boolean.class ? BOOLEAN : VOID;
        return lambda(caller, sams[m.getParameterCount()], m);
    }

    /** The interface instance over pause method {@code m}; see {@link #transaction(MethodHandles.Lookup, Method)}. */
    static Object pause(MethodHandles.Lookup caller, Method m) {
        return lambda(caller, LONG[m.getParameterCount()], m);
    }

    /**
     * A transaction of {@code workload} over {@code call} (from {@link #transaction(MethodHandles.Lookup, Method)}),
     * its arguments read from {@code slots}: counted as operation {@code op}, or as {@code rolledBack} when a
     * {@code boolean} method returns false.
     */
    static TxCall transaction(Object call, int[] s, Object workload, int op, int rolledBack) {
        if (call instanceof Calls.B0 c) {
            return committed(c, workload, op, rolledBack);
        } else if (call instanceof Calls.B1 c) {
            return committed(c, workload, s[0], op, rolledBack);
        } else if (call instanceof Calls.B2 c) {
            return committed(c, workload, s[0], s[1], op, rolledBack);
        } else if (call instanceof Calls.B3 c) {
            return committed(c, workload, s[0], s[1], s[2], op, rolledBack);
        } else if (call instanceof Calls.V0 c) {
            return run(c, workload, op);
        } else if (call instanceof Calls.V1 c) {
            return run(c, workload, s[0], op);
        } else if (call instanceof Calls.V2 c) {
            return run(c, workload, s[0], s[1], op);
        }
        return run((Calls.V3) call, workload, s[0], s[1], s[2], op);
    }

    /** The pause method of {@code workload} over {@code call}, its arguments read from {@code slots}. */
    static PauseCall pause(Object call, int[] s, Object workload) {
        if (call instanceof Calls.L0 c) {
            return pause(c, workload);
        } else if (call instanceof Calls.L1 c) {
            return pause(c, workload, s[0]);
        } else if (call instanceof Calls.L2 c) {
            return pause(c, workload, s[0], s[1]);
        }
        return pause((Calls.L3) call, workload, s[0], s[1], s[2]);
    }

    // One factory per shape: each lambda below is a class of its own, so transactions of one shape share it.

    private static TxCall run(Calls.V0 c, Object w, int op) {
        return slots -> {
            c.call(w);
            return op;
        };
    }

    private static TxCall run(Calls.V1 c, Object w, int a, int op) {
        return slots -> {
            c.call(w, slots[a]);
            return op;
        };
    }

    private static TxCall run(Calls.V2 c, Object w, int a, int b, int op) {
        return slots -> {
            c.call(w, slots[a], slots[b]);
            return op;
        };
    }

    private static TxCall run(Calls.V3 c, Object w, int a, int b, int d, int op) {
        return slots -> {
            c.call(w, slots[a], slots[b], slots[d]);
            return op;
        };
    }

    private static TxCall committed(Calls.B0 c, Object w, int op, int rolledBack) {
        return slots -> c.call(w) ? op : rolledBack;
    }

    private static TxCall committed(Calls.B1 c, Object w, int a, int op, int rolledBack) {
        return slots -> c.call(w, slots[a]) ? op : rolledBack;
    }

    private static TxCall committed(Calls.B2 c, Object w, int a, int b, int op, int rolledBack) {
        return slots -> c.call(w, slots[a], slots[b]) ? op : rolledBack;
    }

    private static TxCall committed(Calls.B3 c, Object w, int a, int b, int d, int op, int rolledBack) {
        return slots -> c.call(w, slots[a], slots[b], slots[d]) ? op : rolledBack;
    }

    private static PauseCall pause(Calls.L0 c, Object w) {
        return slots -> c.call(w);
    }

    private static PauseCall pause(Calls.L1 c, Object w, int a) {
        return slots -> c.call(w, slots[a]);
    }

    private static PauseCall pause(Calls.L2 c, Object w, int a, int b) {
        return slots -> c.call(w, slots[a], slots[b]);
    }

    private static PauseCall pause(Calls.L3 c, Object w, int a, int b, int d) {
        return slots -> c.call(w, slots[a], slots[b], slots[d]);
    }

    /** The slot of each argument, in the method's parameter order. */
    static int[] slots(Arg[] args) {
        int[] s = new int[args.length];
        for (int i = 0; i < args.length; i++) {
            s[i] = args[i].slot();
        }
        return s;
    }

    /** An instance of {@code sam}, whose one method {@code call} takes the workload and then {@code m}'s parameters. */
    private static Object lambda(MethodHandles.Lookup caller, Class<?> sam, Method m) {
        Method abstractMethod = sam.getMethods()[0];
        MethodType samType = MethodType.methodType(abstractMethod.getReturnType(), abstractMethod.getParameterTypes());
        try {
            MethodHandle impl = caller.unreflect(m);
            CallSite site = LambdaMetafactory.metafactory(caller, "call", MethodType.methodType(sam), samType, impl, impl.type());
            return site.getTarget().invoke();
        } catch (Throwable e) {
            throw new IllegalStateException("cannot bind " + Names.of(m.getDeclaringClass(), m.getName()) + ": " + e, e);
        }
    }
}
