package dev.dbbench.workloads.file.spec;

import dev.dbbench.workloads.file.yaml.Fields;
import dev.dbbench.workloads.file.yaml.Node;
import dev.dbbench.workloads.file.yaml.Scalars;
import dev.dbbench.workloads.file.yaml.Where;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/** Reads the {@code transactions} of a workload file and checks every value a statement uses is defined before it. */
final class TransactionReader {
    private static final Pattern TRANSACTION = Pattern.compile("[a-z][a-z0-9_]{0,62}");
    private static final Pattern VALUE = Pattern.compile("[A-Za-z_][A-Za-z0-9_]{0,62}");

    private TransactionReader() {
    }

    static List<TransactionSpec> transactions(Node node, Map<String, OptionDef> options) {
        Node.Mapping m = Scalars.mapping(node, "transactions");
        if (m.entries().isEmpty()) {
            throw m.where().mistake("transactions is empty; add at least one, such as new_order: {weight: 1, statements: [...]}");
        }
        List<TransactionSpec> out = new ArrayList<>();
        m.entries().forEach((name, entry) -> {
            if (!TRANSACTION.matcher(name).matches()) {
                throw entry.key().mistake("transaction name '" + name + "' must be lower-case letters, digits and _, starting"
                        + " with a letter; rename it");
            }
            out.add(transaction(name, entry.key(), entry.value(), options));
        });
        if (out.stream().mapToLong(TransactionSpec::weight).sum() == 0) {
            throw m.where().mistake("every transaction has weight 0, so none would run; give at least one a weight above 0");
        }
        return out;
    }

    private static TransactionSpec transaction(String name, Where where, Node node, Map<String, OptionDef> options) {
        String what = "transaction " + name;
        Fields f = Fields.of(node, what, "weight", "transaction", "readOnly", "params", "statements");
        Node weightNode = f.required("weight", "45");
        long weight = Scalars.whole(weightNode, "weight of " + what, "45");
        if (weight < 0 || weight > 1_000_000) {
            throw weightNode.where().mistake("weight of " + what + " " + weight + " is out of range; give 0 to 1000000");
        }
        boolean transactional = f.optional("transaction").map(n -> Scalars.bool(n, "transaction of " + what)).orElse(true);
        boolean readOnly = f.optional("readOnly").map(n -> Scalars.bool(n, "readOnly of " + what)).orElse(false);
        Map<String, GeneratorSpec> params = new LinkedHashMap<>();
        Map<String, Where> declared = new LinkedHashMap<>();
        f.optional("params").ifPresent(n -> Scalars.mapping(n, "params of " + what).entries().forEach((p, e) -> {
            valueName(p, e.key(), "parameter name");
            declared.put(p, e.key());
            params.put(p, GeneratorSpec.read(e.value(), "parameter " + p + " of " + what, false, options));
        }));
        Node list = f.required("statements", "[\"SELECT ...\"]");
        List<StepSpec> steps = StepReader.steps(Scalars.list(list, "statements of " + what), what, options.keySet());
        if (steps.stream().noneMatch(s -> s instanceof StepSpec.Statement)) {
            throw list.where().mistake(what + " has no statement; add at least one");
        }
        checkValues(what, declared, steps, transactional);
        return new TransactionSpec(name, where, weight, transactional, readOnly, params, steps);
    }

    static void valueName(String name, Where where, String what) {
        if (!VALUE.matcher(name).matches()) {
            throw where.mistake(what + " '" + name + "' must be letters, digits and _, starting with a letter or _; rename it");
        }
    }

    /**
     * Every {@code :name} must be a parameter or a value an earlier statement read; every parameter must be used; and
     * a transaction that dbbench wraps in BEGIN ... COMMIT must not open or end one itself.
     */
    private static void checkValues(String what, Map<String, Where> params, List<StepSpec> steps, boolean transactional) {
        Set<String> defined = new HashSet<>(params.keySet());
        Set<String> used = new HashSet<>();
        for (StepSpec step : steps) {
            if (!(step instanceof StepSpec.Statement s)) {
                continue;
            }
            for (SqlTemplate sql : s.sql().values()) {
                for (String p : sql.params()) {
                    if (!defined.contains(p)) {
                        throw s.where().mistake("statement " + s.number() + " of " + what + " uses :" + p + ", which is neither a"
                                + " parameter of the transaction nor read by an earlier statement's into; add " + p
                                + " under params, or fix the name");
                    }
                    used.add(p);
                }
                if (transactional && StepReader.controlsTransaction(sql.toString())) {
                    throw s.where().mistake("statement " + s.number() + " of " + what + " opens or ends a transaction itself,"
                            + " which dbbench already wraps in BEGIN ... COMMIT; remove it, or give the transaction"
                            + " transaction: false");
                }
            }
            for (String name : s.into()) {
                if (params.containsKey(name)) {
                    throw s.where().mistake("statement " + s.number() + " of " + what + " reads into " + name + ", which is also a"
                            + " parameter; give the value another name");
                }
                defined.add(name);
            }
        }
        for (Map.Entry<String, Where> p : params.entrySet()) {
            if (!used.contains(p.getKey())) {
                throw p.getValue().mistake("parameter " + p.getKey() + " of " + what + " is used by no statement; use it"
                        + " as :" + p.getKey() + ", or remove it");
            }
        }
    }
}
