package dev.dbbench.binder;

import java.lang.invoke.MethodHandles;

/** The lookup that the classes made for a workload class are defined with: one whose class loader resolves it. */
final class Lookups {
    private Lookups() {
    }

    /**
     * dbbench's own lookup when its class loader sees {@code type} (a workload on the class path), the plugin jar's
     * when {@code type} came from one; empty otherwise.
     */
    static java.util.Optional<MethodHandles.Lookup> forClass(Class<?> type) {
        if (visible(type)) {
            return java.util.Optional.of(MethodHandles.lookup());
        }
        if (type.getClassLoader() instanceof JarLoader jar) {
            return java.util.Optional.of(jar.lookup());
        }
        return java.util.Optional.empty();
    }

    private static boolean visible(Class<?> type) {
        try {
            return Class.forName(type.getName(), false, Lookups.class.getClassLoader()) == type;
        } catch (ClassNotFoundException e) {
            return false;
        }
    }
}
