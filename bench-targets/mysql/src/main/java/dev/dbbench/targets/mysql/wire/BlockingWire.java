package dev.dbbench.targets.mysql.wire;

import dev.dbbench.wire.Transport;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.sql.SQLException;

/**
 * A connection's channel while it is still blocking: handshake, authentication and COM_STMT_PREPARE, one
 * packet at a time. Reads go through the {@link Transport}, which reads the socket's stream then, so that its
 * read timeout applies. Not buffered: nothing of what the server sends after the last answer may be swallowed
 * here before the channel turns non-blocking (under TLS the transport keeps what it decrypted ahead). Keeps the
 * sequence id, which the login exchange continues from packet to packet.
 */
final class BlockingWire {
    /** Far above any packet of the login or of a prepare; a longer one means the port does not speak MySQL's protocol. */
    private static final int MAX_PACKET = 1 << 20;

    private final Transport transport;
    private int sequence;

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

    /** Sends {@code payload} as the next packet of the exchange under way (the login's sequence continues). */
    void reply(byte[] payload) throws IOException {
        ByteBuffer out = Packets.allocate(Packets.HEADER + payload.length);
        int start = Packets.begin(out, ++sequence);
        out.put(payload);
        Packets.end(out, start);
        send(out.flip());
    }

    /** Sends packets the caller framed, each of them starting a command's exchange. */
    void send(ByteBuffer packets) throws IOException {
        transport.writeFully(packets);
    }

    /** The payload of the next packet, little-endian, starting at index 0. */
    ByteBuffer next() throws IOException, SQLException {
        byte[] header = new byte[Packets.HEADER];
        transport.readFully(header, 0, header.length);
        int length = Packets.unsigned24(ByteBuffer.wrap(header), 0);
        sequence = header[3] & 0xFF;
        if (length == 0 || length > MAX_PACKET) {
            throw notMySql("a packet of " + length + " bytes");
        }
        byte[] payload = new byte[length];
        transport.readFully(payload, 0, payload.length);
        return ByteBuffer.wrap(payload).order(ByteOrder.LITTLE_ENDIAN);
    }

    /** The answer to a server that sends what MySQL never would, such as a PostgreSQL error. */
    SQLException notMySql(String what) {
        return new SQLException("the server at " + peer() + " sent " + what + " during start-up; is it a MySQL server?",
                "08S01");
    }
}
