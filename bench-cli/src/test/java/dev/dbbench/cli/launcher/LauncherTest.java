package dev.dbbench.cli.launcher;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** bin/dbbench's choice of JVM options, read from a stand-in java that prints what it was given. */
class LauncherTest {

    private static final String C1_ONLY = "-XX:TieredStopAtLevel=1";

    @TempDir
    Path dir;

    @Test
    void commandsThatMeasureNothingStopAtC1() throws Exception {
        assertThat(jvmOptions("cleanup", "--target", "mysql")).contains(C1_ONLY);
        assertThat(jvmOptions("info", "--target", "postgresql")).contains(C1_ONLY);
    }

    @Test
    void measuringCommandsGetC2() throws Exception {
        assertThat(jvmOptions("run", "--ssl-mode", "disable")).doesNotContain(C1_ONLY).contains("-XX:+UseParallelGC");
        assertThat(jvmOptions("sweep")).doesNotContain(C1_ONLY);
    }

    @Test
    void prepareStopsAtC1OnlyInClearText() throws Exception {
        assertThat(jvmOptions("prepare", "--target", "mysql", "--ssl-mode", "disable")).contains(C1_ONLY);
        assertThat(jvmOptions("prepare", "--ssl-mode=disable")).contains(C1_ONLY);
        // C1 has no AES-GCM intrinsics, so an encrypted load would run the JDK's cipher as plain Java.
        assertThat(jvmOptions("prepare", "--target", "postgresql")).doesNotContain(C1_ONLY);
        assertThat(jvmOptions("prepare", "--ssl-mode", "require")).doesNotContain(C1_ONLY);
        assertThat(jvmOptions("prepare", "--db", "disable")).doesNotContain(C1_ONLY);
    }

    @Test
    void dbbenchJvmOptsReplacesTheDefaultsWordByWordWithoutGlobbing() throws Exception {
        assertThat(run(List.of("cleanup"), "-Xmx64m")).isEqualTo(List.of("-Xmx64m"));
        // The stand-in java and jar sit in the launcher's working directory, so a glob would match them.
        assertThat(run(List.of("prepare"), "-Xmx64m  -XX:CompileCommand=quiet,*"))
                .isEqualTo(List.of("-Xmx64m", "-XX:CompileCommand=quiet,*"));
        assertThat(run(List.of("prepare"), "*")).isEqualTo(List.of("*"));
    }

    private List<String> jvmOptions(String... args) throws Exception {
        return run(List.of(args), null);
    }

    /** The arguments the launcher gave java before {@code -jar}. */
    private List<String> run(List<String> args, String jvmOpts) throws IOException, InterruptedException {
        Path java = dir.resolve("java");
        Files.writeString(java, "#!/bin/sh\nfor a in \"$@\"; do echo \"$a\"; done\n");
        Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwx------"));
        Path jar = Files.writeString(dir.resolve("bench-cli.jar"), "");
        List<String> command = new ArrayList<>(List.of("bash", launcher().toString()));
        command.addAll(args);
        ProcessBuilder pb = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true);
        pb.environment().put("DBBENCH_JAVA", java.toString());
        pb.environment().put("DBBENCH_JAR", jar.toString());
        if (jvmOpts == null) {
            pb.environment().remove("DBBENCH_JVM_OPTS");
        } else {
            pb.environment().put("DBBENCH_JVM_OPTS", jvmOpts);
        }
        Process p = pb.start();
        List<String> out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).lines().toList();
        assertThat(p.waitFor()).as("launcher output %s", out).isZero();
        int jarAt = out.indexOf("-jar");
        assertThat(jarAt).as("java was given -jar: %s", out).isGreaterThanOrEqualTo(0);
        assertThat(out.get(jarAt + 1)).isEqualTo(jar.toString());
        assertThat(out.subList(jarAt + 2, out.size())).isEqualTo(args);
        return out.subList(0, jarAt);
    }

    private static Path launcher() {
        Path here = Path.of("").toAbsolutePath();
        for (Path d = here; d != null; d = d.getParent()) {
            Path candidate = d.resolve("bin/dbbench");
            if (Files.isRegularFile(candidate)) {
                return candidate;
            }
        }
        throw new IllegalStateException("bin/dbbench not found above " + here);
    }
}
