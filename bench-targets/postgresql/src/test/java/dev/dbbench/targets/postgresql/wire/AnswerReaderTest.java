package dev.dbbench.targets.postgresql.wire;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.sql.SQLException;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** Answers built byte by byte from the protocol's message formats, fed whole, split and run together. */
class AnswerReaderTest {
    private final AnswerReader reader = new AnswerReader();

    @Test
    void countsTheRowsOfASimpleQueryAndEndsAtReadyForQuery() throws IOException {
        byte[] answer = concat(rowDescription(), dataRow("1"), dataRow("22"), complete("SELECT 2"), ready('I'));
        reader.reset(false);
        assertThat(feedWhole(answer)).isTrue();
        assertThat(reader.rows()).isEqualTo(2);
        assertThat(reader.affected()).isZero();
        assertThat((Throwable) reader.error()).isNull();
        assertThat(reader.inTransaction()).isFalse();
    }

    @Test
    void anAnswerSplitAtEveryByteEndsOnlyWithItsLastByte() throws IOException {
        byte[] answer = concat(parameterStatus(), bindComplete(), dataRow("a"), notice(), dataRow("b"), dataRow("c"),
                complete("SELECT 3"), ready('T'));
        reader.reset(true);
        assertThat(feed(answer, 1)).isTrue();
        assertThat(reader.rows()).isEqualTo(3);
        assertThat(reader.inTransaction()).isTrue();
    }

    @Test
    void aPreparedSelectWithoutRowsReturnsZeroRowsAndOtherStatementsNone() throws IOException {
        reader.reset(true);
        assertThat(feedWhole(concat(bindComplete(), complete("SELECT 0"), ready('I')))).isTrue();
        assertThat(reader.rows()).isZero();

        reader.reset(false);
        assertThat(feedWhole(concat(bindComplete(), complete("BEGIN"), ready('T')))).isTrue();
        assertThat(reader.rows()).isEqualTo(-1);
        assertThat(reader.affected()).isZero();
        assertThat(reader.inTransaction()).isTrue();
    }

    @Test
    void readsTheCountOfEveryKindOfDml() throws IOException {
        assertThat(affected("UPDATE 2")).isEqualTo(2);
        assertThat(affected("DELETE 0")).isZero();
        assertThat(affected("INSERT 0 17")).isEqualTo(17);
        assertThat(affected("MERGE 3000000000")).isEqualTo(3_000_000_000L);
        assertThat(affected("COMMIT")).isZero();
        assertThat(affected("CREATE TABLE")).isZero();
        assertThat(affected("SELECT 5")).isZero();
        assertThat(reader.rows()).as("no RowDescription, no Describe: not a query").isEqualTo(-1);
    }

    @Test
    void aServerErrorIsTheStatementsErrorAndTheAnswerStillEndsAtReadyForQuery() throws IOException {
        reader.reset(true);
        assertThat(feed(concat(bindComplete(), error("ERROR", "22012", "division by zero"), ready('E')), 3)).isTrue();
        SQLException e = reader.error();
        assertThat(e.getSQLState()).isEqualTo("22012");
        assertThat(e.getMessage()).isEqualTo("division by zero");
        assertThat(reader.inTransaction()).as("failed transaction").isTrue();

        reader.reset(true);
        assertThat(feedWhole(concat(bindComplete(), dataRow("1"), complete("SELECT 1"), ready('I')))).isTrue();
        assertThat((Throwable) reader.error()).as("reset by the next statement").isNull();
        assertThat(reader.rows()).isEqualTo(1);
        assertThat(reader.inTransaction()).isFalse();
    }

    @Test
    void aFatalErrorEndsTheSession() {
        reader.reset(false);
        byte[] fatal = error("FATAL", "57P01", "terminating connection due to administrator command");
        assertThatThrownBy(() -> feedWhole(fatal)).isInstanceOf(IOException.class)
                .hasMessageContaining("terminating connection due to administrator command")
                .cause().isInstanceOf(SQLException.class).extracting(c -> ((SQLException) c).getSQLState()).isEqualTo("57P01");
    }

    @Test
    void twoAnswersInOneReadAreTakenOneAtATime() throws IOException {
        byte[] first = concat(rowDescription(), dataRow("x"), complete("SELECT 1"), ready('T'));
        byte[] second = concat(complete("UPDATE 4"), ready('I'));
        reader.reset(false);
        assertThat(feedWhole(concat(first, second))).isTrue();
        assertThat(reader.rows()).isEqualTo(1);
        assertThat(reader.inTransaction()).isTrue();

        reader.reset(false);
        assertThat(reader.parse()).as("the second answer is already in the buffer").isTrue();
        assertThat(reader.rows()).isEqualTo(-1);
        assertThat(reader.affected()).isEqualTo(4);
        assertThat(reader.inTransaction()).isFalse();
        assertThat(reader.buffer().position()).isZero();
    }

    @Test
    void rowsLargerThanTheBufferPassThroughIt() throws IOException {
        String big = "x".repeat(3 * AnswerReader.INITIAL_CAPACITY);
        byte[] answer = concat(rowDescription(), dataRow(big), dataRow(big), complete("SELECT 2"), ready('I'));
        reader.reset(false);
        assertThat(feed(answer, 1000)).isTrue();
        assertThat(reader.rows()).isEqualTo(2);
        assertThat(reader.buffer().capacity()).as("skipped, not held").isEqualTo(AnswerReader.INITIAL_CAPACITY);
    }

    @Test
    void anErrorLargerThanTheBufferGrowsIt() throws IOException {
        String message = "m".repeat(2 * AnswerReader.INITIAL_CAPACITY);
        reader.reset(false);
        assertThat(feed(concat(error("ERROR", "54000", message), ready('I')), 4096)).isTrue();
        assertThat(reader.error().getMessage()).isEqualTo(message);
        assertThat(reader.error().getSQLState()).isEqualTo("54000");
    }

    @Test
    void anEmptyQueryReturnsNoRows() throws IOException {
        reader.reset(false);
        assertThat(feedWhole(concat(message('I', new byte[0]), ready('I')))).isTrue();
        assertThat(reader.rows()).isEqualTo(-1);
        assertThat((Throwable) reader.error()).isNull();
    }

    @Test
    void refusesALengthThatCannotBe() {
        reader.reset(false);
        assertThatThrownBy(() -> feedWhole(new byte[] {'C', 0, 0, 0, 2})).isInstanceOf(IOException.class)
                .hasMessageContaining("malformed");
        AnswerReader other = new AnswerReader();
        other.buffer().put(new byte[] {'E', 0x7f, -1, -1, -1});
        assertThatThrownBy(other::parse).isInstanceOf(IOException.class).hasMessageContaining("more than this client follows");
    }

    private long affected(String tag) throws IOException {
        reader.reset(false);
        assertThat(feedWhole(concat(complete(tag), ready('I')))).isTrue();
        return reader.affected();
    }

    private boolean feedWhole(byte[] bytes) throws IOException {
        return feed(bytes, bytes.length);
    }

    /** Feeds {@code bytes} in pieces of {@code chunk}; the answer must not end before the last piece. */
    private boolean feed(byte[] bytes, int chunk) throws IOException {
        for (int from = 0; from < bytes.length; from += chunk) {
            int to = Math.min(bytes.length, from + chunk);
            reader.buffer().put(Arrays.copyOfRange(bytes, from, to));
            boolean ready = reader.parse();
            if (to == bytes.length) {
                return ready;
            }
            assertThat(ready).as("ended after %d of %d bytes", to, bytes.length).isFalse();
        }
        return false;
    }

    private static byte[] rowDescription() {
        // One int4 column "k": name, table OID, attribute number, type OID, size, modifier, format.
        ByteBuffer b = ByteBuffer.allocate(2 + 2 + 18);
        b.putShort((short) 1).put(new byte[] {'k', 0}).putInt(16384).putShort((short) 2).putInt(23)
                .putShort((short) 4).putInt(-1).putShort((short) 0);
        return message('T', b.array());
    }

    private static byte[] dataRow(String value) {
        byte[] v = value.getBytes(StandardCharsets.UTF_8);
        return message('D', ByteBuffer.allocate(2 + 4 + v.length).putShort((short) 1).putInt(v.length).put(v).array());
    }

    private static byte[] complete(String tag) {
        return message('C', cString(tag));
    }

    private static byte[] ready(char status) {
        return message('Z', new byte[] {(byte) status});
    }

    private static byte[] bindComplete() {
        return message('2', new byte[0]);
    }

    private static byte[] parameterStatus() {
        return message('S', concat(cString("TimeZone"), cString("UTC")));
    }

    private static byte[] notice() {
        return message('N', concat(new byte[] {'S'}, cString("NOTICE"), new byte[] {'C'}, cString("00000"),
                new byte[] {'M'}, cString("a notice"), new byte[1]));
    }

    private static byte[] error(String severity, String code, String text) {
        return message('E', concat(new byte[] {'S'}, cString(severity), new byte[] {'V'}, cString(severity),
                new byte[] {'C'}, cString(code), new byte[] {'M'}, cString(text), new byte[] {'F'}, cString("int.c"),
                new byte[1]));
    }

    private static byte[] message(char type, byte[] body) {
        return ByteBuffer.allocate(5 + body.length).put((byte) type).putInt(4 + body.length).put(body).array();
    }

    private static byte[] cString(String s) {
        return concat(s.getBytes(StandardCharsets.UTF_8), new byte[1]);
    }

    private static byte[] concat(byte[]... parts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (byte[] p : parts) {
            out.writeBytes(p);
        }
        return out.toByteArray();
    }
}
