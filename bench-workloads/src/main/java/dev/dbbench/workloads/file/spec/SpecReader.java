package dev.dbbench.workloads.file.spec;

import dev.dbbench.spi.metric.Metric;
import dev.dbbench.workloads.file.yaml.Fields;
import dev.dbbench.workloads.file.yaml.Node;
import dev.dbbench.workloads.file.yaml.Scalars;
import dev.dbbench.workloads.file.yaml.YamlTree;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Reads a workload file into a {@link WorkloadSpec}, checking everything that does not depend on option values:
 * every mistake is a one-line usage error at its file, line and column.
 */
public final class SpecReader {
    /** Words joined by dashes, each starting with a letter, as the command line's options are named. */
    static final Pattern OPTION = Pattern.compile("[a-z][a-z0-9]*(-[a-z][a-z0-9]*)*");
    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9_.-]{0,99}");
    /** Options every workload file has, which a file cannot declare again. */
    public static final List<String> BUILT_IN = List.of("rand-seed");

    private SpecReader() {
    }

    /**
     * @param file     the file as the user named it, for messages
     * @param fileName its name without folders, the workload's name unless the file gives one
     */
    public static WorkloadSpec read(String file, String fileName, String text, String sha256) {
        Node root = YamlTree.parse(file, text);
        Fields f = Fields.of(root, "the workload file", "name", "description", "options", "tables", "transactions",
                "metrics");
        String name = f.optional("name").map(n -> name(n)).orElse(fileName.replaceFirst("\\.(yaml|yml)$", ""));
        String description = f.optional("description").map(n -> oneLine(n)).orElse("workload file " + fileName);
        Map<String, OptionDef> options = f.optional("options").map(SpecReader::options).orElse(Map.of());
        List<TableSpec> tables = f.optional("tables").map(n -> TableReader.tables(n, options)).orElse(List.of());
        List<TransactionSpec> transactions = TransactionReader.transactions(f.required("transactions",
                "{new_order: {weight: 45, statements: [...]}}"), options);
        List<Metric> metrics = f.optional("metrics").map(n -> MetricReader.metrics(n, transactions)).orElse(List.of());
        WorkloadSpec spec = new WorkloadSpec(file, sha256, name, description, options, tables, transactions, metrics);
        References.check(spec);
        return spec;
    }

    private static String name(Node n) {
        String name = Scalars.text(n, "name").trim();
        if (!NAME.matcher(name).matches()) {
            throw n.where().mistake("name '" + name + "' may hold only letters, digits, _, . and -; give such a name");
        }
        return name;
    }

    private static String oneLine(Node n) {
        String text = Scalars.text(n, "description").trim();
        if (text.contains("\n")) {
            throw n.where().mistake("description holds several lines; give one line (put more in a YAML # comment)");
        }
        return text;
    }

    private static Map<String, OptionDef> options(Node node) {
        Map<String, OptionDef> out = new LinkedHashMap<>();
        Scalars.mapping(node, "options").entries().forEach((name, entry) -> {
            if (!OPTION.matcher(name).matches()) {
                throw entry.key().mistake("option name '" + name + "' must be lower-case words joined by dashes, each starting"
                        + " with a letter, such as table-size; rename it");
            }
            if (BUILT_IN.contains(name)) {
                throw entry.key().mistake("option " + name + " is built in to every workload file; remove it here and set it"
                        + " with --set " + name + "=VALUE");
            }
            Node value = entry.value();
            Node defaultNode = value;
            String description = "option of the workload file";
            if (value instanceof Node.Mapping) {
                Fields f = Fields.of(value, "option " + name, "default", "description");
                defaultNode = f.required("default", "1000");
                description = f.optional("description").map(SpecReader::oneLine).orElse(description);
            }
            if (!(defaultNode instanceof Node.Scalar s) || s.type() == Node.Type.NULL) {
                throw defaultNode.where().mistake("the default of option " + name + " must be a number or text, not "
                        + Node.kind(defaultNode) + "; give one value");
            }
            boolean integer = s.type() == Node.Type.INTEGER;
            out.put(name, new OptionDef(name, s.text().trim(), description, integer, entry.key()));
        });
        return out;
    }

    /** The names of {@code items}, each a scalar: a column list such as {@code [id]} or {@code id}. */
    static List<String> names(Node node, String what) {
        List<String> out = new ArrayList<>();
        if (node instanceof Node.Scalar) {
            out.add(Scalars.text(node, what).trim());
            return out;
        }
        for (Node item : Scalars.list(node, what).items()) {
            out.add(Scalars.text(item, what).trim());
        }
        return out;
    }
}
