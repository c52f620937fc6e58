package dev.dbbench.workloads.file.spec;

import dev.dbbench.workloads.file.gen.Generator;
import dev.dbbench.workloads.file.yaml.Fields;
import dev.dbbench.workloads.file.yaml.Node;
import dev.dbbench.workloads.file.yaml.Where;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * A generator as a file writes it ({@code {zipfian: [1, customers], exponent: 0.9}}), kept with its place until the
 * options are set and {@link #build} can work out its numbers.
 */
public final class GeneratorSpec {
    /** The keys that name a kind of generator; each generator has exactly one. */
    public static final List<String> KINDS = List.of("sequence", "uniform", "gaussian", "special", "zipfian", "pareto", "ref",
            "digits", "string", "choice", "timestamp", "value");
    /** The keys a generator may have: its kind, and the parameters of some distributions. */
    static final List<String> KEYS = java.util.stream.Stream.concat(KINDS.stream(), GeneratorReader.PARAMETERS.keySet().stream()).toList();
    private final Where where;
    private final String what;
    private final String kind;
    private final boolean text;
    private final Function<Env, Generator> builder;
    private final KeyRef ref;
    private final Expr sequenceStart;

    /** A {@code table.column} whose sequence gives a range of keys. */
    public record KeyRef(String table, String column, Where where) {
    }

    GeneratorSpec(Where where, String what, String kind, boolean text, KeyRef ref, Expr sequenceStart,
            Function<Env, Generator> builder) {
        this.where = where;
        this.sequenceStart = sequenceStart;
        this.what = what;
        this.kind = kind;
        this.text = text;
        this.ref = ref;
        this.builder = builder;
    }

    /**
     * Reads one generator.
     *
     * @param what       how messages name its owner: {@code data of column k} or {@code parameter id of transaction t}
     * @param forColumns whether it fills a table's column, where a sequence (one value per row) makes sense
     */
    public static GeneratorSpec read(Node node, String what, boolean forColumns, Map<String, OptionDef> options) {
        Fields f = Fields.of(node, what, KEYS);
        Node.Mapping m = (Node.Mapping) node;
        List<String> kinds = m.entries().keySet().stream().filter(KINDS::contains).toList();
        if (kinds.size() != 1) {
            throw node.where().mistake(what + (kinds.isEmpty() ? " names no generator" : " names " + kinds.size()
                    + " generators (" + String.join(", ", kinds) + ")") + "; give exactly one of " + String.join(", ", KINDS));
        }
        String kind = kinds.get(0);
        if (kind.equals("sequence") && !forColumns) {
            throw m.entries().get(kind).key().mistake("a sequence numbers the rows of a table and cannot make " + what
                    + "; use uniform, zipfian or ref: table.column to draw keys");
        }
        return GeneratorReader.read(f, kind, options);
    }

    public Where where() {
        return where;
    }

    public String what() {
        return what;
    }

    public String kind() {
        return kind;
    }

    /** Whether it makes text; else whole numbers. */
    public boolean text() {
        return text;
    }

    /** The sequence column it draws keys of, for {@code ref} and ranges written as {@code table.column}. */
    public java.util.Optional<KeyRef> ref() {
        return java.util.Optional.ofNullable(ref);
    }

    /** The first value of a {@code sequence}, which the keys of its table start from. */
    public java.util.Optional<Expr> sequenceStart() {
        return java.util.Optional.ofNullable(sequenceStart);
    }

    /** The generator, its numbers worked out from {@code env}. */
    public Generator build(Env env) {
        return builder.apply(env);
    }
}
