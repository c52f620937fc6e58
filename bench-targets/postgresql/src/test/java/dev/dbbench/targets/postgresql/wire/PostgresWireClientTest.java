package dev.dbbench.targets.postgresql.wire;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.target.ConnectionSpec;
import dev.dbbench.spi.target.Secret;
import dev.dbbench.spi.target.SslMode;
import dev.dbbench.testing.TlsServer;
import dev.dbbench.wire.WireConnection;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Options, and start-up against a scripted server for the methods the test server is not set up for (MD5, cleartext). */
class PostgresWireClientTest {
    private static final String PASSWORD = "pencil";
    private final PostgresWireClient client = new PostgresWireClient();
    private final ExecutorService server = Executors.newSingleThreadExecutor();

    @Test
    void aLoopPerWorkerUpToSixteenWorkersThenOnePerCore() {
        assertThat(PostgresWireClient.autoLoops(1, 2)).isEqualTo(1);
        assertThat(PostgresWireClient.autoLoops(16, 2)).isEqualTo(16);
        assertThat(PostgresWireClient.autoLoops(17, 2)).isEqualTo(2);
        assertThat(PostgresWireClient.autoLoops(1024, 2)).isEqualTo(2);
        assertThat(PostgresWireClient.autoLoops(64, 1)).as("two loops at least").isEqualTo(2);
        assertThat(PostgresWireClient.autoLoops(64, 32)).isEqualTo(32);
        assertThat(PostgresWireClient.autoLoops(20, 32)).as("never more loops than workers").isEqualTo(20);
        assertThat(client.autoLoops(4)).isEqualTo(4);
    }

    @AfterEach
    void stopServer() {
        server.shutdownNow();
    }

    @Test
    void describesEachProtocol() {
        assertThat(client.describe(PsMode.AUTO))
                .isEqualTo("dbbench PostgreSQL wire protocol client (extended protocol, statements prepared once per connection)");
        assertThat(client.describe(PsMode.DISABLE))
                .isEqualTo("dbbench PostgreSQL wire protocol client (simple query protocol, values written into the statement text)");
    }

    @Test
    void md5AnswersWithTheSaltedHashAndTheSessionEndsWithTerminate() throws Exception {
        assertThat(StartUp.md5("dbbench", PASSWORD, new byte[] {1, 2, 3, 4})).isEqualTo("md5f0f90bc7b56b4c385b50c51f1a7533f7");
        try (ServerSocket listener = listen()) {
            Future<String> seen = server.submit(() -> {
                try (Socket s = listener.accept()) {
                    DataInputStream in = new DataInputStream(s.getInputStream());
                    DataOutputStream out = new DataOutputStream(s.getOutputStream());
                    Map<String, String> startup = startup(in);
                    out.write(auth(5, new byte[] {1, 2, 3, 4}));
                    String password = message(in, 'p');
                    out.write(auth(0, new byte[0]));
                    out.write(message('S', "server_version\0" + "15.0\0"));
                    out.write(message('K', "\0\0\u0010\u0092" + "abcd"));
                    out.write(message('Z', "I"));
                    return startup + " " + password + " " + (char) in.read();
                }
            });
            try (WireConnection c = client.open(spec(listener.getLocalPort()), PsMode.DISABLE, List.of())) {
                assertThat(c.channel().isBlocking()).isFalse();
                assertThat(((PostgresWireConnection) c).processId()).isEqualTo(4242);
            }
            assertThat(seen.get(10, TimeUnit.SECONDS)).isEqualTo("{application_name=dbbench, client_encoding=UTF8,"
                    + " database=sbtest, user=dbbench} md5f0f90bc7b56b4c385b50c51f1a7533f7\0 X");
        }
    }

    @Test
    void cleartextSendsThePasswordAsAString() throws Exception {
        try (ServerSocket listener = listen()) {
            Future<String> seen = server.submit(() -> {
                try (Socket s = listener.accept()) {
                    DataInputStream in = new DataInputStream(s.getInputStream());
                    startup(in);
                    s.getOutputStream().write(auth(3, new byte[0]));
                    String password = message(in, 'p');
                    s.getOutputStream().write(concat(auth(0, new byte[0]), message('Z', "I")));
                    return password;
                }
            });
            client.open(spec(listener.getLocalPort()), PsMode.DISABLE, List.of()).close();
            assertThat(seen.get(10, TimeUnit.SECONDS)).isEqualTo(PASSWORD + "\0");
        }
    }

    /** An SSLRequest first; on 'S' the start-up and everything after it run over TLS. */
    @Test
    void requireAsksForTlsAndStartsUpOverIt(@TempDir Path keys) throws Exception {
        TlsServer tls = TlsServer.create(keys);
        try (ServerSocket listener = listen()) {
            Future<String> seen = server.submit(() -> {
                try (Socket s = listener.accept()) {
                    DataInputStream plain = new DataInputStream(s.getInputStream());
                    int length = plain.readInt();
                    int code = plain.readInt();
                    s.getOutputStream().write('S');
                    Socket secure = tls.upgrade(s);
                    DataInputStream in = new DataInputStream(secure.getInputStream());
                    Map<String, String> startup = startup(in);
                    secure.getOutputStream().write(auth(3, new byte[0]));
                    String password = message(in, 'p');
                    secure.getOutputStream().write(concat(auth(0, new byte[0]), message('Z', "I")));
                    return length + " " + code + " " + startup.get("user") + " " + password + " " + (char) in.read();
                }
            });
            client.open(spec(listener.getLocalPort()).withSsl(SslMode.REQUIRE, Optional.empty()), PsMode.DISABLE, List.of())
                    .close();
            assertThat(seen.get(20, TimeUnit.SECONDS)).isEqualTo("8 80877103 dbbench " + PASSWORD + "\0 X");
        }
    }

    /** A server that declines TLS ('N') is refused under require and spoken to in clear text under prefer. */
    @ParameterizedTest
    @EnumSource(value = SslMode.class, names = {"PREFER", "REQUIRE", "VERIFY_FULL"})
    void aServerThatDeclinesTlsIsRefusedUnlessTheModeIsPrefer(SslMode mode) throws Exception {
        try (ServerSocket listener = listen()) {
            Future<String> seen = server.submit(() -> {
                try (Socket s = listener.accept()) {
                    DataInputStream in = new DataInputStream(s.getInputStream());
                    in.readFully(new byte[8]);
                    s.getOutputStream().write('N');
                    byte[] length = new byte[4];
                    if (in.read(length, 0, 1) < 0) {
                        return "left";
                    }
                    in.readFully(length, 1, 3);
                    in.readFully(new byte[java.nio.ByteBuffer.wrap(length).getInt() - 4]);
                    s.getOutputStream().write(concat(auth(0, new byte[0]), message('Z', "I")));
                    return "started in clear text";
                }
            });
            ConnectionSpec spec = spec(listener.getLocalPort()).withSsl(mode, Optional.empty());
            if (mode == SslMode.PREFER) {
                client.open(spec, PsMode.DISABLE, List.of()).close();
                assertThat(seen.get(10, TimeUnit.SECONDS)).isEqualTo("started in clear text");
            } else {
                SQLException e = catchThrowableOfType(SQLException.class, () -> client.open(spec, PsMode.DISABLE, List.of()));
                assertThat(e.getSQLState()).isEqualTo("08001");
                assertThat(e.getMessage()).contains("does not offer TLS, but --ssl-mode is " + mode.cliName());
                assertThat(seen.get(10, TimeUnit.SECONDS)).isEqualTo("left");
            }
        }
    }

    @Test
    void aRefusedLoginIsTheServersErrorWithItsSqlState() throws Exception {
        SQLException e = againstServer(message('E', "SFATAL\0VFATAL\0C28P01\0Mpassword authentication failed for user \"dbbench\"\0\0"));
        assertThat(e.getSQLState()).isEqualTo("28P01");
        assertThat(e.getMessage()).isEqualTo("password authentication failed for user \"dbbench\"").doesNotContain(PASSWORD);
    }

    @Test
    void aServerOfAnotherProtocolIsNamedAsSuch() throws Exception {
        // The start of a MySQL greeting: a 3-byte length, sequence 0, protocol 10, "8.0.36".
        SQLException e = againstServer(new byte[] {0x4a, 0, 0, 0, 0x0a, '8', '.', '0', '.', '3', '6', 0, 1, 2, 3});
        assertThat(e.getSQLState()).isEqualTo("08P01");
        assertThat((Throwable) e).hasMessageContaining("is it a PostgreSQL server?");
    }

    @Test
    void aClosedPortIsAConnectionError() throws IOException {
        int port;
        try (ServerSocket listener = listen()) {
            port = listener.getLocalPort();
        }
        SQLException e = catchThrowableOfType(SQLException.class, () -> client.open(spec(port), PsMode.AUTO, List.of()));
        assertThat(e.getSQLState()).isEqualTo("08001");
        assertThat((Throwable) e).hasMessageContaining("127.0.0.1:" + port);
    }

    /** Opens against a server that reads the start-up message and answers with {@code reply}. */
    private SQLException againstServer(byte[] reply) throws Exception {
        try (ServerSocket listener = listen()) {
            server.submit(() -> {
                try (Socket s = listener.accept()) {
                    startup(new DataInputStream(s.getInputStream()));
                    s.getOutputStream().write(reply);
                    s.getInputStream().read();
                }
                return null;
            });
            return catchThrowableOfType(SQLException.class,
                    () -> client.open(spec(listener.getLocalPort()), PsMode.AUTO, List.of()));
        }
    }

    private static ConnectionSpec spec(int port) {
        return ConnectionSpec.of("127.0.0.1", port, "dbbench", Secret.of(PASSWORD), "sbtest")
                .withSsl(SslMode.DISABLE, Optional.empty());
    }

    private static ServerSocket listen() throws IOException {
        return new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
    }

    private static Map<String, String> startup(DataInputStream in) throws IOException {
        byte[] body = new byte[in.readInt() - 4];
        in.readFully(body);
        assertThat(body).startsWith(0, 3, 0, 0);
        String[] parts = new String(body, 4, body.length - 4, StandardCharsets.UTF_8).split("\0");
        Map<String, String> pairs = new HashMap<>();
        for (int i = 0; i + 1 < parts.length; i += 2) {
            pairs.put(parts[i], parts[i + 1]);
        }
        return new java.util.TreeMap<>(pairs);
    }

    private static String message(DataInputStream in, char type) throws IOException {
        assertThat((char) in.readByte()).isEqualTo(type);
        byte[] body = new byte[in.readInt() - 4];
        in.readFully(body);
        return new String(body, StandardCharsets.UTF_8);
    }

    private static byte[] auth(int method, byte[] data) {
        return java.nio.ByteBuffer.allocate(9 + data.length).put((byte) 'R').putInt(8 + data.length).putInt(method).put(data).array();
    }

    private static byte[] message(char type, String body) {
        byte[] b = body.getBytes(StandardCharsets.ISO_8859_1);
        return java.nio.ByteBuffer.allocate(5 + b.length).put((byte) type).putInt(4 + b.length).put(b).array();
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] out = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }
}
