package dev.dbbench.runner.jobs;

import dev.dbbench.config.Urls;
import dev.dbbench.plugin.Plugins;
import dev.dbbench.result.Price;
import dev.dbbench.result.ServerInfo;
import dev.dbbench.result.TargetInfo;
import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.target.ConnectionSpec;
import dev.dbbench.spi.target.Target;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A target ready to connect to: the plugin, where it came from, the connection settings and which
 * of them the command line changed relative to the config file (recorded in the manifest), what the user said of it
 * (tags and price, recorded with its server), and whether the user chose the TLS mode.
 *
 * @param sslModeGiven whether the user chose the TLS mode (on the command line or in the config file) rather than
 *                     leaving it at the default, {@code prefer}
 * @param readers      the target's readers; {@link ReaderTargets#NONE} for a single server
 */
public record ResolvedTarget(String name, Plugins.Found<Target> found, ConnectionSpec spec, List<String> overrides,
                             Map<String, String> tags, Optional<Price> price, boolean sslModeGiven, ReaderTargets readers) {

    public ResolvedTarget {
        tags = Collections.unmodifiableMap(new LinkedHashMap<>(tags));
        readers = readers == null ? ReaderTargets.NONE : readers;
    }

    /** A target without readers. */
    public ResolvedTarget(String name, Plugins.Found<Target> found, ConnectionSpec spec, List<String> overrides,
                          Map<String, String> tags, Optional<Price> price, boolean sslModeGiven) {
        this(name, found, spec, overrides, tags, price, sslModeGiven, ReaderTargets.NONE);
    }

    /** A target without tags or price whose TLS mode is the default one. */
    public ResolvedTarget(String name, Plugins.Found<Target> found, ConnectionSpec spec, List<String> overrides) {
        this(name, found, spec, overrides, Map.of(), Optional.empty(), false);
    }

    /** The same target with other connection settings. */
    public ResolvedTarget withSpec(ConnectionSpec other) {
        return new ResolvedTarget(name, found, other, overrides, tags, price, sslModeGiven, readers);
    }

    public Target target() {
        return found.plugin();
    }

    public Connection connect(PsMode psMode) throws SQLException {
        return target().connector().connect(spec, psMode);
    }

    public String displayUrl() {
        return Urls.redact(target().connector().jdbcUrl(spec));
    }

    /** How messages name this target: {@code --target mysql}, or {@code target prod (--target mysql)} from a config file. */
    public String described() {
        String id = target().id();
        return name.equals(id) ? "--target " + id : "target " + name + " (--target " + id + ")";
    }

    /** Where the server is, for error messages: host and port, or the socket. */
    public String where() {
        if (spec.url().isPresent()) {
            return displayUrl();
        }
        if (spec.socket().isPresent()) {
            return "socket " + spec.socket().get();
        }
        return spec.host() + ":" + (spec.port() == 0 ? target().connector().defaultPort() : spec.port());
    }

    /**
     * The URL as recorded and shown in reports. A socket travels as a driver property, not in the URL, so it is
     * named here; else a socket run reads like TCP to localhost.
     */
    public String recordedUrl() {
        return displayUrl() + spec.socket().map(s -> " via socket " + s).orElse("");
    }

    public TargetInfo info(ServerInfo server) {
        return new TargetInfo(name, target().id(), recordedUrl(), found.source(), server).withTags(tags, price);
    }
}
