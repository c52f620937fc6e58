package dev.dbbench.reports;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.dbbench.result.Price;
import dev.dbbench.result.ProbeResult;
import dev.dbbench.result.RunResult;
import dev.dbbench.result.RunStatus;
import dev.dbbench.result.RunSummary;
import dev.dbbench.result.ServerInfo;
import dev.dbbench.result.TargetInfo;
import java.io.StringReader;
import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Each target's tags, price and CPU probe are in result.json beside its server, and absent where it has none. */
class TargetTagsJsonTest {
    private static final ProbeResult PROBE = ProbeResult.of("lcg-cte-1000x1000", "1000000:32761313575", 2, 3, List.of(3.1, 3.3, 3.2));

    private static RunResult result(TargetInfo... targets) {
        return new RunResult(Fixtures.sweep().tool(), "sweep", RunStatus.OK, null, null, targets[0], List.of(targets), null, Map.of(),
                List.of(), RunSummary.EMPTY);
    }

    private static TargetInfo target(String name) {
        return new TargetInfo(name, "mysql", "jdbc:mysql://h/db", "built-in", ServerInfo.unknown());
    }

    @Test
    void tagsPriceAndProbeAreReadBackAsWritten() throws Exception {
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("region", "us-east-1");
        tags.put("cloud", "aws");
        TargetInfo a = target("a").withTags(tags, Optional.of(new Price(new BigDecimal("0.48"), "USD"))).withProbe(PROBE);
        TargetInfo b = target("b").withTags(Map.of("cloud", "aliyun"), Optional.of(new Price(new BigDecimal("3.2"), "")));
        RunResult r = result(a, b);

        JsonNode json = ResultJson.mapper().readTree(ResultJson.toJson(r));

        JsonNode first = json.path("targets").get(0);
        assertThat(first.path("tags").properties()).extracting(Map.Entry::getKey).as("in the order given").containsExactly("region", "cloud");
        assertThat(first.path("price").path("perHour").decimalValue()).isEqualByComparingTo("0.48");
        assertThat(first.path("price").path("currency").asText()).isEqualTo("USD");
        assertThat(first.path("probe").path("median").asDouble()).isEqualTo(3.2);
        assertThat(first.path("probe").path("perSecond")).hasSize(3);
        assertThat(json.path("targets").get(1).path("price").has("currency")).as("no currency given, none written").isFalse();
        assertThat(json.path("targets").get(1).has("probe")).isFalse();
        RunResult read = ResultJson.read(new StringReader(ResultJson.toJson(r)), "test");
        assertThat(read).isEqualTo(r);
        assertThat(read.targets().get(0).tags().keySet()).containsExactly("region", "cloud");
    }

    @Test
    void aTargetWithoutTagsPriceOrProbeWritesNoneOfThem() throws Exception {
        JsonNode json = ResultJson.mapper().readTree(ResultJson.toJson(result(target("a"))));

        assertThat(json.path("targets").get(0).properties()).extracting(Map.Entry::getKey)
                .as("a result written before tags existed looks the same").containsExactly("name", "id", "url", "source", "server");
        assertThat(ResultJson.read(new StringReader(ResultJson.toJson(result(target("a")))), "test").targets().get(0).tags()).isEmpty();
    }
}
