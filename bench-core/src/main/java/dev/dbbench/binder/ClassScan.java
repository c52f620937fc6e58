package dev.dbbench.binder;

import dev.dbbench.spi.bench.AnnotatedWorkload;
import dev.dbbench.spi.bench.Benchmark;
import dev.dbbench.spi.bench.Pause;
import dev.dbbench.spi.bench.State;
import dev.dbbench.spi.bench.Transaction;
import java.lang.invoke.MethodHandles;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/** Checks a workload class against every rule of {@link dev.dbbench.spi.bench} and, when it passes, models it. */
final class ClassScan {
    private static final Pattern ID = Pattern.compile("[a-z][a-z0-9_]*");
    private final Class<?> type;
    private final String name;
    private final Problems problems;

    private ClassScan(Class<?> type) {
        this.type = type;
        this.problems = new Problems(type);
        this.name = Names.of(type);
    }

    /** The model of {@code type}; every mistake in it throws one {@link BindingException} naming them all. */
    static BenchModel scan(Class<?> type) {
        return new ClassScan(type).model();
    }

    private BenchModel model() {
        checkClass();
        Benchmark b = type.getAnnotation(Benchmark.class);
        checkBenchmark(b);
        List<ParamField> params = ParamScan.scan(type, problems);
        List<Method> methods = Members.methods(type);
        Optional<Class<?>> stateType = stateType(methods);
        Signatures signatures = new Signatures(type, problems);
        Map<Lifecycle, Hook> lifecycle = LifecycleScan.scan(type, methods, signatures, problems);
        Optional<BenchModel.StateClass> state = stateType.flatMap(s -> StateScan.scan(s, signatures, problems));
        Optional<MethodHandles.Lookup> lookup = Lookups.forClass(type);
        if (lookup.isEmpty()) {
            problems.add(name, "its class loader is neither dbbench's nor a plugin jar's; put the class on the class path or its jar"
                    + " in plugins/");
        }
        List<Checked> txMethods = transactions(methods, signatures);
        Optional<Checked> pause = pause(methods, signatures);
        problems.throwIfAny();
        List<BenchModel.TxMethod> transactions = new ArrayList<>();
        List<String> operations = new ArrayList<>();
        List<Dispatchers.Call> calls = new ArrayList<>();
        for (Checked c : txMethods) {
            Transaction t = c.method().getAnnotation(Transaction.class);
            transactions.add(new BenchModel.TxMethod(txName(c.method(), t), t.weight(), t.readOnly()));
            operations.add(txName(c.method(), t));
        }
        for (int i = 0; i < txMethods.size(); i++) {
            Checked c = txMethods.get(i);
            int rolledBack = i;
            if (c.method().getReturnType() == boolean.class) {
                rolledBack = operations.size();
                operations.add(operations.get(i) + "_rollback");
            }
            calls.add(new Dispatchers.Call(c.method(), c.args(), i, rolledBack));
        }
        Dispatcher dispatcher = Dispatchers.make(lookup.get(), calls, pause.map(c -> new Dispatchers.Call(c.method(), c.args(), 0, 0)));
        return new BenchModel(type, b.id(), b.description(), params, lifecycle, state, transactions, operations, pause.isPresent(),
                dispatcher);
    }

    private void checkClass() {
        int mod = type.getModifiers();
        if (!Modifier.isPublic(mod)) {
            problems.add(name, "dbbench makes instances of the workload class; make it public");
        }
        if (Modifier.isAbstract(mod) || type.isInterface()) {
            problems.add(name, "dbbench makes instances of the workload class; make it a concrete class");
        }
        if (type.isMemberClass() && !Modifier.isStatic(mod)) {
            problems.add(name, "a nested workload class needs no outer instance; make it static");
        }
        if (!AnnotatedWorkload.class.isAssignableFrom(type)) {
            problems.add(name, "add 'implements AnnotatedWorkload' and list the class in"
                    + " META-INF/services/dev.dbbench.spi.bench.AnnotatedWorkload");
        }
        try {
            if (!Modifier.isPublic(type.getConstructor().getModifiers())) {
                problems.add(name, "add a public constructor without parameters");
            }
        } catch (NoSuchMethodException e) {
            problems.add(name, "add a public constructor without parameters; @Param fields are set after it ran");
        }
    }

    private void checkBenchmark(Benchmark b) {
        if (b == null) {
            problems.add(name, "add @Benchmark(id = \"...\", description = \"...\"): the id is what --workload takes");
            return;
        }
        if (!ID.matcher(b.id()).matches()) {
            problems.add(name, "@Benchmark id '" + b.id() + "' is not one word in lower case; use letters, digits and _ (orders)");
        }
        if (b.description().isBlank() || b.description().contains("\n")) {
            problems.add(name, "@Benchmark description is not one line; give one line for list");
        }
    }

    /** The {@code @State} class the transactions and the pause method take, if any; a problem when they take two. */
    private Optional<Class<?>> stateType(List<Method> methods) {
        Set<Class<?>> states = new LinkedHashSet<>();
        for (Method m : methods) {
            if (m.isAnnotationPresent(Transaction.class) || m.isAnnotationPresent(Pause.class)) {
                for (Class<?> p : m.getParameterTypes()) {
                    if (p.isAnnotationPresent(State.class)) {
                        states.add(p);
                    }
                }
            }
        }
        if (states.size() > 1) {
            problems.add(name, "its methods take " + states.size() + " @State classes (" + String.join(", ", states.stream().map(Names::of)
                    .toList()) + "); keep what a worker holds in one");
        }
        return states.stream().findFirst();
    }

    private List<Checked> transactions(List<Method> methods, Signatures signatures) {
        List<Checked> found = new ArrayList<>();
        Set<String> names = new LinkedHashSet<>();
        for (Method m : methods) {
            Transaction t = m.getAnnotation(Transaction.class);
            if (t == null) {
                continue;
            }
            String where = Names.of(type, m.getName());
            String op = txName(m, t);
            boolean ok = signatures.callable(m, "@Transaction", void.class, boolean.class);
            Optional<Arg[]> args = signatures.args(m, where, "a @Transaction method", Set.of(Arg.STATE, Arg.COUNTER, Arg.CONNECTION));
            if (!ID.matcher(op).matches()) {
                problems.add(where, "transaction name '" + op + "' is not snake_case; name it like place_order");
                ok = false;
            } else if (!names.add(op) || m.getReturnType() == boolean.class && !names.add(op + "_rollback")) {
                problems.add(where, "another transaction is named " + op + " (or " + op + "_rollback); give it another name");
                ok = false;
            }
            if (t.weight() < 0) {
                problems.add(where, "weight " + t.weight() + " is negative; give 0 or more");
                ok = false;
            }
            if (ok && args.isPresent()) {
                found.add(new Checked(m, args.get()));
            }
        }
        if (found.isEmpty() && !problems.any()) {
            problems.add(name, "has no @Transaction method; add one, e.g. @Transaction public void lookup(Counter c)");
        }
        found.sort(Comparator.comparingInt((Checked c) -> -c.method().getAnnotation(Transaction.class).weight())
                .thenComparing(c -> txName(c.method(), c.method().getAnnotation(Transaction.class))));
        return found;
    }

    private Optional<Checked> pause(List<Method> methods, Signatures signatures) {
        List<Method> pauses = methods.stream().filter(m -> m.isAnnotationPresent(Pause.class)).toList();
        if (pauses.size() > 1) {
            problems.add(name, name + " has " + pauses.size() + " @Pause methods; keep one");
            return Optional.empty();
        }
        for (Method m : pauses) {
            String where = Names.of(type, m.getName());
            boolean ok = signatures.callable(m, "@Pause", long.class);
            Optional<Arg[]> args = signatures.args(m, where, "a @Pause method", Set.of(Arg.STATE, Arg.LAST, Arg.NEXT));
            if (args.isPresent() && List.of(args.get()).contains(Arg.LAST) != List.of(args.get()).contains(Arg.NEXT)) {
                problems.add(where, "takes one String; take two (the names of the transaction just run and of the next) or none");
                ok = false;
            }
            return ok && args.isPresent() ? Optional.of(new Checked(m, args.get())) : Optional.empty();
        }
        return Optional.empty();
    }

    /** A method that passed its checks, with what each of its parameters receives. */
    private record Checked(Method method, Arg[] args) {
    }

    private static String txName(Method m, Transaction t) {
        return t.name().isEmpty() ? Names.snake(m.getName()) : t.name();
    }
}
