package dev.dbbench.cli.commands;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.result.ServerInfo;
import dev.dbbench.result.TargetInfo;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class InfoCommandTest {

    /** A URL longer than any fixed column does not push the second target's column out of line. */
    @Test
    void columnsStayAlignedWhateverTheLengthOfTheValues() {
        TargetInfo a = new TargetInfo("mysql", "mysql", "jdbc:mysql://a-very-long-host-name.example.com:3306/dbbench", "built-in",
                new ServerInfo("MariaDB", "10.11.19-MariaDB-0+deb12u1", Map.of("innodb_buffer_pool_size", "134217728")));
        TargetInfo b = new TargetInfo("postgresql", "postgresql", "jdbc:postgresql://b/dbbench", "built-in",
                new ServerInfo("PostgreSQL", "15.14", Map.of("shared_buffers", "128MB")));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        InfoCommand.print(new PrintStream(bytes, true, StandardCharsets.UTF_8), List.of(a, b));

        List<String> lines = bytes.toString(StandardCharsets.UTF_8).lines().toList();
        assertThat(lines.get(0)).startsWith("setting ").endsWith("| postgresql");
        assertThat(lines).hasSize(6).allSatisfy(l -> {
            assertThat(l.indexOf(" | ")).isEqualTo(lines.get(0).indexOf(" | "));
            assertThat(l.lastIndexOf(" | ")).isEqualTo(lines.get(0).lastIndexOf(" | "));
        });
        assertThat(lines).contains(lines.get(3).substring(0, lines.get(3).lastIndexOf(" | ")) + " | jdbc:postgresql://b/dbbench");
        assertThat(lines).anySatisfy(l -> assertThat(l).startsWith("shared_buffers ").contains("| (absent) ").endsWith("| 128MB"));
    }

    /** An empty server setting shows as "", as in the reports, not as a blank cell beside "(absent)". */
    @Test
    void anEmptySettingShowsAsTheEmptyString() {
        TargetInfo a = new TargetInfo("mysql", "mysql", "jdbc:mysql://a/dbbench", "built-in",
                new ServerInfo("MariaDB", "10.11", Map.of("secure_file_priv", "")));
        TargetInfo b = new TargetInfo("postgresql", "postgresql", "jdbc:postgresql://b/dbbench", "built-in",
                new ServerInfo("PostgreSQL", "15.14", Map.of()));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        InfoCommand.print(new PrintStream(bytes, true, StandardCharsets.UTF_8), List.of(a, b));

        assertThat(bytes.toString(StandardCharsets.UTF_8).lines()).anySatisfy(l -> assertThat(l)
                .matches("secure_file_priv +\\| \"\" +\\| \\(absent\\)"));
    }
}
