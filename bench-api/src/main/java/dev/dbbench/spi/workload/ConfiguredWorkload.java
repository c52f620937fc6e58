package dev.dbbench.spi.workload;

import dev.dbbench.spi.Dialect;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;

/**
 * A workload with its options fixed: its events, and its other parts in roles.
 *
 * <ul>
 *   <li>{@link #dataset()}: the tables and rows it runs on, made by {@code prepare}, checked before every run;</li>
 *   <li>{@link #traits()}: what the engine may know of its events before running them (routing, pauses, wire
 *       scripts);</li>
 *   <li>{@link #hooks()}: what it does on the server around measured steps, and the counters the server keeps for
 *       it.</li>
 * </ul>
 *
 * <p>Threading: one instance serves every worker of a run: it must be thread-safe, and all per-worker mutable data
 * lives in the worker's {@code S}. The roles are looked up whenever they are needed, so each accessor returns the same
 * object every time. A workload may implement a role itself: {@link #traits()} and {@link #hooks()} find it so, and its
 * {@link #dataset()} returns {@code this}.
 *
 * <p>Lifecycle: {@link Dataset#prepare} once (the {@code prepare} command), {@link Dataset#verify} before every run,
 * then per worker {@link #open} on the worker's thread, {@link #event} in a loop, {@link WorkerState#close()} at the
 * end; {@link Dataset#cleanup} drops everything {@code prepare} made.
 *
 * @param <S> the per-worker state type
 */
public interface ConfiguredWorkload<S extends WorkerState> {

    /**
     * Every effective option value, recorded in the result's manifest.
     *
     * @return option name to value, in a stable order
     */
    Map<String, String> settings();

    /**
     * Names of the kinds of event {@link #event} can return, indexed by the returned int.
     *
     * @return the names, snake_case; {@code List.of("transaction")} (the default) for one kind of event
     */
    default List<String> operations() {
        return List.of("transaction");
    }

    /**
     * Builds one worker's state on that worker's thread.
     *
     * @param ctx the worker's connection, number and random seed
     * @return the state, which the worker closes at the end
     * @throws SQLException when a statement cannot be prepared; the step fails
     */
    S open(WorkerContext ctx) throws SQLException;

    /**
     * Runs one event (one sysbench transaction), counting every statement on {@code counter}. Called on the worker's
     * thread in a loop; must not allocate per call. A thrown {@link SQLException} ends the event; the engine
     * classifies it and calls {@link #recover}.
     *
     * @param state   the worker's state
     * @param counter counts the event's statements
     * @return the index in {@link #operations()} of the kind of event run
     * @throws SQLException when a statement fails
     */
    int event(S state, Counter counter) throws SQLException;

    /**
     * Called after an ignorable error inside an event, on the worker's thread.
     *
     * @param state      the worker's state
     * @param connection the worker's connection
     * @param dialect    the server's SQL
     * @throws SQLException when the connection cannot be recovered; the engine reconnects
     */
    default void recover(S state, Connection connection, Dialect dialect) throws SQLException {
        try (var st = connection.createStatement()) {
            st.execute(dialect.rollback());
        }
    }

    /**
     * The tables and rows this workload runs on.
     *
     * @return the dataset, the same object at every call
     */
    Dataset dataset();

    /**
     * What the engine may know of this workload's events before it runs them.
     *
     * @return this workload itself when it implements {@link EventTraits} (the default), or else
     *     {@link EventTraits#defaults()}: JDBC events run back to back on the writer
     */
    @SuppressWarnings("unchecked")
    default EventTraits<S> traits() {
        // A class implements EventTraits for the state type it is a workload of: one type parameter serves both.
        return this instanceof EventTraits<?> own ? (EventTraits<S>) own : EventTraits.defaults();
    }

    /**
     * What this workload does on the server around measured steps.
     *
     * @return this workload itself when it implements {@link StepHooks} (the default), or else {@link StepHooks#NONE}
     */
    default StepHooks hooks() {
        return this instanceof StepHooks own ? own : StepHooks.NONE;
    }
}
