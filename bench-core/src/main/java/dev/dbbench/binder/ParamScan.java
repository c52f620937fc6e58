package dev.dbbench.binder;

import dev.dbbench.config.OptionValues;
import dev.dbbench.spi.UsageException;
import dev.dbbench.spi.bench.Param;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/** Finds the {@link Param} fields of a workload class, superclasses first, and checks each. */
final class ParamScan {
    private static final Pattern KEBAB = Pattern.compile("[a-z][a-z0-9]*(-[a-z0-9]+)*");

    private ParamScan() {
    }

    static List<ParamField> scan(Class<?> type, Problems problems) {
        List<Class<?>> chain = new ArrayList<>();
        for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
            chain.add(0, c);
        }
        List<ParamField> params = new ArrayList<>();
        Set<String> names = new HashSet<>();
        Optional<Object> probe = probe(type);
        for (Class<?> c : chain) {
            for (Field f : c.getDeclaredFields()) {
                Param p = f.getAnnotation(Param.class);
                if (p != null) {
                    check(f, p, probe, problems).ifPresent(field -> {
                        if (names.add(field.name())) {
                            params.add(field);
                        } else {
                            problems.add(Names.of(c, f.getName()), "another @Param is named " + field.name() + "; give one of them"
                                    + " another name with @Param(name = ...)");
                        }
                    });
                }
            }
        }
        return params;
    }

    private static Optional<ParamField> check(Field f, Param p, Optional<Object> probe, Problems problems) {
        String where = Names.of(f.getDeclaringClass(), f.getName());
        int before = problems.count();
        if (Modifier.isStatic(f.getModifiers())) {
            problems.add(where, "a @Param is set on each instance; make it an instance field");
        }
        if (Modifier.isFinal(f.getModifiers())) {
            problems.add(where, "a @Param is set after the instance is made; remove final");
        }
        if (!ParamField.supports(f.getType())) {
            problems.add(where, "a @Param of type " + f.getType().getSimpleName() + " cannot be read from the command line; use int, long,"
                    + " double, boolean, String or an enum");
        }
        if (p.value().length != 1) {
            problems.add(where, "@Param gives " + p.value().length + " default values; give exactly one, and sweep several with"
                    + " --param NAME=V1,V2");
        }
        String name = p.name().isEmpty() ? Names.kebab(f.getName()) : p.name();
        if (!KEBAB.matcher(name).matches()) {
            problems.add(where, "option name '" + name + "' is not kebab-case; name it like table-size");
        }
        if (p.min() > p.max()) {
            problems.add(where, "@Param min " + p.min() + " is above max " + p.max() + "; swap them");
        }
        if (p.description().contains("\n")) {
            problems.add(where, "the @Param description runs over several lines; give one line");
        }
        if (problems.count() > before) {
            return Optional.empty();
        }
        ParamField field = new ParamField(f, name, p.value()[0], p.description(), p.min(), p.max());
        return probe.isEmpty() || defaultWorks(field, probe.get(), where, problems) ? Optional.of(field) : Optional.empty();
    }

    /** Whether the default converts to the field's type, tried on {@code probe}. */
    private static boolean defaultWorks(ParamField field, Object probe, String where, Problems problems) {
        try {
            field.set(probe, new OptionValues(List.of(field.spec()), Map.of()));
            return true;
        } catch (UsageException e) {
            problems.add(where, "the @Param default does not fit: " + e.getMessage() + " (fix the default)");
            return false;
        }
    }

    /** An instance to try the defaults on; empty when the class cannot be made, which the class checks report. */
    private static Optional<Object> probe(Class<?> type) {
        try {
            return Optional.of(type.getConstructor().newInstance());
        } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
            return Optional.empty();
        }
    }
}
