package dev.dbbench.wire;

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;
import java.sql.SQLException;
import javax.net.ssl.SSLException;

/**
 * The bytes of one connection: its channel as it is, or TLS over it once the protocol's start-up has asked the
 * server for it ({@link #startTls}). During the start-up the channel blocks and reads go through the socket's
 * stream, so that the connect timeout bounds them; afterwards the connection reads and writes the channel, and
 * in clear text that is one system call each, as before. Used by one thread at a time.
 */
public final class Transport {
    private final SocketChannel channel;
    private final String peer;
    private final String host;
    private final int port;
    private InputStream startUp;
    private TlsLink tls;

    Transport(SocketChannel channel, String host, int port) throws IOException {
        this.channel = channel;
        this.host = host;
        this.port = port;
        this.peer = host + ":" + port;
        this.startUp = channel.socket().getInputStream();
    }

    /** The channel the event loop selects on. */
    public SocketChannel channel() {
        return channel;
    }

    /** Where the connection goes, {@code host:port}, for messages. */
    public String peer() {
        return peer;
    }

    /** Whether the bytes are encrypted. */
    public boolean encrypted() {
        return tls != null;
    }

    /** The TLS protocol and cipher, or {@code off}. */
    public String describeTls() {
        return tls == null ? "off" : tls.describe();
    }

    /**
     * Runs the TLS handshake under {@code policy}, on the blocking channel of the start-up, after the protocol
     * has told the server that TLS follows. A failed handshake is SQLSTATE 08001 naming the peer and the mode.
     */
    public void startTls(TlsPolicy policy) throws IOException, SQLException {
        TlsLink link = policy.link(host, port, channel);
        try {
            link.handshake(startUp);
        } catch (SSLException e) {
            link.free();
            throw new SQLException("the TLS handshake with " + peer + " failed under --ssl-mode " + policy.mode().cliName()
                    + ": " + e.getMessage() + (policy.verifies()
                            ? "; give --ssl-ca with the CA that signed the server's certificate, or --ssl-mode require"
                            : ""), Tcp.CANNOT_CONNECT, e);
        } catch (IOException | RuntimeException e) {
            link.free();
            throw e;
        }
        tls = link;
    }

    /** Closes the channel and releases the TLS engine; never throws. */
    public void close() {
        try {
            channel.close();
        } catch (IOException e) {
            // Nothing is left to release on the socket.
        }
        if (tls != null) {
            tls.free();
        }
    }

    /**
     * Reads into {@code dst}: the plaintext of what arrived. Returns the bytes read, 0 when none is there yet,
     * -1 at the end of the stream. During the start-up {@code dst} must have an array ({@link #readFully} does).
     */
    public int read(ByteBuffer dst) throws IOException {
        if (tls == null) {
            return startUp == null ? channel.read(dst) : readStream(dst);
        }
        return tls.read(dst, startUp);
    }

    /** Whether bytes are held that {@link #read} would return although the channel signals nothing (TLS only). */
    public boolean buffered() {
        return tls != null && tls.buffered();
    }

    /**
     * Writes {@code src} (encrypted when TLS is on) as far as the socket takes; true when nothing of it is left
     * to write. Call again with the same buffer to go on.
     */
    public boolean write(ByteBuffer src) throws IOException {
        if (tls == null) {
            channel.write(src);
            return !src.hasRemaining();
        }
        return tls.write(src);
    }

    /** Writes all of {@code src}, on the blocking channel of the start-up. */
    public void writeFully(ByteBuffer src) throws IOException {
        while (!write(src)) {
            Thread.onSpinWait();
        }
    }

    /** Reads exactly {@code length} bytes into {@code into} from {@code offset}, blocking within the connect timeout. */
    public void readFully(byte[] into, int offset, int length) throws IOException {
        ByteBuffer dst = ByteBuffer.wrap(into, offset, length);
        while (dst.hasRemaining()) {
            if (read(dst) < 0) {
                throw new EOFException();
            }
        }
    }

    /** The start-up is over: from now on the channel itself is read. */
    void started() {
        startUp = null;
        if (tls != null) {
            tls.started();
        }
    }

    private int readStream(ByteBuffer dst) throws IOException {
        int n = startUp.read(dst.array(), dst.arrayOffset() + dst.position(), dst.remaining());
        if (n > 0) {
            dst.position(dst.position() + n);
        }
        return n;
    }
}
