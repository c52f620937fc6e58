package dev.dbbench.spi;

/**
 * A dialect whose schema and literal rules are its own methods: {@link #schema()} and {@link #literals()} return this
 * object, so a target's dialect class overrides whichever of the three roles' methods it needs in one place, and every
 * other keeps its default. Subclasses are stateless and thread-safe, as every dialect is; the one method left to write
 * is {@link SchemaSql#autoIncrementInt()}.
 */
public abstract class FlatDialect implements Dialect, SchemaSql, Literals {

    /**
     * This object.
     *
     * @return this dialect, whose methods are its schema rules
     */
    @Override
    public SchemaSql schema() {
        return this;
    }

    /**
     * This object.
     *
     * @return this dialect, whose methods are its literal rules
     */
    @Override
    public Literals literals() {
        return this;
    }
}
