package dev.dbbench.targets.postgresql.wire;

import dev.dbbench.spi.target.ConnectionSpec;
import dev.dbbench.spi.target.Secret;
import dev.dbbench.wire.TlsPolicy;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.sql.SQLException;
import java.util.HexFormat;

/**
 * Start-up of a session: the SSLRequest and TLS handshake when TLS is asked for, the StartupMessage, authentication by trust, cleartext password, MD5 or
 * SCRAM-SHA-256, then the server's parameters up to ReadyForQuery. The password never appears in a message;
 * server errors are passed on with their SQLSTATE (28P01 for a wrong password). Stateless.
 */
final class StartUp {

    private static final int OK = 0;
    private static final int CLEARTEXT = 3;
    private static final int MD5 = 5;
    private static final int SASL = 10;
    private static final int SASL_CONTINUE = 11;
    private static final int SASL_FINAL = 12;

    private StartUp() {
    }

    /**
     * Runs the start-up; returns the server's process id for the session (BackendKeyData), 0 when not sent. The session
     * keeps the server's own {@code standard_conforming_strings}, as pgJDBC's do, so that both clients' statements mean
     * the same; values are written in a form both settings read alike ({@link StatementText}).
     */
    static int run(BlockingWire wire, ConnectionSpec spec, TlsPolicy tls) throws IOException, SQLException {
        if (tls.asks()) {
            secure(wire, tls);
        }
        wire.send(Frontend.startup(utf8("user"), utf8(spec.user()), utf8("database"), utf8(spec.database()),
                utf8("client_encoding"), utf8("UTF8"), utf8("application_name"), utf8("dbbench")));
        Scram scram = null;
        int processId = 0;
        while (true) {
            BlockingWire.Message m = wire.next();
            switch (m.type()) {
                case 'R' -> scram = authenticate(wire, spec, m, scram);
                case 'K' -> processId = m.body().getInt(0);
                case 'E' -> {
                    ServerError e = ServerError.read(m.body(), 0, m.body().limit());
                    throw new SQLException(spec.password().redact(e.message()), e.sqlState());
                }
                case 'Z' -> {
                    return processId;
                }
                case 'S', 'N', 'v' -> { }
                default -> throw wire.notPostgres("a message of type " + (char) m.type());
            }
        }
    }

    /**
     * Asks for TLS and starts it when the server agrees ({@code S}); a server that declines ({@code N}) is
     * refused unless the mode is {@code prefer}, in which case the session goes on in clear text.
     */
    private static void secure(BlockingWire wire, TlsPolicy tls) throws IOException, SQLException {
        wire.send(Frontend.sslRequest());
        byte answer = wire.nextByte();
        if (answer == 'S') {
            wire.transport().startTls(tls);
        } else if (answer != 'N') {
            throw wire.notPostgres("0x" + Integer.toHexString(answer & 0xFF) + " in answer to an SSLRequest");
        } else if (tls.requires()) {
            throw new SQLException(tls.notOffered(wire.peer()), "08001");
        }
    }

    /** Answers one authentication request; returns the SCRAM exchange under way, if any. */
    private static Scram authenticate(BlockingWire wire, ConnectionSpec spec, BlockingWire.Message m, Scram scram)
            throws IOException, SQLException {
        ByteBuffer body = m.body();
        int method = body.getInt();
        switch (method) {
            case OK -> {
                if (scram != null && !scram.verified()) {
                    throw new SQLException("SCRAM: the server at " + wire.peer() + " accepted the login without"
                            + " proving that it knows the password", "28000");
                }
                return null;
            }
            case CLEARTEXT -> wire.send(Frontend.password(cString(password(spec))));
            case MD5 -> {
                byte[] salt = new byte[4];
                body.get(salt);
                wire.send(Frontend.password(cString(md5(spec.user(), password(spec), salt))));
            }
            case SASL -> {
                if (!mechanisms(body).contains("\0" + Scram.MECHANISM + "\0")) {
                    throw new SQLException("the server at " + wire.peer() + " offers none of the SASL mechanisms of"
                            + " --client wire (" + Scram.MECHANISM + "); give --client jdbc", "28000");
                }
                Scram started = Scram.start(password(spec));
                wire.send(Frontend.saslInitial(utf8(Scram.MECHANISM), utf8(started.clientFirst())));
                return started;
            }
            case SASL_CONTINUE -> wire.send(Frontend.password(utf8(expectScram(wire, scram).clientFinal(m.text(4)))));
            case SASL_FINAL -> expectScram(wire, scram).verify(m.text(4));
            default -> throw new SQLException("the server at " + wire.peer() + " asks for authentication method "
                    + method + " (Kerberos, GSSAPI or SSPI), which --client wire does not speak; give --client jdbc", "28000");
        }
        return scram;
    }

    /** The mechanisms of an AuthenticationSASL request, each between NULs. */
    private static String mechanisms(ByteBuffer body) {
        return "\0" + new String(body.array(), body.position(), body.remaining(), StandardCharsets.UTF_8);
    }

    private static Scram expectScram(BlockingWire wire, Scram scram) throws SQLException {
        if (scram == null) {
            throw wire.notPostgres("a SASL message before the exchange began");
        }
        return scram;
    }

    private static String password(ConnectionSpec spec) throws SQLException {
        Secret password = spec.password();
        if (!password.isPresent()) {
            throw new SQLException("the server asks user " + spec.user() + " for a password; give --password", "28000");
        }
        return password.reveal();
    }

    /** PostgreSQL's MD5 answer: {@code "md5" + md5hex(md5hex(password + user) + salt)}. */
    static String md5(String user, String password, byte[] salt) {
        try {
            MessageDigest md = MessageDigest.getInstance("MD5");
            byte[] inner = HexFormat.of().formatHex(md.digest(utf8(password + user))).getBytes(StandardCharsets.US_ASCII);
            md.update(inner);
            md.update(salt);
            return "md5" + HexFormat.of().formatHex(md.digest());
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("MD5 is part of every Java runtime", e);
        }
    }

    private static byte[] cString(String text) {
        byte[] bytes = utf8(text);
        byte[] out = new byte[bytes.length + 1];
        System.arraycopy(bytes, 0, out, 0, bytes.length);
        return out;
    }

    private static byte[] utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
