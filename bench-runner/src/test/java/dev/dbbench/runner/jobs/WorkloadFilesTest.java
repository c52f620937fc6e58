package dev.dbbench.runner.jobs;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** {@code --set}: a number option's comma list is several values, run in turn as {@code --param}'s are; text is whole. */
class WorkloadFilesTest {

    @Test
    void aNumberOptionTakesSeveralValuesAndATextOptionItsValueWhole() {
        Map<String, List<String>> sets = WorkloadFiles.sets(List.of("rows=20, 30", "label=eu,us"), new RecordingWorkload(),
                Path.of("shop.yaml"));

        assertThat(sets).containsExactly(Map.entry("rows", List.of("20", "30")), Map.entry("label", List.of("eu,us")));
    }
}
