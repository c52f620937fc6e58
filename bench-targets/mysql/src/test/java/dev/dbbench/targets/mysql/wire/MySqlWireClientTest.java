package dev.dbbench.targets.mysql.wire;

import static dev.dbbench.targets.mysql.wire.AnswerReaderTest.concat;
import static dev.dbbench.targets.mysql.wire.AnswerReaderTest.err;
import static dev.dbbench.targets.mysql.wire.AnswerReaderTest.ok;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.script.ScriptParams;
import dev.dbbench.spi.script.ScriptStatement.Kind;
import dev.dbbench.spi.script.ScriptStatement;
import dev.dbbench.spi.target.ConnectionSpec;
import dev.dbbench.spi.target.Secret;
import dev.dbbench.spi.target.SslMode;
import dev.dbbench.testing.TlsServer;
import dev.dbbench.wire.WireConnection;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import javax.crypto.Cipher;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Options, and the login and its failures against a scripted server, for what the test server is not set up for. */
class MySqlWireClientTest {
    private static final String PASSWORD = "pencil";
    private static final byte[] SEED = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20};
    /** {@code SHA1(pw) XOR SHA1(seed + SHA1(SHA1(pw)))} for "pencil" and SEED, computed with Python's hashlib. */
    private static final String NATIVE_PROOF = "cf61fc4b84338d2884baac2131c29caedc133246";
    private static final String SHA2_PROOF = "804b188f4565dae5617113370e156183c91cfef6dd4714585f8d465f2150b271";
    private static final int SERVER_CAPABILITIES = 0xF7FF | 0x81BF << 16;
    private static final int AUTOCOMMIT = 0x2;

    private final MySqlWireClient client = new MySqlWireClient();
    private final ExecutorService server = Executors.newSingleThreadExecutor();

    @AfterEach
    void stopServer() {
        server.shutdownNow();
    }

    @Test
    void describesEachProtocol() {
        assertThat(client.describe(PsMode.AUTO))
                .isEqualTo("dbbench MySQL wire protocol client (binary protocol, statements prepared once per connection,"
                        + " column definitions cached where MariaDB offers it)");
        assertThat(client.describe(PsMode.DISABLE))
                .isEqualTo("dbbench MySQL wire protocol client (text protocol, values written into the statement text)");
    }

    /** The HandshakeResponse41 field by field; DEPRECATE_EOF only when the server offers it; COM_QUIT at close. */
    @ParameterizedTest(name = "server offers DEPRECATE_EOF: {0}")
    @ValueSource(booleans = {true, false})
    void nativeLoginSendsTheResponseAndTheSessionEndsWithComQuit(boolean offered) throws Exception {
        int capabilities = offered ? SERVER_CAPABILITIES : SERVER_CAPABILITIES & ~Packets.CLIENT_DEPRECATE_EOF;
        try (ServerSocket listener = listen()) {
            Future<List<Object>> seen = server.submit(() -> {
                try (Socket s = listener.accept()) {
                    Peer peer = new Peer(s);
                    peer.send(0, greeting(Scramble.NATIVE, capabilities));
                    ByteBuffer response = peer.read();
                    peer.send(peer.sequence + 1, ok(0, AUTOCOMMIT));
                    ByteBuffer quit = peer.read();
                    return List.of(response, peer.sequence, quit);
                }
            });
            try (WireConnection c = client.open(spec(listener.getLocalPort()), PsMode.DISABLE, List.of())) {
                assertThat(c.channel().isBlocking()).isFalse();
                assertThat(((MySqlWireConnection) c).connectionId()).isEqualTo(4242);
            }
            List<Object> got = seen.get(10, TimeUnit.SECONDS);
            ByteBuffer r = (ByteBuffer) got.get(0);
            int flags = r.getInt(0);
            assertThat(flags & Packets.CLIENT_SSL).as("no TLS").isZero();
            int wanted = Packets.CLIENT_LONG_PASSWORD | Packets.CLIENT_PROTOCOL_41 | Packets.CLIENT_SECURE_CONNECTION
                    | Packets.CLIENT_PLUGIN_AUTH | Packets.CLIENT_CONNECT_WITH_DB | Packets.CLIENT_TRANSACTIONS
                    | Packets.CLIENT_MULTI_RESULTS;
            assertThat(flags & wanted).isEqualTo(wanted);
            assertThat((flags & Packets.CLIENT_DEPRECATE_EOF) != 0).isEqualTo(offered);
            assertThat(r.get(8)).as("utf8mb4").isEqualTo((byte) 45);
            assertThat(r.array()).containsSequence(concat(new byte[23], "dbbench\0".getBytes(StandardCharsets.UTF_8),
                    new byte[] {20}, HexFormat.of().parseHex(NATIVE_PROOF), "sbtest\0mysql_native_password\0".getBytes(StandardCharsets.UTF_8)));
            assertThat(r.position(9 + 23 + 8 + 1 + 20 + 7 + 22).remaining()).as("nothing after the plugin name").isZero();
            ByteBuffer quit = (ByteBuffer) got.get(2);
            assertThat(quit.array()).containsExactly(Packets.COM_QUIT);
            assertThat(got.get(1)).as("the sequence of COM_QUIT").isEqualTo(0);
        }
    }

    /**
     * MariaDB leaves out CLIENT_LONG_PASSWORD and puts its own capabilities in the greeting's last filler bytes;
     * the client asks for the metadata cache there, as Connector/C does, and never of a MySQL server.
     */
    @ParameterizedTest(name = "MariaDB greeting: {0}")
    @ValueSource(booleans = {true, false})
    void asksMariaDbAloneForItsMetadataCache(boolean mariadb) throws Exception {
        int capabilities = mariadb ? SERVER_CAPABILITIES & ~Packets.CLIENT_LONG_PASSWORD : SERVER_CAPABILITIES;
        try (ServerSocket listener = listen()) {
            Future<ByteBuffer> seen = server.submit(() -> {
                try (Socket s = listener.accept()) {
                    Peer peer = new Peer(s);
                    peer.send(0, greeting(Scramble.NATIVE, capabilities, 0x1D));
                    ByteBuffer response = peer.read();
                    peer.send(peer.sequence + 1, ok(0, AUTOCOMMIT));
                    peer.read();
                    return response;
                }
            });
            try (WireConnection c = client.open(spec(listener.getLocalPort()), PsMode.DISABLE, List.of())) {
                assertThat(c.channel().isOpen()).isTrue();
            }
            ByteBuffer r = seen.get(10, TimeUnit.SECONDS);
            assertThat(r.getInt(0) & Packets.CLIENT_LONG_PASSWORD).as("CLIENT_MYSQL").isEqualTo(mariadb ? 0 : 1);
            assertThat(r.getInt(9 + 19)).isEqualTo(mariadb ? Packets.MARIADB_CLIENT_CACHE_METADATA : 0);
        }
    }

    @Test
    void cachingSha2LogsInByItsFastPath() throws Exception {
        try (ServerSocket listener = listen()) {
            Future<String> seen = server.submit(() -> {
                try (Socket s = listener.accept()) {
                    Peer peer = new Peer(s);
                    peer.send(0, greeting(Scramble.CACHING_SHA2, SERVER_CAPABILITIES));
                    ByteBuffer response = peer.read();
                    peer.send(2, new byte[] {1, 3});
                    peer.send(3, ok(0, AUTOCOMMIT));
                    return new String(response.array(), StandardCharsets.ISO_8859_1);
                }
            });
            client.open(spec(listener.getLocalPort()), PsMode.DISABLE, List.of()).close();
            assertThat(seen.get(10, TimeUnit.SECONDS)).contains(new String(concat(new byte[] {32}, HexFormat.of().parseHex(SHA2_PROOF)),
                    StandardCharsets.ISO_8859_1)).endsWith("caching_sha2_password\0");
        }
    }

    /**
     * Under TLS: the SSL request (the response's first 32 bytes, sequence 1) in clear text, the rest encrypted, and
     * caching_sha2's full path sends the password as it is, which TLS protects, without asking for the server's key.
     */
    @Test
    void requireSendsAnSslRequestThenLogsInOverTls(@TempDir Path keys) throws Exception {
        TlsServer tls = TlsServer.create(keys);
        try (ServerSocket listener = listen()) {
            Future<List<Object>> seen = server.submit(() -> {
                try (Socket s = listener.accept()) {
                    Peer plain = new Peer(s);
                    plain.send(0, greeting(Scramble.CACHING_SHA2, SERVER_CAPABILITIES | Packets.CLIENT_SSL));
                    ByteBuffer request = plain.read();
                    int requestSequence = plain.sequence;
                    Peer peer = new Peer(tls.upgrade(s));
                    ByteBuffer response = peer.read();
                    peer.send(3, new byte[] {1, 4});
                    ByteBuffer password = peer.read();
                    peer.send(5, ok(0, AUTOCOMMIT));
                    peer.read();
                    return List.of(request, requestSequence, response, new String(password.array(), StandardCharsets.UTF_8));
                }
            });
            ConnectionSpec spec = spec(listener.getLocalPort()).withSsl(SslMode.REQUIRE, Optional.empty());
            client.open(spec, PsMode.DISABLE, List.of()).close();
            List<Object> got = seen.get(20, TimeUnit.SECONDS);
            ByteBuffer request = (ByteBuffer) got.get(0);
            ByteBuffer response = (ByteBuffer) got.get(2);
            assertThat(request.limit()).isEqualTo(32);
            assertThat(request.getInt(0) & Packets.CLIENT_SSL).isNotZero();
            assertThat(got.get(1)).isEqualTo(1);
            assertThat(response.array()).startsWith(request.array());
            assertThat(got.get(3)).isEqualTo(PASSWORD + "\0");
        }
    }

    @ParameterizedTest
    @EnumSource(value = SslMode.class, names = {"REQUIRE", "VERIFY_CA", "VERIFY_FULL"})
    void aServerWithoutTlsIsRefusedUnderTheModesThatRequireIt(SslMode mode) throws Exception {
        try (ServerSocket listener = listen()) {
            server.submit(() -> {
                try (Socket s = listener.accept()) {
                    new Peer(s).send(0, greeting(Scramble.NATIVE, SERVER_CAPABILITIES));
                    s.getInputStream().read();
                }
                return null;
            });
            SQLException e = catchThrowableOfType(SQLException.class, () -> client.open(
                    spec(listener.getLocalPort()).withSsl(mode, Optional.empty()), PsMode.DISABLE, List.of()));
            assertThat(e.getSQLState()).isEqualTo("08001");
            assertThat(e.getMessage()).isEqualTo("the server at 127.0.0.1:" + listener.getLocalPort() + " does not offer TLS,"
                    + " but --ssl-mode is " + mode.cliName() + "; give --ssl-mode prefer or disable, or enable TLS on the server");
        }
    }

    /** Under prefer a server without TLS is spoken to in clear text; a MariaDB-style client never asks for TLS. */
    @ParameterizedTest(name = "prefer encrypts: {0}")
    @ValueSource(booleans = {true, false})
    void preferGoesOnInClearTextWhenTheServerHasNoTlsOrTheTargetSaysSo(boolean preferEncrypts) throws Exception {
        int offered = preferEncrypts ? SERVER_CAPABILITIES : SERVER_CAPABILITIES | Packets.CLIENT_SSL;
        try (ServerSocket listener = listen()) {
            Future<Integer> seen = server.submit(() -> {
                try (Socket s = listener.accept()) {
                    Peer peer = new Peer(s);
                    peer.send(0, greeting(Scramble.NATIVE, offered));
                    int flags = peer.read().getInt(0);
                    peer.send(2, ok(0, AUTOCOMMIT));
                    peer.read();
                    return flags;
                }
            });
            ConnectionSpec spec = spec(listener.getLocalPort()).withSsl(SslMode.PREFER, Optional.empty());
            new MySqlWireClient(preferEncrypts, true).open(spec, PsMode.DISABLE, List.of()).close();
            assertThat(seen.get(10, TimeUnit.SECONDS) & Packets.CLIENT_SSL).isZero();
        }
    }

    /** Without TLS the full path asks for the server's key and sends the password encrypted with it, never in clear. */
    @Test
    void cachingSha2FullAuthenticationSendsThePasswordEncryptedWithTheServersKey() throws Exception {
        KeyPair pair = KeyPairGenerator.getInstance("RSA").generateKeyPair();
        try (ServerSocket listener = listen()) {
            Future<String> seen = server.submit(() -> {
                try (Socket s = listener.accept()) {
                    Peer peer = new Peer(s);
                    peer.send(0, greeting(Scramble.CACHING_SHA2, SERVER_CAPABILITIES));
                    peer.read();
                    peer.send(2, new byte[] {1, 4});
                    ByteBuffer request = peer.read();
                    assertThat(request.array()).containsExactly(2);
                    assertThat(peer.sequence).isEqualTo(3);
                    peer.send(4, concat(new byte[] {1}, ScrambleTest.pem(pair).getBytes(StandardCharsets.US_ASCII)));
                    ByteBuffer encrypted = peer.read();
                    assertThat(new String(encrypted.array(), StandardCharsets.ISO_8859_1)).doesNotContain(PASSWORD);
                    Cipher cipher = Cipher.getInstance("RSA/ECB/OAEPWithSHA-1AndMGF1Padding");
                    cipher.init(Cipher.DECRYPT_MODE, pair.getPrivate());
                    byte[] clear = cipher.doFinal(encrypted.array());
                    for (int i = 0; i < clear.length; i++) {
                        clear[i] ^= SEED[i % SEED.length];
                    }
                    peer.send(6, ok(0, AUTOCOMMIT));
                    return new String(clear, StandardCharsets.UTF_8);
                }
            });
            client.open(spec(listener.getLocalPort()), PsMode.DISABLE, List.of()).close();
            assertThat(seen.get(10, TimeUnit.SECONDS)).isEqualTo(PASSWORD + "\0");
        }
    }

    @Test
    void anAuthSwitchIsAnsweredWithTheOtherPluginOverTheNewSeed() throws Exception {
        byte[] newSeed = "abcdefghijklmnopqrst".getBytes(StandardCharsets.US_ASCII);
        try (ServerSocket listener = listen()) {
            Future<byte[]> seen = server.submit(() -> {
                try (Socket s = listener.accept()) {
                    Peer peer = new Peer(s);
                    peer.send(0, greeting(Scramble.NATIVE, SERVER_CAPABILITIES));
                    peer.read();
                    peer.send(2, concat(new byte[] {(byte) 0xFE}, "caching_sha2_password\0".getBytes(StandardCharsets.US_ASCII),
                            newSeed, new byte[1]));
                    ByteBuffer proof = peer.read();
                    peer.send(4, new byte[] {1, 3});
                    peer.send(5, ok(0, AUTOCOMMIT));
                    return proof.array();
                }
            });
            client.open(spec(listener.getLocalPort()), PsMode.DISABLE, List.of()).close();
            assertThat(seen.get(10, TimeUnit.SECONDS)).isEqualTo(Scramble.cachingSha2(PASSWORD.getBytes(StandardCharsets.UTF_8), newSeed));
        }
    }

    @Test
    void aPluginItDoesNotSpeakIsRefusedNamingIt() throws Exception {
        SQLException e = againstServer(concat(new byte[] {(byte) 0xFE}, "client_ed25519\0".getBytes(StandardCharsets.US_ASCII),
                new byte[32]));
        assertThat(e.getSQLState()).isEqualTo("28000");
        assertThat(e.getMessage()).contains("client_ed25519").contains("--client jdbc").contains("mysql_native_password")
                .doesNotContain(PASSWORD);
    }

    @Test
    void aRefusedLoginIsTheServersErrorWithItsSqlStateAndCode() throws Exception {
        SQLException e = againstServer(err(1045, "28000", "Access denied for user 'dbbench'@'localhost' (using password: YES)"));
        assertThat(e.getSQLState()).isEqualTo("28000");
        assertThat(e.getErrorCode()).isEqualTo(1045);
        assertThat(e.getMessage()).isEqualTo("Access denied for user 'dbbench'@'localhost' (using password: YES)");
    }

    @Test
    void aGreetingThatIsAnErrorIsTheServersError() throws Exception {
        try (ServerSocket listener = listen()) {
            server.submit(() -> {
                try (Socket s = listener.accept()) {
                    new Peer(s).send(0, concat(new byte[] {(byte) 0xFF, 0x10, 0x04}, "Too many connections".getBytes(StandardCharsets.UTF_8)));
                    s.getInputStream().read();
                }
                return null;
            });
            SQLException e = catchThrowableOfType(SQLException.class,
                    () -> client.open(spec(listener.getLocalPort()), PsMode.AUTO, List.of()));
            assertThat(e.getErrorCode()).isEqualTo(1040);
            assertThat(e.getMessage()).isEqualTo("Too many connections");
        }
    }

    @Test
    void aServerOfAnotherProtocolIsNamedAsSuch() throws Exception {
        try (ServerSocket listener = listen()) {
            server.submit(() -> {
                try (Socket s = listener.accept()) {
                    s.getOutputStream().write("HTTP/1.1 400 Bad Request\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
                    s.getInputStream().read();
                }
                return null;
            });
            SQLException e = catchThrowableOfType(SQLException.class,
                    () -> client.open(spec(listener.getLocalPort()), PsMode.AUTO, List.of()));
            assertThat(e.getSQLState()).isEqualTo("08S01");
            assertThat((Throwable) e).hasMessageContaining("is it a MySQL server?");
        }
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

    @Test
    void aServerThatNeverGreetsFailsWithinTheConnectTimeout() throws Exception {
        try (ServerSocket listener = listen()) {
            server.submit(() -> {
                try (Socket s = listener.accept()) {
                    s.getInputStream().read();
                }
                return null;
            });
            ConnectionSpec spec = spec(listener.getLocalPort()).withTimeouts(Duration.ofMillis(300), Duration.ofSeconds(30));
            SQLException e = catchThrowableOfType(SQLException.class, () -> client.open(spec, PsMode.AUTO, List.of()));
            assertThat(e.getSQLState()).isEqualTo("08001");
            assertThat((Throwable) e).hasMessageContaining("127.0.0.1:" + listener.getLocalPort())
                    .hasMessageContaining("--connect-timeout");
        }
    }

    /**
     * Under auto the queries and DML are prepared in one write and BEGIN is not; a server that counts the
     * parameters otherwise than dbbench refuses the open.
     */
    @Test
    void preparesAllButBeginInOneGoAndChecksTheParameterCount() throws Exception {
        List<ScriptStatement> statements = List.of(new ScriptStatement("SELECT c FROM t WHERE id = ?", Kind.QUERY),
                new ScriptStatement("BEGIN", Kind.OTHER),
                new ScriptStatement("UPDATE `t?` SET k = 1 WHERE id = ?", Kind.UPDATE, 1, 0));
        try (ServerSocket listener = listen()) {
            Future<List<String>> seen = server.submit(() -> {
                try (Socket s = listener.accept()) {
                    Peer peer = login(s);
                    List<String> prepared = new ArrayList<>();
                    for (int i = 0; i < 2; i++) {
                        ByteBuffer p = peer.read();
                        assertThat(p.get(0)).isEqualTo(Packets.COM_STMT_PREPARE);
                        prepared.add(new String(p.array(), 1, p.limit() - 1, StandardCharsets.UTF_8));
                    }
                    // The first: one parameter, one column, each definition followed by an EOF.
                    peer.send(1, prepareOk(7, 1, 1));
                    peer.send(2, AnswerReaderTest.columnDefinition("?"));
                    peer.send(3, AnswerReaderTest.eof(AUTOCOMMIT));
                    peer.send(4, AnswerReaderTest.columnDefinition("c"));
                    peer.send(5, AnswerReaderTest.eof(AUTOCOMMIT));
                    // The second: the server sees no placeholder where dbbench sees one.
                    peer.send(1, prepareOk(8, 0, 0));
                    s.getInputStream().read();
                    return prepared;
                }
            });
            int port = listener.getLocalPort();
            ConnectionSpec spec = spec(port);
            SQLException e = catchThrowableOfType(SQLException.class,
                    () -> new MySqlWireClient(true, false).open(spec, PsMode.AUTO, statements));
            assertThat(e.getSQLState()).isEqualTo("07001");
            assertThat((Throwable) e).hasMessageContaining("statement 2 (UPDATE `t?` SET k = 1 WHERE id = ?)");
            assertThat(seen.get(10, TimeUnit.SECONDS)).containsExactly("SELECT c FROM t WHERE id = ?",
                    "UPDATE `t?` SET k = 1 WHERE id = ?");
        }
    }

    /** A statement whose placeholders a comment or quoted name hides is refused before anything is prepared. */
    @Test
    void aStatementTakingOtherValuesThanItsPlaceholdersIsRefusedBeforeItIsPrepared() throws Exception {
        List<ScriptStatement> statements = List.of(
                new ScriptStatement("INSERT INTO q (n) /* ? */ VALUES (?) # ?", Kind.UPDATE, 3, 0));
        for (PsMode mode : PsMode.values()) {
            try (ServerSocket listener = listen()) {
                Future<Integer> after = server.submit(() -> {
                    try (Socket s = listener.accept()) {
                        login(s);
                        return s.getInputStream().read();
                    }
                });
                ConnectionSpec spec = spec(listener.getLocalPort());
                SQLException e = catchThrowableOfType(SQLException.class,
                        () -> new MySqlWireClient(true, false).open(spec, mode, statements));
                assertThat(e.getSQLState()).isEqualTo("07001");
                assertThat((Throwable) e).hasMessageContaining("statement 0").hasMessageContaining("has 1 placeholders")
                        .hasMessageContaining("takes 3 values");
                assertThat(after.get(10, TimeUnit.SECONDS)).as("no COM_STMT_PREPARE (0x16) after the login").isNotEqualTo(0x16);
            }
        }
    }

    /** A shutdown: the server says why and closes; the lost connection carries the server's error. */
    @Test
    void anErrorThatEndsTheSessionIsALostConnectionWithTheServersError() throws Exception {
        List<ScriptStatement> statements = List.of(new ScriptStatement("SELECT ?", Kind.QUERY));
        try (ServerSocket listener = listen()) {
            server.submit(() -> {
                try (Socket s = listener.accept()) {
                    Peer peer = login(s);
                    peer.read();
                    peer.send(1, err(1053, "08S01", "Server shutdown in progress"));
                }
                return null;
            });
            try (WireConnection c = client.open(spec(listener.getLocalPort()), PsMode.DISABLE, statements)) {
                c.channel().configureBlocking(true);
                ScriptParams params = new ScriptParams(1);
                assertThat(c.send(0, params)).isTrue();
                assertThatThrownBy(() -> {
                    while (!c.receive()) {
                        Thread.onSpinWait();
                    }
                }).isInstanceOf(IOException.class).hasMessageContaining("Server shutdown in progress")
                        .cause().isInstanceOf(SQLException.class).extracting(x -> ((SQLException) x).getErrorCode()).isEqualTo(1053);
            }
        }
    }

    /** Opens against a server that greets, reads the login and answers with {@code reply}. */
    private SQLException againstServer(byte[] reply) throws Exception {
        try (ServerSocket listener = listen()) {
            server.submit(() -> {
                try (Socket s = listener.accept()) {
                    Peer peer = new Peer(s);
                    peer.send(0, greeting(Scramble.NATIVE, SERVER_CAPABILITIES));
                    peer.read();
                    peer.send(2, reply);
                    s.getInputStream().read();
                }
                return null;
            });
            return catchThrowableOfType(SQLException.class,
                    () -> client.open(spec(listener.getLocalPort()), PsMode.AUTO, List.of()));
        }
    }

    private static Peer login(Socket s) throws IOException {
        Peer peer = new Peer(s);
        peer.send(0, greeting(Scramble.NATIVE, SERVER_CAPABILITIES));
        peer.read();
        peer.send(2, ok(0, AUTOCOMMIT));
        return peer;
    }

    /** The scripted server's end: packets with their sequence ids. */
    private static final class Peer {
        private final DataInputStream in;
        private final OutputStream out;
        int sequence;

        Peer(Socket s) throws IOException {
            this.in = new DataInputStream(s.getInputStream());
            this.out = s.getOutputStream();
        }

        ByteBuffer read() throws IOException {
            byte[] header = new byte[4];
            in.readFully(header);
            int length = (header[0] & 0xFF) | (header[1] & 0xFF) << 8 | (header[2] & 0xFF) << 16;
            sequence = header[3] & 0xFF;
            byte[] payload = new byte[length];
            in.readFully(payload);
            return ByteBuffer.wrap(payload).order(ByteOrder.LITTLE_ENDIAN);
        }

        void send(int seq, byte[] payload) throws IOException {
            out.write(new byte[] {(byte) payload.length, (byte) (payload.length >>> 8), (byte) (payload.length >>> 16), (byte) seq});
            out.write(payload);
            out.flush();
        }
    }

    /** A handshake v10 as MySQL 8 sends it: version, connection id 4242, the seed in two parts, capabilities, plugin. */
    private static byte[] greeting(String plugin, int capabilities) {
        return greeting(plugin, capabilities, 0);
    }

    /** @param extended MariaDB's capabilities, in the last 4 of the 10 filler bytes */
    private static byte[] greeting(String plugin, int capabilities, int extended) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(10);
        out.writeBytes("8.0.36-scripted\0".getBytes(StandardCharsets.US_ASCII));
        out.writeBytes(new byte[] {(byte) 0x92, 0x10, 0, 0});
        out.write(SEED, 0, 8);
        out.write(0);
        out.writeBytes(new byte[] {(byte) capabilities, (byte) (capabilities >>> 8)});
        out.write(255);
        out.writeBytes(new byte[] {AUTOCOMMIT, 0});
        out.writeBytes(new byte[] {(byte) (capabilities >>> 16), (byte) (capabilities >>> 24)});
        out.write(21);
        out.writeBytes(new byte[6]);
        out.writeBytes(ByteBuffer.allocate(4).order(ByteOrder.LITTLE_ENDIAN).putInt(extended).array());
        out.write(SEED, 8, 12);
        out.write(0);
        out.writeBytes((plugin + "\0").getBytes(StandardCharsets.US_ASCII));
        return out.toByteArray();
    }

    private static byte[] prepareOk(int id, int columns, int parameters) {
        return ByteBuffer.allocate(12).order(ByteOrder.LITTLE_ENDIAN).put((byte) 0).putInt(id).putShort((short) columns)
                .putShort((short) parameters).put((byte) 0).putShort((short) 0).array();
    }

    private static ConnectionSpec spec(int port) {
        return ConnectionSpec.of("127.0.0.1", port, "dbbench", Secret.of(PASSWORD), "sbtest")
                .withSsl(SslMode.DISABLE, Optional.empty());
    }

    private static ServerSocket listen() throws IOException {
        return new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
    }
}
