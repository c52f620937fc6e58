package dev.dbbench.replica;

import java.sql.Connection;
import java.sql.SQLException;

/** Opens one new connection to an endpoint; the caller closes it. */
@FunctionalInterface
public interface Opener {
    Connection open() throws SQLException;
}
