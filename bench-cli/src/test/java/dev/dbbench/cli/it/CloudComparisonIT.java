package dev.dbbench.cli.it;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.dbbench.cli.Cli;
import dev.dbbench.probe.CpuProbe;
import dev.dbbench.testing.TestServers;
import dev.dbbench.testing.TestServers.Kind;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A sweep of MariaDB and PostgreSQL as a user comparing two clouds runs it: each target tagged and priced, the CPU probe
 * before the first step. result.json records them per target, and the reports give the cost per 1,000 TPS and QPS at
 * each step, the cheapest at its peak, the probe beside the targets and the tags among the differences.
 */
class CloudComparisonIT {
    @TempDir
    Path tmp;

    @Test
    void aTaggedPricedProbedSweepOfTwoServersReportsAllOfIt() throws Exception {
        TestServers.Server maria = TestServers.require(Kind.MYSQL);
        TestServers.Server pg = TestServers.require(Kind.POSTGRES);
        SweepIT.prepare(maria);
        SweepIT.prepare(pg);
        try {
            Path out = tmp.resolve("clouds");
            Cli sweep = Cli.run(Cli.args(List.of("sweep"),
                    maria.cliArgs(), List.of("--name", "aws", "--tag", "cloud=aws", "--tag", "instance=db.r6g.large", "--price", "0.48USD/h"),
                    pg.cliArgs(), List.of("--name", "ali", "--tag", "cloud=aliyun", "--tag", "instance=pg.x4.large", "--tag",
                            "price=3.2CNY/h"),
                    SweepIT.DATA, List.of("--threads", "1,2", "--time", "2s", "--warmup", "1s", "--warmup-max", "1s", "--probe", "--out", out.toString())));

            assertThat(sweep.exitCode()).as(sweep.toString()).isZero();
            assertThat(sweep.out()).containsPattern("CPU probe aws: \\d+\\.\\d\\d iterations/s").containsPattern("CPU probe ali: ")
                    .contains("| aws | 2 | 0.48 USD/h |").contains("different currencies").contains("server CPU probe");
            JsonNode result = new ObjectMapper().readTree(out.resolve("result.json").toFile());
            JsonNode aws = result.get("targets").get(0);
            JsonNode ali = result.get("targets").get(1);
            assertThat(aws.get("tags").get("instance").asText()).isEqualTo("db.r6g.large");
            assertThat(aws.get("price").get("perHour").decimalValue()).isEqualByComparingTo("0.48");
            assertThat(aws.get("price").get("currency").asText()).isEqualTo("USD");
            assertThat(ali.get("price").get("currency").asText()).isEqualTo("CNY");
            assertThat(ali.get("tags").has("price")).as("a price given as a tag is the price").isFalse();
            for (JsonNode t : List.of(aws, ali)) {
                assertThat(t.get("probe").get("checksum").asText()).isEqualTo(CpuProbe.CHECKSUM);
                assertThat(t.get("probe").get("median").asDouble()).isPositive();
            }
            String md = Files.readString(out.resolve("report.md"));
            assertThat(md).contains("| target | plugin | product | version | url | cloud | instance | price |")
                    .contains("| aws | mysql |").contains("| db.r6g.large | 0.48 USD/h |")
                    .contains("## Server CPU probe").contains("### Cost per 1,000 TPS per hour").contains("### Cost per 1,000 QPS per hour")
                    .contains("| threads | aws (USD) | ali (CNY) |").contains("### Price-performance at the peak")
                    .contains("| tag.instance | db.r6g.large | pg.x4.large |").contains("| price | 0.48 USD/h | 3.2 CNY/h |")
                    .contains("Prices are in different currencies (CNY, USD)");
            String html = Files.readString(out.resolve("report.html"));
            assertThat(html).contains("<h2>Server CPU probe</h2>").contains("<h3>Cost per 1,000 TPS per hour</h3>")
                    .contains("<th>instance</th>").contains("<td>pg.x4.large</td>");
            assertThat(Files.readAllLines(out.resolve("steps.csv")).get(0)).endsWith(
                    "tag.cloud,tag.instance,price_per_hour,currency,cost_per_1k_tps_hour,cost_per_1k_qps_hour,cpu_probe_per_s,"
                            + "run_started,command,workload,dataset,dbbench_version,run_id,step_started");
        } finally {
            SweepIT.cleanup(maria);
            SweepIT.cleanup(pg);
        }
    }
}
