package dev.dbbench.targets.mysql.wire;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.sql.SQLException;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Answers built byte by byte from the protocol's packet formats, fed whole, split and run together. */
class AnswerReaderTest {
    private static final int IN_TRANS = 0x1;
    private static final int AUTOCOMMIT = 0x2;
    private static final int MORE_RESULTS = 0x8;
    private static final int NO_BACKSLASH_ESCAPES = 0x200;

    private AnswerReader reader;
    private int sequence;

    private AnswerReader reader(boolean deprecateEof) {
        return reader(deprecateEof, false);
    }

    private AnswerReader reader(boolean deprecateEof, boolean cacheMetadata) {
        reader = new AnswerReader(deprecateEof, cacheMetadata, AUTOCOMMIT);
        reader.reset();
        sequence = 1;
        return reader;
    }

    @Test
    void anOkPacketGivesTheChangedRowsAndTheStatus() throws IOException {
        reader(true);
        assertThat(feedWhole(packet(ok(2, AUTOCOMMIT | IN_TRANS)))).isTrue();
        assertThat(reader.rows()).isEqualTo(-1);
        assertThat(reader.affected()).isEqualTo(2);
        assertThat((Throwable) reader.error()).isNull();
        assertThat(reader.inTransaction()).isTrue();

        reader.reset();
        sequence = 1;
        assertThat(feedWhole(packet(ok(70_000, AUTOCOMMIT)))).as("a 3-byte length-encoded count").isTrue();
        assertThat(reader.affected()).isEqualTo(70_000);
        assertThat(reader.inTransaction()).isFalse();
    }

    @ParameterizedTest(name = "deprecate EOF {0}")
    @ValueSource(booleans = {true, false})
    void aResultSetSplitAtEveryByteEndsOnlyWithItsLastByte(boolean deprecateEof) throws IOException {
        reader(deprecateEof);
        byte[] answer = resultSet(deprecateEof, AUTOCOMMIT | IN_TRANS, textRow("1", "abc"), textRow(null, ""), textRow("3", "x"));
        assertThat(feed(answer, 1)).isTrue();
        assertThat(reader.rows()).isEqualTo(3);
        assertThat(reader.affected()).isZero();
        assertThat(reader.inTransaction()).as("the status of the packet that ends the rows").isTrue();
    }

    @ParameterizedTest(name = "deprecate EOF {0}")
    @ValueSource(booleans = {true, false})
    void binaryRowsStartingWithZeroAreRowsNotOkPackets(boolean deprecateEof) throws IOException {
        reader(deprecateEof);
        byte[] answer = resultSet(deprecateEof, AUTOCOMMIT, binaryRow(7, 8), binaryRow(-1, 0));
        assertThat(feed(answer, 3)).isTrue();
        assertThat(reader.rows()).isEqualTo(2);
        assertThat(reader.affected()).isZero();
    }

    @ParameterizedTest(name = "deprecate EOF {0}")
    @ValueSource(booleans = {true, false})
    void anEmptyResultSetReturnsZeroRows(boolean deprecateEof) throws IOException {
        reader(deprecateEof);
        assertThat(feed(resultSet(deprecateEof, AUTOCOMMIT), 1)).isTrue();
        assertThat(reader.rows()).isZero();
    }

    /** MariaDB's metadata cache: a byte after the column count says whether the definitions follow. */
    @ParameterizedTest(name = "deprecate EOF {0}")
    @ValueSource(booleans = {true, false})
    void underCachedMetadataTheColumnDefinitionsComeOnlyWhenTheServerSaysSo(boolean deprecateEof) throws IOException {
        reader(deprecateEof, true);
        assertThat(feed(resultSet(deprecateEof, AUTOCOMMIT, (byte) 1, binaryRow(7, 8)), 1)).as("definitions follow").isTrue();
        assertThat(reader.rows()).isEqualTo(1);
        reader.reset();
        sequence = 1;
        assertThat(feed(resultSet(deprecateEof, AUTOCOMMIT, (byte) 0, binaryRow(7, 8), binaryRow(0, 0), binaryRow(1, 1)), 1))
                .as("cached definitions").isTrue();
        assertThat(reader.rows()).isEqualTo(3);
        reader.reset();
        sequence = 1;
        assertThatThrownBy(() -> feedWhole(packet(lenenc(2)))).as("the flag is missing")
                .isInstanceOf(IOException.class).hasMessageContaining("column count");
    }

    @Test
    void anErrorIsTheStatementsErrorAsConnectorJReportsIt() throws IOException {
        reader(true);
        feedWhole(packet(ok(0, AUTOCOMMIT | IN_TRANS)));
        reader.reset();
        sequence = 1;
        assertThat(feed(packet(err(1213, "40001", "Deadlock found when trying to get lock; try restarting transaction")), 2))
                .isTrue();
        SQLException e = reader.error();
        assertThat(e.getErrorCode()).isEqualTo(1213);
        assertThat(e.getSQLState()).isEqualTo("40001");
        assertThat(e.getMessage()).isEqualTo("Deadlock found when trying to get lock; try restarting transaction");
        assertThat(reader.inTransaction()).as("an ERR has no status: the last one stands").isTrue();

        reader.reset();
        sequence = 1;
        assertThat(feedWhole(resultSet(true, AUTOCOMMIT, textRow("1")))).isTrue();
        assertThat((Throwable) reader.error()).as("reset by the next statement").isNull();
        assertThat(reader.rows()).isEqualTo(1);
        assertThat(reader.inTransaction()).isFalse();
    }

    @Test
    void anErrorThatEndsTheSessionIsALostConnectionCarryingIt() {
        reader(true);
        assertThatThrownBy(() -> feedWhole(packet(err(1927, "70100", "Connection was killed")))).isInstanceOf(IOException.class)
                .hasMessageContaining("Connection was killed")
                .cause().isInstanceOf(SQLException.class).extracting(c -> ((SQLException) c).getErrorCode()).isEqualTo(1927);
        reader(true);
        assertThatThrownBy(() -> feedWhole(packet(err(1053, "08S01", "Server shutdown in progress"))))
                .cause().extracting(c -> ((SQLException) c).getSQLState()).isEqualTo("08S01");
    }

    @Test
    void anErrorWithoutSqlStateIsGeneral() throws IOException {
        reader(true);
        byte[] payload = concat(new byte[] {(byte) 0xFF, 0x10, 0x04}, "Too many connections".getBytes(StandardCharsets.UTF_8));
        assertThat(feedWhole(packet(payload))).isTrue();
        assertThat(reader.error().getErrorCode()).isEqualTo(1040);
        assertThat(reader.error().getSQLState()).isEqualTo("HY000");
        assertThat(reader.error().getMessage()).isEqualTo("Too many connections");
    }

    @ParameterizedTest(name = "deprecate EOF {0}")
    @ValueSource(booleans = {true, false})
    void anErrorAmongTheRowsEndsTheAnswer(boolean deprecateEof) throws IOException {
        reader(deprecateEof);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(packet(lenenc(1)));
        out.writeBytes(packet(columnDefinition("k")));
        if (!deprecateEof) {
            out.writeBytes(packet(eof(AUTOCOMMIT)));
        }
        out.writeBytes(packet(textRow("1")));
        out.writeBytes(packet(err(1317, "70100", "Query execution was interrupted")));
        assertThat(feed(out.toByteArray(), 1)).isTrue();
        assertThat(reader.error().getErrorCode()).isEqualTo(1317);
    }

    @ParameterizedTest(name = "deprecate EOF {0}")
    @ValueSource(booleans = {true, false})
    void moreResultsAreReadUpToTheLastAndCounted(boolean deprecateEof) throws IOException {
        reader(deprecateEof);
        // What a CALL sends: a result set, another, then the OK of the procedure itself.
        byte[] answer = concat(resultSet(deprecateEof, AUTOCOMMIT | MORE_RESULTS, textRow("a"), textRow("b")),
                resultSet(deprecateEof, AUTOCOMMIT | MORE_RESULTS, textRow("c")),
                packet(ok(4, AUTOCOMMIT | MORE_RESULTS)), packet(ok(1, AUTOCOMMIT | IN_TRANS)));
        assertThat(feed(answer, 1)).isTrue();
        assertThat(reader.rows()).isEqualTo(3);
        assertThat(reader.affected()).isEqualTo(5);
        assertThat(reader.inTransaction()).isTrue();
    }

    @Test
    void twoAnswersInOneReadAreTakenOneAtATime() throws IOException {
        reader(true);
        byte[] first = resultSet(true, AUTOCOMMIT | IN_TRANS, textRow("x"));
        sequence = 1;
        byte[] second = packet(ok(4, AUTOCOMMIT));
        assertThat(feedWhole(concat(first, second))).isTrue();
        assertThat(reader.rows()).isEqualTo(1);
        assertThat(reader.inTransaction()).isTrue();

        reader.reset();
        assertThat(reader.parse()).as("the second answer is already in the buffer").isTrue();
        assertThat(reader.rows()).isEqualTo(-1);
        assertThat(reader.affected()).isEqualTo(4);
        assertThat(reader.inTransaction()).isFalse();
        assertThat(reader.buffer().position()).isZero();
    }

    @Test
    void rowsLargerThanTheBufferPassThroughIt() throws IOException {
        reader(false);
        String big = "x".repeat(3 * AnswerReader.INITIAL_CAPACITY);
        assertThat(feed(resultSet(false, AUTOCOMMIT, textRow(big), textRow(big)), 1000)).isTrue();
        assertThat(reader.rows()).isEqualTo(2);
        assertThat(reader.buffer().capacity()).as("skipped, not held").isEqualTo(AnswerReader.INITIAL_CAPACITY);
    }

    /**
     * A row of 16 MiB or more comes in packets of 0xFFFFFF bytes and a last shorter one, all of one row; its
     * first packet starts with 0xFE (an 8-byte length) and is still no end of the result set.
     */
    @ParameterizedTest(name = "deprecate EOF {0}")
    @ValueSource(booleans = {true, false})
    void aRowOfSeveralPacketsIsOneRow(boolean deprecateEof) throws IOException {
        reader(deprecateEof);
        int total = Packets.MAX_PAYLOAD + 10;
        byte[] row = new byte[total];
        row[0] = (byte) 0xFE;
        ByteBuffer.wrap(row, 1, 8).order(ByteOrder.LITTLE_ENDIAN).putLong(total - 9);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(packet(lenenc(1)));
        out.writeBytes(packet(columnDefinition("c")));
        if (!deprecateEof) {
            out.writeBytes(packet(eof(AUTOCOMMIT)));
        }
        out.writeBytes(packet(Arrays.copyOfRange(row, 0, Packets.MAX_PAYLOAD)));
        out.writeBytes(packet(Arrays.copyOfRange(row, Packets.MAX_PAYLOAD, total)));
        // Exactly 0xFFFFFF bytes: an empty packet ends it.
        out.writeBytes(packet(Arrays.copyOfRange(row, 0, Packets.MAX_PAYLOAD)));
        out.writeBytes(packet(new byte[0]));
        out.writeBytes(packet(textRow("small")));
        out.writeBytes(packet(deprecateEof ? okEnd(AUTOCOMMIT) : eof(AUTOCOMMIT)));
        assertThat(feed(out.toByteArray(), 1 << 20)).isTrue();
        assertThat(reader.rows()).isEqualTo(3);
        assertThat(reader.buffer().capacity()).isEqualTo(AnswerReader.INITIAL_CAPACITY);
    }

    @Test
    void anErrorLargerThanTheBufferGrowsIt() throws IOException {
        reader(true);
        String message = "m".repeat(2 * AnswerReader.INITIAL_CAPACITY);
        assertThat(feed(packet(err(1064, "42000", message)), 4096)).isTrue();
        assertThat(reader.error().getMessage()).isEqualTo(message);
        assertThat(reader.error().getSQLState()).isEqualTo("42000");
    }

    @Test
    void followsTheServersBackslashMode() throws IOException {
        reader(true);
        assertThat(reader.backslashEscapes()).isTrue();
        feedWhole(packet(ok(0, AUTOCOMMIT | NO_BACKSLASH_ESCAPES)));
        assertThat(reader.backslashEscapes()).isFalse();
    }

    @Test
    void refusesWhatItCannotFollow() {
        reader(true);
        assertThatThrownBy(() -> feedWhole(packet(new byte[0]))).isInstanceOf(IOException.class).hasMessageContaining("empty packet");
        reader(true);
        assertThatThrownBy(() -> feedWhole(packet(concat(new byte[] {(byte) 0xFB}, "/etc/passwd".getBytes(StandardCharsets.UTF_8)))))
                .isInstanceOf(IOException.class).hasMessageContaining("LOCAL INFILE");
        reader(true);
        assertThatThrownBy(() -> feedWhole(packet(new byte[] {0, (byte) 0xFC}))).isInstanceOf(IOException.class)
                .hasMessageContaining("OK packet");
        reader(false);
        assertThatThrownBy(() -> feedWhole(concat(packet(lenenc(1)), packet(columnDefinition("k")), packet(textRow("1")))))
                .isInstanceOf(IOException.class).hasMessageContaining("EOF packet");
        AnswerReader other = new AnswerReader(true, false, 0);
        other.reset();
        other.buffer().put(new byte[] {(byte) 0xFF, (byte) 0xFF, 0x7F, 0, (byte) 0xFF});
        assertThatThrownBy(other::parse).isInstanceOf(IOException.class).hasMessageContaining("more than this client follows");
    }

    private boolean feedWhole(byte[] bytes) throws IOException {
        return feed(bytes, bytes.length);
    }

    /** Feeds {@code bytes} in pieces of {@code chunk}; the answer must not end before the last piece. */
    private boolean feed(byte[] bytes, int chunk) throws IOException {
        for (int from = 0; from < bytes.length; from += chunk) {
            int to = Math.min(bytes.length, from + chunk);
            for (int at = from; at < to; ) {
                ByteBuffer in = reader.buffer();
                int n = Math.min(to - at, in.remaining());
                in.put(bytes, at, n);
                at += n;
                boolean done = reader.parse();
                if (at < bytes.length) {
                    assertThat(done).as("ended after %d of %d bytes", at, bytes.length).isFalse();
                } else {
                    return done;
                }
            }
        }
        return false;
    }

    private byte[] resultSet(boolean deprecateEof, int status, byte[]... rows) {
        return resultSet(deprecateEof, status, null, rows);
    }

    /** A result set of two columns; with {@code metadataFollows}, the column count carries MariaDB's flag. */
    private byte[] resultSet(boolean deprecateEof, int status, Byte metadataFollows, byte[]... rows) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(packet(metadataFollows == null ? lenenc(2) : concat(lenenc(2), new byte[] {metadataFollows})));
        if (metadataFollows == null || metadataFollows == 1) {
            out.writeBytes(packet(columnDefinition("id")));
            out.writeBytes(packet(columnDefinition("c")));
        }
        if (!deprecateEof) {
            out.writeBytes(packet(eof(status & ~MORE_RESULTS)));
        }
        for (byte[] row : rows) {
            out.writeBytes(packet(row));
        }
        out.writeBytes(packet(deprecateEof ? okEnd(status) : eof(status)));
        return out.toByteArray();
    }

    private byte[] packet(byte[] payload) {
        byte[] p = new byte[4 + payload.length];
        p[0] = (byte) payload.length;
        p[1] = (byte) (payload.length >>> 8);
        p[2] = (byte) (payload.length >>> 16);
        p[3] = (byte) sequence++;
        System.arraycopy(payload, 0, p, 4, payload.length);
        return p;
    }

    static byte[] ok(long affected, int status) {
        return concat(new byte[] {0}, lenenc(affected), lenenc(0), le16(status), le16(0));
    }

    /** The OK packet that ends a result set under CLIENT_DEPRECATE_EOF. */
    static byte[] okEnd(int status) {
        return concat(new byte[] {(byte) 0xFE, 0, 0}, le16(status), le16(0));
    }

    static byte[] eof(int status) {
        return concat(new byte[] {(byte) 0xFE, 0, 0}, le16(status));
    }

    static byte[] err(int code, String state, String message) {
        return concat(new byte[] {(byte) 0xFF}, le16(code), ("#" + state + message).getBytes(StandardCharsets.UTF_8));
    }

    static byte[] columnDefinition(String name) {
        return concat(lenencText("def"), lenencText("dbbench"), lenencText("t"), lenencText("t"), lenencText(name),
                lenencText(name), new byte[] {0x0C, 45, 0, 11, 0, 0, 0, 3, 0, 0, 0, 0, 0});
    }

    static byte[] textRow(String... values) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (String v : values) {
            out.writeBytes(v == null ? new byte[] {(byte) 0xFB} : lenencText(v));
        }
        return out.toByteArray();
    }

    /** A binary row of two INT columns: header 0x00, NULL bitmap (offset 2), values. */
    static byte[] binaryRow(int a, int b) {
        return ByteBuffer.allocate(1 + 1 + 8).order(ByteOrder.LITTLE_ENDIAN).put((byte) 0).put((byte) 0).putInt(a).putInt(b).array();
    }

    static byte[] lenenc(long value) {
        ByteBuffer b = ByteBuffer.allocate(9).order(ByteOrder.LITTLE_ENDIAN);
        Packets.putLenenc(b, value);
        return Arrays.copyOf(b.array(), b.position());
    }

    private static byte[] lenencText(String s) {
        byte[] b = s.getBytes(StandardCharsets.UTF_8);
        return concat(lenenc(b.length), b);
    }

    private static byte[] le16(int v) {
        return new byte[] {(byte) v, (byte) (v >>> 8)};
    }

    static byte[] concat(byte[]... parts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (byte[] p : parts) {
            out.writeBytes(p);
        }
        return out.toByteArray();
    }
}
