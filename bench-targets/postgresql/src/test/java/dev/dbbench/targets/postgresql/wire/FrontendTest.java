package dev.dbbench.targets.postgresql.wire;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** Messages against bytes laid out by hand from the protocol's message formats. */
class FrontendTest {
    private static final byte[] NAME = "s1".getBytes(StandardCharsets.US_ASCII);

    @Test
    void bindExecuteSyncCarriesBinaryInt4ParametersAndAsksForTextResults() {
        ByteBuffer out = ByteBuffer.allocate(Frontend.bindExecuteSyncBytes(NAME, 2));
        Frontend.bindExecuteSync(out, NAME, new int[] {7, -1, 99}, 2);
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
        ByteBuffer out = ByteBuffer.allocate(Frontend.bindExecuteSyncBytes(NAME, 0));
        Frontend.bindExecuteSync(out, NAME, new int[0], 0);
        assertThat(out.remaining()).isZero();
        assertThat(out.array()).startsWith('B', 0, 0, 0, 14, 0, 's', '1', 0, 0, 0, 0, 0, 0, 0, 'E');
    }

    @Test
    void parseDeclaresEveryParameterInt4AndDescribeNamesTheStatement() {
        byte[] sql = "SELECT $1".getBytes(StandardCharsets.US_ASCII);
        ByteBuffer out = ByteBuffer.allocate(Frontend.parseBytes(NAME, sql, 1) + Frontend.describeBytes(NAME));
        Frontend.parse(out, NAME, sql, 1);
        Frontend.describeStatement(out, NAME);
        assertThat(out.remaining()).isZero();
        assertThat(out.array()).containsExactly(
                'P', 0, 0, 0, 23, 's', '1', 0, 'S', 'E', 'L', 'E', 'C', 'T', ' ', '$', '1', 0, 0, 1, 0, 0, 0, 23,
                'D', 0, 0, 0, 8, 'S', 's', '1', 0);
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
