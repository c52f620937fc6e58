package dev.dbbench.binder;

import dev.dbbench.spi.bench.Cleanup;
import dev.dbbench.spi.bench.Configure;
import dev.dbbench.spi.bench.Level;
import dev.dbbench.spi.bench.Prepare;
import dev.dbbench.spi.bench.Setup;
import dev.dbbench.spi.bench.TearDown;
import dev.dbbench.spi.bench.Verify;
import java.lang.reflect.Method;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** Checks the lifecycle methods of a workload class: at most one of each, of the right shape, at the right level. */
final class LifecycleScan {
    private final Class<?> type;
    private final String name;
    private final Signatures signatures;
    private final Problems problems;

    private LifecycleScan(Class<?> type, Signatures signatures, Problems problems) {
        this.type = type;
        this.name = Names.of(type);
        this.signatures = signatures;
        this.problems = problems;
    }

    /** The lifecycle methods among {@code methods} that pass their checks; a problem for each that does not. */
    static Map<Lifecycle, Hook> scan(Class<?> type, List<Method> methods, Signatures signatures, Problems problems) {
        return new LifecycleScan(type, signatures, problems).scan(methods);
    }

    private Map<Lifecycle, Hook> scan(List<Method> methods) {
        Map<Lifecycle, Hook> hooks = new EnumMap<>(Lifecycle.class);
        Map<Lifecycle, Method> seen = new EnumMap<>(Lifecycle.class);
        Set<Arg> onConnection = Set.of(Arg.CONNECTION, Arg.DIALECT);
        for (Method m : methods) {
            if (m.isAnnotationPresent(Configure.class)) {
                hook(m, Lifecycle.CONFIGURE, Set.of(), void.class, hooks, seen);
            }
            if (m.isAnnotationPresent(Prepare.class)) {
                hook(m, Lifecycle.PREPARE, Set.of(Arg.PREPARE_CONTEXT), void.class, hooks, seen);
            }
            if (m.isAnnotationPresent(Verify.class)) {
                hook(m, Lifecycle.VERIFY, onConnection, List.class, hooks, seen);
            }
            if (m.isAnnotationPresent(Cleanup.class)) {
                hook(m, Lifecycle.CLEANUP, onConnection, void.class, hooks, seen);
            }
            Setup setup = m.getAnnotation(Setup.class);
            if (setup != null) {
                level(m, setup.value(), "@Setup").ifPresent(l -> hook(m, l, onConnection, void.class, hooks, seen));
            }
            TearDown tearDown = m.getAnnotation(TearDown.class);
            if (tearDown != null) {
                level(m, tearDown.value(), "@TearDown").ifPresent(l -> hook(m, l == Lifecycle.SETUP_TRIAL ? Lifecycle.TEARDOWN_TRIAL
                        : Lifecycle.TEARDOWN_STEP, onConnection, void.class, hooks, seen));
            }
        }
        return hooks;
    }

    /** The setup lifecycle of {@code level} on the workload class; a problem for {@code WORKER}, which is the state's. */
    private Optional<Lifecycle> level(Method m, Level level, String annotation) {
        if (level == Level.WORKER) {
            problems.add(Names.of(type, m.getName()), annotation + "(Level.WORKER) belongs on the @State class; use Level.TRIAL or"
                    + " Level.STEP here, or move it");
            return Optional.empty();
        }
        return Optional.of(level == Level.TRIAL ? Lifecycle.SETUP_TRIAL : Lifecycle.SETUP_STEP);
    }

    private void hook(Method m, Lifecycle kind, Set<Arg> allowed, Class<?> returns, Map<Lifecycle, Hook> hooks,
                      Map<Lifecycle, Method> seen) {
        String where = Names.of(type, m.getName());
        Method first = seen.putIfAbsent(kind, m);
        if (first != null) {
            problems.add(where, name + " has two " + kind.annotation() + " methods (" + first.getName() + " and " + m.getName()
                    + "); keep one");
            return;
        }
        boolean ok = signatures.callable(m, kind.annotation(), returns);
        signatures.args(m, where, kind.annotation(), allowed).filter(a -> ok).ifPresent(a -> hooks.put(kind, Hook.of(m, a)));
    }
}
