package dev.dbbench.binder;

import dev.dbbench.spi.UsageException;
import dev.dbbench.spi.bench.Param;
import dev.dbbench.spi.workload.OptionSpec;
import dev.dbbench.spi.workload.Options;
import java.lang.reflect.Field;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/** One {@link Param} field: the option it is, and how its value goes from text into the field and back. */
final class ParamField {
    private final Field field;
    private final OptionSpec spec;
    private final long min;
    private final long max;
    /** Whether the {@code @Param} gave a range of its own. */
    private final boolean ranged;
    /** For an enum field, its constants by lower-case name, in declaration order. */
    private final Map<String, Object> constants;

    ParamField(Field field, String name, String defaultValue, String description, long min, long max) {
        this.field = field;
        this.ranged = min != Long.MIN_VALUE || max != Long.MAX_VALUE;
        this.min = field.getType() == int.class ? Math.max(min, Integer.MIN_VALUE) : min;
        this.max = field.getType() == int.class ? Math.min(max, Integer.MAX_VALUE) : max;
        this.constants = constants(field.getType());
        this.spec = new OptionSpec(name, defaultValue, description.isBlank() ? kind() : description);
        field.setAccessible(true);
    }

    /** Whether a field of {@code type} can be a param. */
    static boolean supports(Class<?> type) {
        return type == int.class || type == long.class || type == double.class || type == boolean.class || type == String.class
                || type.isEnum();
    }

    OptionSpec spec() {
        return spec;
    }

    String name() {
        return spec.name();
    }

    /** Sets the field of {@code workload} to the option's value; a bad value throws the option's one-line usage error. */
    void set(Object workload, Options options) {
        String name = spec.name();
        Class<?> type = field.getType();
        try {
            if (type == int.class) {
                field.setInt(workload, (int) options.longValue(name, min, max));
            } else if (type == long.class) {
                field.setLong(workload, options.longValue(name, min, max));
            } else if (type == double.class) {
                field.setDouble(workload, decimal(name, options.string(name)));
            } else if (type == boolean.class) {
                field.setBoolean(workload, options.bool(name));
            } else if (type == String.class) {
                field.set(workload, options.string(name));
            } else {
                field.set(workload, constants.get(options.choice(name, constants.keySet())));
            }
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(field + " passed the binding checks but cannot be set", e);
        }
    }

    /** The field's value in {@code workload} as the user would type it: what results record. */
    String text(Object workload) {
        try {
            Object v = field.get(workload);
            if (v instanceof Boolean b) {
                return b ? "on" : "off";
            }
            if (v instanceof Enum<?> e) {
                return e.name().toLowerCase(Locale.ROOT);
            }
            return String.valueOf(v);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(field + " passed the binding checks but cannot be read", e);
        }
    }

    /** What the field takes, for {@code list} when the param has no description of its own. */
    private String kind() {
        Class<?> type = field.getType();
        if (type == boolean.class) {
            return "on or off";
        }
        if (type == double.class) {
            return "a number";
        }
        if (type == String.class) {
            return "text";
        }
        if (type.isEnum()) {
            return "one of " + String.join(", ", constants.keySet());
        }
        return ranged ? "a whole number from " + min + " to " + max : "a whole number";
    }

    private static double decimal(String name, String text) {
        try {
            double v = Double.parseDouble(text.trim());
            if (Double.isFinite(v)) {
                return v;
            }
        } catch (NumberFormatException e) {
            // Said below, with the fix.
        }
        throw new UsageException("--" + name + " " + text + " is not a number; give a number such as 0.5");
    }

    private static Map<String, Object> constants(Class<?> type) {
        Map<String, Object> byName = new LinkedHashMap<>();
        if (type.isEnum()) {
            for (Object c : type.getEnumConstants()) {
                byName.put(((Enum<?>) c).name().toLowerCase(Locale.ROOT), c);
            }
        }
        return byName;
    }
}
