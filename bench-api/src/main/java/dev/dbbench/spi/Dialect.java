package dev.dbbench.spi;

import java.util.List;

/**
 * The SQL differences between servers that workloads need, in roles: what every statement needs here (quoting,
 * transaction statements, the names a workload file knows the server by), what a schema needs ({@link #schema()}) and
 * how values are written into SQL text ({@link #literals()}). Workloads build their statements from these pieces, so
 * one workload runs on every target.
 *
 * <p>Threading: one instance serves every worker and loader thread; implementations are stateless and thread-safe,
 * and every method returns the same answer each time it is called. Methods that return text build it on each call
 * unless they return a constant: a workload that needs one on its hot path keeps it in its worker state.
 */
public interface Dialect {

    /**
     * The names this dialect answers to where a workload file gives SQL per server ({@code mysql}, {@code postgresql},
     * {@code oceanbase}), most specific first: OceanBase's MySQL mode gives {@code oceanbase} then {@code mysql}, so a
     * file that says nothing of OceanBase runs its MySQL text there.
     *
     * @return the names, most specific first; empty by default, when the dialect takes a file's {@code default}
     *         entries only
     */
    default List<String> names() {
        return List.of();
    }

    /**
     * Quotes an identifier for this server.
     *
     * @param identifier a table or column name that the caller has already checked (letters, digits and
     *                   underscores); it is not escaped
     * @return the quoted name; by default in double quotes, as standard SQL quotes it
     */
    default String quote(String identifier) {
        return '"' + identifier + '"';
    }

    /**
     * The statement that opens a transaction; sysbench sends {@code BEGIN} and counts it as "other".
     *
     * @return {@code BEGIN} by default
     */
    default String begin() {
        return "BEGIN";
    }

    /**
     * The statement that commits a transaction.
     *
     * @return {@code COMMIT} by default
     */
    default String commit() {
        return "COMMIT";
    }

    /**
     * The statement that rolls a transaction back.
     *
     * @return {@code ROLLBACK} by default
     */
    default String rollback() {
        return "ROLLBACK";
    }

    /**
     * What a schema needs on this server: key types, table options, how keys are built and reset.
     *
     * @return the same object on every call
     */
    SchemaSql schema();

    /**
     * How values are written into SQL text on this server, and which values it cannot hold.
     *
     * @return the same object on every call; {@link Literals#STANDARD}, standard SQL's rules, by default
     */
    default Literals literals() {
        return Literals.STANDARD;
    }
}
