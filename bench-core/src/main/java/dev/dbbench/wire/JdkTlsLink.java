package dev.dbbench.wire;

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;
import javax.net.ssl.SSLEngine;
import javax.net.ssl.SSLEngineResult;
import javax.net.ssl.SSLEngineResult.HandshakeStatus;
import javax.net.ssl.SSLException;

/**
 * TLS over a connection's channel with the JDK's {@link SSLEngine}, for blocking and non-blocking use alike: the
 * fallback where BoringSSL cannot load ({@link OpenSslLink}), and the implementation of {@code verify-full}. Three
 * buffers, each kept ready for reading: records received but not yet decrypted, plaintext decrypted but not yet
 * taken, records encrypted but not yet sent. Plaintext goes through a buffer of its own because the engine
 * decrypts only whole records, which may be larger than the room an answer reader has left. Used by one thread
 * at a time.
 */
final class JdkTlsLink extends TlsLink {
    private static final int RECORD_HEADER = 5;

    private final SSLEngine engine;
    private ByteBuffer netIn;
    private ByteBuffer plainIn;
    /** What a handshake message or a key update is wrapped from: no plaintext. */
    private final ByteBuffer nothing = ByteBuffer.allocate(0);

    JdkTlsLink(SSLEngine engine, SocketChannel channel) {
        super(channel, ByteBuffer.allocate(engine.getSession().getPacketBufferSize()).flip());
        this.engine = engine;
        this.netIn = ByteBuffer.allocate(engine.getSession().getPacketBufferSize()).flip();
        this.plainIn = ByteBuffer.allocate(engine.getSession().getApplicationBufferSize()).flip();
    }

    /**
     * The handshake, on the still blocking channel; {@code in} is the socket's stream, whose read timeout
     * bounds each wait for the server.
     */
    @Override
    void handshake(InputStream in) throws IOException {
        engine.beginHandshake();
        while (true) {
            switch (engine.getHandshakeStatus()) {
                case NEED_WRAP -> {
                    wrap(nothing);
                    drain();
                }
                case NEED_UNWRAP, NEED_UNWRAP_AGAIN -> {
                    if (!unwrap() && fill(in) < 0) {
                        throw new EOFException("the server closed the connection during the TLS handshake");
                    }
                }
                case NEED_TASK -> runTasks();
                default -> {
                    return;
                }
            }
        }
    }

    /** The protocol and cipher agreed on, e.g. {@code TLSv1.3 TLS_AES_256_GCM_SHA384}. */
    @Override
    String describe() {
        return engine.getSession().getProtocol() + " " + engine.getSession().getCipherSuite();
    }

    /**
     * Plaintext into {@code dst}: what was decrypted before, else what the channel has; {@code in} (the socket's
     * stream, during start-up) or null to read the channel itself. Returns the bytes given, 0 when none is
     * available yet, -1 at the end of the stream.
     */
    @Override
    int read(ByteBuffer dst, InputStream in) throws IOException {
        while (!plainIn.hasRemaining()) {
            if (!unwrap()) {
                int n = fill(in);
                if (n <= 0) {
                    return n;
                }
            } else if (engine.isInboundDone()) {
                return -1;
            }
        }
        int n = Math.min(plainIn.remaining(), dst.remaining());
        dst.put(dst.position(), plainIn, plainIn.position(), n);
        dst.position(dst.position() + n);
        plainIn.position(plainIn.position() + n);
        return n;
    }

    /** Whether plaintext or a whole record is held here, which the channel's readiness will not announce. */
    @Override
    boolean buffered() {
        return plainIn.hasRemaining() || recordBytes() <= netIn.remaining();
    }

    /** The size of the record that starts the received bytes, header included; MAX_VALUE while its header is incomplete. */
    private int recordBytes() {
        if (netIn.remaining() < RECORD_HEADER) {
            return Integer.MAX_VALUE;
        }
        int p = netIn.position();
        return RECORD_HEADER + ((netIn.get(p + 3) & 0xFF) << 8 | netIn.get(p + 4) & 0xFF);
    }


    @Override
    void free() {
        // The engine holds no native memory; the collector takes it with the connection.
    }

    /**
     * Decrypts one record into the plaintext buffer, if a whole one is held; false when more bytes are needed.
     * The engine is not asked before a whole record is in: every call of it allocates its result.
     */
    private boolean unwrap() throws IOException {
        int needed = recordBytes();
        if (needed > netIn.remaining()) {
            if (needed != Integer.MAX_VALUE && needed > netIn.capacity()) {
                netIn = grown(netIn, needed);
            }
            return false;
        }
        while (true) {
            plainIn.compact();
            SSLEngineResult r;
            try {
                r = engine.unwrap(netIn, plainIn);
            } finally {
                plainIn.flip();
            }
            switch (r.getStatus()) {
                case OK -> {
                    afterStep(r);
                    return true;
                }
                case CLOSED -> {
                    return true;
                }
                case BUFFER_OVERFLOW -> plainIn = grown(plainIn, engine.getSession().getApplicationBufferSize());
                case BUFFER_UNDERFLOW -> {
                    return false;
                }
                default -> throw new SSLException("unexpected TLS state " + r.getStatus());
            }
        }
    }

    @Override
    void seal(ByteBuffer src) throws IOException {
        wrap(src);
    }

    /** Encrypts what of {@code src} fits into the output buffer, which must be empty. */
    private void wrap(ByteBuffer src) throws IOException {
        while (true) {
            netOut.clear();
            SSLEngineResult r;
            try {
                r = engine.wrap(src, netOut);
            } finally {
                netOut.flip();
            }
            switch (r.getStatus()) {
                case OK -> {
                    afterStep(r);
                    return;
                }
                case BUFFER_OVERFLOW -> netOut = grown(netOut, engine.getSession().getPacketBufferSize());
                case CLOSED -> throw new EOFException("the TLS session is closed");
                default -> throw new SSLException("unexpected TLS state " + r.getStatus());
            }
        }
    }

    /** A step may leave work: tasks to run, or a record to send back (a key update) outside the handshake. */
    private void afterStep(SSLEngineResult r) throws IOException {
        if (r.getHandshakeStatus() == HandshakeStatus.NEED_TASK) {
            runTasks();
        }
        if (engine.getHandshakeStatus() == HandshakeStatus.NEED_WRAP && !netOut.hasRemaining()) {
            wrap(nothing);
            drain();
        }
    }

    private void runTasks() {
        Runnable task;
        while ((task = engine.getDelegatedTask()) != null) {
            task.run();
        }
    }

    /** Reads more records: from {@code in} when given (blocking, bounded by its timeout), else from the channel. */
    private int fill(InputStream in) throws IOException {
        netIn.compact();
        try {
            if (in == null) {
                return channel.read(netIn);
            }
            int n = in.read(netIn.array(), netIn.arrayOffset() + netIn.position(), netIn.remaining());
            if (n > 0) {
                netIn.position(netIn.position() + n);
            }
            return n;
        } finally {
            netIn.flip();
        }
    }


    /** A buffer of at least {@code size} bytes, holding what {@code b} held, ready for reading. */
    private static ByteBuffer grown(ByteBuffer b, int size) {
        ByteBuffer bigger = ByteBuffer.allocate(Math.max(size, 2 * b.capacity()));
        bigger.put(b).flip();
        return bigger;
    }
}
