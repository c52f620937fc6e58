package dev.dbbench.clientload;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The client's own limits before a step of many connections, from a /proc made up for each case. */
class ClientLimitsTest {
    @TempDir
    Path proc;

    @Test
    void tenThousandConnectionsNameEveryLimitTheyPassAndHowToRaiseIt() throws IOException {
        fake(1024, 4096, "32768\t40000");
        assertThat(new ClientLimits(proc).check(10_000)).satisfiesExactly(
                files -> assertThat(files).startsWith("10000 connections need 10203 open files and this process may open 1024")
                        .contains("ulimit -n 10203"),
                ports -> assertThat(ports).contains("net.ipv4.ip_local_port_range offers 7233")
                        .contains("sysctl -w net.ipv4.ip_local_port_range='1024 65535'"),
                threads -> assertThat(threads).contains("this user may run 4096 (ulimit -u)").contains("ulimit -u 10202"));
    }

    @Test
    void limitsThatSufficeOrCannotBeReadAreNotProblems() throws IOException {
        fake(65536, 96365, "1024 65535");
        assertThat(new ClientLimits(proc).check(10_000)).isEmpty();
        assertThat(new ClientLimits(proc.resolve("missing")).check(100_000)).isEmpty();
    }

    /** A /proc whose process holds three files and two threads under the given limits. */
    private void fake(long files, long processes, String ports) throws IOException {
        Files.createDirectories(proc.resolve("self/fd"));
        Files.createDirectories(proc.resolve("self/task"));
        for (int i = 0; i < 3; i++) {
            Files.createFile(proc.resolve("self/fd/" + i));
        }
        Files.createFile(proc.resolve("self/task/1"));
        Files.createFile(proc.resolve("self/task/2"));
        Files.writeString(proc.resolve("self/limits"), String.format(
                "Limit                     Soft Limit           Hard Limit           Units%n"
                        + "Max processes             %d                %d                processes%n"
                        + "Max open files            %d                %d                files%n", processes, processes, files, files));
        Files.createDirectories(proc.resolve("sys/net/ipv4"));
        Files.writeString(proc.resolve("sys/net/ipv4/ip_local_port_range"), ports + "\n");
    }
}
