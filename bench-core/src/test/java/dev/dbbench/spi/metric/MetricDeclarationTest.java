package dev.dbbench.spi.metric;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** A declaration is checked when made, and the core's result model names no workload: workloads declare their numbers. */
class MetricDeclarationTest {

    @Test
    void aBadNameOrUnitIsRefusedWithTheFix() {
        assertThatThrownBy(() -> new OperationRate("orders per minute", "Orders", "", List.of(), TimeUnit.MINUTES))
                .hasMessage("metric name 'orders per minute': give letters and digits, starting with a letter (ordersPerMinute)");
        assertThatThrownBy(() -> new OperationRate("orders", "Orders", "", List.of(), TimeUnit.MILLISECONDS))
                .hasMessage("metric orders is per MILLISECONDS: give SECONDS, MINUTES or HOURS");
        assertThatThrownBy(() -> new Shares.Share("Refund", List.of("refund"), 101))
                .hasMessage("share Refund has minimum 101: give a percent from 0 to 100");
    }

    @Test
    void aRateShowsItsUnit() {
        assertThat(new OperationRate("orders", "Orders", "", List.of(), TimeUnit.MINUTES).unit()).isEqualTo("per minute");
        assertThat(new CounterRate("c", "C", "", "c", TimeUnit.SECONDS).unit()).isEqualTo("per second");
    }

    /** The words of one workload, which the result model, the metric API and the core must leave to the workload. */
    private static final Pattern WORKLOAD_WORDS = Pattern.compile("(?i)new_?order|tpcc|tpc-c|nopm|tpmc");

    @Test
    void theResultModelAndTheCoreNameNoWorkload() throws IOException {
        Path root = Path.of("..").toAbsolutePath().normalize();
        List<Path> dirs = List.of(root.resolve("bench-api/src/main/java/dev/dbbench/result"),
                root.resolve("bench-api/src/main/java/dev/dbbench/spi/metric"), root.resolve("bench-core/src/main/java"));
        List<String> found;
        try (Stream<Path> files = dirs.stream().flatMap(MetricDeclarationTest::javaFiles)) {
            found = files.flatMap(f -> lines(f).filter(l -> WORKLOAD_WORDS.matcher(l).find()).map(l -> root.relativize(f) + ": " + l.strip()))
                    .toList();
        }
        assertThat(found).as("lines naming a workload").isEmpty();
    }

    private static Stream<Path> javaFiles(Path dir) {
        try {
            return Files.walk(dir).filter(p -> p.toString().endsWith(".java")).toList().stream();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static Stream<String> lines(Path f) {
        try {
            return Files.readAllLines(f).stream();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
