package dev.dbbench.binder;

import java.io.IOException;
import java.io.InputStream;
import java.lang.invoke.MethodHandles;
import java.net.URL;
import java.net.URLClassLoader;

/**
 * The class loader of one plugin jar. Besides loading the jar's classes it can give a lookup with full privilege in
 * itself, which binding an annotated workload of the jar needs: {@link Dispatchers} defines its hidden class beside
 * the lookup's class, and only this loader resolves the workload's classes by name.
 */
public final class JarLoader extends URLClassLoader {
    static {
        registerAsParallelCapable();
    }

    private MethodHandles.Lookup lookup;

    public JarLoader(URL jar, ClassLoader parent) {
        super(new URL[] {jar}, parent);
    }

    /** A full-privilege lookup on this loader's own copy of {@link LookupSource}, made at the first call. */
    synchronized MethodHandles.Lookup lookup() {
        if (lookup == null) {
            String name = LookupSource.class.getName();
            try (InputStream in = LookupSource.class.getResourceAsStream(LookupSource.class.getSimpleName() + ".class")) {
                if (in == null) {
                    throw new IllegalStateException("the class file of " + name + " is missing from dbbench");
                }
                byte[] bytes = in.readAllBytes();
                Class<?> copy = defineClass(name, bytes, 0, bytes.length);
                lookup = (MethodHandles.Lookup) copy.getMethod("lookup").invoke(null);
            } catch (IOException | ReflectiveOperationException e) {
                throw new IllegalStateException("cannot make a lookup in plugin " + getURLs()[0] + ": " + e, e);
            }
        }
        return lookup;
    }
}
