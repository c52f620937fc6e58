package dev.dbbench.targets.mysql;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dbbench.spi.BulkLoader;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class TransactionalLoaderTest {
    private final List<String> calls = new ArrayList<>();
    private boolean autoCommit = true;

    @Test
    void commitsEveryChunkAndRestoresAutoCommit() throws SQLException {
        List<Long> chunkSizes = new ArrayList<>();
        BulkLoader counting = counting(chunkSizes);
        long loaded = new TransactionalLoader(counting, 10).load(connection(), "t", List.of("id"), source(25));
        assertThat(loaded).isEqualTo(25);
        assertThat(chunkSizes).containsExactly(10L, 10L, 5L);
        assertThat(calls).containsExactly("setAutoCommit(false)", "commit", "commit", "commit", "setAutoCommit(true)");
        assertThat(autoCommit).isTrue();
    }

    @Test
    void anExactMultipleEndsWithAnEmptyChunk() throws SQLException {
        List<Long> chunkSizes = new ArrayList<>();
        BulkLoader counting = counting(chunkSizes);
        assertThat(new TransactionalLoader(counting, 5).load(connection(), "t", List.of("id"), source(10))).isEqualTo(10);
        assertThat(chunkSizes).containsExactly(5L, 5L, 0L);
    }

    @Test
    void aFailureRollsBackAndRestoresAutoCommit() {
        BulkLoader failing = (c, table, columns, rows) -> {
            throw new SQLException("Duplicate entry", "23000", 1062);
        };
        assertThatThrownBy(() -> new TransactionalLoader(failing, 10).load(connection(), "t", List.of("id"), source(5)))
                .hasMessageContaining("Duplicate entry");
        assertThat(calls).containsExactly("setAutoCommit(false)", "rollback", "setAutoCommit(true)");
    }

    @Test
    void aCallerTransactionIsLeftToTheCaller() throws SQLException {
        autoCommit = false;
        BulkLoader one = (c, table, columns, rows) -> 7;
        assertThat(new TransactionalLoader(one, 10).load(connection(), "t", List.of("id"), source(7))).isEqualTo(7);
        assertThat(calls).isEmpty();
    }

    /** A loader that reads its chunk, adds the chunk's size to {@code chunkSizes} and reports it loaded. */
    private static BulkLoader counting(List<Long> chunkSizes) {
        return (c, table, columns, rows) -> {
            long n = 0;
            while (rows.next(ignoredRow())) {
                n++;
            }
            chunkSizes.add(n);
            return n;
        };
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

    private static BulkLoader.RowWriter ignoredRow() {
        return new BulkLoader.RowWriter() {
            @Override
            public void integer(long value) {
            }

            @Override
            public void text(CharSequence value) {
            }
        };
    }

    /** A connection that records the transaction calls a loader makes and supports nothing else. */
    private Connection connection() {
        return (Connection) Proxy.newProxyInstance(getClass().getClassLoader(), new Class<?>[] {Connection.class},
                (proxy, method, args) -> switch (method.getName()) {
                    case "getAutoCommit" -> autoCommit;
                    case "setAutoCommit" -> {
                        autoCommit = (Boolean) args[0];
                        calls.add("setAutoCommit(" + args[0] + ")");
                        yield null;
                    }
                    case "commit", "rollback" -> {
                        calls.add(method.getName());
                        yield null;
                    }
                    default -> throw new UnsupportedOperationException(method.getName());
                });
    }
}
