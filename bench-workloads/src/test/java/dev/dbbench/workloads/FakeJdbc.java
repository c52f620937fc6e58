package dev.dbbench.workloads;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.ToIntFunction;

/**
 * A JDBC driver in miniature, built from {@link Proxy}: it records every statement executed (with its
 * bound parameters) and answers queries and updates from functions the test sets. One instance per
 * test; every connection it hands out writes to the same, synchronised, log.
 */
public final class FakeJdbc {
    /** One executed statement: its SQL and the parameters bound at the time, by 1-based index. */
    public record Execution(String sql, Map<Integer, Object> params) {
        public Object param(int index) {
            return params.get(index);
        }
    }

    public final List<Execution> executions = Collections.synchronizedList(new ArrayList<>());
    public final List<String> prepared = Collections.synchronizedList(new ArrayList<>());
    public final List<String> transactionCalls = Collections.synchronizedList(new ArrayList<>());
    public final Set<String> tables = Collections.synchronizedSet(new HashSet<>());
    /** Primary key columns by table, as the catalog reports them; a table not here has none. */
    public final java.util.Map<String, List<String>> primaryKeys = new java.util.concurrent.ConcurrentHashMap<>();
    /** Rows returned by a query, by SQL; the default returns one row holding 1. */
    public volatile Function<String, List<List<Object>>> rows = sql -> List.of(List.of(1L));
    /** Update count of a DML statement, by SQL; the default says one row changed. */
    public volatile ToIntFunction<String> updateCounts = sql -> 1;
    /** Called with the SQL of every statement as it executes, on the executing thread. */
    public volatile Consumer<String> onExecute = sql -> { };
    private int openStatements;

    public Connection connection() {
        return proxy(Connection.class, (p, m, a) -> switch (m.getName()) {
            case "createStatement" -> statement(Statement.class, null);
            case "prepareStatement" -> {
                prepared.add((String) a[0]);
                yield statement(PreparedStatement.class, (String) a[0]);
            }
            case "getMetaData" -> metaData();
            case "getCatalog" -> "dbbench";
            case "setAutoCommit" -> record("autocommit=" + a[0]);
            case "commit", "rollback" -> record(m.getName());
            default -> defaultValue(m);
        });
    }

    public synchronized int openStatements() {
        return openStatements;
    }

    public List<Execution> executionsOf(String sqlPrefix) {
        synchronized (executions) {
            return executions.stream().filter(e -> e.sql().startsWith(sqlPrefix)).toList();
        }
    }

    public List<String> sqlLog() {
        synchronized (executions) {
            return executions.stream().map(Execution::sql).toList();
        }
    }

    private Object record(String call) {
        transactionCalls.add(call);
        return null;
    }

    private <T extends Statement> T statement(Class<T> type, String preparedSql) {
        synchronized (this) {
            openStatements++;
        }
        Map<Integer, Object> params = new TreeMap<>();
        return proxy(type, (p, m, a) -> {
            String name = m.getName();
            if (name.startsWith("set") && a != null && a.length == 2 && a[0] instanceof Integer i) {
                params.put(i, a[1]);
                return null;
            }
            String sql = a != null && a.length > 0 && a[0] instanceof String s ? s : preparedSql;
            if (name.startsWith("execute")) {
                onExecute.accept(sql);
            }
            return switch (name) {
                case "execute" -> {
                    executions.add(new Execution(sql, Map.copyOf(params)));
                    yield Boolean.FALSE;
                }
                case "executeQuery" -> {
                    executions.add(new Execution(sql, Map.copyOf(params)));
                    yield resultSet(rows.apply(sql));
                }
                case "executeUpdate" -> {
                    executions.add(new Execution(sql, Map.copyOf(params)));
                    yield updateCounts.applyAsInt(sql);
                }
                case "close" -> {
                    synchronized (this) {
                        openStatements--;
                    }
                    yield null;
                }
                default -> defaultValue(m);
            };
        });
    }

    private DatabaseMetaData metaData() {
        return proxy(DatabaseMetaData.class, (p, m, a) -> switch (m.getName()) {
            case "getTables" -> resultSet(tables.contains((String) a[2]) ? List.of(List.<Object>of(a[2])) : List.of());
            case "getPrimaryKeys" -> {
                List<String> key = primaryKeys.getOrDefault((String) a[2], List.of());
                List<List<Object>> rows = new java.util.ArrayList<>();
                for (int i = 0; i < key.size(); i++) {
                    rows.add(List.of("", "", a[2], key.get(i), i + 1));
                }
                yield resultSet(rows);
            }
            default -> defaultValue(m);
        });
    }

    private static ResultSet resultSet(List<List<Object>> rows) {
        int[] at = {-1};
        return proxy(ResultSet.class, (p, m, a) -> switch (m.getName()) {
            case "next" -> ++at[0] < rows.size();
            case "getLong" -> ((Number) rows.get(at[0]).get((Integer) a[0] - 1)).longValue();
            case "getInt" -> ((Number) rows.get(at[0]).get((Integer) a[0] - 1)).intValue();
            case "getString" -> String.valueOf(rows.get(at[0]).get((Integer) a[0] - 1));
            case "getObject" -> {
                List<Object> row = rows.get(at[0]);
                if ((Integer) a[0] > row.size()) {
                    throw new java.sql.SQLException("Column index out of range: " + a[0]);
                }
                yield row.get((Integer) a[0] - 1);
            }
            case "getMetaData" -> proxy(java.sql.ResultSetMetaData.class, (q, n, b) -> switch (n.getName()) {
                case "getColumnCount" -> rows.isEmpty() ? 0 : rows.get(Math.max(0, at[0])).size();
                // A column holding text is a VARCHAR, one holding a number a BIGINT.
                case "getColumnType" -> rows.isEmpty() || (Integer) b[0] > rows.get(0).size()
                        || !(rows.get(0).get((Integer) b[0] - 1) instanceof String)
                        ? java.sql.Types.BIGINT : java.sql.Types.VARCHAR;
                default -> defaultValue(n);
            });
            default -> defaultValue(m);
        });
    }

    private static Object defaultValue(Method m) {
        Class<?> r = m.getReturnType();
        if (r == boolean.class) {
            return false;
        }
        if (r == int.class) {
            return 0;
        }
        if (r == long.class) {
            return 0L;
        }
        return null;
    }

    private static <T> T proxy(Class<T> type, InvocationHandler handler) {
        return type.cast(Proxy.newProxyInstance(FakeJdbc.class.getClassLoader(), new Class<?>[] {type}, handler));
    }
}
