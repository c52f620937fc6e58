package dev.dbbench.wire;

import dev.dbbench.spi.target.Target;
import java.util.Optional;

/**
 * A target of dbbench's own that also speaks its vendor's protocol with a non-blocking client of this package, for
 * the event-loop engine ({@code --client wire}). The wire kit is internal, so this role is not part of the plugin
 * API: a plugin's target runs on its JDBC driver. Thread-safe, like the target that implements it.
 */
public interface WireTarget {

    /** This vendor's own non-blocking client, when it has one; the JDBC driver serves every other run. */
    Optional<WireClient> wireClient();

    /** The wire client of {@code target}, empty when it has none (every plugin's target). */
    static Optional<WireClient> clientOf(Target target) {
        return target instanceof WireTarget wire ? wire.wireClient() : Optional.empty();
    }
}
