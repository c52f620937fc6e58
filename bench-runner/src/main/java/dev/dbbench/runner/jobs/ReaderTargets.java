package dev.dbbench.runner.jobs;

import dev.dbbench.engine.Readers;
import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.UsageException;
import dev.dbbench.spi.target.ConnectionSpec;
import dev.dbbench.spi.target.Target;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A target's readers as the user gave them ({@code --reader-host}, {@code --route-reads}, {@code --read-your-writes}):
 * each reader is the writer's connection settings with its own host and port. Immutable.
 *
 * @param names          each reader as given, {@code host} or {@code host:port}: its name in results
 * @param specs          how to connect to each
 * @param route          whether read-only work runs on the readers
 * @param readYourWrites whether routed reads first look for their worker's last write
 */
public record ReaderTargets(List<String> names, List<ConnectionSpec> specs, boolean route, boolean readYourWrites) {
    public static final ReaderTargets NONE = new ReaderTargets(List.of(), List.of(), false, false);

    public ReaderTargets {
        names = List.copyOf(names);
        specs = List.copyOf(specs);
    }

    /** The readers given for a target whose writer is reached with {@code writer}; every bad value is a usage error. */
    static ReaderTargets of(String target, List<String> hosts, boolean route, boolean readYourWrites, ConnectionSpec writer) {
        if (hosts.isEmpty()) {
            if (route || readYourWrites) {
                throw new UsageException((route ? "--route-reads" : "--read-your-writes") + " is given for --target " + target
                        + " but no reader is; add --reader-host HOST[:PORT] for each replica or reader endpoint");
            }
            return NONE;
        }
        if (readYourWrites && !route) {
            throw new UsageException("--read-your-writes checks the reads routed to the readers of --target " + target
                    + "; add --route-reads");
        }
        List<ConnectionSpec> specs = new ArrayList<>();
        for (String given : hosts) {
            specs.add(spec(given, writer));
        }
        if (hosts.stream().distinct().count() < hosts.size()) {
            throw new UsageException("--reader-host is given twice with the same value for --target " + target
                    + "; give each reader once");
        }
        return new ReaderTargets(hosts, specs, route, readYourWrites);
    }

    private static ConnectionSpec spec(String given, ConnectionSpec writer) {
        String host = given;
        int port = writer.port();
        int colon = given.lastIndexOf(':');
        if (colon >= 0 && given.indexOf(':') == colon) {
            host = given.substring(0, colon);
            try {
                port = Integer.parseInt(given.substring(colon + 1));
            } catch (NumberFormatException e) {
                port = -1;
            }
            if (port < 1 || port > 65535) {
                throw new UsageException("--reader-host " + given + " has no valid port; give HOST or HOST:PORT with a port"
                        + " from 1 to 65535");
            }
        }
        if (host.isBlank()) {
            throw new UsageException("--reader-host " + given + " names no host; give HOST or HOST:PORT");
        }
        return new ConnectionSpec(host, port, writer.user(), writer.password(), writer.database(), Optional.empty(),
                Optional.empty(), writer.sslMode(), writer.sslCa(), writer.connectTimeout(), writer.socketTimeout(),
                writer.properties());
    }

    public boolean any() {
        return !names.isEmpty();
    }

    /** The readers as the engine takes them, connecting through {@code target} with {@code psMode}. */
    public Readers engine(Target target, PsMode psMode) {
        List<Readers.Reader> readers = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) {
            ConnectionSpec spec = specs.get(i);
            readers.add(new Readers.Reader(names.get(i), () -> target.connector().connect(spec, psMode)));
        }
        return new Readers(readers, route, readYourWrites);
    }
}
