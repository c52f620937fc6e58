package dev.dbbench.targets.mysql.wire;

import dev.dbbench.spi.target.ConnectionSpec;
import dev.dbbench.wire.TlsPolicy;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.sql.SQLException;
import java.util.Arrays;

/**
 * The login: the server's greeting (handshake v10), the client's HandshakeResponse41, then authentication by
 * mysql_native_password or caching_sha2_password, switching between them when the server asks, up to the OK
 * packet. With TLS asked for and offered, an SSL request comes first and the rest runs over TLS. The password
 * never appears in a message; server errors are passed on with their SQLSTATE and error number (28000 and 1045
 * for a wrong password). Stateless.
 */
final class Handshake {
    /** utf8mb4_general_ci: known to MySQL 5.5.3 and later and to every MariaDB, unlike MySQL 8's default 255. */
    static final int UTF8MB4 = 45;
    private static final int PROTOCOL_VERSION = 10;
    private static final int MAX_PACKET = 1 << 24;
    private static final int WANTED = Packets.CLIENT_LONG_PASSWORD | Packets.CLIENT_PROTOCOL_41
            | Packets.CLIENT_SECURE_CONNECTION | Packets.CLIENT_TRANSACTIONS | Packets.CLIENT_MULTI_RESULTS
            | Packets.CLIENT_PS_MULTI_RESULTS | Packets.CLIENT_PLUGIN_AUTH;
    private static final int REQUIRED = Packets.CLIENT_PROTOCOL_41 | Packets.CLIENT_SECURE_CONNECTION;
    private static final int AUTH_SWITCH = 0xFE;
    private static final int AUTH_MORE_DATA = 0x01;
    private static final byte FAST_AUTH_OK = 3;
    private static final byte FULL_AUTH = 4;
    private static final byte REQUEST_PUBLIC_KEY = 2;

    /**
     * What the login agreed on.
     *
     * @param connectionId the server's id of the session, as {@code CONNECTION_ID()} reports it
     * @param deprecateEof  whether result sets end with an OK packet instead of EOF packets
     * @param cacheMetadata whether a result set says if its column definitions follow (MariaDB's metadata cache)
     * @param status        the server status of the final OK packet
     */
    record Session(long connectionId, boolean deprecateEof, boolean cacheMetadata, int status) {
    }

    private Handshake() {
    }

    /**
     * Logs in as {@code spec}'s user to its database.
     *
     * @param tls               whether to ask for TLS, and how to check the server's certificate
     * @param offerDeprecateEof whether to ask for CLIENT_DEPRECATE_EOF when the server offers it
     */
    static Session run(BlockingWire wire, ConnectionSpec spec, TlsPolicy tls, boolean offerDeprecateEof)
            throws IOException, SQLException {
        ByteBuffer greeting = wire.next();
        int version = greeting.get(0) & 0xFF;
        if (version == ServerError.ERR) {
            throw refused(spec, greeting);
        }
        if (version != PROTOCOL_VERSION) {
            throw wire.notMySql("a greeting of protocol version " + version);
        }
        int i = cStringEnd(greeting, 1) + 1;
        long connectionId = greeting.getInt(i) & 0xFFFF_FFFFL;
        i += 4;
        byte[] seed = new byte[Scramble.SEED_LENGTH];
        greeting.get(i, seed, 0, 8);
        i += 8 + 1;
        int capabilities = greeting.getShort(i) & 0xFFFF;
        i += 2;
        String plugin = Scramble.NATIVE;
        int extended = 0;
        if (i + 16 <= greeting.limit()) {
            capabilities |= (greeting.getShort(i + 3) & 0xFFFF) << 16;
            if ((capabilities & Packets.CLIENT_LONG_PASSWORD) == 0) {
                extended = greeting.getInt(i + 12);
            }
            int seedLength = greeting.get(i + 5) & 0xFF;
            i += 16;
            if ((capabilities & Packets.CLIENT_SECURE_CONNECTION) != 0) {
                int part2 = Math.max(13, seedLength - 8);
                greeting.get(i, seed, 8, Math.min(Scramble.SEED_LENGTH - 8, Math.min(part2, greeting.limit() - i)));
                i += part2;
            }
            if ((capabilities & Packets.CLIENT_PLUGIN_AUTH) != 0 && i < greeting.limit()
                    && Scramble.CACHING_SHA2.equals(cString(greeting, i))) {
                plugin = Scramble.CACHING_SHA2;
            }
        }
        if ((capabilities & REQUIRED) != REQUIRED) {
            throw new SQLException("the server at " + wire.peer() + " speaks a protocol older than MySQL 4.1's, which"
                    + " --client wire does not; give --client jdbc", "08001");
        }
        int wanted = WANTED | (offerDeprecateEof ? Packets.CLIENT_DEPRECATE_EOF : 0)
                | (spec.database() == null || spec.database().isEmpty() ? 0 : Packets.CLIENT_CONNECT_WITH_DB);
        int agreed = wanted & capabilities;
        // What MariaDB Connector/C (sysbench's client library) asks for too: no column definitions per execution.
        int agreedExtended = extended & Packets.MARIADB_CLIENT_CACHE_METADATA;
        if (tls.asks()) {
            if ((capabilities & Packets.CLIENT_SSL) != 0) {
                agreed |= Packets.CLIENT_SSL;
                wire.reply(sslRequest(agreed, agreedExtended));
                wire.transport().startTls(tls);
            } else if (tls.requires()) {
                throw new SQLException(tls.notOffered(wire.peer()), "08001");
            }
        }
        byte[] password = spec.password().reveal().getBytes(StandardCharsets.UTF_8);
        try {
            wire.reply(response(agreed, agreedExtended, spec, plugin, proof(plugin, password, seed)));
            int status = authenticate(wire, spec, plugin, password, seed);
            return new Session(connectionId, (agreed & Packets.CLIENT_DEPRECATE_EOF) != 0, agreedExtended != 0, status);
        } finally {
            Arrays.fill(password, (byte) 0);
        }
    }

    /** The SSL request: the first 32 bytes of a HandshakeResponse41, after which the client starts TLS. */
    static byte[] sslRequest(int capabilities, int extended) {
        return Packets.allocate(32).putInt(capabilities).putInt(MAX_PACKET).put((byte) UTF8MB4).put(new byte[19])
                .putInt(extended).array();
    }

    /** HandshakeResponse41: capabilities, packet size, charset, MariaDB's extended capabilities, user, proof, database, plugin. */
    static byte[] response(int capabilities, int extended, ConnectionSpec spec, String plugin, byte[] proof) {
        byte[] user = utf8(spec.user() == null ? "" : spec.user());
        byte[] database = (capabilities & Packets.CLIENT_CONNECT_WITH_DB) != 0 ? utf8(spec.database()) : null;
        byte[] pluginName = (capabilities & Packets.CLIENT_PLUGIN_AUTH) != 0 ? utf8(plugin) : null;
        ByteBuffer out = Packets.allocate(4 + 4 + 1 + 23 + user.length + 1 + 1 + proof.length
                + (database == null ? 0 : database.length + 1) + (pluginName == null ? 0 : pluginName.length + 1));
        out.putInt(capabilities).putInt(MAX_PACKET).put((byte) UTF8MB4).put(new byte[19]).putInt(extended);
        out.put(user).put((byte) 0);
        out.put((byte) proof.length).put(proof);
        if (database != null) {
            out.put(database).put((byte) 0);
        }
        if (pluginName != null) {
            out.put(pluginName).put((byte) 0);
        }
        return out.array();
    }

    /** Answers the server until it accepts the login (returns the OK packet's status) or refuses it. */
    private static int authenticate(BlockingWire wire, ConnectionSpec spec, String first, byte[] password, byte[] firstSeed)
            throws IOException, SQLException {
        String plugin = first;
        byte[] seed = firstSeed;
        boolean awaitingKey = false;
        while (true) {
            ByteBuffer p = wire.next();
            int header = p.get(0) & 0xFF;
            if (header == 0x00) {
                return okStatus(wire, p);
            }
            if (header == ServerError.ERR) {
                throw refused(spec, p);
            }
            if (header == AUTH_SWITCH) {
                if (p.limit() == 1) {
                    throw unsupported(wire, spec, "mysql_old_password");
                }
                int end = cStringEnd(p, 1);
                plugin = cString(p, 1);
                if (!Scramble.NATIVE.equals(plugin) && !Scramble.CACHING_SHA2.equals(plugin)) {
                    throw unsupported(wire, spec, plugin);
                }
                int seedEnd = p.limit() > end + 1 && p.get(p.limit() - 1) == 0 ? p.limit() - 1 : p.limit();
                seed = new byte[Math.max(0, seedEnd - end - 1)];
                p.get(end + 1, seed);
                awaitingKey = false;
                wire.reply(proof(plugin, password, seed));
            } else if (header == AUTH_MORE_DATA && Scramble.CACHING_SHA2.equals(plugin)) {
                if (awaitingKey) {
                    wire.reply(encrypt(wire, password, seed, new String(p.array(), 1, p.limit() - 1, StandardCharsets.US_ASCII)));
                    awaitingKey = false;
                } else if (p.limit() == 2 && p.get(1) == FAST_AUTH_OK) {
                    continue;
                } else if (p.limit() == 2 && p.get(1) == FULL_AUTH && wire.transport().encrypted()) {
                    // TLS protects it already: the server takes the password as it is, NUL-terminated.
                    byte[] terminated = Arrays.copyOf(password, password.length + 1);
                    try {
                        wire.reply(terminated);
                    } finally {
                        Arrays.fill(terminated, (byte) 0);
                    }
                } else if (p.limit() == 2 && p.get(1) == FULL_AUTH) {
                    // Without TLS the password may only travel encrypted with the server's key, asked for here.
                    wire.reply(new byte[] {REQUEST_PUBLIC_KEY});
                    awaitingKey = true;
                } else {
                    throw wire.notMySql("caching_sha2_password data of " + p.limit() + " bytes");
                }
            } else {
                throw wire.notMySql("a packet with header 0x" + Integer.toHexString(header) + " during authentication");
            }
        }
    }

    private static byte[] proof(String plugin, byte[] password, byte[] seed) {
        return Scramble.CACHING_SHA2.equals(plugin)
                ? Scramble.cachingSha2(password, seed) : Scramble.nativePassword(password, seed);
    }

    private static byte[] encrypt(BlockingWire wire, byte[] password, byte[] seed, String pem) throws SQLException {
        try {
            return Scramble.encryptPassword(password, seed, pem);
        } catch (GeneralSecurityException e) {
            throw new SQLException("cannot encrypt the password with the RSA key of the server at " + wire.peer() + ": "
                    + e.getMessage(), "28000", e);
        }
    }

    /** The status of the OK packet that ends the login: after the affected rows and last insert id. */
    private static int okStatus(BlockingWire wire, ByteBuffer ok) throws SQLException {
        int i = 1;
        for (int field = 0; field < 2; field++) {
            int size = i < ok.limit() ? Packets.lenencSize(ok, i) : 0;
            if (size == 0) {
                throw wire.notMySql("a malformed OK packet");
            }
            i += size;
        }
        if (i + 2 > ok.limit()) {
            throw wire.notMySql("a malformed OK packet");
        }
        return ok.getShort(i) & 0xFFFF;
    }

    private static SQLException refused(ConnectionSpec spec, ByteBuffer err) {
        ServerError e = ServerError.read(err, 0, err.limit());
        return new SQLException(spec.password().redact(e.message()), e.sqlState(), e.code());
    }

    private static SQLException unsupported(BlockingWire wire, ConnectionSpec spec, String plugin) {
        return new SQLException("the server at " + wire.peer() + " asks user " + spec.user() + " to log in with " + plugin
                + ", which --client wire does not speak; give --client jdbc, or a user who logs in with "
                + Scramble.NATIVE + " or " + Scramble.CACHING_SHA2, "28000");
    }

    /** Where the NUL that ends the string at {@code from} is, or the payload's end when the server left it out. */
    private static int cStringEnd(ByteBuffer p, int from) {
        int i = from;
        while (i < p.limit() && p.get(i) != 0) {
            i++;
        }
        return i;
    }

    private static String cString(ByteBuffer p, int from) {
        return new String(p.array(), from, cStringEnd(p, from) - from, StandardCharsets.UTF_8);
    }

    private static byte[] utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
