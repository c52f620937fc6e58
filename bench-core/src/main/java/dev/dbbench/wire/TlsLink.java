package dev.dbbench.wire;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;

/**
 * TLS over one connection's channel, for blocking and non-blocking use alike: the handshake on the blocking
 * channel of the start-up, then plaintext in and out. BoringSSL ({@link OpenSslLink}) where its native library
 * loads, else the JDK's engine ({@link JdkTlsLink}). Used by one thread at a time.
 */
interface TlsLink {

    /** The handshake; {@code in} is the socket's stream, whose read timeout bounds each wait for the server. */
    void handshake(InputStream in) throws IOException;

    /** The protocol and cipher agreed on, e.g. {@code TLSv1.3 TLS_AES_256_GCM_SHA384}. */
    String describe();

    /**
     * Plaintext into {@code dst}: what was decrypted before, else what the channel has; {@code in} (the socket's
     * stream, during start-up) or null to read the channel itself. Returns the bytes given, 0 when none is
     * available yet, -1 at the end of the stream.
     */
    int read(ByteBuffer dst, InputStream in) throws IOException;

    /** Whether bytes are held here that {@link #read} would return although the channel signals nothing. */
    boolean buffered();

    /** Encrypts all of {@code src} and writes as much as the socket takes; true when nothing is left to write. */
    boolean write(ByteBuffer src) throws IOException;

    /** Releases what the link holds outside the heap; called once, after the channel is closed. */
    void free();
}
