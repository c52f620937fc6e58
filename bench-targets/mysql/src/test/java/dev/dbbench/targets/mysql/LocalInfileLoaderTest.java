package dev.dbbench.targets.mysql;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.mysql.cj.conf.PropertyKey;
import com.mysql.cj.jdbc.JdbcConnection;
import com.mysql.cj.jdbc.JdbcPropertySetImpl;
import com.mysql.cj.jdbc.JdbcStatement;
import dev.dbbench.spi.BulkLoader;
import dev.dbbench.spi.LoadReport;
import java.io.InputStream;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The fallback decision and the statement's life, against a fake Connector/J connection. */
class LocalInfileLoaderTest {
    private final JdbcPropertySetImpl properties = new JdbcPropertySetImpl();
    private final List<String> executed = new ArrayList<>();
    private final List<Long> fallbackRows = new ArrayList<>();
    private final BulkLoader fallback = (c, table, columns, rows) -> {
        long n = drain(rows);
        fallbackRows.add(n);
        return n;
    };

    /** What the fake server does with a LOAD DATA: reads (or not) the stream and answers. */
    @FunctionalInterface
    interface Server {
        long load(InputStream in) throws Exception;
    }

    @Test
    void streamsEveryRowAndRestoresTheDriverState() throws SQLException {
        properties.getBooleanProperty(PropertyKey.allowLoadLocalInfile).setValue(false);
        boolean[] allowedDuringLoad = {false};
        Server server = in -> {
            allowedDuringLoad[0] = properties.getBooleanProperty(PropertyKey.allowLoadLocalInfile).getValue();
            return new String(in.readAllBytes()).lines().count();
        };
        LocalInfileLoader loader = new LocalInfileLoader(fallback);
        assertThat(loader.load(connection(server), "`t`", List.of("id", "c"), source(1000))).isEqualTo(1000);
        assertThat(executed).containsExactly("LOAD DATA LOCAL INFILE 'dbbench' INTO TABLE `t` CHARACTER SET utf8mb4"
                + " FIELDS TERMINATED BY X'09' ESCAPED BY X'5C' LINES TERMINATED BY X'0A' (id, c)");
        assertThat(allowedDuringLoad[0]).isTrue();
        assertThat(properties.getBooleanProperty(PropertyKey.allowLoadLocalInfile).getValue()).isFalse();
        assertThat(loader.fallingBack()).isFalse();
        assertThat(fallbackRows).isEmpty();
    }

    @Test
    void aRefusalFallsBackWithTheUntouchedSourceOnceForTheWholeLoad() throws SQLException {
        for (int code : new int[] {1148, 3948, 4166}) {
            executed.clear();
            fallbackRows.clear();
            Server refusing = in -> {
                throw new SQLException("local infile disabled", "42000", code);
            };
            LocalInfileLoader loader = new LocalInfileLoader(fallback);
            assertThat(loader.load(connection(refusing), "`t`", List.of("id"), source(30))).isEqualTo(30);
            assertThat(loader.load(connection(refusing), "`t`", List.of("id"), source(20))).isEqualTo(20);
            assertThat(executed).as("code %d", code).hasSize(1);
            assertThat(fallbackRows).containsExactly(30L, 20L);
            assertThat(loader.fallingBack()).isTrue();
        }
    }

    /** The user hears which way the rows go in, and after a refusal why the slower one and how to allow the faster. */
    @Test
    void theReportHearsTheWayAndTheFixForARefusalOnce() throws SQLException {
        List<String> heard = new ArrayList<>();
        LoadReport report = (method, slower) -> heard.add(method + " | " + slower);
        Server refusing = in -> {
            throw new SQLException("Loading local data is disabled", "42000", 3948);
        };
        LocalInfileLoader loader = new LocalInfileLoader(fallback, report);
        loader.load(connection(refusing), "`t`", List.of("id"), source(30));
        loader.load(connection(refusing), "`t`", List.of("id"), source(20));
        assertThat(heard).singleElement().asString().startsWith("multi-row INSERTs | ").contains("local_infile=OFF")
                .contains("SET GLOBAL local_infile=ON");

        heard.clear();
        LocalInfileLoader fast = new LocalInfileLoader(fallback, report);
        fast.load(connection(in -> new String(in.readAllBytes()).lines().count()), "`t`", List.of("id"), source(10));
        assertThat(heard).containsOnly("LOAD DATA LOCAL INFILE | ");
    }

    @Test
    void aFailureAfterRowsWereSentIsNotAFallback() {
        Server failing = in -> {
            in.read(new byte[100]);
            throw new SQLException("refused late", "42000", 1148);
        };
        LocalInfileLoader loader = new LocalInfileLoader(fallback);
        assertThatThrownBy(() -> loader.load(connection(failing), "`t`", List.of("id"), source(10)))
                .hasMessageContaining("refused late");
        assertThat(fallbackRows).isEmpty();
        assertThat(loader.fallingBack()).isFalse();
    }

    @Test
    void otherErrorsAreTheCallersProblem() {
        Server duplicate = in -> {
            throw new SQLException("Duplicate entry", "23000", 1062);
        };
        LocalInfileLoader loader = new LocalInfileLoader(fallback);
        assertThatThrownBy(() -> loader.load(connection(duplicate), "`t`", List.of("id"), source(10)))
                .hasMessageContaining("Duplicate entry");
        assertThat(fallbackRows).isEmpty();
    }

    @Test
    void rowsTheServerSkippedFailTheLoad() {
        Server skipping = in -> new String(in.readAllBytes()).lines().count() - 1;
        assertThatThrownBy(() -> new LocalInfileLoader(fallback).load(connection(skipping), "`t`", List.of("id"), source(10)))
                .hasMessageContaining("stored 9 of 10 rows in `t`");
    }

    @Test
    void anotherDriverGoesStraightToTheFallback() throws SQLException {
        Connection foreign = (Connection) Proxy.newProxyInstance(getClass().getClassLoader(), new Class<?>[] {Connection.class},
                (proxy, method, args) -> switch (method.getName()) {
                    case "isWrapperFor" -> false;
                    default -> throw new UnsupportedOperationException(method.getName());
                });
        LocalInfileLoader loader = new LocalInfileLoader(fallback);
        assertThat(loader.load(foreign, "`t`", List.of("id"), source(5))).isEqualTo(5);
        assertThat(fallbackRows).containsExactly(5L);
        assertThat(loader.fallingBack()).isTrue();
        LocalInfileLoader.refuseFileRequests(foreign);
    }

    @Test
    void connectionsRefuseFileRequestsUntilALoad() throws SQLException {
        properties.getBooleanProperty(PropertyKey.allowLoadLocalInfile).setValue(true);
        LocalInfileLoader.refuseFileRequests(connection(in -> 0));
        assertThat(properties.getBooleanProperty(PropertyKey.allowLoadLocalInfile).getValue()).isFalse();
    }

    private Connection connection(Server server) {
        Statement statement = statement(server);
        return (Connection) Proxy.newProxyInstance(getClass().getClassLoader(),
                new Class<?>[] {Connection.class, JdbcConnection.class},
                (proxy, method, args) -> switch (method.getName()) {
                    case "isWrapperFor" -> args[0] == JdbcConnection.class;
                    case "unwrap" -> proxy;
                    case "getPropertySet" -> properties;
                    case "createStatement" -> statement;
                    default -> throw new UnsupportedOperationException(method.getName());
                });
    }

    private Statement statement(Server server) {
        InputStream[] stream = {null};
        return (Statement) Proxy.newProxyInstance(getClass().getClassLoader(),
                new Class<?>[] {Statement.class, JdbcStatement.class},
                (proxy, method, args) -> switch (method.getName()) {
                    case "isWrapperFor" -> args[0] == JdbcStatement.class;
                    case "unwrap" -> proxy;
                    case "setLocalInfileInputStream" -> {
                        stream[0] = (InputStream) args[0];
                        yield null;
                    }
                    case "executeUpdate" -> {
                        executed.add((String) args[0]);
                        yield Math.toIntExact(server.load(stream[0]));
                    }
                    case "getWarnings", "close" -> null;
                    default -> throw new UnsupportedOperationException(method.getName());
                });
    }

    private static BulkLoader.RowSource source(int rows) {
        int[] left = {rows};
        return row -> {
            if (left[0] == 0) {
                return false;
            }
            row.integer(left[0]--);
            return true;
        };
    }

    private static long drain(BulkLoader.RowSource rows) {
        long n = 0;
        BulkLoader.RowWriter ignored = new InfileRow(64);
        while (rows.next(ignored)) {
            n++;
        }
        return n;
    }
}
