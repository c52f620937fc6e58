package dev.dbbench.workloads.file.yaml;

/** Reads one value of an expected shape, or says at its place what was expected and how to write it. */
public final class Scalars {
    private Scalars() {
    }

    public static Node.Mapping mapping(Node node, String what) {
        if (node instanceof Node.Mapping m) {
            return m;
        }
        throw node.where().mistake(what + " must be a mapping (key: value lines), not " + Node.kind(node) + "; write it as keys");
    }

    public static Node.Sequence list(Node node, String what) {
        if (node instanceof Node.Sequence s) {
            return s;
        }
        throw node.where().mistake(what + " must be a list, not " + Node.kind(node) + "; write it as [a, b] or as - lines");
    }

    /** A scalar's text, which must not be empty. */
    public static String text(Node node, String what) {
        String text = textOrEmpty(node, what);
        if (text.isBlank()) {
            throw node.where().mistake(what + " is empty; give a value");
        }
        return text;
    }

    /** A scalar's text, which may be empty ({@code ""}, or nothing after the colon). */
    public static String textOrEmpty(Node node, String what) {
        if (node instanceof Node.Scalar s) {
            return s.type() == Node.Type.NULL ? "" : s.text();
        }
        throw node.where().mistake(what + " must be text, not " + Node.kind(node) + "; give a value");
    }

    /** A whole number written as one ({@code 45}, or {@code "45"}). */
    public static long whole(Node node, String what, String example) {
        if (node instanceof Node.Scalar s && (s.type() == Node.Type.INTEGER || s.type() == Node.Type.STRING)) {
            try {
                return Long.parseLong(s.text().trim().replace("_", ""));
            } catch (NumberFormatException e) {
                // Told below, with the value as written.
            }
        }
        throw node.where().mistake(named(what, node) + " is not a whole number; give a number such as " + example);
    }

    public static boolean bool(Node node, String what) {
        if (node instanceof Node.Scalar s && s.type() == Node.Type.BOOLEAN) {
            return Boolean.parseBoolean(s.text().trim().toLowerCase(java.util.Locale.ROOT));
        }
        throw node.where().mistake(named(what, node) + " is not true or false; give true or false");
    }

    /** A decimal number ({@code 0.8}, or a whole one). */
    public static double decimal(Node node, String what, String example) {
        if (node instanceof Node.Scalar s && s.type() != Node.Type.NULL && s.type() != Node.Type.BOOLEAN) {
            try {
                return Double.parseDouble(s.text().trim());
            } catch (NumberFormatException e) {
                // Told below.
            }
        }
        throw node.where().mistake(named(what, node) + " is not a number; give a number such as " + example);
    }

    /**
     * {@code what} with the value as written put after its first word: "weight 'x' of transaction new_order" for
     * "weight of transaction new_order", so the value stands beside the key it was given for.
     */
    public static String named(String what, Node node) {
        int of = what.indexOf(" of ");
        return of < 0 ? what + " " + shown(node) : what.substring(0, of) + " " + shown(node) + what.substring(of);
    }

    /** The value as the user wrote it, quoted, for messages; a list or mapping by its kind. */
    public static String shown(Node node) {
        return node instanceof Node.Scalar s && s.type() != Node.Type.NULL ? "'" + s.text() + "'" : "(" + Node.kind(node) + ")";
    }
}
