package dev.dbbench.targets.mysql.wire;

import dev.dbbench.script.ScriptStatement;
import dev.dbbench.spi.ConnectionSpec;
import dev.dbbench.spi.PsMode;
import dev.dbbench.wire.PlainTcp;
import dev.dbbench.wire.WireClient;
import dev.dbbench.wire.WireConnection;
import java.sql.SQLException;
import java.util.List;

/**
 * dbbench's own client of the MySQL protocol (MySQL, MariaDB, OceanBase in MySQL mode) for
 * {@code --client wire}: plain TCP, authentication by mysql_native_password or caching_sha2_password,
 * statements with int and text parameters. Stateless and thread-safe; each connection it opens is for one
 * thread at a time.
 */
public final class MySqlWireClient implements WireClient {
    private static final int DEFAULT_PORT = 3306;

    private final boolean offerDeprecateEof;

    public MySqlWireClient() {
        this(true);
    }

    /** @param offerDeprecateEof whether to agree on result sets without EOF packets when the server offers it; for tests of both */
    MySqlWireClient(boolean offerDeprecateEof) {
        this.offerDeprecateEof = offerDeprecateEof;
    }

    @Override
    public String describe(PsMode psMode) {
        return "dbbench MySQL wire protocol client (" + (psMode == PsMode.AUTO
                ? "binary protocol, statements prepared once per connection, column definitions cached where MariaDB offers it)"
                : "text protocol, values written into the statement text)");
    }

    /** Plain TCP only: {@link PlainTcp#unsupported}. */
    @Override
    public String unsupported(ConnectionSpec spec) {
        return PlainTcp.unsupported(spec);
    }

    /**
     * Connects within the connect timeout, which also bounds each read of the login and of the prepares, so a
     * port that accepts but never greets fails in time. SQLSTATE class 08 means the server could not be reached or left;
     * 28000 that it refused the login; 0A000 that the spec asks for what this client does not do.
     */
    @Override
    public WireConnection open(ConnectionSpec spec, PsMode psMode, List<ScriptStatement> statements) throws SQLException {
        return PlainTcp.open(spec, DEFAULT_PORT, (channel, peer) -> {
            BlockingWire wire = new BlockingWire(channel, peer);
            Handshake.Session session = Handshake.run(wire, spec, offerDeprecateEof);
            Statements writer = psMode == PsMode.AUTO
                    ? Statements.prepare(wire, statements, session.deprecateEof()) : Statements.text(statements);
            return new MySqlWireConnection(channel, writer, session, spec.socketTimeout());
        });
    }
}
