package dev.dbbench.reports;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.reports.html.HtmlReporter;
import dev.dbbench.reports.md.MarkdownReporter;
import dev.dbbench.reports.text.SysbenchTextReporter;
import dev.dbbench.result.Price;
import dev.dbbench.result.ProbeResult;
import dev.dbbench.result.RunResult;
import dev.dbbench.result.TargetInfo;
import dev.dbbench.spi.report.Reporter;
import java.nio.file.Path;
import dev.dbbench.spi.report.ReportOutput;
import dev.dbbench.spi.report.ReportInput;
import java.io.IOException;
import java.io.StringWriter;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Tags, prices and the CPU probe in every report format. The sweep of {@link Fixtures}: mysql's median TPS is 40.5,
 * 80.5 and 160.5 at 8, 16 and 32 threads, oceanbase's 61, 121 and 241; QPS is 20 times TPS.
 */
class PriceAndProbeReportsTest {
    private static final ProbeResult PROBE = ProbeResult.of("lcg-cte-1000x1000", "1000000:32761313575", 2, 3,
            List.of(3.1, 3.3, 3.2, 3.0, 3.25));

    /** The formats every run writes; the exports (JMH JSON, PNG) carry no price or probe. */
    static Stream<Reporter> formats() {
        return Reporters.load().all().stream().filter(Reporter::byDefault);
    }

    /** Fixtures' sweep with {@code mysql} and {@code oceanbase} priced, tagged and probed as given (null for none). */
    private static RunResult sweep(String mysqlPrice, String oceanbasePrice, boolean probe, Map<String, String> tags) {
        RunResult r = Fixtures.sweep();
        List<TargetInfo> targets = new ArrayList<>();
        for (TargetInfo t : r.targets()) {
            String given = t.name().equals("mysql") ? mysqlPrice : oceanbasePrice;
            TargetInfo changed = t.withTags(t.name().equals("mysql") ? tags : Map.of(), Optional.ofNullable(given).map(PriceAndProbeReportsTest::price));
            targets.add(probe && t.name().equals("oceanbase") ? changed.withProbe(PROBE) : changed);
        }
        return new RunResult(r.tool(), r.command(), r.status(), r.startedAt(), r.finishedAt(), targets.get(0), targets, r.workload(),
                r.manifest(), r.steps(), r.summary());
    }

    /** Tags in the order given, as the command line keeps them. */
    private static Map<String, String> ordered(String... keysAndValues) {
        Map<String, String> m = new java.util.LinkedHashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            m.put(keysAndValues[i], keysAndValues[i + 1]);
        }
        return m;
    }

    private static Price price(String text) {
        String[] parts = text.split(" ");
        return new Price(new BigDecimal(parts[0]), parts.length > 1 ? parts[1] : "");
    }

    private static String write(Reporter reporter, RunResult r) throws IOException {
        StringWriter out = new StringWriter();
        reporter.write(ReportInput.of(r), ReportOutput.of(out, Path.of(".")));
        return out.toString();
    }

    /** The lines of the Markdown table under {@code heading}. */
    private static List<String> table(String md, String heading) {
        List<String> lines = md.lines().toList();
        int at = lines.indexOf(heading);
        assertThat(at).as(heading).isNotNegative();
        return lines.subList(at + 2, lines.size()).stream().takeWhile(l -> l.startsWith("|")).toList();
    }

    @Test
    void everyStepGainsTheCostOfAnHourOfAThousandTpsAndQps() throws IOException {
        String md = write(new MarkdownReporter(), sweep("0.48 USD", "0.40 USD", false, Map.of()));

        // 0.48 USD/h over 40.5/1000 TPS = 11.85 USD; 0.40 over 61/1000 = 6.557; over 241/1000 = 1.660. Each cost's interval
        // is the price over the ends of its TPS's: 40.5 ±15.7 % gives 11.85 ±16.1 %.
        assertThat(table(md, "### Cost per 1,000 TPS per hour")).containsExactly(
                "| threads | mysql (USD) | oceanbase (USD) |", "|---|---|---|",
                "| 8 | 11.85 ±16.1 % | 6.557 ±21.8 % |", "| 16 | 5.963 ±7.9 % | 3.306 ±10.6 % |", "| 32 | 2.991 ±4.0 % | 1.660 ±5.3 % |");
        assertThat(table(md, "### Cost per 1,000 QPS per hour")).contains("| 32 | 0.1495 ±4.0 % | 0.08299 ±5.3 % |");
        assertThat(table(md, "### Price-performance at the peak")).containsExactly(
                "| target | price | peak TPS | threads | per 1,000 TPS an hour | per 1,000 QPS an hour |", "|---|---|---|---|---|---|",
                "| mysql | 0.48 USD/h | 160.50 ±4.0 % | 32 | 2.991 USD | 0.1495 USD |",
                "| oceanbase | 0.40 USD/h | 241.00 ±5.3 % | 32 | 1.660 USD | 0.08299 USD |");
        assertThat(md).contains("_Cheapest per 1,000 TPS at its peak: oceanbase, 1.660 USD an hour at 32 threads; every other "
                + "target's cost is higher beyond its 95 % interval._");
        assertThat(table(md, "## Targets").get(0)).isEqualTo("| target | plugin | product | version | url | price |");
    }

    @Test
    void aTargetWithoutAPriceHasNoCostColumnAndNoneIsNamedCheapest() throws IOException {
        String md = write(new MarkdownReporter(), sweep("0.48", null, false, Map.of()));

        assertThat(table(md, "### Cost per 1,000 TPS per hour")).startsWith("| threads | mysql |", "|---|---|", "| 8 | 11.85 ±16.1 % |");
        assertThat(md).contains("_Without a price (--price), so without a column: oceanbase._").doesNotContain("Cheapest");
        assertThat(table(md, "## Targets")).contains("| oceanbase | oceanbase | OceanBase | 10.11.6 | jdbc:oceanbase://127.0.0.1/dbbench | — |");
    }

    /** Costs 0.1 % apart at peaks measured to ±4 % and ±5 %: the data cannot name a cheapest, so neither is. */
    @Test
    void costsTheDataCannotTellApartTieAndNoneIsNamedCheapest() throws IOException {
        // mysql 0.48 USD/h at 160.50 TPS = 2.991 USD; oceanbase 0.72 USD/h at 241.00 TPS = 2.988 USD.
        String md = write(new MarkdownReporter(), sweep("0.48 USD", "0.72 USD", false, Map.of()));

        assertThat(md).contains("_No target is cheapest per 1,000 TPS at its peak: oceanbase (2.988 USD an hour) and mysql tie, as "
                + "their costs' 95 % intervals overlap; more repeats (--repeats) may tell them apart._").doesNotContain("Cheapest");
    }

    @Test
    void costsInTwoCurrenciesAreNeverComparedWithEachOther() throws IOException {
        RunResult r = sweep("0.48 USD", "3.2 CNY", false, Map.of());
        String md = write(new MarkdownReporter(), r);
        String txt = write(new SysbenchTextReporter(), r);

        assertThat(table(md, "### Cost per 1,000 TPS per hour").get(0)).isEqualTo("| threads | mysql (USD) | oceanbase (CNY) |");
        assertThat(md).contains("_Prices are in different currencies (CNY, USD), which dbbench does not convert: costs are compared"
                + " only between targets priced in one currency._").doesNotContain("Cheapest");
        assertThat(txt).contains("| oceanbase | 32 | 3.2 CNY/h | 13.28 CNY | 0.6639 CNY |").contains("different currencies")
                .doesNotContain("Cheapest");
    }

    @ParameterizedTest
    @MethodSource("formats")
    void aResultWithoutPriceTagsOrProbeShowsNoneOfThem(Reporter format) throws IOException {
        String out = write(format, Fixtures.sweep());

        assertThat(out.toLowerCase(java.util.Locale.ROOT)).doesNotContain("price", "cost", "probe", "tag.", "currency");
    }

    @ParameterizedTest
    @MethodSource("formats")
    void aPricedTaggedProbedResultShowsAllThreeInEveryFormat(Reporter format) throws IOException {
        String out = write(format, sweep("0.48 USD", "0.40 USD", true, ordered("cloud", "aws", "instance", "db.r6g.large")));

        assertThat(out).as(format.format()).contains("0.48").contains("USD").contains("3.2");
        if (!format.format().equals("txt")) {
            assertThat(out).as(format.format()).contains("db.r6g.large");
        }
    }

    @Test
    void theCsvGainsTagPriceCostAndProbeColumnsWithEachStepsOwnCost() throws IOException {
        String csv = write(new CsvReporter(), sweep("0.48 USD", null, true, Map.of("cloud", "aws")));
        List<String> lines = csv.lines().toList();

        assertThat(lines.get(0)).contains(",lat_max_ms,tag.cloud,price_per_hour,currency,cost_per_1k_tps_hour,cost_per_1k_qps_hour,"
                + "cpu_probe_per_s,run_started,");
        // mysql at 8 threads, repeat 1: 40 TPS and 800 QPS -> 12 and 0.6 USD; oceanbase has no price and no tag.
        assertThat(lines.get(1)).startsWith("mysql,8,1,").contains(",aws,0.48,USD,12,0.6,,");
        assertThat(lines.get(2)).startsWith("oceanbase,8,1,").contains(",,,,,,3.2,");
    }

    @Test
    void theProbeIsShownBesideTheTargetsWithItsSpread() throws IOException {
        RunResult r = sweep(null, null, true, Map.of());
        String md = write(new MarkdownReporter(), r);
        String html = write(new HtmlReporter(), r);
        String txt = write(new SysbenchTextReporter(), r);

        assertThat(table(md, "## Server CPU probe")).containsExactly(
                "| target | iterations/s | min | max | spread | runs x iterations |", "|---|---|---|---|---|---|",
                "| mysql | — | — | — | — | — |", "| oceanbase | 3.20 | 3.00 | 3.30 | 9.4% | 5 x 3 |");
        assertThat(md).contains("the target with the lower probe has the faster engine").contains("— means the target ran no probe");
        assertThat(html).contains("<h2>Server CPU probe</h2>").contains("<td class=\"num\">3.20</td>");
        assertThat(txt).contains("oceanbase: 3.20 (3.00 to 3.30)").contains("mysql: — (no probe)");
    }

    @Test
    void tagsAreColumnsOfTheTargetsTableAndDifferencesBetweenTargets() throws IOException {
        RunResult r = sweep("0.48 USD", null, false, ordered("cloud", "aws", "version", "r6g"));
        String md = write(new MarkdownReporter(), r);

        assertThat(table(md, "## Targets")).startsWith("| target | plugin | product | version | url | cloud | tag version | price |",
                "|---|---|---|---|---|---|---|---|",
                "| mysql | mysql | MariaDB | 10.11.6 | jdbc:mysql://127.0.0.1/dbbench | aws | r6g | 0.48 USD/h |");
        assertThat(Differences.of(r)).extracting(dev.dbbench.result.Difference::setting).startsWith("tag.cloud", "tag.version", "price");
        assertThat(Differences.of(r).get(0).values()).containsEntry("mysql", Optional.of("aws")).containsEntry("oceanbase", Optional.empty());
    }
}
