package dev.dbbench.workloads.file;

import dev.dbbench.spi.UsageException;
import dev.dbbench.spi.workload.Options;
import dev.dbbench.workloads.file.gen.Generator;
import dev.dbbench.workloads.file.gen.Sequence;
import dev.dbbench.workloads.file.spec.ColumnSpec;
import dev.dbbench.workloads.file.spec.Env;
import dev.dbbench.workloads.file.spec.GeneratorSpec;
import dev.dbbench.workloads.file.spec.OptionDef;
import dev.dbbench.workloads.file.spec.PerDialect;
import dev.dbbench.workloads.file.spec.SqlTemplate;
import dev.dbbench.workloads.file.spec.StepSpec;
import dev.dbbench.workloads.file.spec.TableSpec;
import dev.dbbench.workloads.file.spec.TransactionSpec;
import dev.dbbench.workloads.file.spec.WorkloadSpec;
import dev.dbbench.workloads.file.yaml.Where;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Works out a workload file's numbers for the option values in effect: row counts, ranges, the statements' text.
 * Whatever the values make wrong (an empty range, a negative row count) is a mistake at its place in the file.
 */
final class Resolver implements Env {
    private final WorkloadSpec spec;
    private final Map<String, Long> numbers = new TreeMap<>();
    private final Map<String, String> texts = new TreeMap<>();

    /** @param options the values given, over the defaults ({@link FileWorkload#options()}) */
    Resolver(WorkloadSpec spec, Options options) {
        this.spec = spec;
        for (OptionDef o : spec.options().values()) {
            String value = options.string(o.name());
            texts.put(o.name(), value);
            if (o.integer()) {
                numbers.put(o.name(), whole(o, value));
            }
        }
    }

    private static long whole(OptionDef o, String value) {
        String v = value.trim().replace("_", "");
        if (v.contains(",")) {
            throw new UsageException("--set " + o.name() + "=" + value + " gives several values where one configuration takes one;"
                    + " give one value, such as --set " + o.name() + "=" + o.defaultValue() + " (the command line runs each in turn)");
        }
        try {
            return Long.parseLong(v);
        } catch (NumberFormatException e) {
            throw new UsageException("--set " + o.name() + "=" + value + " is not a whole number; give a number such as "
                    + o.defaultValue());
        }
    }

    /** Every option's value as text, for the statements and the settings. */
    Map<String, String> texts() {
        return texts;
    }

    @Override
    public Map<String, Long> numbers() {
        return numbers;
    }

    @Override
    public long[] keyRange(String table, String column, Where where) {
        TableSpec t = spec.table(table).orElseThrow();
        long rows = rows(t);
        Sequence keys = (Sequence) t.column(column).orElseThrow().data().orElseThrow().build(this);
        if (rows < 1) {
            throw where.mistake(table + "." + column + " has no keys to draw: table " + table + " gets " + rows
                    + " rows (rows: " + t.rows() + "); give it rows, or draw from a range such as [1, 1000]");
        }
        return new long[] {keys.start(), keys.last(rows)};
    }

    long rows(TableSpec t) {
        long rows = eval(t.rows());
        if (rows < 0) {
            throw t.rows().where().mistake("rows of table " + t.name() + " is " + rows + " (" + t.rows() + "); give option"
                    + " values that make it 0 or more");
        }
        return rows;
    }

    List<Table> tables() {
        List<Table> out = new ArrayList<>();
        for (TableSpec t : spec.tables()) {
            List<Generator> generators = new ArrayList<>();
            for (ColumnSpec c : t.loaded()) {
                generators.add(c.data().orElseThrow().build(this));
            }
            out.add(new Table(t, rows(t), generators));
        }
        return out;
    }

    /** Every text a table column or parameter may hold, with its place in the file. */
    List<TextValues> textValues() {
        List<GeneratorSpec> specs = new ArrayList<>();
        spec.tables().forEach(t -> t.loaded().forEach(c -> specs.add(c.data().orElseThrow())));
        spec.transactions().forEach(t -> specs.addAll(t.params().values()));
        List<TextValues> out = new ArrayList<>();
        for (GeneratorSpec g : specs) {
            if (g.text()) {
                out.add(new TextValues(g.where(), g.what(), g.build(this).characters()));
            }
        }
        return out;
    }

    List<Transaction> transactions() {
        List<Transaction> out = new ArrayList<>();
        for (TransactionSpec t : spec.transactions()) {
            Map<String, Integer> slots = new LinkedHashMap<>();
            List<Generator> params = new ArrayList<>();
            for (Map.Entry<String, GeneratorSpec> p : t.params().entrySet()) {
                slots.put(p.getKey(), slots.size());
                params.add(parameter(p.getValue()));
            }
            List<Step> steps = new ArrayList<>();
            for (StepSpec s : t.steps()) {
                steps.add(s instanceof StepSpec.Statement st ? statement(st, slots, t.name()) : pause((StepSpec.Think) s));
            }
            out.add(new Transaction(t.name(), t.weight(), t.transactional(), t.readOnly(), params, steps, slots.size()));
        }
        return out;
    }

    /** A parameter's generator; its numbers must fit the 32-bit integers statements bind, as sysbench binds ids. */
    private Generator parameter(GeneratorSpec g) {
        Generator built = g.build(this);
        if (!built.text() && (built.min() < Integer.MIN_VALUE || built.max() > Integer.MAX_VALUE)) {
            throw g.where().mistake(g.what() + " draws " + built.min() + " to " + built.max() + ", beyond the "
                    + Integer.MIN_VALUE + " to " + Integer.MAX_VALUE + " that statements bind; give a narrower range");
        }
        return built;
    }

    private Step.Sql statement(StepSpec.Statement st, Map<String, Integer> slots, String transaction) {
        Map<String, String> text = new LinkedHashMap<>();
        Map<String, int[]> binds = new HashMap<>();
        for (Map.Entry<String, SqlTemplate> e : st.sql().entrySet()) {
            text.put(e.getKey(), e.getValue().render(texts));
            binds.put(e.getKey(), e.getValue().params().stream().mapToInt(slots::get).toArray());
        }
        int[] into = new int[st.into().size()];
        for (int i = 0; i < into.length; i++) {
            into[i] = slots.computeIfAbsent(st.into().get(i), k -> slots.size());
        }
        return new Step.Sql(st, new PerDialect(st.where(), "statement " + st.number() + " of transaction " + transaction, text), binds, into);
    }

    private static Step.Pause pause(StepSpec.Think t) {
        return new Step.Pause(t.minNanos(), t.maxNanos());
    }
}
