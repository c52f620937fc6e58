package dev.dbbench.clientload;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import java.util.stream.Stream;

/**
 * The limits of the client machine that a step of many connections runs into before the server does: open files
 * (each connection is a socket), local ports (each connection to one server address takes an ephemeral port of
 * its own), and threads (one worker thread per connection). Read from {@code /proc}; where a figure cannot be
 * read (another system), it is not checked. Each problem names what to raise and how.
 *
 * @param proc where {@code /proc} is mounted; tests give a folder of their own
 */
public record ClientLimits(Path proc) {
    /** Files and threads the JVM and the harness hold besides the workers' (jars, logs, GC and JIT threads). */
    static final int MARGIN = 200;

    /** The limits of this process. */
    public static ClientLimits current() {
        return new ClientLimits(Path.of("/proc"));
    }

    /** One line per limit that {@code connections} connections (and as many worker threads) would pass. */
    public List<String> check(int connections) {
        List<String> problems = new ArrayList<>();
        long openFiles = count(proc.resolve("self/fd"));
        limit("Max open files").ifPresent(max -> {
            long needed = openFiles + connections + MARGIN;
            if (needed > max) {
                problems.add(connections + " connections need " + needed + " open files and this process may open "
                        + max + " (ulimit -n): raise it before starting dbbench, e.g. ulimit -n " + needed
                        + " in the shell or LimitNOFILE=" + needed + " in a systemd unit");
            }
        });
        ports().ifPresent(ports -> {
            if (connections + MARGIN > ports) {
                problems.add(connections + " connections to one server need as many local ports and"
                        + " net.ipv4.ip_local_port_range offers " + ports + ": widen it, e.g. sysctl -w"
                        + " net.ipv4.ip_local_port_range='1024 65535', or spread the connections over several client"
                        + " machines (--shard)");
            }
        });
        long threads = count(proc.resolve("self/task"));
        limit("Max processes").ifPresent(max -> {
            long needed = threads + connections + MARGIN;
            if (needed > max) {
                problems.add(connections + " worker threads need " + needed + " threads and this user may run " + max
                        + " (ulimit -u): raise it, e.g. ulimit -u " + needed);
            }
        });
        return problems;
    }

    /** The soft limit named {@code name} in {@code self/limits}; empty when unlimited or unreadable. */
    private OptionalLong limit(String name) {
        try (Stream<String> lines = Files.lines(proc.resolve("self/limits"))) {
            return lines.filter(l -> l.startsWith(name)).findFirst().map(l -> l.substring(name.length()).trim().split("\\s+")[0])
                    .filter(v -> v.chars().allMatch(Character::isDigit) && !v.isEmpty())
                    .map(v -> OptionalLong.of(Long.parseLong(v))).orElse(OptionalLong.empty());
        } catch (IOException | RuntimeException e) {
            return OptionalLong.empty();
        }
    }

    /** How many ephemeral ports the kernel hands out; empty when unreadable. */
    private OptionalLong ports() {
        try {
            String[] range = Files.readString(proc.resolve("sys/net/ipv4/ip_local_port_range")).trim().split("\\s+");
            return OptionalLong.of(Long.parseLong(range[1]) - Long.parseLong(range[0]) + 1);
        } catch (IOException | RuntimeException e) {
            return OptionalLong.empty();
        }
    }

    private static long count(Path dir) {
        try (Stream<Path> entries = Files.list(dir)) {
            return entries.count();
        } catch (IOException | RuntimeException e) {
            return 0;
        }
    }
}
