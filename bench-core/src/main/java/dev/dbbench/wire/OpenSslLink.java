package dev.dbbench.wire;

import io.netty.internal.tcnative.Buffer;
import io.netty.internal.tcnative.SSL;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;
import javax.net.ssl.SSLException;

/**
 * TLS over a connection's channel with BoringSSL, which encrypts and decrypts between direct buffers without
 * allocating: records read from the socket are lent to the engine, which decrypts them straight into the answer
 * reader's buffer, and a statement is encrypted straight into the buffer the socket is written from. The
 * engine holds a record it has not wholly given out; everything else it is lent it takes at once. Buffers
 * start small and grow for large answers, so ten thousand idle connections cost little. Used by one thread at
 * a time; {@link #free} releases the engine.
 */
final class OpenSslLink extends TlsLink {
    /** Room for handshake messages and alerts that the engine writes while it is given received bytes. */
    private static final int HANDSHAKE_ROOM = 4096;
    private static final int FIRST_BUFFER = 4096;
    private static final int MAX_IN = 64 * 1024;
    private static final int MAX_PLAINTEXT = 16384;

    private final long ssl;
    private final long bio;
    /** Records received, not yet given to the engine; ready for reading. */
    private ByteBuffer netIn;
    private long netInAddress;
    private long netOutAddress;
    /** Plaintext of the start-up, whose buffers are arrays: staged through here, and dropped after it. */
    private ByteBuffer staging;
    private long stagingAddress;
    /** The buffers last read into and written from, and their addresses, so that each is looked up once. */
    private ByteBuffer lastDst;
    private long lastDstAddress;
    private ByteBuffer lastSrc;
    private long lastSrcAddress;
    /** The bytes lent to the engine by the call under way. */
    private int lent;
    /** The last read filled its buffer, so the engine may hold more of that record. */
    private boolean more;
    private int overhead;
    private boolean freed;

    OpenSslLink(long context, SocketChannel channel, String host) throws SSLException {
        super(channel, ByteBuffer.allocateDirect(FIRST_BUFFER).flip());
        this.ssl = SSL.newSSL(context, false);
        this.bio = SSL.bioNewByteBuffer(ssl, HANDSHAKE_ROOM);
        if (!Character.isDigit(host.charAt(host.length() - 1)) && host.indexOf(':') < 0) {
            SSL.setTlsExtHostName(ssl, host);
        }
        setIn(ByteBuffer.allocateDirect(FIRST_BUFFER).flip());
        netOutAddress = Buffer.address(netOut);
    }

    @Override
    void handshake(InputStream in) throws IOException {
        SSL.clearError();
        while (true) {
            lend();
            int r;
            try {
                r = SSL.doHandshake(ssl);
            } finally {
                takeBack();
            }
            sendHandshake();
            if (r == 1) {
                overhead = SSL.getMaxWrapOverhead(ssl);
                return;
            }
            int error = SSL.getError(ssl, r);
            if (error == SSL.SSL_ERROR_WANT_READ) {
                if (fill(in) < 0) {
                    throw new EOFException("the server closed the connection during the TLS handshake");
                }
            } else if (error != SSL.SSL_ERROR_WANT_WRITE) {
                throw failure(error);
            }
        }
    }

    @Override
    String describe() {
        return SSL.getVersion(ssl) + " " + SSL.getCipherForSSL(ssl);
    }

    @Override
    int read(ByteBuffer dst, InputStream in) throws IOException {
        if (!dst.hasRemaining()) {
            return 0;
        }
        while (true) {
            if (netIn.hasRemaining() || more) {
                int n = decrypt(dst);
                if (n != 0) {
                    return n;
                }
            }
            int got = fill(in);
            if (got <= 0) {
                return got;
            }
        }
    }

    @Override
    boolean buffered() {
        return netIn.hasRemaining() || more && SSL.sslPending(ssl) > 0;
    }


    /** Ten thousand connections would otherwise keep 40 MB of staging that no statement uses. */
    @Override
    void started() {
        staging = null;
    }

    @Override
    void free() {
        if (!freed) {
            freed = true;
            SSL.freeSSL(ssl);
        }
    }

    /** Plaintext into {@code dst}: the bytes given, 0 when the engine needs more records, -1 when the peer closed. */
    private int decrypt(ByteBuffer dst) throws IOException {
        boolean direct = dst.isDirect();
        int room = direct ? dst.remaining() : Math.min(dst.remaining(), staging().capacity());
        lend();
        int r;
        try {
            r = SSL.readFromSSL(ssl, (direct ? dstAddress(dst) + dst.position() : stagingAddress), room);
        } finally {
            takeBack();
        }
        if (r > 0) {
            if (direct) {
                dst.position(dst.position() + r);
            } else {
                dst.put(staging.clear().limit(r));
            }
            more = r == room;
            return r;
        }
        more = false;
        int error = SSL.getError(ssl, r);
        if (error == SSL.SSL_ERROR_WANT_READ) {
            return 0;
        }
        if (error == SSL.SSL_ERROR_ZERO_RETURN) {
            return -1;
        }
        throw failure(error);
    }

    @Override
    void seal(ByteBuffer src) throws IOException {
        int wanted = Math.min(src.remaining(), MAX_PLAINTEXT);
        int pending = SSL.bioLengthNonApplication(bio);
        if (wanted + overhead + pending > netOut.capacity()) {
            setOut(ByteBuffer.allocateDirect(wanted + overhead + HANDSHAKE_ROOM).flip());
        }
        int chunk = Math.min(wanted, netOut.capacity() - overhead - pending);
        long from;
        if (src.isDirect()) {
            from = srcAddress(src) + src.position();
        } else {
            staging();
            chunk = Math.min(chunk, staging.capacity());
            staging.clear();
            staging.put(0, src, src.position(), chunk);
            from = stagingAddress;
        }
        SSL.bioSetByteBuffer(bio, netOutAddress, netOut.capacity(), true);
        int r;
        int produced;
        try {
            r = SSL.writeToSSL(ssl, from, chunk);
        } finally {
            produced = netOut.capacity() - SSL.bioLengthByteBuffer(bio);
            SSL.bioClearByteBuffer(bio);
        }
        netOut.limit(produced).position(0);
        if (r <= 0) {
            throw failure(SSL.getError(ssl, r));
        }
        src.position(src.position() + r);
    }

    /** Writes what the handshake produced, on the blocking channel of the start-up. */
    private void sendHandshake() throws IOException {
        while (SSL.bioLengthNonApplication(bio) > 0) {
            netOut.clear();
            SSL.bioSetByteBuffer(bio, netOutAddress, netOut.capacity(), true);
            int n;
            try {
                n = SSL.bioFlushByteBuffer(bio);
            } finally {
                SSL.bioClearByteBuffer(bio);
            }
            netOut.limit(n).position(0);
            while (netOut.hasRemaining()) {
                channel.write(netOut);
            }
        }
    }

    /** Lets the engine read the received bytes during one call. */
    private void lend() {
        lent = netIn.remaining();
        SSL.bioSetByteBuffer(bio, netInAddress + netIn.position(), lent, false);
    }

    /** Drops what the engine took of the lent bytes. */
    private void takeBack() {
        int left = SSL.bioLengthByteBuffer(bio);
        SSL.bioClearByteBuffer(bio);
        netIn.position(netIn.position() + lent - left);
    }

    /** Reads more records: from {@code in} when given (blocking, bounded by its timeout), else from the channel. */
    private int fill(InputStream in) throws IOException {
        netIn.compact();
        try {
            if (in == null) {
                int n = channel.read(netIn);
                if (!netIn.hasRemaining() && netIn.capacity() < MAX_IN) {
                    setIn(ByteBuffer.allocateDirect(2 * netIn.capacity()).put(netIn.flip()));
                }
                return n;
            }
            byte[] chunk = new byte[netIn.remaining()];
            int n = in.read(chunk);
            if (n > 0) {
                netIn.put(chunk, 0, n);
            }
            return n;
        } finally {
            netIn.flip();
        }
    }


    private long dstAddress(ByteBuffer b) {
        if (b != lastDst) {
            lastDst = b;
            lastDstAddress = Buffer.address(b);
        }
        return lastDstAddress;
    }

    private long srcAddress(ByteBuffer b) {
        if (b != lastSrc) {
            lastSrc = b;
            lastSrcAddress = Buffer.address(b);
        }
        return lastSrcAddress;
    }

    private ByteBuffer staging() {
        if (staging == null) {
            staging = ByteBuffer.allocateDirect(FIRST_BUFFER);
            stagingAddress = Buffer.address(staging);
        }
        return staging;
    }

    private void setIn(ByteBuffer b) {
        netIn = b;
        netInAddress = Buffer.address(b);
    }

    private void setOut(ByteBuffer b) {
        netOut = b;
        netOutAddress = Buffer.address(b);
    }

    /** The engine's reason for a failure, or the certificate check's; clears the thread's error queue. */
    private SSLException failure(int error) {
        String refused = CertificateCheck.lastRefusal();
        int code = SSL.getLastErrorNumber();
        String reason = refused != null ? refused : code != 0 ? SSL.getErrorString(code) : "TLS error " + error;
        SSL.clearError();
        return new SSLException(reason);
    }
}
