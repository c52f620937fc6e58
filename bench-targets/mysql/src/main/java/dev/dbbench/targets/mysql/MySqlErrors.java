package dev.dbbench.targets.mysql;

import dev.dbbench.spi.target.ConnectionErrors;
import dev.dbbench.spi.target.ErrorPolicy;
import java.io.IOException;
import java.sql.SQLException;
import java.util.Set;

/**
 * What MySQL-family error codes mean to the engine. A plugin for a compatible server with codes of
 * its own (OceanBase, Aurora during failover) subclasses this and overrides the sets. Stateless.
 */
public class MySqlErrors implements ErrorPolicy {
    /** Connector/J's SQLSTATE for a dead socket, under which every client of these targets counts a broken link. */
    public static final String LINK_LOST = "08S01";
    private static final Set<String> IGNORED = Set.of("1213", "1020", "1205");
    private static final Set<Integer> LOST = Set.of(
            1040, 1053, 1152, 1158, 1159, 1160, 1161, 1927, 3169, 4031, 2002, 2003, 2006, 2013, 2055);

    /** The server could not read the packet: larger than max_allowed_packet (1153), or out of order (1156). */
    private static final Set<Integer> PROTOCOL = Set.of(1153, 1156);

    /** sysbench's {@code --mysql-ignore-errors} default: deadlock, record changed, lock wait timeout. */
    @Override
    public Set<String> defaultIgnored() {
        return IGNORED;
    }

    /**
     * Vendor codes after which the session is gone or was refused: too many connections (1040),
     * shutdown (1053), aborted or broken network (1152, 1158-1161), killed (MariaDB 1927, MySQL 3169),
     * idle timeout (4031), and the client library's own "can't connect", "gone away" and "lost
     * connection" (2002, 2003, 2006, 2013, 2055).
     */
    protected Set<Integer> connectionLostCodes() {
        return LOST;
    }

    /**
     * True when the connection cannot be used any more. Connector/J reports a dead socket as a
     * {@code CommunicationsException} (SQLSTATE 08S01, a recoverable exception); servers report kills
     * and shutdowns by vendor code; a wrapped {@link IOException} means the socket itself failed.
     */
    @Override
    public boolean isConnectionLost(SQLException e) {
        return ConnectionErrors.lost(e, s -> connectionLostCodes().contains(s.getErrorCode()));
    }

    /** A packet the server could not take: a statement over max_allowed_packet is refused on every connection alike. */
    @Override
    public boolean isProtocolError(SQLException e) {
        return ConnectionErrors.protocol(e, s -> PROTOCOL.contains(s.getErrorCode()));
    }

}
