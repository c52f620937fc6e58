package dev.dbbench.engine.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dbbench.testing.FakeServer;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class ConnectionSetTest {

    @Test
    void ensureOpensOnlyTheMissingConnectionsAndReplacesClosedOnes() throws Exception {
        FakeServer server = new FakeServer();
        try (ConnectionSet set = new ConnectionSet(server::connect)) {
            set.ensure(3);
            set.ensure(2);
            assertThat(server.opened()).isEqualTo(3);
            set.get(1).close();
            set.ensure(4);
            assertThat(set.size()).isEqualTo(4);
            assertThat(server.opened()).isEqualTo(5);
        }
        assertThat(server.open()).isZero();
    }

    @Test
    void failedEnsureClosesWhatItOpenedAndKeepsWhatWasThere() throws Exception {
        FakeServer server = new FakeServer();
        AtomicInteger calls = new AtomicInteger();
        try (ConnectionSet set = new ConnectionSet(() -> {
            if (calls.incrementAndGet() == 5) {
                throw new SQLException("too many connections", "08004", 1040);
            }
            return server.connect();
        })) {
            set.ensure(2);
            Connection first = set.get(0);
            assertThatThrownBy(() -> set.ensure(6)).isInstanceOf(SQLException.class).hasMessageContaining("too many");
            assertThat(server.opened()).isEqualTo(5);
            assertThat(server.open()).as("the three opened by the failed call are closed").isEqualTo(2);
            assertThat(set.size()).isEqualTo(2);
            assertThat(set.get(0)).isSameAs(first);
        }
    }
}
