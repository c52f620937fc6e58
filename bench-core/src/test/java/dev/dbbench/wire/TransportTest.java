package dev.dbbench.wire;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.dbbench.spi.UsageException;
import dev.dbbench.spi.target.ConnectionSpec;
import dev.dbbench.spi.target.Secret;
import dev.dbbench.spi.target.SslMode;
import dev.dbbench.testing.TlsServer;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.ByteBuffer;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The transport against an echo server that, like a database server, reads a request in clear text and then
 * starts TLS: what was written comes back whole through buffers smaller than a TLS record, whether the channel
 * blocks or an event loop waits for it, and the verify modes accept and refuse the certificates they should.
 */
// Plaintext held in the transport but not announced by the channel would leave the loop waiting for ever.
@Timeout(60)
class TransportTest {
    @TempDir
    static Path keys;
    private static TlsServer tls;

    private ServerSocket listener;
    private Thread server;

    @BeforeAll
    static void makeKeys() throws Exception {
        tls = TlsServer.create(keys);
    }

    @AfterEach
    void stop() throws Exception {
        if (listener != null) {
            listener.close();
        }
        if (server != null) {
            server.join(10_000);
        }
    }

    @Test
    void requireEncryptsAndEverythingComesBackThroughASmallBufferOnAnEventLoop() throws Exception {
        Transport t = open(SslMode.REQUIRE, Optional.empty(), "127.0.0.1");
        assertThat(t.encrypted()).isTrue();
        assertThat(t.describeTls()).startsWith("TLS");
        // Far below what loopback sockets buffer, so all of it can be written before anything is read back.
        byte[] sent = new byte[64 * 1024];
        new Random(7).nextBytes(sent);
        ByteBuffer out = ByteBuffer.wrap(sent);
        ByteBuffer in = ByteBuffer.allocateDirect(1000);
        byte[] received = new byte[sent.length];
        int got = 0;
        try (Selector selector = Selector.open()) {
            SelectionKey key = t.channel().register(selector, 0);
            while (!t.write(out)) {
                key.interestOps(SelectionKey.OP_WRITE);
                selector.select(5_000);
                selector.selectedKeys().clear();
            }
            key.interestOps(SelectionKey.OP_READ);
            while (got < sent.length) {
                // As the event loop does: read on, without the channel's word, only while the transport holds bytes.
                int n;
                do {
                    in.clear();
                    n = t.read(in);
                    in.flip();
                    in.get(received, got, in.remaining());
                    got += Math.max(0, n);
                } while (n > 0 && t.buffered());
                assertThat(n).as("the echo server closed early").isNotNegative();
                if (got < sent.length) {
                    assertThat(selector.select(5_000)).as("bytes held by the transport were never announced").isPositive();
                    selector.selectedKeys().clear();
                }
            }
        } finally {
            t.channel().close();
        }
        assertThat(received).isEqualTo(sent);
    }

    @Test
    void aBlockingChannelReadsWhatArrivesAfterTheStartUp() throws Exception {
        Transport t = open(SslMode.REQUIRE, Optional.empty(), "127.0.0.1");
        try {
            t.channel().configureBlocking(true);
            t.write(ByteBuffer.wrap("ping".getBytes()));
            ByteBuffer in = ByteBuffer.allocate(4);
            while (in.hasRemaining()) {
                assertThat(t.read(in)).isNotNegative();
            }
            assertThat(new String(in.array())).isEqualTo("ping");
        } finally {
            t.channel().close();
        }
    }

    @Test
    void verifyCaTrustsTheGivenCaAndRefusesWithoutItNamingTheOption() throws Exception {
        open(SslMode.VERIFY_CA, Optional.of(tls.certificate()), "127.0.0.1").channel().close();

        SQLException e = catchThrowableOfType(SQLException.class, () -> open(SslMode.VERIFY_CA, Optional.empty(), "127.0.0.1"));
        assertThat(e.getSQLState()).isEqualTo(Tcp.CANNOT_CONNECT);
        assertThat(e.getMessage()).contains("TLS handshake with 127.0.0.1:").contains("--ssl-mode verify-ca").contains("--ssl-ca");
    }

    @Test
    void verifyFullAlsoChecksTheHostName() throws Exception {
        open(SslMode.VERIFY_FULL, Optional.of(tls.certificate()), "127.0.0.1").channel().close();

        // The certificate names 127.0.0.1 only.
        SQLException e = catchThrowableOfType(SQLException.class,
                () -> open(SslMode.VERIFY_FULL, Optional.of(tls.certificate()), "localhost"));
        assertThat(e.getMessage()).contains("--ssl-mode verify-full");
        open(SslMode.VERIFY_CA, Optional.of(tls.certificate()), "localhost").channel().close();
    }

    @Test
    void boringSslEncryptsWhereItLoadsAndVerifyFullStaysWithTheJdk() {
        ConnectionSpec base = spec(SslMode.REQUIRE, Optional.empty(), "h", 1);
        if (System.getProperty(OpenSsl.PROVIDER_PROPERTY) == null) {
            assertThat(TlsPolicy.of(base, true).provider()).startsWith("BoringSSL").contains("netty-tcnative");
            assertThat(TlsPolicy.of(base, true).nativeTls()).isTrue();
        } else {
            assertThat(TlsPolicy.of(base, true).provider()).startsWith("JDK ").contains("-Ddbbench.tls.provider=jdk");
        }
        assertThat(TlsPolicy.of(base.withSsl(SslMode.VERIFY_FULL, Optional.empty()), true).provider())
                .contains("verify-full checks the host name with the JDK");
    }

    @Test
    void aCaFileThatIsNoCertificateIsNamed(@TempDir Path dir) throws Exception {
        Path bogus = Files.writeString(dir.resolve("ca.pem"), "not a certificate");
        UsageException e = catchThrowableOfType(UsageException.class,
                () -> TlsPolicy.of(spec(SslMode.VERIFY_CA, Optional.of(bogus), "127.0.0.1", 1), true).engine("127.0.0.1", 1));
        assertThat(e.getMessage()).startsWith("--ssl-ca " + bogus + " is not a readable PEM or DER certificate file");
    }

    @Test
    void preferFollowsTheTargetAndDisableNeverAsks() {
        ConnectionSpec base = spec(SslMode.PREFER, Optional.empty(), "h", 1);
        assertThat(TlsPolicy.of(base, true).asks()).isTrue();
        assertThat(TlsPolicy.of(base, false).asks()).isFalse();
        assertThat(TlsPolicy.of(base, true).requires()).isFalse();
        assertThat(TlsPolicy.of(base.withSsl(SslMode.DISABLE, Optional.empty()), true).asks()).isFalse();
        for (SslMode m : new SslMode[] {SslMode.REQUIRE, SslMode.VERIFY_CA, SslMode.VERIFY_FULL}) {
            TlsPolicy p = TlsPolicy.of(base.withSsl(m, Optional.empty()), false);
            assertThat(p.asks()).isTrue();
            assertThat(p.requires()).isTrue();
        }
        assertThat(TlsPolicy.of(base.withSsl(SslMode.REQUIRE, Optional.empty()), true).notOffered("h:1"))
                .isEqualTo("the server at h:1 does not offer TLS, but --ssl-mode is require; give --ssl-mode prefer or"
                        + " disable, or enable TLS on the server");
    }

    private static ConnectionSpec spec(SslMode mode, Optional<Path> ca, String host, int port) {
        return ConnectionSpec.of(host, port, "u", Secret.of("Never-Shown-9"), "db").withSsl(mode, ca);
    }

    /** Connects to a new echo server through a clear-text request for TLS, as the protocols do. */
    private Transport open(SslMode mode, Optional<Path> ca, String host) throws Exception {
        stop();
        listener = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        ServerSocket l = listener;
        server = new Thread(() -> {
            try {
                Socket plain = l.accept();
                InputStream in = plain.getInputStream();
                if (in.read() == 'T') {
                    plain.getOutputStream().write('S');
                    TlsServer.echo(tls.upgrade(plain));
                } else {
                    plain.close();
                }
            } catch (IOException e) {
                // A refused handshake ends here; the client reports it.
            }
        }, "tls-echo");
        server.start();
        ConnectionSpec spec = spec(mode, ca, host, listener.getLocalPort());
        return Tcp.open(spec, 1, t -> {
            t.writeFully(ByteBuffer.wrap(new byte[] {'T'}));
            byte[] answer = new byte[1];
            t.readFully(answer, 0, 1);
            t.startTls(TlsPolicy.of(spec, true));
            return t;
        });
    }
}
