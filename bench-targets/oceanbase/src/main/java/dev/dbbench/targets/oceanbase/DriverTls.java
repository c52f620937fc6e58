package dev.dbbench.targets.oceanbase;

import com.oceanbase.jdbc.OceanBaseConnection;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Optional;

/**
 * Whether the OceanBase driver encrypted a connection. seekdb names no cipher for a session in its
 * process list, encrypted or not, so the client's side has to tell: with {@code useSsl} the driver
 * either completes the TLS handshake or refuses to connect (it never goes on in clear text), and
 * without it the session is clear text. The driver keeps no handle on the negotiated cipher.
 */
final class DriverTls {
    static final String ENCRYPTED = "TLS (the server names no cipher)";

    private DriverTls() {
    }

    /** {@link #ENCRYPTED}, {@code off}, or empty when {@code connection} is not the OceanBase driver's. */
    static Optional<String> describe(Connection connection) {
        try {
            if (!connection.isWrapperFor(OceanBaseConnection.class)) {
                return Optional.empty();
            }
            Boolean useSsl = connection.unwrap(OceanBaseConnection.class).getProtocol().getOptions().useSsl;
            return Optional.of(Boolean.TRUE.equals(useSsl) ? ENCRYPTED : "off");
        } catch (SQLException | RuntimeException e) {
            // The driver's internals: a version that moved them leaves the answer unknown, not the run failed.
            return Optional.empty();
        }
    }

    static boolean encrypted(Connection connection) {
        return describe(connection).filter(ENCRYPTED::equals).isPresent();
    }
}
