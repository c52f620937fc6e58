package dev.dbbench.targets.postgresql.wire;

import java.io.DataInputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.sql.SQLException;

/**
 * A connection's channel while it is still blocking: start-up, authentication and Parse, one message at a
 * time. Reads go through the socket's stream so that its read timeout applies. Not buffered: nothing of what
 * the server sends after ReadyForQuery may be swallowed before the channel turns non-blocking.
 */
final class BlockingWire {
    /** Far above any start-up message; a longer one means the port does not speak PostgreSQL's protocol. */
    private static final int MAX_MESSAGE = 1 << 20;

    private final SocketChannel channel;
    private final DataInputStream in;
    private final String peer;

    /** One message from the server; {@code body} excludes the type and length. */
    record Message(byte type, ByteBuffer body) {

        /** The body from {@code offset} to its end as text, for SASL messages. */
        String text(int offset) {
            return new String(body.array(), offset, body.limit() - offset, StandardCharsets.UTF_8);
        }
    }

    BlockingWire(SocketChannel channel, String peer) throws IOException {
        this.channel = channel;
        this.in = new DataInputStream(channel.socket().getInputStream());
        this.peer = peer;
    }

    /** Where the connection goes, {@code host:port}, for messages. */
    String peer() {
        return peer;
    }

    void send(ByteBuffer message) throws IOException {
        while (message.hasRemaining()) {
            channel.write(message);
        }
    }

    Message next() throws IOException, SQLException {
        byte type = in.readByte();
        int length = in.readInt();
        if (length < 4 || length > MAX_MESSAGE) {
            throw notPostgres("a message of " + length + " bytes");
        }
        byte[] body = new byte[length - 4];
        in.readFully(body);
        return new Message(type, ByteBuffer.wrap(body));
    }

    /** The answer to a server that sends what PostgreSQL never would, such as a MySQL greeting. */
    SQLException notPostgres(String what) {
        return new SQLException("the server at " + peer + " sent " + what + " during start-up; is it a PostgreSQL server?",
                "08P01");
    }
}
