package dev.dbbench.targets.postgresql;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dbbench.spi.UsageException;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.postgresql.PGConnection;

class PostgresDialectTest {
    private final PostgresDialect dialect = new PostgresDialect();

    @Test
    void sysbenchDdlPieces() {
        assertThat(dialect.quote("sbtest1")).isEqualTo("\"sbtest1\"");
        assertThat(dialect.schema().autoIncrementInt()).isEqualTo("SERIAL");
        assertThat(dialect.schema().tableOptions("")).isEmpty();
        assertThat(dialect.bulkLoader(dev.dbbench.spi.LoadReport.IGNORED)).isInstanceOf(CopyLoader.class);
    }

    /**
     * prepare's summary names the COPY format once a COPY has started, and a load that failed before it names
     * none; PostgresTargetIT checks both formats' names against a server.
     */
    @Test
    void aLoadThatFailsBeforeItsCopyNamesNoMethod() {
        List<String> told = new ArrayList<>();
        Connection pgJdbc = (Connection) Proxy.newProxyInstance(getClass().getClassLoader(), new Class<?>[] {Connection.class},
                (self, m, args) -> {
                    if (m.getName().equals("isWrapperFor")) {
                        return args[0] == PGConnection.class;
                    }
                    throw new SQLException("no server behind this connection");
                });
        assertThatThrownBy(() -> dialect.bulkLoader((method, slower) -> told.add(method + "|" + slower))
                .load(pgJdbc, "t", List.of("id"), row -> false)).hasMessageContaining("no server");
        assertThat(told).isEmpty();
    }

    @Test
    void resetSequenceContinuesAfterTheLargestIdAndAcceptsQuotedNames() {
        String expected = "SELECT setval(pg_get_serial_sequence('\"sbtest1\"', 'id'), COALESCE(MAX(\"id\"), 0) + 1, false)"
                + " FROM \"sbtest1\"";
        assertThat(dialect.schema().resetSequence("sbtest1", "id")).isEqualTo(expected);
        assertThat(dialect.schema().resetSequence("\"sbtest1\"", "\"id\"")).isEqualTo(expected);
    }

    @Test
    void resetSequenceRefusesNamesThatCouldCarrySql() {
        assertThatThrownBy(() -> dialect.schema().resetSequence("t'); DROP TABLE x; --", "id")).isInstanceOf(UsageException.class);
    }

    @Test
    void literalsWithBackslashesUseEscapeStrings() {
        assertThat(literal("it's")).isEqualTo("'it''s'");
        assertThat(literal("a\\b'c")).isEqualTo("E'a\\\\b''c'");
        // The server refuses it (22021), as it refuses a bound NUL; a raw NUL would end the message and the session.
        assertThat(literal("a\0b")).isEqualTo("E'a\\000b'");
    }

    @Test
    void textCannotHoldANulNorALoneSurrogate() {
        assertThat(dialect.literals().refusedCharacter("a\0b")).hasValue(0);
        assertThat(dialect.literals().refusedCharacter("x\uDC00")).hasValue(0xDC00);
        assertThat(dialect.literals().refusedCharacter("caf\u00e9 \uD83D\uDE00 \\ ' \t")).isEmpty();
    }

    private String literal(String value) {
        StringBuilder sb = new StringBuilder();
        dialect.literals().appendLiteral(sb, value);
        return sb.toString();
    }
}
