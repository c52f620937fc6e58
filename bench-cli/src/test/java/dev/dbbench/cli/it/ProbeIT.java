package dev.dbbench.cli.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.dbbench.cli.Cli;
import dev.dbbench.probe.CpuProbe;
import dev.dbbench.testing.TestServers;
import dev.dbbench.testing.TestServers.Kind;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** {@code probe} alone: every supported server does the same work, checked by its answer, and gets a rate with its spread. */
class ProbeIT {
    @TempDir
    Path tmp;

    @ParameterizedTest
    @EnumSource(value = Kind.class, names = {"MYSQL", "POSTGRES", "MYSQL8", "OCEANBASE"})
    void everyServerGivesTheSameAnswerAndARate(Kind kind) throws Exception {
        TestServers.Server s = TestServers.require(kind);
        Path out = tmp.resolve("probe");

        Cli probe = Cli.run(Cli.args(List.of("probe"), s.cliArgs(), List.of("--tag", "server=" + kind, "--out", out.toString())));

        assertThat(probe.exitCode()).as(probe.toString()).isZero();
        assertThat(probe.out()).containsPattern("probing [a-z]+ \\(.+\\): \\d+\\.\\d\\d iterations/s \\(\\d+\\.\\d\\d to "
                + "\\d+\\.\\d\\d over 5 runs of 5\\)").contains("server CPU probe, iterations/s");
        JsonNode target = new ObjectMapper().readTree(out.resolve("result.json").toFile()).get("targets").get(0);
        JsonNode result = target.get("probe");
        assertThat(result.get("checksum").asText()).isEqualTo(CpuProbe.CHECKSUM).isEqualTo("1000000:32761313575");
        assertThat(result.get("name").asText()).isEqualTo(CpuProbe.NAME);
        assertThat(result.get("perSecond")).hasSize(CpuProbe.RUNS);
        assertThat(result.get("min").asDouble()).isPositive().isLessThanOrEqualTo(result.get("median").asDouble());
        assertThat(result.get("max").asDouble()).isGreaterThanOrEqualTo(result.get("median").asDouble());
        assertThat(target.get("tags").get("server").asText()).isEqualTo(kind.toString());
        assertThat(out.resolve("report.md")).content().contains("## Server CPU probe");
    }
}
