package dev.dbbench.capture.sql;

import java.util.List;

/** What a statement does, from its first words: the parts of a transaction a capture tells apart. */
public enum Verb {
    SELECT, INSERT, UPDATE, DELETE, BEGIN, COMMIT, ROLLBACK, AUTOCOMMIT_OFF, AUTOCOMMIT_ON, OTHER;

    /** Reads or writes rows: what a workload file replays. */
    public boolean data() {
        return this == SELECT || this == INSERT || this == UPDATE || this == DELETE;
    }

    public boolean writes() {
        return this == INSERT || this == UPDATE || this == DELETE;
    }

    static Verb of(List<Token> t) {
        if (t.isEmpty()) {
            return OTHER;
        }
        String first = t.get(0).name();
        String second = t.size() > 1 ? t.get(1).name() : "";
        return switch (first) {
            case "select", "with", "values", "table" -> SELECT;
            case "insert", "replace" -> INSERT;
            case "update" -> UPDATE;
            case "delete" -> DELETE;
            case "begin" -> t.size() <= 2 || second.equals("transaction") || second.equals("work") || second.equals("isolation")
                    ? BEGIN : OTHER;
            case "start" -> second.equals("transaction") ? BEGIN : OTHER;
            case "commit", "end" -> COMMIT;
            case "rollback", "abort" -> t.stream().anyMatch(x -> x.is("to")) ? OTHER : ROLLBACK;
            case "set" -> autocommit(t);
            default -> OTHER;
        };
    }

    /** {@code SET autocommit = 0} opens a transaction that the next COMMIT ends, as MySQL's drivers send it. */
    private static Verb autocommit(List<Token> t) {
        for (int i = 1; i + 2 < t.size(); i++) {
            if (t.get(i).name().equals("autocommit")) {
                String v = t.get(i + 2).name();
                return v.equals("0") || v.equals("off") || v.equals("false") ? AUTOCOMMIT_OFF : AUTOCOMMIT_ON;
            }
        }
        return OTHER;
    }
}
