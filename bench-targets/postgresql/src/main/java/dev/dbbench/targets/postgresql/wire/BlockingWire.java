package dev.dbbench.targets.postgresql.wire;

import dev.dbbench.wire.Transport;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.sql.SQLException;

/**
 * A connection's channel while it is still blocking: start-up, authentication and Parse, one message at a
 * time. Reads go through the {@link Transport}, which reads the socket's stream then, so that its read timeout
 * applies. Not buffered: nothing of what the server sends after ReadyForQuery may be swallowed here before the
 * channel turns non-blocking (under TLS the transport keeps what it decrypted ahead).
 */
final class BlockingWire {
    /** Far above any start-up message; a longer one means the port does not speak PostgreSQL's protocol. */
    private static final int MAX_MESSAGE = 1 << 20;

    private final Transport transport;

    /** One message from the server; {@code body} excludes the type and length. */
    record Message(byte type, ByteBuffer body) {

        /** The body from {@code offset} to its end as text, for SASL messages. */
        String text(int offset) {
            return new String(body.array(), offset, body.limit() - offset, StandardCharsets.UTF_8);
        }
    }

    BlockingWire(Transport transport) {
        this.transport = transport;
    }

    Transport transport() {
        return transport;
    }

    /** Where the connection goes, {@code host:port}, for messages. */
    String peer() {
        return transport.peer();
    }

    void send(ByteBuffer message) throws IOException {
        transport.writeFully(message);
    }

    /** One byte: the server's answer to an SSLRequest, which is not a message. */
    byte nextByte() throws IOException {
        byte[] one = new byte[1];
        transport.readFully(one, 0, 1);
        return one[0];
    }

    Message next() throws IOException, SQLException {
        byte[] header = new byte[5];
        transport.readFully(header, 0, header.length);
        byte type = header[0];
        int length = ByteBuffer.wrap(header).getInt(1);
        if (length < 4 || length > MAX_MESSAGE) {
            throw notPostgres("a message of " + length + " bytes");
        }
        byte[] body = new byte[length - 4];
        transport.readFully(body, 0, body.length);
        return new Message(type, ByteBuffer.wrap(body));
    }

    /** The answer to a server that sends what PostgreSQL never would, such as a MySQL greeting. */
    SQLException notPostgres(String what) {
        return new SQLException("the server at " + peer() + " sent " + what + " during start-up; is it a PostgreSQL server?",
                "08P01");
    }
}
