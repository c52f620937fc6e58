package dev.dbbench.binder;

import dev.dbbench.spi.Dialect;
import dev.dbbench.spi.bench.State;
import dev.dbbench.spi.workload.Counter;
import dev.dbbench.spi.workload.PrepareContext;
import dev.dbbench.spi.workload.WorkerContext;
import java.lang.reflect.Executable;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Checks the shape of annotated methods: public instance methods of the right return type that throw nothing checked
 * but {@link SQLException}, whose parameters are each something dbbench passes, found by type.
 */
final class Signatures {
    private final Class<?> workload;
    private final Problems problems;

    Signatures(Class<?> workload, Problems problems) {
        this.workload = workload;
        this.problems = problems;
    }

    /**
     * Whether {@code m}, annotated {@code annotation}, is a public instance method returning one of {@code returns}
     * and throwing no checked exception but {@link SQLException}; a problem is added for each rule it breaks.
     */
    boolean callable(Method m, String annotation, Class<?>... returns) {
        String where = Names.of(m.getDeclaringClass(), m.getName());
        boolean ok = true;
        if (!Modifier.isPublic(m.getModifiers())) {
            problems.add(where, annotation + " methods are called by dbbench; make it public");
            ok = false;
        }
        if (Modifier.isStatic(m.getModifiers())) {
            problems.add(where, annotation + " methods run on an instance; remove static");
            ok = false;
        }
        if (!List.of(returns).contains(m.getReturnType())) {
            problems.add(where, "returns " + m.getReturnType().getSimpleName() + "; an " + annotation + " method returns "
                    + List.of(returns).stream().map(Class::getSimpleName).collect(Collectors.joining(" or ")));
            ok = false;
        }
        return thrown(m, where) && ok;
    }

    /** Whether {@code m} throws no checked exception but {@link SQLException}; a problem is added otherwise. */
    boolean thrown(Executable m, String where) {
        for (Class<?> e : m.getExceptionTypes()) {
            if (!SQLException.class.isAssignableFrom(e) && !RuntimeException.class.isAssignableFrom(e) && !Error.class.isAssignableFrom(e)) {
                problems.add(where, "throws " + e.getSimpleName() + "; throw SQLException (or an unchecked exception) instead");
                return false;
            }
        }
        return true;
    }

    /**
     * What each parameter of {@code m} receives; empty when a parameter is not one of {@code allowed} or is taken twice,
     * with a problem for each such parameter.
     */
    Optional<Arg[]> args(Executable m, String where, String annotation, Set<Arg> allowed) {
        Class<?>[] types = m.getParameterTypes();
        Arg[] out = new Arg[types.length];
        Set<Arg> seen = EnumSet.noneOf(Arg.class);
        boolean ok = true;
        for (int i = 0; i < types.length; i++) {
            Arg a = kind(types[i], seen);
            if (a == null || !allowed.contains(a)) {
                problems.add(where, "parameter " + (i + 1) + " is a " + types[i].getSimpleName() + ", which " + annotation
                        + (allowed.isEmpty() ? " does not take; take no parameters" : " does not take; take any of " + describe(allowed)));
                ok = false;
            } else if (!seen.add(a)) {
                problems.add(where, "takes more than one " + types[i].getSimpleName() + "; take it once");
                ok = false;
            } else {
                out[i] = a;
            }
        }
        return ok ? Optional.of(out) : Optional.empty();
    }

    private Arg kind(Class<?> type, Set<Arg> seen) {
        if (type == Connection.class) {
            return Arg.CONNECTION;
        } else if (type == Counter.class) {
            return Arg.COUNTER;
        } else if (type == Dialect.class) {
            return Arg.DIALECT;
        } else if (type == PrepareContext.class) {
            return Arg.PREPARE_CONTEXT;
        } else if (type == WorkerContext.class) {
            return Arg.WORKER_CONTEXT;
        } else if (type == workload) {
            return Arg.WORKLOAD;
        } else if (type == String.class) {
            return seen.contains(Arg.LAST) ? Arg.NEXT : Arg.LAST;
        } else if (type.isAnnotationPresent(State.class)) {
            // A second @State class is reported once, for the class, rather than once per parameter.
            return Arg.STATE;
        }
        return null;
    }

    private String describe(Set<Arg> allowed) {
        return java.util.Arrays.stream(Arg.values()).filter(a -> allowed.contains(a) && a != Arg.NEXT).map(a -> switch (a) {
            case STATE -> "its @State class";
            case COUNTER -> "Counter";
            case CONNECTION -> "Connection";
            case LAST -> "two Strings (the names of the transaction just run and of the next)";
            case DIALECT -> "Dialect";
            case PREPARE_CONTEXT -> "PrepareContext";
            case WORKER_CONTEXT -> "WorkerContext";
            default -> Names.of(workload);
        }).collect(Collectors.joining(", "));
    }
}
