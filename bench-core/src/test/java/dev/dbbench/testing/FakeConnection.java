package dev.dbbench.testing;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLNonTransientConnectionException;
import java.sql.Statement;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicLong;

/**
 * One connection to a {@link FakeServer}, exposed as a {@link java.sql.Connection} made with
 * {@link Proxy}: no driver and no mocking library. Get it back from the JDBC object with
 * {@code connection.unwrap(FakeConnection.class)}.
 *
 * <p>Statement rules, so a workload can produce every counting case: a query returns one row, or none
 * when its SQL contains {@code EMPTY}; an update changes one row, or none when its SQL contains
 * {@code MISS}. Once the connection is closed or dropped, every statement fails with SQLSTATE 08003,
 * as a real driver does. A method the engine is not expected to call throws
 * {@link UnsupportedOperationException} naming it, so a test fails loudly instead of seeing a default.
 */
public final class FakeConnection {
    private final FakeServer server;
    private final int id;
    private final Connection jdbc;
    private final AtomicLong executed = new AtomicLong();
    private final AtomicLong rollbacks = new AtomicLong();
    private final AtomicLong commits = new AtomicLong();
    private volatile boolean closed;

    FakeConnection(FakeServer server, int id) {
        this.server = server;
        this.id = id;
        this.jdbc = proxy(Connection.class, this::onConnection);
    }

    public Connection jdbc() {
        return jdbc;
    }

    public int id() {
        return id;
    }

    public boolean isClosed() {
        return closed;
    }

    /** Statements executed on this connection, of every kind. */
    public long executed() {
        return executed.get();
    }

    /** {@code ROLLBACK} statements and {@link Connection#rollback()} calls. */
    public long rollbacks() {
        return rollbacks.get();
    }

    /** {@code COMMIT} statements and {@link Connection#commit()} calls. */
    public long commits() {
        return commits.get();
    }

    /** The server side ends the connection (a crash, a kill); the client learns on its next statement. */
    void drop() {
        closed = true;
    }

    private Object onConnection(Object self, Method m, Object[] args) throws SQLException {
        switch (m.getName()) {
            case "close" -> {
                closed = true;
                server.released(this);
                return null;
            }
            case "isClosed" -> {
                return closed;
            }
            case "isValid" -> {
                return !closed;
            }
            case "getAutoCommit" -> {
                return true;
            }
            case "setAutoCommit", "clearWarnings", "setReadOnly", "setTransactionIsolation", "getWarnings" -> {
                return null;
            }
            case "commit" -> {
                ensureOpen();
                commits.incrementAndGet();
                return null;
            }
            case "rollback" -> {
                ensureOpen();
                rollbacks.incrementAndGet();
                return null;
            }
            case "createStatement" -> {
                ensureOpen();
                return new FakeStatement("").proxy(Statement.class);
            }
            case "prepareStatement" -> {
                ensureOpen();
                return new FakeStatement((String) args[0]).proxy(PreparedStatement.class);
            }
            case "unwrap" -> {
                if (args[0] == FakeConnection.class) {
                    return this;
                }
                throw new SQLException("the fake connection wraps only " + FakeConnection.class.getName());
            }
            case "isWrapperFor" -> {
                return args[0] == FakeConnection.class;
            }
            default -> {
                return objectMethod(self, m, args, "FakeConnection#" + id);
            }
        }
    }

    private void ensureOpen() throws SQLException {
        if (closed) {
            throw new SQLNonTransientConnectionException("fake connection #" + id + " is closed", "08003");
        }
    }

    private static boolean returnsNoRows(String sql) {
        return sql.contains("EMPTY");
    }

    /** A statement or prepared statement; {@code preparedSql} is empty for a plain statement. */
    private final class FakeStatement {
        private final String preparedSql;
        private boolean statementClosed;

        FakeStatement(String preparedSql) {
            this.preparedSql = preparedSql;
        }

        <T extends Statement> T proxy(Class<T> type) {
            return FakeConnection.proxy(type, this::on);
        }

        private Object on(Object self, Method m, Object[] args) throws SQLException {
            String name = m.getName();
            switch (name) {
                case "close" -> {
                    statementClosed = true;
                    return null;
                }
                case "isClosed" -> {
                    return statementClosed;
                }
                case "getConnection" -> {
                    return jdbc;
                }
                case "execute" -> {
                    String sql = sql(args);
                    run(sql);
                    if (sql.trim().toUpperCase(Locale.ROOT).startsWith("ROLLBACK")) {
                        rollbacks.incrementAndGet();
                    } else if (sql.trim().toUpperCase(Locale.ROOT).startsWith("COMMIT")) {
                        commits.incrementAndGet();
                    }
                    return sql.trim().toUpperCase(Locale.ROOT).startsWith("SELECT");
                }
                case "executeQuery" -> {
                    String sql = sql(args);
                    run(sql);
                    return FakeConnection.proxy(ResultSet.class, new FakeRows(returnsNoRows(sql) ? 0 : 1)::on);
                }
                case "executeUpdate" -> {
                    String sql = sql(args);
                    run(sql);
                    return sql.contains("MISS") ? 0 : 1;
                }
                default -> {
                    // Parameter setters and statement settings are void and change nothing here.
                    if (name.startsWith("set") || name.equals("clearParameters")) {
                        return null;
                    }
                    return objectMethod(self, m, args, "FakeStatement[" + preparedSql + "]");
                }
            }
        }

        private String sql(Object[] args) {
            return args == null || args.length == 0 ? preparedSql : (String) args[0];
        }

        private void run(String sql) throws SQLException {
            ensureOpen();
            if (statementClosed) {
                throw new SQLException("statement is closed: " + sql, "HY010");
            }
            executed.incrementAndGet();
        }
    }

    /** A forward-only result of {@code rows} rows. */
    private static final class FakeRows {
        private final int rows;
        private int cursor;

        FakeRows(int rows) {
            this.rows = rows;
        }

        private Object on(Object self, Method m, Object[] args) {
            return switch (m.getName()) {
                case "next" -> ++cursor <= rows;
                case "close" -> null;
                case "isClosed", "wasNull" -> false;
                case "getInt" -> cursor;
                case "getLong" -> (long) cursor;
                case "getString" -> "row-" + cursor;
                default -> objectMethod(self, m, args, "FakeRows(" + rows + ")");
            };
        }
    }

    @FunctionalInterface
    private interface Handler {
        Object on(Object self, Method m, Object[] args) throws SQLException;
    }

    private static <T> T proxy(Class<T> type, Handler handler) {
        InvocationHandler h = handler::on;
        return type.cast(Proxy.newProxyInstance(FakeConnection.class.getClassLoader(), new Class<?>[] {type}, h));
    }

    private static Object objectMethod(Object self, Method m, Object[] args, String name) {
        return switch (m.getName()) {
            case "toString" -> name;
            case "hashCode" -> System.identityHashCode(self);
            case "equals" -> self == args[0];
            default -> throw new UnsupportedOperationException(name + " does not implement " + m.getName());
        };
    }
}
