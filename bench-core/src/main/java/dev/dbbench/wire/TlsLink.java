package dev.dbbench.wire;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;

/**
 * TLS over one connection's channel, for blocking and non-blocking use alike: the handshake on the blocking
 * channel of the start-up, then plaintext in and out. BoringSSL ({@link OpenSslLink}) where its native library
 * loads, else the JDK's engine ({@link JdkTlsLink}). Both encrypt into an output buffer that is written as far
 * as the socket takes. Used by one thread at a time.
 */
abstract class TlsLink {
    final SocketChannel channel;
    /** Encrypted bytes not yet written; ready for reading. */
    ByteBuffer netOut;

    TlsLink(SocketChannel channel, ByteBuffer netOut) {
        this.channel = channel;
        this.netOut = netOut;
    }

    /** The handshake; {@code in} is the socket's stream, whose read timeout bounds each wait for the server. */
    abstract void handshake(InputStream in) throws IOException;

    /** The protocol and cipher agreed on, e.g. {@code TLSv1.3 TLS_AES_256_GCM_SHA384}. */
    abstract String describe();

    /**
     * Plaintext into {@code dst}: what was decrypted before, else what the channel has; {@code in} (the socket's
     * stream, during start-up) or null to read the channel itself. Returns the bytes given, 0 when none is
     * available yet, -1 at the end of the stream.
     */
    abstract int read(ByteBuffer dst, InputStream in) throws IOException;

    /** Whether bytes are held here that {@link #read} would return although the channel signals nothing. */
    abstract boolean buffered();

    /** Releases what the link holds outside the heap; called once, after the channel is closed. */
    abstract void free();

    /** The start-up is over: what only it needed can go. */
    void started() {
    }

    /** Encrypts what of {@code src} fits into the output buffer, which is empty. */
    abstract void seal(ByteBuffer src) throws IOException;

    /** Encrypts all of {@code src} and writes as much as the socket takes; true when nothing is left to write. */
    final boolean write(ByteBuffer src) throws IOException {
        if (!drain()) {
            return false;
        }
        while (src.hasRemaining()) {
            seal(src);
            if (!drain()) {
                return false;
            }
        }
        return true;
    }

    /** Writes encrypted bytes; true when none is left. */
    final boolean drain() throws IOException {
        if (netOut.hasRemaining()) {
            channel.write(netOut);
        }
        return !netOut.hasRemaining();
    }
}
