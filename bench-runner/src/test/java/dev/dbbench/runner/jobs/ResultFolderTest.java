package dev.dbbench.runner.jobs;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Shards started together plan their folders side by side under parents that none of them has made yet. */
class ResultFolderTest {
    @TempDir
    Path tmp;

    @Test
    void shardsPlanningSiblingFoldersAtOnceAreAllAccepted() throws Exception {
        int shards = 4;
        ExecutorService pool = Executors.newFixedThreadPool(shards);
        try {
            for (int round = 0; round < 200; round++) {
                CyclicBarrier together = new CyclicBarrier(shards);
                Path run = tmp.resolve("results-" + round).resolve("demo-sweep");
                List<Future<?>> planned = new ArrayList<>();
                for (int i = 0; i < shards; i++) {
                    Path dir = run.resolve("shard-" + i);
                    planned.add(pool.submit(() -> {
                        together.await();
                        return ResultFolder.plan(dir, false);
                    }));
                }
                for (Future<?> f : planned) {
                    assertThat(f.get()).isNotNull();
                }
            }
        } finally {
            pool.shutdownNow();
        }
    }
}
