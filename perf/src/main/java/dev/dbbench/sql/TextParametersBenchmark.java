package dev.dbbench.sql;

import dev.dbbench.perf.NanosBenchmark;
import dev.dbbench.spi.Dialect;
import java.lang.reflect.Proxy;
import java.sql.SQLException;
import java.sql.Statement;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Binding parameters in text mode where dbbench writes the values itself (PostgreSQL): the statement text a
 * point select and a non-index update send, built in the statement's reused buffer. The String JDBC takes is
 * the one allocation ({@code gc.alloc.rate.norm} about its size). Lives in the package of the package-private
 * {@link InlineStatement}; it never changes it.
 */
@State(Scope.Thread)
public class TextParametersBenchmark extends NanosBenchmark {
    private static final String C = "83868641912-28773972837-60736120486-75162659906-27563526494-20381887404-41576422241-"
            + "93426793964-56405065102-33518432330";
    private static final Dialect DIALECT = () -> () -> "SERIAL";

    private InlineStatement pointSelect;
    private InlineStatement nonIndexUpdate;
    private int id;

    @Setup
    public void setUp() throws SQLException {
        // Only the constructor touches the statement (escape processing off); nothing is executed.
        Statement unused = (Statement) Proxy.newProxyInstance(getClass().getClassLoader(), new Class<?>[] {Statement.class},
                (p, m, a) -> null);
        pointSelect = new InlineStatement(unused, "SELECT c FROM sbtest1 WHERE id=?", DIALECT);
        nonIndexUpdate = new InlineStatement(unused, "UPDATE sbtest1 SET c=? WHERE id=?", DIALECT);
    }

    @Benchmark
    public String pointSelect() throws SQLException {
        pointSelect.setInt(1, nextId());
        return pointSelect.render();
    }

    @Benchmark
    public String nonIndexUpdate() throws SQLException {
        nonIndexUpdate.setString(1, C);
        nonIndexUpdate.setInt(2, nextId());
        return nonIndexUpdate.render();
    }

    private int nextId() {
        id = id == 99_999 ? 1 : id + 1;
        return id;
    }
}
