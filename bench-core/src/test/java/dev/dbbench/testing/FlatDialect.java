package dev.dbbench.testing;

import dev.dbbench.spi.Dialect;
import dev.dbbench.spi.Literals;
import dev.dbbench.spi.SchemaSql;

/**
 * A dialect for tests whose schema and literal rules are its own methods, so that one anonymous subclass overrides
 * any of them: {@code new FlatDialect() { public String autoIncrementInt() { return "SERIAL"; } }}.
 */
public abstract class FlatDialect implements Dialect, SchemaSql, Literals {

    @Override
    public SchemaSql schema() {
        return this;
    }

    @Override
    public Literals literals() {
        return this;
    }
}
