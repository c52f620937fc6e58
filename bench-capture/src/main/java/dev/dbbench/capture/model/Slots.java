package dev.dbbench.capture.model;

import dev.dbbench.capture.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * The placeholders of a variant as the file will run it, and the values each took in each captured transaction.
 * Step {@code s} runs {@code repeats[s]} times (the average of its runs, at least once); its statement is the one
 * whose number of values is nearest the average, so that an {@code IN} list or a multi-row {@code VALUES} has its
 * average length. A slot is one value of one run of one step; it takes its values from the transactions whose
 * statement at that place had the same number of values.
 */
final class Slots {
    final List<Statement> statements = new ArrayList<>();
    final List<Integer> repeats = new ArrayList<>();
    /** For each slot: step, run, value index. */
    final List<int[]> slots = new ArrayList<>();
    /** values[slot][instance], null where that transaction has none. */
    String[][] values;

    Slots(Variant v) {
        List<List<List<Statement>>> runs = v.runs();
        int steps = v.steps().size();
        for (int s = 0; s < steps; s++) {
            double length = 0;
            double count = 0;
            int n = 0;
            List<Statement> all = new ArrayList<>();
            for (List<List<Statement>> r : runs) {
                length += r.get(s).size();
                all.addAll(r.get(s));
            }
            for (Statement st : all) {
                count += st.values().size();
                n++;
            }
            double mean = count / n;
            Statement best = all.get(0);
            for (Statement st : all) {
                if (Math.abs(st.values().size() - mean) < Math.abs(best.values().size() - mean)) {
                    best = st;
                }
            }
            statements.add(best);
            int repeat = (int) Math.max(1, Math.round(length / runs.size()));
            repeats.add(repeat);
            for (int k = 0; k < repeat; k++) {
                for (int j = 0; j < best.values().size(); j++) {
                    slots.add(new int[] {s, k, j});
                }
            }
        }
        values = new String[slots.size()][runs.size()];
        for (int i = 0; i < slots.size(); i++) {
            int[] slot = slots.get(i);
            int layout = statements.get(slot[0]).values().size();
            for (int t = 0; t < runs.size(); t++) {
                List<Statement> run = runs.get(t).get(slot[0]);
                if (slot[1] < run.size() && run.get(slot[1]).values().size() == layout && !run.get(slot[1]).placeholder(slot[2])) {
                    values[i][t] = run.get(slot[1]).value(slot[2]);
                }
            }
        }
    }

    /**
     * Slots that held the same value in every transaction where both had one (and varied, so that two constants
     * never merge): one parameter. Returns, for each slot, the index of its group's first slot.
     */
    int[] groups() {
        int[] parent = new int[slots.size()];
        for (int i = 0; i < parent.length; i++) {
            parent[i] = i;
        }
        boolean[] varies = new boolean[slots.size()];
        for (int i = 0; i < slots.size(); i++) {
            String first = null;
            for (String v : values[i]) {
                if (v != null && first == null) {
                    first = v;
                } else if (v != null && !v.equals(first)) {
                    varies[i] = true;
                    break;
                }
            }
        }
        // Slots that are one parameter took the same values in the first complete transactions: only those are compared.
        int[] sample = completeTransactions(3);
        java.util.Map<String, List<Integer>> candidates = new java.util.HashMap<>();
        for (int a = 0; a < slots.size(); a++) {
            if (varies[a]) {
                StringBuilder key = new StringBuilder();
                for (int t : sample) {
                    key.append(values[a][t]).append('\u0000');
                }
                candidates.computeIfAbsent(key.toString(), k -> new ArrayList<>()).add(a);
            }
        }
        for (List<Integer> group : candidates.values()) {
            for (int i = 0; i < group.size(); i++) {
                for (int j = i + 1; j < group.size(); j++) {
                    int a = group.get(i);
                    int b = group.get(j);
                    if (find(parent, a) != find(parent, b) && same(a, b)) {
                        parent[find(parent, b)] = find(parent, a);
                    }
                }
            }
        }
        int[] out = new int[slots.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = find(parent, i);
        }
        return out;
    }

    /** The first {@code n} transactions that gave every slot a value (their loops and lists had the representative lengths). */
    private int[] completeTransactions(int n) {
        List<Integer> out = new ArrayList<>();
        for (int t = 0; t < (values.length == 0 ? 0 : values[0].length) && out.size() < n; t++) {
            boolean complete = true;
            for (String[] slot : values) {
                complete &= slot[t] != null;
            }
            if (complete) {
                out.add(t);
            }
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    private boolean same(int a, int b) {
        int both = 0;
        int equal = 0;
        for (int t = 0; t < values[a].length; t++) {
            if (values[a][t] != null && values[b][t] != null) {
                both++;
                if (values[a][t].equals(values[b][t])) {
                    equal++;
                } else if (both - equal > both / 50 + 1) {
                    return false;
                }
            }
        }
        return both >= 3 && equal >= 0.98 * both;
    }

    private static int find(int[] parent, int i) {
        while (parent[i] != i) {
            parent[i] = parent[parent[i]];
            i = parent[i];
        }
        return i;
    }
}
