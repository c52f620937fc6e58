package dev.dbbench.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.function.LongSupplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The compiler threads' CPU time, as the warm-up's JIT check reads it from /proc. */
class CompilerCpuTest {
    @TempDir
    Path tasks;

    @Test
    void readsUserAndSystemTicksAfterANameWithSpacesAndParentheses() {
        String stat = "4711 (C2 (x) Thre) S 1 4700 4700 0 -1 4194368 120 0 0 0 37 5 0 0 20 0 40 0 900 0 0";

        assertThat(CompilerCpu.parseTicks(stat)).isEqualTo(42);
    }

    @Test
    void knowsHotSpotsCompilerThreadsByTheirCutNames() {
        assertThat(CompilerCpu.isCompiler("C1 CompilerThre")).isTrue();
        assertThat(CompilerCpu.isCompiler("C2 CompilerThre")).isTrue();
        assertThat(CompilerCpu.isCompiler("JVMCI CompilerT")).isTrue();
        assertThat(CompilerCpu.isCompiler("dbbench-loop-0")).isFalse();
        assertThat(CompilerCpu.isCompiler("VM Thread")).isFalse();
    }

    @Test
    void countsOnlyCompilerThreadsAndNeverGoesBackWhenOneEnds() throws IOException {
        task(10, "C2 CompilerThre", 50, 10);
        task(11, "dbbench-loop-0", 900, 100);
        task(12, "C1 CompilerThre", 5, 0);
        CompilerCpu cpu = new CompilerCpu(tasks);
        assertThat(cpu.getAsLong()).as("60 + 5 ticks of 10 ms").isEqualTo(650);

        delete(tasks.resolve("10"));
        task(12, "C1 CompilerThre", 8, 0);
        task(13, "C2 CompilerThre", 3, 0);
        assertThat(cpu.getAsLong()).as("the ended thread's 60 ticks stay; 3 more and a new thread's 3").isEqualTo(710);

        task(11, "dbbench-loop-0", 5_000, 100);
        assertThat(cpu.getAsLong()).as("workers do not count").isEqualTo(710);
    }

    @Test
    void thisJvmShowsItsCompilerThreadsOnLinux() {
        assumeTrue(Files.isDirectory(Path.of("/proc/self/task")), "Linux only");
        LongSupplier cpu = CompilerCpu.ofThisJvm();

        assertThat(cpu).as("HotSpot always runs at least one compiler thread").isNotNull();
        assertThat(cpu.getAsLong()).isNotNegative();
        assertThat(JitActivity.compileMillis()).isInstanceOf(CompilerCpu.class);
    }

    private void task(int tid, String name, long utime, long stime) throws IOException {
        Path dir = Files.createDirectories(tasks.resolve(Integer.toString(tid)));
        Files.writeString(dir.resolve("comm"), name + "\n");
        Files.writeString(dir.resolve("stat"), tid + " (" + name + ") S 1 1 1 0 -1 0 0 0 0 0 " + utime + " " + stime
                + " 0 0 20 0 1 0 100 0 0\n");
    }

    private static void delete(Path dir) throws IOException {
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }
}
