package dev.dbbench.cli.commands;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.cli.Cli;
import java.util.List;
import org.junit.jupiter.api.Test;

class ListCommandTest {

    /** Each oltp workload lists only the options it reads: no --point-selects under oltp_write_only. */
    @Test
    void eachWorkloadListsTheOptionsItReads() {
        Cli r = Cli.run("list");
        assertThat(r.exitCode()).as(r.toString()).isZero();
        List<String> writeOnly = section(r.out(), "oltp_write_only");
        assertThat(writeOnly).anyMatch(l -> l.contains("--index-updates")).anyMatch(l -> l.contains("--skip-trx"))
                .anyMatch(l -> l.contains("--table-size")).noneMatch(l -> l.contains("--point-selects"))
                .noneMatch(l -> l.contains("--range-size")).anyMatch(l -> l.contains("accepts and ignores 7 more options"));
        List<String> pointSelect = section(r.out(), "oltp_point_select");
        assertThat(pointSelect).noneMatch(l -> l.contains("--point-selects")).noneMatch(l -> l.contains("--skip-trx"))
                .anyMatch(l -> l.contains("--rand-type"));
        assertThat(section(r.out(), "oltp_read_write")).anyMatch(l -> l.contains("--point-selects"))
                .anyMatch(l -> l.contains("--delete-inserts")).noneMatch(l -> l.contains("accepts and ignores"));
    }

    /** A workload file is checked and shown: its options as --set names, its tables, its mix and its statements. */
    @Test
    void aWorkloadFileIsShownWithItsTablesMixAndStatements() {
        Cli r = Cli.run("list", "--workload-file", "../examples/workloads/order-entry.yaml");
        assertThat(r.exitCode()).as(r.toString()).isZero();
        assertThat(r.out()).contains("Workload file ../examples/workloads/order-entry.yaml: order-entry")
                .contains("Options (--set NAME=VALUE):").contains("  customers ").contains("  rand-seed ")
                .contains("customer: 1,000 rows (customers)").contains("index orders_customer (customer_id)")
                .contains("new_order            weight 45").contains("payment:")
                .contains("1. SELECT balance FROM customer WHERE id = :customer FOR UPDATE   (read)   -> into balance")
                .doesNotContain("Targets:");
        assertThat(r.err()).isEmpty();
    }

    /** Which clients each target and workload can run on, so that the pick of --client auto is no surprise. */
    @Test
    void saysWhichTargetsAndWorkloadsTheWireClientServes() {
        Cli r = Cli.run("list");
        assertThat(r.out()).contains("--client auto, the default,");
        assertThat(section(r.out(), "mysql")).containsExactly("      clients: wire, jdbc");
        assertThat(section(r.out(), "aurora-postgresql")).containsExactly("      clients: jdbc (no wire client)");
        assertThat(section(r.out(), "select_random_points")).contains("      clients: jdbc only (no event script for the wire client)");
        assertThat(section(r.out(), "oltp_insert")).noneMatch(l -> l.contains("clients:"));
    }

    /** Each workload's declared metrics, one line each, as docs/writing-a-workload.md shows them. */
    @Test
    void eachWorkloadShowsItsMetrics() throws java.io.IOException {
        Cli r = Cli.run("list");
        assertThat(r.exitCode()).as(r.toString()).isZero();
        java.util.regex.Matcher shown = java.util.regex.Pattern.compile("`list` shows every workload's metrics, one line each:\n\n```\n(.*?)```",
                java.util.regex.Pattern.DOTALL).matcher(java.nio.file.Files.readString(java.nio.file.Path.of("../docs/writing-a-workload.md")));
        assertThat(shown.find()).as("the listing the guide shows").isTrue();
        assertThat(section(r.out(), "tpcc")).contains(shown.group(1).split("\n"))
                .contains("      metric TPM (server): the server's transactions per minute  (tpmServer)");
        assertThat(section(r.out(), "oltp_read_write")).noneMatch(l -> l.contains("metric "));
    }

    /** A workload file's metrics are listed after what the file defines. */
    @Test
    void aWorkloadFileShowsItsMetrics() {
        Cli r = Cli.run("list", "--workload-file", "../examples/workloads/order-entry.yaml");
        assertThat(r.exitCode()).as(r.toString()).isZero();
        assertThat(r.out()).endsWith(String.join(System.lineSeparator(), "Metrics (beside TPS and latency; each ends with its key in result.json):",
                "  Orders/min: new_order per minute  (ordersPerMinute)",
                "  Server TPS: the server's transactions per second  (serverTps)",
                "  Order-entry mix: % of Orders >= 40 %, Payments >= 35 %, Lookups  (mix)", ""));
        Cli plain = Cli.run("list", "--workload-file", "../examples/workloads/point-select.yaml");
        assertThat(plain.out()).doesNotContain("Metrics");
    }

    /** The option lines under {@code workload}, up to the next workload. */
    private static List<String> section(String out, String workload) {
        List<String> lines = out.lines().toList();
        int start = -1;
        for (int i = 0; i < lines.size(); i++) {
            if (start < 0 && lines.get(i).startsWith("  " + workload + " ")) {
                start = i + 1;
            }
        }
        assertThat(start).as("%s is listed", workload).isPositive();
        int end = start;
        while (end < lines.size() && lines.get(end).startsWith("      ")) {
            end++;
        }
        return lines.subList(start, end);
    }
}
