package dev.dbbench.embedded;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * One throwaway cluster. Its run directory is named after the owning JVM's pid so that, when a JVM dies without
 * running its shutdown hook (kill -9), the next start can recognise the server as an orphan and stop it.
 */
final class Cluster {
    private final Binaries bin;
    private final RunAs runAs;
    private final Path runDir;
    private final Path data;
    private final Path log;

    Cluster(Binaries bin, RunAs runAs, Path runDir) {
        this.bin = bin;
        this.runAs = runAs;
        this.runDir = runDir;
        this.data = runDir.resolve("data");
        this.log = runDir.resolve("commands.log");
    }

    static Cluster create(Binaries bin, RunAs runAs, Path runsDir) throws IOException {
        Path runDir = Files.createTempDirectory(runsDir, ProcessHandle.current().pid() + "-");
        runAs.own(runDir);
        return new Cluster(bin, runAs, runDir);
    }

    Path runDir() {
        return runDir;
    }

    /** initdb skips fsync (the directory dies with us anyway); the server itself keeps the configured fsync. */
    void init(String user, String password, String database, Map<String, String> settings) throws IOException {
        Path pwfile = runDir.resolve("pwfile");
        Files.writeString(pwfile, password + "\n");
        Files.setPosixFilePermissions(pwfile, PosixFilePermissions.fromString("rw-------"));
        runAs.own(pwfile);
        try {
            runAs.run(Duration.ofMinutes(2), log, "", bin.bin("initdb").toString(), "-D", data.toString(), "-U", user,
                    "--pwfile=" + pwfile, "-A", "scram-sha-256", "-E", "UTF8", "--locale=C", "--no-sync",
                    "--no-instructions");
        } finally {
            Files.deleteIfExists(pwfile);
        }
        StringBuilder conf = new StringBuilder("\n# dbbench embedded\n");
        settings.forEach((k, v) -> conf.append(k).append(" = '").append(v).append("'\n"));
        Files.writeString(data.resolve("postgresql.conf"), conf, StandardCharsets.UTF_8, StandardOpenOption.APPEND);
        // There is no psql in the zonky archive, and we have no driver in main scope: single-user mode does it.
        runAs.run(Duration.ofMinutes(1), log, "CREATE DATABASE " + database + " OWNER " + user + ";\n",
                bin.bin("postgres").toString(), "--single", "-D", data.toString(), "-F", "-c", "exit_on_error=on",
                "postgres");
    }

    void start(int port) throws IOException {
        try {
            runAs.run(Duration.ofSeconds(90), log, "", bin.bin("pg_ctl").toString(), "start", "-w", "-t", "60",
                    "-D", data.toString(), "-l", serverLog().toString(), "-o", "-p " + port);
        } catch (IOException e) {
            throw new IOException(e.getMessage() + "\nserver log: " + RunAs.tail(serverLog()), e);
        }
    }

    /** pg_ctl hands us no pid, and we pick ports before binding them, so a lost race shows only in the log. */
    boolean lostPortRace() throws IOException {
        return RunAs.tail(serverLog()).contains("could not bind");
    }

    /** Stops the server (if any) and deletes everything; after pg_ctl, waits for the real exit and kills stragglers. */
    void destroy(String mode) {
        Optional<ProcessHandle> postmaster = postmaster();
        if (postmaster.isPresent()) {
            try {
                runAs.run(Duration.ofSeconds(40), log, "", bin.bin("pg_ctl").toString(), "stop", "-w", "-t", "30",
                        "-m", mode, "-D", data.toString());
            } catch (IOException e) {
                // fall through: the process checks below still guarantee it is gone
            }
            ProcessHandle pm = postmaster.get();
            if (!Pids.awaitExit(pm, 10)) {
                List<ProcessHandle> children = pm.descendants().toList();
                pm.destroyForcibly();
                children.forEach(ProcessHandle::destroyForcibly);
                Pids.awaitExit(pm, 5);
            }
        }
        Dirs.deleteTree(runDir);
    }

    Optional<ProcessHandle> postmaster() {
        try (Stream<String> lines = Files.lines(data.resolve("postmaster.pid"))) {
            long pid = Long.parseLong(lines.findFirst().orElse("").strip());
            // A stale pid file may name a recycled pid: only ever touch a postgres serving this very directory.
            return ProcessHandle.of(pid).filter(Pids::running)
                    .filter(h -> h.info().command().map(c -> c.endsWith("/postgres")).orElse(false))
                    .filter(h -> h.info().arguments().map(a -> List.of(a).contains(data.toString())).orElse(false));
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    /** Stops servers of JVMs that died without closing them, and removes their data. */
    static void reapOrphans(Binaries bin, RunAs runAs, Path runsDir) throws IOException {
        try (Stream<Path> runs = Files.list(runsDir)) {
            for (Path run : runs.toList()) {
                String owner = run.getFileName().toString().split("-", 2)[0];
                boolean ownerAlive = owner.chars().allMatch(Character::isDigit) && !owner.isEmpty()
                        && ProcessHandle.of(Long.parseLong(owner)).map(ProcessHandle::isAlive).orElse(false);
                if (!ownerAlive) {
                    new Cluster(bin, runAs, run).destroy("immediate");
                }
            }
        }
    }

    private Path serverLog() {
        return runDir.resolve("server.log");
    }
}
