package dev.dbbench.targets.mysql.wire;

import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.script.ScriptStatement;
import dev.dbbench.spi.target.ConnectionSpec;
import dev.dbbench.sql.text.SqlSyntax;
import dev.dbbench.targets.mysql.MySqlErrors;
import dev.dbbench.wire.Tcp;
import dev.dbbench.wire.TlsPolicy;
import dev.dbbench.wire.WireClient;
import dev.dbbench.wire.WireConnection;
import java.sql.SQLException;
import java.util.List;

/**
 * dbbench's own client of the MySQL protocol (MySQL, MariaDB, OceanBase in MySQL mode) for
 * {@code --client wire}: TCP, with TLS when {@code --ssl-mode} asks for it, authentication by
 * mysql_native_password or caching_sha2_password, statements with int and text parameters. Stateless and
 * thread-safe; each connection it opens is for one thread at a time.
 */
public final class MySqlWireClient implements WireClient {
    private static final int DEFAULT_PORT = 3306;

    private final boolean preferEncrypts;
    private final boolean offerDeprecateEof;

    /** A client whose {@code --ssl-mode prefer} encrypts when the server offers TLS, as MySQL Connector/J's PREFERRED does. */
    public MySqlWireClient() {
        this(true);
    }

    /**
     * @param preferEncrypts whether {@code --ssl-mode prefer} encrypts when the server offers TLS; false for a
     *                       target whose JDBC driver runs {@code prefer} in clear text
     */
    public MySqlWireClient(boolean preferEncrypts) {
        this(preferEncrypts, true);
    }

    /**
     * @param preferEncrypts    whether {@code --ssl-mode prefer} encrypts when the server offers TLS; false for a
     *                          target whose JDBC driver runs {@code prefer} in clear text
     * @param offerDeprecateEof whether to agree on result sets without EOF packets when the server offers it; for tests of both
     */
    MySqlWireClient(boolean preferEncrypts, boolean offerDeprecateEof) {
        this.preferEncrypts = preferEncrypts;
        this.offerDeprecateEof = offerDeprecateEof;
    }

    @Override
    public String describe(PsMode psMode) {
        return "dbbench MySQL wire protocol client (" + (psMode == PsMode.AUTO
                ? "binary protocol, statements prepared once per connection, column definitions cached where MariaDB offers it)"
                : "text protocol, values written into the statement text)");
    }

    /** Connector/J's code for a dead socket, which the mariadb target counts its driver's under too. */
    @Override
    public String linkLostState() {
        return MySqlErrors.LINK_LOST;
    }

    /**
     * Connects within the connect timeout, which also bounds each read of the login (TLS handshake included) and
     * of the prepares, so a port that accepts but never greets fails in time. SQLSTATE class 08 means the server
     * could not be reached, left, or could not give the TLS asked for; 28000 that it refused the login; 0A000
     * that the spec asks for what this client does not do.
     */
    @Override
    public WireConnection open(ConnectionSpec spec, PsMode psMode, List<ScriptStatement> statements) throws SQLException {
        TlsPolicy tls = TlsPolicy.of(spec, preferEncrypts);
        return Tcp.open(spec, DEFAULT_PORT, transport -> {
            BlockingWire wire = new BlockingWire(transport);
            Handshake.Session session = Handshake.run(wire, spec, tls, offerDeprecateEof);
            // Every sql_mode's reading must agree: a workload may change the session's mode after the login.
            List<SqlSyntax> syntaxes = SqlSyntax.MYSQL_MODES;
            Statements writer = psMode == PsMode.AUTO
                    ? Statements.prepare(wire, statements, syntaxes, session.deprecateEof()) : Statements.text(statements, syntaxes);
            return new MySqlWireConnection(transport, writer, session, spec.socketTimeout());
        });
    }
}
