package dev.dbbench.workloads.file.spec;

import dev.dbbench.workloads.file.gen.Choice;
import dev.dbbench.workloads.file.gen.Constant;
import dev.dbbench.workloads.file.gen.Digits;
import dev.dbbench.workloads.file.gen.IntRange;
import dev.dbbench.workloads.file.gen.RandomString;
import dev.dbbench.workloads.file.gen.Sequence;
import dev.dbbench.workloads.file.gen.Timestamp;
import dev.dbbench.workloads.file.yaml.Fields;
import dev.dbbench.workloads.file.yaml.Node;
import dev.dbbench.workloads.file.yaml.Scalars;
import dev.dbbench.workloads.file.yaml.Where;
import dev.dbbench.workloads.random.Distribution;
import dev.dbbench.workloads.random.Gaussian;
import dev.dbbench.workloads.random.Pareto;
import dev.dbbench.workloads.random.Special;
import dev.dbbench.workloads.random.Uniform;
import dev.dbbench.workloads.random.Zipfian;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Reads the value of each kind of generator and its parameters; see {@link GeneratorSpec#KINDS}. */
final class GeneratorReader {
    private static final Pattern KEY_REF = Pattern.compile("([a-z_][a-z0-9_]*)\\.([a-z_][a-z0-9_]*)");
    private static final Pattern WHOLE = Pattern.compile("-?[0-9]+");

    /** Parameters of distributions, with the kinds each applies to. */
    static final Map<String, List<String>> PARAMETERS = parameters();

    private GeneratorReader() {
    }

    private static Map<String, List<String>> parameters() {
        Map<String, List<String>> p = new java.util.LinkedHashMap<>();
        p.put("exponent", List.of("zipfian"));
        p.put("h", List.of("pareto"));
        p.put("iterations", List.of("gaussian", "special"));
        p.put("pct", List.of("special"));
        p.put("res", List.of("special"));
        p.put("every", List.of("sequence"));
        p.put("cycle", List.of("sequence"));
        return java.util.Collections.unmodifiableMap(p);
    }

    static GeneratorSpec read(Fields f, String kind, Map<String, OptionDef> options) {
        PARAMETERS.forEach((parameter, kinds) -> f.keyWhere(parameter).filter(w -> !kinds.contains(kind)).ifPresent(w -> {
            throw w.mistake(parameter + " of " + f.what() + " applies to " + String.join(" and ", kinds) + " only; remove it");
        }));
        Node value = f.optional(kind).orElseThrow();
        Where w = value.where();
        String what = f.what();
        return switch (kind) {
            case "sequence" -> {
                Expr start = Expr.parse(value, "the start of the sequence of " + what, options);
                long every = bounded(f, "every", 1, 1, Integer.MAX_VALUE, " of " + what);
                long cycle = bounded(f, "cycle", 0, 1, Integer.MAX_VALUE, " of " + what);
                yield new GeneratorSpec(w, what, kind, false, null, start, env -> new Sequence(env.eval(start), every, cycle));
            }
            case "digits" -> {
                Digits digits = new Digits(Scalars.text(value, "the digits template of " + what));
                yield new GeneratorSpec(w, what, kind, true, null, null, env -> digits);
            }
            case "string" -> lengths(value, what, options);
            case "choice" -> choice(value, what);
            case "timestamp" -> timestamp(value, what);
            case "value" -> constant(value, what, options);
            default -> range(f, kind, value, options);
        };
    }

    private static GeneratorSpec range(Fields f, String kind, Node value, Map<String, OptionDef> options) {
        String what = f.what();
        Distribution d = distribution(f, kind);
        if (value instanceof Node.Scalar s && KEY_REF.matcher(s.text().trim()).matches()) {
            Matcher m = KEY_REF.matcher(s.text().trim());
            m.matches();
            GeneratorSpec.KeyRef ref = new GeneratorSpec.KeyRef(m.group(1), m.group(2), value.where());
            return new GeneratorSpec(value.where(), what, kind, false, ref, null, env -> {
                long[] keys = env.keyRange(ref.table(), ref.column(), ref.where());
                return range(value.where(), what, d, keys[0], keys[1]);
            });
        }
        if (kind.equals("ref")) {
            throw value.where().mistake("ref of " + what + " " + Scalars.shown(value) + " does not name a key; write table.column,"
                    + " such as customer.id, of a column filled by a sequence");
        }
        Expr[] bounds = pair(value, "the range of " + what, "[1, 1000]", options);
        return new GeneratorSpec(value.where(), what, kind, false, null, null,
                env -> range(value.where(), what, d, env.eval(bounds[0]), env.eval(bounds[1])));
    }

    static IntRange range(Where where, String what, Distribution d, long min, long max) {
        if (max < min) {
            throw where.mistake("the range " + min + ".." + max + " of " + what + " is empty; give the smaller number first"
                    + " (or other option values)");
        }
        if (max - min > IntRange.MAX_WIDTH) {
            throw where.mistake("the range " + min + ".." + max + " of " + what + " spans more than " + IntRange.MAX_WIDTH
                    + " values; give a narrower range");
        }
        return new IntRange(d, min, max);
    }

    /** The distribution of {@code kind} with its parameters, sysbench's defaults where the file gives none. */
    private static Distribution distribution(Fields f, String kind) {
        String of = " of " + f.what();
        return switch (kind) {
            case "gaussian" -> new Gaussian(iterations(f, of));
            case "special" -> new Special(iterations(f, of),
                    (int) bounded(f, "pct", 1, 0, 100, of), (int) bounded(f, "res", 75, 0, 99, of));
            case "zipfian" -> new Zipfian(f.optional("exponent").map(n -> decimal(n, "exponent" + of, 0, 100)).orElse(0.8));
            case "pareto" -> new Pareto(f.optional("h").map(n -> decimal(n, "h" + of, 0.001, 0.999)).orElse(0.2));
            default -> new Uniform();
        };
    }

    private static int iterations(Fields f, String of) {
        return (int) bounded(f, "iterations", 12, 1, 1000, of);
    }

    private static long bounded(Fields f, String key, long fallback, long min, long max, String of) {
        return f.optional(key).map(n -> {
            long v = Scalars.whole(n, key + of, Long.toString(fallback));
            if (v < min || v > max) {
                throw n.where().mistake(key + of + " " + v + " is out of range; give " + min + " to " + max);
            }
            return v;
        }).orElse(fallback);
    }

    private static double decimal(Node n, String what, double min, double max) {
        double v = Scalars.decimal(n, what, Double.toString(min));
        if (!(v >= min && v <= max)) {
            throw n.where().mistake(what + " " + Scalars.shown(n) + " is out of range; give a number from " + min + " to " + max);
        }
        return v;
    }

    /** Two whole numbers written as {@code [low, high]}. */
    private static Expr[] pair(Node value, String what, String example, Map<String, OptionDef> options) {
        if (!(value instanceof Node.Sequence s) || s.items().size() != 2) {
            throw value.where().mistake(what + " " + Scalars.shown(value) + " is not two numbers; write it as " + example);
        }
        return new Expr[] {Expr.parse(s.items().get(0), what, options), Expr.parse(s.items().get(1), what, options)};
    }

    /** {@code string: [8, 16]} or a fixed length {@code string: 12}. */
    private static GeneratorSpec lengths(Node value, String what, Map<String, OptionDef> options) {
        String of = "the lengths of " + what;
        Expr[] bounds = value instanceof Node.Sequence ? pair(value, of, "[8, 16]", options)
                : new Expr[] {Expr.parse(value, of, options), Expr.parse(value, of, options)};
        return new GeneratorSpec(value.where(), what, "string", true, null, null, env -> {
            long min = env.eval(bounds[0]);
            long max = env.eval(bounds[1]);
            if (min < 0 || max < min || max > RandomString.MAX_LENGTH) {
                throw value.where().mistake(of + " " + min + ".." + max + " are not lengths from 0 to " + RandomString.MAX_LENGTH
                        + "; give the shorter length first");
            }
            return new RandomString((int) min, (int) max);
        });
    }

    /** {@code choice: [eu, us]} (equal weights) or {@code choice: {eu: 3, us: 1}}. */
    private static GeneratorSpec choice(Node value, String what) {
        List<String> values = new ArrayList<>();
        List<Long> weights = new ArrayList<>();
        boolean numbers = true;
        if (value instanceof Node.Mapping m) {
            for (Map.Entry<String, Node.Entry> e : m.entries().entrySet()) {
                values.add(e.getKey());
                numbers &= WHOLE.matcher(e.getKey()).matches();
                long weight = Scalars.whole(e.getValue().value(), "the weight of choice '" + e.getKey() + "' of " + what, "3");
                if (weight < 1) {
                    throw e.getValue().value().where().mistake("the weight of choice '" + e.getKey() + "' of " + what + " is "
                            + weight + "; give 1 or more, or leave the choice out");
                }
                weights.add(weight);
            }
        } else {
            for (Node item : Scalars.list(value, "the choices of " + what).items()) {
                values.add(Scalars.text(item, "a choice of " + what));
                numbers &= item instanceof Node.Scalar s && s.type() == Node.Type.INTEGER && WHOLE.matcher(s.text()).matches();
                weights.add(1L);
            }
        }
        if (values.isEmpty()) {
            throw value.where().mistake("the choices of " + what + " are empty; give at least one value");
        }
        Choice choice = new Choice(values, weights, !numbers);
        return new GeneratorSpec(value.where(), what, "choice", !numbers, null, null, env -> choice);
    }

    /** {@code timestamp: ["2024-01-01", "2024-12-31 23:59:59"]}. */
    private static GeneratorSpec timestamp(Node value, String what) {
        String of = "the timestamps of " + what;
        if (!(value instanceof Node.Sequence s) || s.items().size() != 2) {
            throw value.where().mistake(of + " " + Scalars.shown(value) + " is not two dates; write them as"
                    + " [\"2024-01-01\", \"2024-12-31 23:59:59\"]");
        }
        LocalDateTime from = dateTime(s.items().get(0), of, false);
        LocalDateTime to = dateTime(s.items().get(1), of, true);
        if (to.isBefore(from)) {
            throw value.where().mistake(of + " run backwards (" + from + " is after " + to + "); give the earlier first");
        }
        Timestamp timestamp = new Timestamp(from, to);
        return new GeneratorSpec(value.where(), what, "timestamp", true, null, null, env -> timestamp);
    }

    /** A date ({@code 2024-12-31}: its first second, or its last at the end of a range) or a date and time. */
    private static LocalDateTime dateTime(Node node, String what, boolean end) {
        String text = Scalars.text(node, what).trim();
        try {
            if (text.length() == 10) {
                LocalDate day = LocalDate.parse(text);
                return end ? day.atTime(23, 59, 59) : day.atStartOfDay();
            }
            LocalDateTime t = LocalDateTime.parse(text.replace(' ', 'T'));
            if (t.getYear() < 1 || t.getYear() > 9999) {
                throw new DateTimeParseException("year", text, 0);
            }
            return t.withNano(0);
        } catch (DateTimeParseException e) {
            throw node.where().mistake(what + " '" + text + "' is not a date; write it as 2024-12-31 or 2024-12-31 23:59:59");
        }
    }

    /** {@code value: 0} (a whole number, or an expression of options) or {@code value: text}. */
    private static GeneratorSpec constant(Node value, String what, Map<String, OptionDef> options) {
        if (value instanceof Node.Scalar s && s.type() == Node.Type.STRING) {
            Constant c = Constant.text(s.text());
            return new GeneratorSpec(value.where(), what, "value", true, null, null, env -> c);
        }
        Expr number = Expr.parse(value, "the value of " + what, options);
        return new GeneratorSpec(value.where(), what, "value", false, null, null, env -> Constant.number(env.eval(number)));
    }
}
