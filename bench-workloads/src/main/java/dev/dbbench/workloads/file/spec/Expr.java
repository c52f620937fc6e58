package dev.dbbench.workloads.file.spec;

import dev.dbbench.workloads.file.yaml.Node;
import dev.dbbench.workloads.file.yaml.Where;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * A whole number written in a workload file: a literal ({@code 1000}) or arithmetic on options
 * ({@code 10 * scale}, {@code ${customers} / 2 + 1}) with {@code + - * /} and parentheses. Option names are
 * words joined by dashes ({@code table-size}); to subtract, put spaces around the minus ({@code rows - 1}).
 * Evaluated once, when the workload is configured, with 64-bit arithmetic that refuses to overflow.
 */
public final class Expr {
    private final Where where;
    private final String text;
    private final Term root;
    private final Set<String> names;

    private interface Term {
        long eval(Map<String, Long> values);
    }

    private Expr(Where where, String text, Term root, Set<String> names) {
        this.where = where;
        this.text = text;
        this.root = root;
        this.names = names;
    }

    /** A literal with no place in a file, for defaults. */
    public static Expr literal(long value, Where where) {
        return new Expr(where, Long.toString(value), v -> value, Set.of());
    }

    /**
     * Parses {@code node}, a number or an expression of the integer options in {@code options}.
     *
     * @param what how messages name the value: {@code rows of table customer}
     */
    public static Expr parse(Node node, String what, Map<String, OptionDef> options) {
        if (!(node instanceof Node.Scalar s) || s.type() == Node.Type.NULL || s.type() == Node.Type.BOOLEAN
                || s.type() == Node.Type.DECIMAL) {
            throw node.where().mistake(what + " " + dev.dbbench.workloads.file.yaml.Scalars.shown(node)
                    + " is not a whole number; give a number such as 1000 or an expression of options such as 10 * scale");
        }
        Parser p = new Parser(node.where(), what, s.text().trim(), options);
        Term root = p.expression();
        p.end();
        return new Expr(node.where(), s.text().trim(), root, p.names);
    }

    /** The value for the options' {@code values}; a result beyond 64 bits or a division by zero is a mistake here. */
    public long eval(Map<String, Long> values) {
        try {
            return root.eval(values);
        } catch (ArithmeticException e) {
            throw where.mistake(text + " cannot be computed with " + values(values) + " (" + e.getMessage()
                    + "); give other option values");
        }
    }

    private String values(Map<String, Long> values) {
        StringBuilder out = new StringBuilder();
        for (String n : names) {
            out.append(out.length() == 0 ? "" : ", ").append(n).append(" = ").append(values.get(n));
        }
        return out.length() == 0 ? "these numbers" : out.toString();
    }

    public Where where() {
        return where;
    }

    /** As written in the file. */
    public String text() {
        return text;
    }

    /** The options it reads. */
    public Set<String> names() {
        return names;
    }

    /** Whether it is a plain number, which needs no explanation where it is shown. */
    public boolean isLiteral() {
        return names.isEmpty() && text.chars().allMatch(c -> Character.isDigit(c) || c == '_');
    }

    @Override
    public String toString() {
        return text;
    }

    /** Recursive descent over the text: expression, term, factor. */
    private static final class Parser {
        private final Where where;
        private final String what;
        private final String text;
        private final Map<String, OptionDef> options;
        private final Set<String> names = new TreeSet<>();
        private int at;

        Parser(Where where, String what, String text, Map<String, OptionDef> options) {
            this.where = where;
            this.what = what;
            this.text = text;
            this.options = options;
        }

        Term expression() {
            Term left = term();
            while (true) {
                char op = peek();
                if (op != '+' && op != '-') {
                    return left;
                }
                at++;
                Term l = left;
                Term r = term();
                left = op == '+' ? v -> Math.addExact(l.eval(v), r.eval(v)) : v -> Math.subtractExact(l.eval(v), r.eval(v));
            }
        }

        private Term term() {
            Term left = factor();
            while (true) {
                char op = peek();
                if (op != '*' && op != '/') {
                    return left;
                }
                at++;
                Term l = left;
                Term r = factor();
                left = op == '*' ? v -> Math.multiplyExact(l.eval(v), r.eval(v)) : v -> divide(l.eval(v), r.eval(v));
            }
        }

        private static long divide(long a, long b) {
            if (b == 0) {
                throw new ArithmeticException("division by zero");
            }
            return a / b;
        }

        private Term factor() {
            char c = peek();
            if (c == '(') {
                at++;
                Term inner = expression();
                expectChar(')');
                return inner;
            }
            if (c == '-') {
                at++;
                Term inner = factor();
                return v -> Math.negateExact(inner.eval(v));
            }
            if (Character.isDigit(c)) {
                return number();
            }
            if (c == '$' && at + 1 < text.length() && text.charAt(at + 1) == '{') {
                at += 2;
                Term name = name();
                expectChar('}');
                return name;
            }
            if (c >= 'a' && c <= 'z') {
                return name();
            }
            throw bad();
        }

        private Term number() {
            int start = at;
            while (at < text.length() && (Character.isDigit(text.charAt(at)) || text.charAt(at) == '_')) {
                at++;
            }
            try {
                long value = Long.parseLong(text.substring(start, at).replace("_", ""));
                return v -> value;
            } catch (NumberFormatException e) {
                throw where.mistake(what + " '" + text + "' holds a number beyond 64 bits; give a smaller one");
            }
        }

        private Term name() {
            skipSpaces();
            int start = at;
            while (at < text.length()) {
                char ch = text.charAt(at);
                boolean wordChar = ch >= 'a' && ch <= 'z' || Character.isDigit(ch) && at > start;
                boolean joiningDash = ch == '-' && at > start && at + 1 < text.length() && text.charAt(at + 1) >= 'a'
                        && text.charAt(at + 1) <= 'z';
                if (!wordChar && !joiningDash) {
                    break;
                }
                at++;
            }
            String name = text.substring(start, at);
            OptionDef option = options.get(name);
            if (name.isEmpty()) {
                throw bad();
            }
            if (option == null) {
                throw where.mistake(what + " '" + text + "' names '" + name + "', which is not an option of this file; declare it"
                        + " under options, or fix the name" + (name.contains("-") ? " (to subtract, put spaces around the -)" : ""));
            }
            if (!option.integer()) {
                throw where.mistake(what + " '" + text + "' uses option " + name + ", whose default '" + option.defaultValue()
                        + "' is not a whole number; give it a whole-number default to use it here");
            }
            names.add(name);
            return v -> v.get(name);
        }

        void end() {
            if (peek() != 0) {
                throw bad();
            }
        }

        private void expectChar(char wanted) {
            if (peek() != wanted) {
                throw bad();
            }
            at++;
        }

        private char peek() {
            skipSpaces();
            return at < text.length() ? text.charAt(at) : 0;
        }

        private void skipSpaces() {
            while (at < text.length() && text.charAt(at) == ' ') {
                at++;
            }
        }

        private RuntimeException bad() {
            return where.mistake(what + " '" + text + "' is not a whole number or an expression of options; give a number"
                    + " such as 1000 or write e.g. 10 * scale");
        }
    }
}
