package dev.dbbench.testing;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Proxy;
import java.sql.Array;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.SQLSyntaxErrorException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A {@link Connection} that answers queries from canned tables, for unit tests of the code that reads
 * server settings: a test says which queries the "server" knows, and every other query fails as a
 * missing view does on a real server (SQLSTATE 42S02, vendor code 1146). That makes the fail-soft paths
 * of a settings reader testable without a server. No driver and no mocking library: {@link Proxy} only.
 *
 * <p>A query matches an answer when its SQL contains the answer's fragment (case-insensitive); the
 * first answer added wins. Parameters of prepared statements are accepted and ignored. Build one per
 * test; it is not meant to be shared.
 */
public final class CannedJdbc {
    private final List<Answer> answers = new ArrayList<>();
    private final List<String> asked = new CopyOnWriteArrayList<>();

    /** Queries containing {@code fragment} return {@code rows} under the column labels {@code columns}. */
    public CannedJdbc answer(String fragment, List<String> columns, List<List<Object>> rows) {
        answers.add(new Answer(fragment.toLowerCase(Locale.ROOT), columns, rows, null));
        return this;
    }

    /** Queries containing {@code fragment} throw {@code error}. */
    public CannedJdbc fail(String fragment, SQLException error) {
        answers.add(new Answer(fragment.toLowerCase(Locale.ROOT), List.of(), List.of(), error));
        return this;
    }

    /** Every SQL text sent so far, in order. */
    public List<String> asked() {
        return List.copyOf(asked);
    }

    public Connection connection() {
        return proxy(Connection.class, (self, m, args) -> switch (m.getName()) {
            case "createStatement" -> statement(null);
            case "prepareStatement" -> statement((String) args[0]);
            case "createArrayOf" -> proxy(Array.class, (a, am, aa) -> unsupported("Array." + am.getName()));
            case "getAutoCommit", "isValid" -> true;
            case "isClosed" -> false;
            case "close" -> null;
            case "unwrap" -> unsupported("Connection.unwrap");
            default -> unsupported("Connection." + m.getName());
        });
    }

    private Object statement(String preparedSql) {
        InvocationHandler h = (self, m, args) -> switch (m.getName()) {
            case "executeQuery" -> query(preparedSql != null ? preparedSql : (String) args[0]);
            case "execute" -> {
                query(preparedSql != null ? preparedSql : (String) args[0]);
                yield true;
            }
            case "executeUpdate" -> {
                asked.add(preparedSql != null ? preparedSql : (String) args[0]);
                yield 0;
            }
            case "close" -> null;
            default -> m.getName().startsWith("set") ? null : unsupported("Statement." + m.getName());
        };
        return preparedSql == null ? proxy(Statement.class, h) : proxy(PreparedStatement.class, h);
    }

    private ResultSet query(String sql) throws SQLException {
        asked.add(sql);
        String lower = sql.toLowerCase(Locale.ROOT);
        for (Answer a : answers) {
            if (lower.contains(a.fragment)) {
                if (a.error != null) {
                    throw a.error;
                }
                return new Rows(a.columns, a.rows).resultSet();
            }
        }
        throw new SQLSyntaxErrorException("no canned answer for: " + sql, "42S02", 1146);
    }

    private static Object unsupported(String what) {
        throw new UnsupportedOperationException(what + " is not canned");
    }

    /** A proxy of {@code type} whose {@link Object} methods behave, so assertion messages can print it. */
    @SuppressWarnings("unchecked")
    private static <T> T proxy(Class<T> type, InvocationHandler h) {
        InvocationHandler withObjectMethods = (self, m, args) -> switch (m.getName()) {
            case "toString" -> "canned " + type.getSimpleName();
            case "hashCode" -> System.identityHashCode(self);
            case "equals" -> self == args[0];
            default -> h.invoke(self, m, args);
        };
        return (T) Proxy.newProxyInstance(CannedJdbc.class.getClassLoader(), new Class<?>[] {type}, withObjectMethods);
    }

    private record Answer(String fragment, List<String> columns, List<List<Object>> rows, SQLException error) {
    }

    /** A forward-only cursor over canned rows; columns are found by 1-based index or label. */
    private static final class Rows {
        private final List<String> columns;
        private final List<List<Object>> rows;
        private int at = -1;
        private boolean lastNull;

        Rows(List<String> columns, List<List<Object>> rows) {
            this.columns = columns;
            this.rows = rows;
        }

        ResultSet resultSet() {
            return proxy(ResultSet.class, (self, m, args) -> switch (m.getName()) {
                case "next" -> ++at < rows.size();
                case "getString" -> text(value(args[0]));
                case "getLong" -> number(value(args[0]));
                case "getInt" -> (int) number(value(args[0]));
                case "getBoolean" -> Boolean.TRUE.equals(value(args[0])) || "1".equals(text(value(args[0])));
                case "getObject" -> value(args[0]);
                case "wasNull" -> lastNull;
                case "getMetaData" -> metaData();
                case "close" -> null;
                default -> unsupported("ResultSet." + m.getName());
            });
        }

        private Object value(Object column) throws SQLException {
            int index = column instanceof Integer i ? i - 1 : indexOf((String) column);
            if (at < 0 || at >= rows.size() || index < 0 || index >= rows.get(at).size()) {
                throw new SQLException("no column " + column + " in row " + at, "S1009");
            }
            Object v = rows.get(at).get(index);
            lastNull = v == null;
            return v;
        }

        private int indexOf(String label) {
            for (int i = 0; i < columns.size(); i++) {
                if (columns.get(i).equalsIgnoreCase(label)) {
                    return i;
                }
            }
            return -1;
        }

        private static String text(Object v) {
            return v == null ? null : v.toString();
        }

        private static long number(Object v) {
            return v == null ? 0 : v instanceof Number n ? n.longValue() : Long.parseLong(v.toString().trim());
        }

        private ResultSetMetaData metaData() {
            return proxy(ResultSetMetaData.class, (self, m, args) -> switch (m.getName()) {
                case "getColumnCount" -> columns.size();
                case "getColumnLabel", "getColumnName" -> columns.get((Integer) args[0] - 1);
                default -> unsupported("ResultSetMetaData." + m.getName());
            });
        }
    }
}
