package dev.dbbench.binder;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Method;
import java.sql.SQLException;
import java.util.Map;

/**
 * A lifecycle method or constructor of a workload class, called outside the hot loop (configure, prepare, setup,
 * teardown, making a worker's state) with its arguments picked by {@link Arg} from what the caller has.
 */
final class Hook {
    private final MethodHandle handle;
    private final Arg[] args;
    private final boolean instance;
    private final String name;

    private Hook(MethodHandle handle, Arg[] args, boolean instance, String name) {
        this.handle = handle;
        this.args = args.clone();
        this.instance = instance;
        this.name = name;
    }

    /** A public method or constructor of a public class; {@code args} says what each parameter receives. */
    static Hook of(Executable member, Arg[] args) {
        try {
            MethodHandles.Lookup lookup = MethodHandles.publicLookup();
            if (member instanceof Method m) {
                return new Hook(lookup.unreflect(m), args, true, Names.of(m.getDeclaringClass(), m.getName()));
            }
            return new Hook(lookup.unreflectConstructor((Constructor<?>) member), args, false, Names.of(member.getDeclaringClass()));
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(member + " passed the binding checks but is not accessible", e);
        }
    }

    /**
     * Calls the method on {@code receiver} (ignored for a constructor) with each parameter's value from {@code given};
     * returns what it returned, or the new object. What the method throws is thrown as it is; a checked exception other
     * than {@link SQLException} (which only a class that hides it can throw) becomes one.
     */
    Object call(Object receiver, Map<Arg, Object> given) throws SQLException {
        Object[] values = new Object[args.length + (instance ? 1 : 0)];
        int i = 0;
        if (instance) {
            values[i++] = receiver;
        }
        for (Arg a : args) {
            values[i++] = given.get(a);
        }
        try {
            return handle.invokeWithArguments(values);
        } catch (SQLException | RuntimeException | Error e) {
            throw e;
        } catch (Throwable t) {
            throw new SQLException(name + " threw " + t, t);
        }
    }
}
