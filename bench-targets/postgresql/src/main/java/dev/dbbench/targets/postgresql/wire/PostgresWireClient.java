package dev.dbbench.targets.postgresql.wire;

import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.script.ScriptStatement;
import dev.dbbench.spi.target.ConnectionSpec;
import dev.dbbench.sql.text.SqlSyntax;
import dev.dbbench.wire.Tcp;
import dev.dbbench.wire.TlsPolicy;
import dev.dbbench.wire.WireClient;
import dev.dbbench.wire.WireConnection;
import java.sql.SQLException;
import java.util.List;

/**
 * dbbench's own client of PostgreSQL's protocol 3.0 for {@code --client wire}: TCP, with TLS when
 * {@code --ssl-mode} asks for it (libpq's meanings, {@code prefer} included), authentication by trust, password,
 * MD5 or SCRAM-SHA-256, statements with int parameters only. Stateless and thread-safe; each connection it opens
 * is for one thread at a time.
 */
public final class PostgresWireClient implements WireClient {
    private static final int DEFAULT_PORT = 5432;
    /** The most workers that still get a loop each by default. */
    static final int OWN_LOOPS_UP_TO = 16;

    @Override
    public String describe(PsMode psMode) {
        return "dbbench PostgreSQL wire protocol client (" + (psMode == PsMode.AUTO
                ? "extended protocol, statements prepared once per connection)"
                : "simple query protocol, values written into the statement text)");
    }

    /**
     * A loop per worker up to {@value #OWN_LOOPS_UP_TO} workers; beyond, one per core of the client (at least two),
     * each polling its share of the connections as pgbench's {@code -j} threads do. Against PostgreSQL, which answers
     * from a process per connection, a thread per connection cost the client a context switch per transaction (1.1
     * to 1.3, against 0.2 to 0.3 for two loops on 2 cores) and at 32 and 64 connections a fifth to a third more CPU
     * per transaction than pgbench, encrypted or not; at 16 and fewer a loop per worker was ahead.
     */
    @Override
    public int autoLoops(int workers) {
        return autoLoops(workers, Runtime.getRuntime().availableProcessors());
    }

    static int autoLoops(int workers, int cores) {
        return workers <= OWN_LOOPS_UP_TO ? Math.max(1, workers) : Math.min(workers, Math.max(2, cores));
    }

    /**
     * Connects within the connect timeout, which also bounds each read of the start-up (TLS handshake included)
     * as pgJDBC's login timeout does. SQLSTATE class 08 means the server could not be reached, left, or could not
     * give the TLS asked for; 28xxx that it refused the login; 0A000 that the spec asks for what this client does
     * not do.
     */
    @Override
    public WireConnection open(ConnectionSpec spec, PsMode psMode, List<ScriptStatement> statements) throws SQLException {
        TlsPolicy tls = TlsPolicy.of(spec, true);
        return Tcp.open(spec, DEFAULT_PORT, transport -> {
            BlockingWire wire = new BlockingWire(transport);
            int processId = StartUp.run(wire, spec, tls);
            // Either standard_conforming_strings must read the statements alike: a workload may change it.
            StatementText[] texts = StatementText.all(statements, SqlSyntax.POSTGRESQL_MODES);
            StatementWriter writer = psMode == PsMode.AUTO
                    ? ExtendedStatements.prepare(wire, texts) : new SimpleStatements(texts);
            return new PostgresWireConnection(transport, writer, processId, spec.socketTimeout());
        });
    }
}
