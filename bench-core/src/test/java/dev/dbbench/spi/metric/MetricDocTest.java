package dev.dbbench.spi.metric;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The declaration {@code docs/writing-a-workload.md} shows is the example workload's, which its own build compiles and tests. */
class MetricDocTest {
    private static final Path PAGE = Path.of("../docs/writing-a-workload.md");
    private static final Path SOURCE = Path.of("../examples/java-workload/src/main/java/org/example/dbbench/orders/Orders.java");

    @Test
    void thePageShowsTheExamplesDeclaration() throws IOException {
        Matcher block = Pattern.compile("### Declaring metrics\\n.*?```java\\n(.*?)```", Pattern.DOTALL).matcher(Files.readString(PAGE));
        assertThat(block.find()).as("the declaration's code block in %s", PAGE).isTrue();
        Matcher method = Pattern.compile("\\n(    /\\*\\* Orders placed per minute.*?\\n    }\\n)", Pattern.DOTALL)
                .matcher(Files.readString(SOURCE));
        assertThat(method.find()).as("the metrics method in %s", SOURCE).isTrue();
        assertThat(block.group(1)).isEqualTo(method.group(1));
    }
}
