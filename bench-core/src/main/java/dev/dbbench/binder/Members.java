package dev.dbbench.binder;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** The methods of a class and its superclasses that an annotation may mark, each once. */
final class Members {
    private Members() {
    }

    /**
     * Every method declared by {@code type} and its superclasses, public or not (so that a non-public annotated method
     * is reported rather than missed), a method overridden in a subclass only in its subclass's form.
     */
    static List<Method> methods(Class<?> type) {
        List<Method> out = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
            Method[] declared = c.getDeclaredMethods();
            Arrays.sort(declared, java.util.Comparator.comparing(Method::getName));
            for (Method m : declared) {
                if (!m.isSynthetic() && !m.isBridge() && seen.add(m.getName() + Arrays.toString(m.getParameterTypes()))) {
                    out.add(m);
                }
            }
        }
        return out;
    }
}
