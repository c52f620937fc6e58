package dev.dbbench.binder;

import dev.dbbench.spi.bench.Cleanup;
import dev.dbbench.spi.bench.Configure;
import dev.dbbench.spi.bench.Level;
import dev.dbbench.spi.bench.Pause;
import dev.dbbench.spi.bench.Prepare;
import dev.dbbench.spi.bench.Setup;
import dev.dbbench.spi.bench.TearDown;
import dev.dbbench.spi.bench.Transaction;
import dev.dbbench.spi.bench.Verify;
import java.lang.annotation.Annotation;
import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** Checks a {@code @State} class: how a worker's object is made, set up and torn down. */
final class StateScan {
    /** What a state's constructor and its worker setup may take. */
    private static final Set<Arg> WORKER = Set.of(Arg.WORKER_CONTEXT, Arg.CONNECTION, Arg.DIALECT, Arg.WORKLOAD);
    private static final List<Class<? extends Annotation>> WORKLOAD_ONLY = List.of(Transaction.class, Pause.class, Configure.class,
            Prepare.class, Verify.class, Cleanup.class);

    private StateScan() {
    }

    static Optional<BenchModel.StateClass> scan(Class<?> type, Signatures signatures, Problems problems) {
        String name = Names.of(type);
        int before = problems.count();
        int mod = type.getModifiers();
        if (!Modifier.isPublic(mod)) {
            problems.add(name, "dbbench makes one per worker; make the @State class public");
        }
        if (Modifier.isAbstract(mod) || type.isInterface()) {
            problems.add(name, "dbbench makes one per worker; make the @State class a concrete class");
        }
        if (type.isMemberClass() && !Modifier.isStatic(mod)) {
            problems.add(name, "a nested @State class needs no outer instance; make it static (the workload is a constructor or"
                    + " setup parameter instead)");
        }
        Optional<Hook> constructor = constructor(type, signatures, problems);
        Optional<Hook> setup = Optional.empty();
        Optional<Hook> tearDown = Optional.empty();
        for (Method m : Members.methods(type)) {
            String where = Names.of(type, m.getName());
            for (Class<? extends Annotation> a : WORKLOAD_ONLY) {
                if (m.isAnnotationPresent(a)) {
                    problems.add(where, "@" + a.getSimpleName() + " belongs on the workload class, not the @State class; move it");
                }
            }
            Setup s = m.getAnnotation(Setup.class);
            if (s != null && workerLevel(s.value(), "@Setup", where, problems)) {
                setup = worker(m, setup, "@Setup(Level.WORKER)", WORKER, signatures, problems);
            }
            TearDown t = m.getAnnotation(TearDown.class);
            if (t != null && workerLevel(t.value(), "@TearDown", where, problems)) {
                tearDown = worker(m, tearDown, "@TearDown(Level.WORKER)", Set.of(), signatures, problems);
            }
        }
        if (problems.count() > before || constructor.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new BenchModel.StateClass(type, constructor.get(), setup, tearDown));
    }

    /** The public constructor without parameters, else the one public constructor. */
    private static Optional<Hook> constructor(Class<?> type, Signatures signatures, Problems problems) {
        String name = Names.of(type);
        Constructor<?>[] all = type.getConstructors();
        Optional<Constructor<?>> chosen = List.of(all).stream().filter(c -> c.getParameterCount() == 0).findFirst()
                .or(() -> all.length == 1 ? Optional.of(all[0]) : Optional.empty());
        if (chosen.isEmpty()) {
            problems.add(name, all.length == 0 ? "add a public constructor" : "has " + all.length + " public constructors; keep one,"
                    + " or add one without parameters");
            return Optional.empty();
        }
        Constructor<?> c = chosen.get();
        if (!signatures.thrown(c, name)) {
            return Optional.empty();
        }
        return signatures.args(c, name, "a @State constructor", WORKER).map(args -> Hook.of(c, args));
    }

    private static boolean workerLevel(Level level, String annotation, String where, Problems problems) {
        if (level != Level.WORKER) {
            problems.add(where, "a @State class has " + annotation + "(Level.WORKER) only; " + annotation + "(Level." + level
                    + ") belongs on the workload class");
            return false;
        }
        return true;
    }

    private static Optional<Hook> worker(Method m, Optional<Hook> already, String annotation, Set<Arg> allowed, Signatures signatures,
                                         Problems problems) {
        String where = Names.of(m.getDeclaringClass(), m.getName());
        if (already.isPresent()) {
            problems.add(where, "a second " + annotation + " method; keep one");
            return already;
        }
        boolean ok = signatures.callable(m, annotation, void.class);
        return signatures.args(m, where, annotation, allowed).filter(a -> ok).map(a -> Hook.of(m, a));
    }
}
