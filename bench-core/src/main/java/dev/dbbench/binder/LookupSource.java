package dev.dbbench.binder;

import java.lang.invoke.MethodHandles;

/**
 * Hands out a lookup with full privilege in the class loader that defines this class. {@link JarLoader} defines a
 * copy of it in each plugin jar's loader, so that the dispatcher {@link Dispatchers} makes for a plugin's workload is
 * defined where the workload's classes can be resolved.
 */
public final class LookupSource {
    private LookupSource() {
    }

    public static MethodHandles.Lookup lookup() {
        return MethodHandles.lookup();
    }
}
