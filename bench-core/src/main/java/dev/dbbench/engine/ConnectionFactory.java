package dev.dbbench.engine;

import java.sql.Connection;
import java.sql.SQLException;

/** Opens one new connection to the target under test; called from many threads at once. */
@FunctionalInterface
public interface ConnectionFactory {
    Connection open() throws SQLException;
}
