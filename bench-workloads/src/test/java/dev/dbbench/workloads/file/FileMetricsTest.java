package dev.dbbench.workloads.file;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dbbench.spi.UsageException;
import dev.dbbench.spi.metric.CounterRate;
import dev.dbbench.spi.metric.Counts;
import dev.dbbench.spi.metric.OperationRate;
import dev.dbbench.spi.metric.Shares;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A workload file's {@code metrics} become the API's declarations, and each mistake in them is one line at its place. */
class FileMetricsTest {
    private static final String MIX = """
            transactions:
              new_order: {weight: 45, statements: [SELECT 1]}
              payment: {weight: 43, statements: [SELECT 2]}
              order_status: {weight: 12, statements: [SELECT 3]}
            metrics:
            """;

    @Test
    void theExampleDeclaresARateACounterAndShares() {
        assertThat(Examples.example("order-entry.yaml").metrics()).containsExactly(
                new OperationRate("ordersPerMinute", "Orders/min", "orders placed per minute of measured time", List.of("new_order"),
                        TimeUnit.MINUTES),
                new CounterRate("serverTps", "Server TPS", "transactions the server committed or rolled back per second, every client's",
                        CounterRate.SERVER_TRANSACTIONS, TimeUnit.SECONDS),
                new Shares("mix", "Order-entry mix", "each transaction's share of those completed, in percent, rounded down",
                        "the order-entry mix", List.of(new Shares.Share("Orders", List.of("new_order"), 40),
                        new Shares.Share("Payments", List.of("payment"), 35), new Shares.Share("Lookups", List.of("order_status"), 0))));
    }

    @Test
    void aRateOfAllCountsEveryEventAndTheLabelDefaultsToTheName() {
        OperationRate r = (OperationRate) Examples.of(MIX + "  tph: {transactions: all, per: hour}\n").metrics().get(0);
        assertThat(r).isEqualTo(new OperationRate("tph", "tph", "", List.of(), TimeUnit.HOURS));
        assertThat(r.valueOf(new Counts(2, 10, Map.of("new_order", 4L), 0, Map.of())).orElseThrow().number()).isEqualTo(18_000);
    }

    @Test
    void aFileWithoutMetricsDeclaresNone() {
        assertThat(Examples.example("point-select.yaml").metrics()).isEmpty();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "'  x: {transactions: [new_ordr], per: minute}' | test.yaml:6:22: transactions of metric x names 'new_ordr', which is not"
                + " a transaction of this file; give one of new_order, payment, order_status",
        "'  x: {transactions: [], per: minute}' | test.yaml:6:21: transactions of metric x is empty; give at least one transaction",
        "'  x: {transactions: new_order, per: week}' | test.yaml:6:37: per 'week' of metric x is not a unit of time; give second,"
                + " minute or hour",
        "'  x: {transactions: new_order}' | test.yaml:6:6: metric x has no per; add per: minute",
        "'  x: {counter: orders, per: minute}' | test.yaml:6:16: counter 'orders' of metric x is not a counter a workload file can"
                + " read; give server.transactions",
        "'  x: {shares: {A: {transactions: [payment], minimum: 101}}}' | test.yaml:6:54: minimum '101' of share A of metric x is not"
                + " a percent; give a whole number from 0 to 100",
        "'  x: {shares: {A: {transactions: [payment], minimum: -1}}}' | test.yaml:6:54: minimum '-1' of share A of metric x is not",
        "'  x: {shares: {A: {transactions: [payment]}, B: {transactions: [payment]}}}' | test.yaml:6:64: transaction payment is in"
                + " shares A and B of metric x, so its events would count twice; put it in one of them",
        "'  x: {shares: {A: {transactions: [payment]}}, per: minute}' | test.yaml:6:47: 'per' is not a key of metric x; use label,"
                + " description, rule, shares",
        "'  x: {per: minute}' | test.yaml:6:6: metric x says not what it counts; give one of transactions: [new_order] (a rate),"
                + " counter: server.transactions (a rate) or shares: {...}",
        "'  x: {transactions: all, counter: server.transactions, per: minute}' | test.yaml:6:6: metric x gives transactions and counter;",
        "'  orders_per_minute: {transactions: all, per: minute}' | test.yaml:6:3: metric name 'orders_per_minute' must be letters and"
                + " digits, starting with a letter",
        "'  tpm: {transactions: all, per: minute}\n  TPM: {transactions: all, per: hour}' | test.yaml:7:3: metric TPM has the name of the"
                + " metric at line 6, but for case; rename one of them",
        "'  tpm: {transactions: all, per: minute}\n  tpm: {transactions: all, per: hour}' | test.yaml:7:3: 'tpm' is given twice here",
        "'  x: {label: \"\", transactions: all, per: minute}' | test.yaml:6:14: label of metric x is empty; give a value",
    })
    void eachMistakeIsOneLineAtItsPlace(String metrics, String message) {
        assertThatThrownBy(() -> Examples.of(MIX + metrics.replace("\\n", "\n") + "\n")).isInstanceOf(UsageException.class)
                .hasMessageStartingWith(message).hasMessageNotContaining("\n");
    }

    /** The mistake the guide shows is what the reader says of the example with a misspelt transaction. */
    @Test
    void theGuideShowsTheReadersMessage() throws Exception {
        Matcher shown = Pattern.compile("### Metrics\n.*?```\nerror: (.*?)\n```", Pattern.DOTALL)
                .matcher(Files.readString(Path.of("..", "docs", "writing-a-workload.md")));
        assertThat(shown.find()).as("the mistake the guide shows").isTrue();
        String misspelt = Files.readString(Examples.DIR.resolve("order-entry.yaml"))
                .replaceFirst("transactions: \\[new_order]\n", "transactions: [new_ordr]\n");
        assertThatThrownBy(() -> dev.dbbench.workloads.file.spec.SpecReader.read("orders.yaml", "orders.yaml", misspelt, "0"))
                .hasMessage(shown.group(1));
    }

    /** docs/writing-a-workload.md shows the example's metrics, which the tests of this module and WorkloadFileIT run. */
    @Test
    void theGuideShowsTheExamplesMetrics() throws Exception {
        Matcher block = Pattern.compile("### Metrics\\n.*?```yaml\\n(.*?)```", Pattern.DOTALL)
                .matcher(Files.readString(Path.of("..", "docs", "writing-a-workload.md")));
        assertThat(block.find()).as("the metrics block of the guide").isTrue();
        String example = Files.readString(Examples.DIR.resolve("order-entry.yaml"));
        assertThat(block.group(1)).isEqualTo(example.substring(example.indexOf("\nmetrics:\n") + 1));
    }
}
