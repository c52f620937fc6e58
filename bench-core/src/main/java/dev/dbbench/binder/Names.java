package dev.dbbench.binder;

import java.util.Locale;

/** The names a Java member gives an option or an operation, and how messages name a member. */
final class Names {
    private Names() {
    }

    /** {@code hotRows} as an option name: {@code hot-rows}. */
    static String kebab(String camel) {
        return split(camel, '-');
    }

    /** {@code placeOrder} as an operation name: {@code place_order}. */
    static String snake(String camel) {
        return split(camel, '_');
    }

    private static String split(String camel, char separator) {
        StringBuilder b = new StringBuilder(camel.length() + 4);
        for (int i = 0; i < camel.length(); i++) {
            char ch = camel.charAt(i);
            if (Character.isUpperCase(ch) && i > 0 && !Character.isUpperCase(camel.charAt(i - 1))) {
                b.append(separator);
            }
            b.append(ch == '_' || ch == '-' ? separator : Character.toLowerCase(ch));
        }
        return b.toString().toLowerCase(Locale.ROOT);
    }

    /** A class as messages name it: without its package, nested classes joined by dots ({@code Orders.Terminal}). */
    static String of(Class<?> type) {
        String name = type.getName();
        String pkg = type.getPackageName();
        return (pkg.isEmpty() ? name : name.substring(pkg.length() + 1)).replace('$', '.');
    }

    /** A member as messages name it: {@code Orders.placeOrder}. */
    static String of(Class<?> type, String member) {
        return of(type) + "." + member;
    }
}
