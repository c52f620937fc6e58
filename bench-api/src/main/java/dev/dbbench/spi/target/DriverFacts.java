package dev.dbbench.spi.target;

import java.time.temporal.ChronoUnit;
import java.util.Map;
import java.util.Optional;

/**
 * What dbbench needs to know of a target's driver to show a run and compare it with others: the unit of each driver
 * property that is a time limit, and whether the tool users compare this server with runs in clear text by default.
 * Part of a {@link Connector}; stateless and thread-safe. Only {@link #timeoutUnits()} has no default, so a lambda can
 * be one; {@link #NONE} serves a driver with nothing to say.
 */
public interface DriverFacts {

    /** Nothing to say: every default. */
    DriverFacts NONE = Map::of;

    /**
     * The unit of each driver property that is a time limit, by the property's name as
     * {@link Connector#driverProperties} sets it ({@code connectTimeout}): Connector/J counts milliseconds, pgJDBC
     * seconds. {@code compare} and a sweep of several targets show such a value with its unit ({@code 10000 ms} beside
     * {@code 10 s}) and do not count two equal limits as a difference; a property left out is shown as recorded.
     *
     * @return units among {@code MILLIS}, {@code SECONDS}, {@code MINUTES} and {@code HOURS}; empty when the driver
     *         has no time limit among its properties
     */
    Map<String, ChronoUnit> timeoutUnits();

    /**
     * The tool users compare this server's results with, when it runs in clear text under its defaults (for MySQL
     * servers sysbench, which encrypts only with {@code --mysql-ssl=on}). When dbbench's default {@code --ssl-mode
     * prefer} found TLS and encrypted, a run starts with a note that names the tool and {@code --ssl-mode disable} for
     * a like-for-like comparison.
     *
     * @return the tool, or empty (the default) when it encrypts under its defaults as dbbench does (pgbench, through
     *         libpq's {@code prefer})
     */
    default Optional<PeerTool> clearTextPeer() {
        return Optional.empty();
    }
}
