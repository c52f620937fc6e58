package dev.dbbench.sql;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/** The driver's own prepared statement: server-side or client-side as the driver's properties say. */
record DriverStatement(PreparedStatement ps) implements SqlStatement {

    @Override
    public void setInt(int index, int value) throws SQLException {
        ps.setInt(index, value);
    }

    @Override
    public void setLong(int index, long value) throws SQLException {
        ps.setLong(index, value);
    }

    @Override
    public void setString(int index, String value) throws SQLException {
        ps.setString(index, value);
    }

    @Override
    public ResultSet executeQuery() throws SQLException {
        return ps.executeQuery();
    }

    @Override
    public int executeUpdate() throws SQLException {
        return ps.executeUpdate();
    }

    @Override
    public void close() throws SQLException {
        ps.close();
    }
}
