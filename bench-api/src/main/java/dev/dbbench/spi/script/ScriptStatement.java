package dev.dbbench.spi.script;

import dev.dbbench.sql.text.Placeholders;
import java.util.Objects;

/**
 * One statement of an {@link EventScript}: SQL with {@code ?} placeholders for its parameters (integers, or
 * text where {@code texts} says so), and how sysbench counts it.
 *
 * @param sql        the statement, with one {@code ?} per parameter
 * @param kind       how its answer is counted
 * @param parameters how many parameters it takes: its {@code ?} in code, outside quotes and comments, as the
 *                   target's server reads it ({@link Placeholders}), counted once here because clients look it up on
 *                   every execution; a client that finds another number when it prepares the statement refuses it
 * @param texts      which parameters are text, one bit per parameter (bit 0 is the first); the others are integers
 */
public record ScriptStatement(String sql, Kind kind, int parameters, long texts) {

    /** How a statement is counted, as sysbench counts it. */
    public enum Kind {
        /** Returns rows: one read, and an empty read when no row came back. */
        QUERY,
        /** Changes rows: a write when it changed at least one, else other. */
        UPDATE,
        /** Neither, such as BEGIN or COMMIT: other. */
        OTHER
    }

    /**
     * A statement whose parameters are all integers, as many as standard SQL's forms of quotes and comments leave
     * placeholders; a statement with a server's own forms ({@code #} comments, {@code $$} quotes) gives its count.
     *
     * @param sql  the statement, with one {@code ?} per parameter
     * @param kind how its answer is counted
     */
    public ScriptStatement(String sql, Kind kind) {
        this(sql, kind, Placeholders.split(Objects.requireNonNull(sql, "sql")).length - 1, 0L);
    }

    /**
     * Checks the components.
     *
     * @param sql        the statement, never null
     * @param kind       how its answer is counted, never null
     * @param parameters how many parameters it takes, at most 64
     * @param texts      which parameters are text, one bit per parameter
     * @throws IllegalArgumentException when {@code parameters} is negative or {@code texts} names a parameter past it
     */
    public ScriptStatement {
        Objects.requireNonNull(sql, "sql");
        Objects.requireNonNull(kind, "kind");
        if (parameters < 0) {
            throw new IllegalArgumentException("statement takes " + parameters + " parameters: " + sql);
        }
        if (parameters > Long.SIZE || parameters < Long.SIZE && texts >>> parameters != 0) {
            throw new IllegalArgumentException("text parameters " + Long.toBinaryString(texts)
                    + " outside the statement's " + parameters + ": " + sql);
        }
    }

    /**
     * The same statement with some parameters taking text.
     *
     * @param positions the parameters' positions, from 0
     * @return a new statement
     * @throws IllegalArgumentException when a position is not a parameter of the statement
     */
    public ScriptStatement withText(int... positions) {
        long mask = texts;
        for (int p : positions) {
            if (p < 0 || p >= parameters) {
                throw new IllegalArgumentException("no parameter " + p + " in: " + sql);
            }
            mask |= 1L << p;
        }
        return new ScriptStatement(sql, kind, parameters, mask);
    }

    /**
     * Whether a parameter is text.
     *
     * @param p the parameter's position, from 0
     * @return true for text, false for an integer
     */
    public boolean isText(int p) {
        return (texts >>> p & 1L) != 0;
    }
}
