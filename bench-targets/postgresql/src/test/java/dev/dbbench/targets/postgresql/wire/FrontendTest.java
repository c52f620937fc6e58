package dev.dbbench.targets.postgresql.wire;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.spi.script.ScriptParams;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** Messages against bytes laid out by hand from the protocol's message formats. */
class FrontendTest {
    private static final byte[] NAME = "s1".getBytes(StandardCharsets.US_ASCII);

    @Test
    void bindExecuteSyncCarriesBinaryInt4ParametersAndAsksForTextResults() {
        ScriptParams params = ints(7, -1, 99);
        ByteBuffer out = ByteBuffer.allocate(Frontend.bindExecuteSyncBytes(NAME, 2, 0L, params));
        Frontend.bindExecuteSync(out, NAME, params, 2, 0L);
        assertThat(out.remaining()).as("the size given is the size written").isZero();
        assertThat(out.array()).containsExactly(
                'B', 0, 0, 0, 32, 0, 's', '1', 0,                     // unnamed portal, statement s1
                0, 1, 0, 1,                                            // one format code: binary
                0, 2, 0, 0, 0, 4, 0, 0, 0, 7, 0, 0, 0, 4, -1, -1, -1, -1, // two int4 values, 7 and -1
                0, 0,                                                  // no result format codes: text
                'E', 0, 0, 0, 9, 0, 0, 0, 0, 0,                        // all rows of the unnamed portal
                'S', 0, 0, 0, 4);
    }

    @Test
    void bindWithoutParametersHasNoFormatCode() {
        ByteBuffer out = ByteBuffer.allocate(Frontend.bindExecuteSyncBytes(NAME, 0, 0L, ints()));
        Frontend.bindExecuteSync(out, NAME, ints(), 0, 0L);
        assertThat(out.remaining()).isZero();
        assertThat(out.array()).startsWith('B', 0, 0, 0, 14, 0, 's', '1', 0, 0, 0, 0, 0, 0, 0, 'E');
    }

    @Test
    void textParametersGoAsTextWithAFormatCodeEach() {
        ScriptParams params = ints(0, 5);
        params.setText(0, new byte[] {'a', '\'', 'z'}, 2);
        ByteBuffer out = ByteBuffer.allocate(Frontend.bindExecuteSyncBytes(NAME, 2, 1L, params));
        Frontend.bindExecuteSync(out, NAME, params, 2, 1L);
        assertThat(out.remaining()).as("the size given is the size written").isZero();
        assertThat(out.array()).containsExactly(
                'B', 0, 0, 0, 32, 0, 's', '1', 0,
                0, 2, 0, 0, 0, 1,                                      // two format codes: text, binary
                0, 2, 0, 0, 0, 2, 'a', '\'', 0, 0, 0, 4, 0, 0, 0, 5,   // the text's 2 bytes as they are, then int4 5
                0, 0,
                'E', 0, 0, 0, 9, 0, 0, 0, 0, 0,
                'S', 0, 0, 0, 4);
    }

    @Test
    void parseLeavesTextParametersUntyped() {
        byte[] sql = "SELECT $1, $2".getBytes(StandardCharsets.US_ASCII);
        ByteBuffer out = ByteBuffer.allocate(Frontend.parseBytes(NAME, sql, 2));
        Frontend.parse(out, NAME, sql, 2, 2L);
        assertThat(out.remaining()).isZero();
        assertThat(out.array()).endsWith(0, 2, 0, 0, 0, 23, 0, 0, 0, 0);
    }

    @Test
    void parseDeclaresEveryParameterInt4AndDescribeNamesTheStatement() {
        byte[] sql = "SELECT $1".getBytes(StandardCharsets.US_ASCII);
        ByteBuffer out = ByteBuffer.allocate(Frontend.parseBytes(NAME, sql, 1) + Frontend.describeBytes(NAME));
        Frontend.parse(out, NAME, sql, 1, 0L);
        Frontend.describeStatement(out, NAME);
        assertThat(out.remaining()).isZero();
        assertThat(out.array()).containsExactly(
                'P', 0, 0, 0, 23, 's', '1', 0, 'S', 'E', 'L', 'E', 'C', 'T', ' ', '$', '1', 0, 0, 1, 0, 0, 0, 23,
                'D', 0, 0, 0, 8, 'S', 's', '1', 0);
    }

    static ScriptParams ints(int... values) {
        ScriptParams params = new ScriptParams(values.length);
        for (int i = 0; i < values.length; i++) {
            params.setInt(i, values[i]);
        }
        return params;
    }

    @Test
    void startupNamesProtocolThreeAndEndsWithAnEmptyName() {
        ByteBuffer out = Frontend.startup("user".getBytes(StandardCharsets.US_ASCII), "u".getBytes(StandardCharsets.US_ASCII));
        assertThat(out.remaining()).isEqualTo(16);
        byte[] b = new byte[16];
        out.get(b);
        assertThat(b).containsExactly(0, 0, 0, 16, 0, 3, 0, 0, 'u', 's', 'e', 'r', 0, 'u', 0, 0);
    }

    @Test
    void saslInitialResponseNamesTheMechanismAndCountsTheData() {
        ByteBuffer out = Frontend.saslInitial("M".getBytes(StandardCharsets.US_ASCII), "ab".getBytes(StandardCharsets.US_ASCII));
        byte[] b = new byte[out.remaining()];
        out.get(b);
        assertThat(b).containsExactly('p', 0, 0, 0, 12, 'M', 0, 0, 0, 0, 2, 'a', 'b');
    }
}
