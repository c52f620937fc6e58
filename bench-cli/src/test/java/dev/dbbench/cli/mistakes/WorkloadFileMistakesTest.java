package dev.dbbench.cli.mistakes;

import static dev.dbbench.cli.Cli.args;
import static dev.dbbench.cli.mistakes.Mistake.usage;
import static dev.dbbench.cli.mistakes.MistakeCheck.closedPort;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Mistakes with {@code --workload-file} and {@code --set}, through every command that takes a workload: each is one
 * line on stderr (a file's own mistakes naming file:line:column) and exit code 2, before any connection is tried.
 */
class WorkloadFileMistakesTest {
    private static final String ORDER_ENTRY = "../examples/workloads/order-entry.yaml";
    private static final String POINT_SELECT = "../examples/workloads/point-select.yaml";

    @TempDir
    static Path dir;

    @TempDir
    Path tmp;

    static Stream<Mistake> catalogue() throws IOException {
        Path pw = Files.writeString(dir.resolve("pw.txt"), "x-Secret-1");
        List<String> t = List.of("--target", "mysql", "--host", "127.0.0.1", "--port", Integer.toString(closedPort()), "--user", "u",
                "--db", "d", "--password-file", pw.toString());
        Path orders = Files.writeString(dir.resolve("orders.yaml"), """
                tables:
                  orders:
                    rows: 10
                    columns: {id: {type: INTEGER, data: {sequence: 1}}}
                transactions:
                  new_order:
                    weight: x
                    statements: [SELECT 1]
                """);
        String where = orders + ":7:13: weight 'x' of transaction new_order is not a whole number; give a number such as 45";
        List<Mistake> all = new ArrayList<>();
        all.add(usage("list of a file with a mistake", List.of("list", "--workload-file", orders.toString()), where));
        for (String command : List.of("run", "sweep", "stability", "prepare", "cleanup")) {
            all.add(usage(command + " of a file with a mistake", args(List.of(command), t, List.of("--workload-file", orders.toString())),
                    where));
        }
        all.add(usage("a file that does not exist", args(List.of("run"), t, List.of("--workload-file", dir.resolve("none.yaml").toString())),
                "--workload-file " + dir.resolve("none.yaml") + " does not exist; check the path"));
        Path json = Files.writeString(dir.resolve("w.json"), "{}");
        all.add(usage("a file of no known format", args(List.of("run"), t, List.of("--workload-file", json.toString())),
                "--workload-file " + json + ": no workload format reads this kind of file; give a yaml file"));
        all.add(usage("--workload and --workload-file", args(List.of("run"), t, List.of("--workload", "oltp_point_select",
                "--workload-file", ORDER_ENTRY)), "--workload oltp_point_select and --workload-file", "give one of them"));
        all.add(usage("--set without a file", args(List.of("run"), t, List.of("--set", "tables=3")),
                "--set tables=3: --set gives the options of a --workload-file", "--table-size 1000"));
        all.add(usage("--set of no option", args(List.of("run"), t, List.of("--workload-file", ORDER_ENTRY, "--set", "custmers=5")),
                "has no option custmers (did you mean customers?); use one of customers, items, rand-seed"));
        all.add(usage("--set without a value", args(List.of("run"), t, List.of("--workload-file", ORDER_ENTRY, "--set", "customers")),
                "--set customers is not NAME=VALUE; give it as --set customers=VALUE"));
        all.add(usage("--set twice", args(List.of("run"), t, List.of("--workload-file", ORDER_ENTRY, "--set", "customers=5",
                "--set", "customers=6")), "--set customers is given more than once"));
        all.add(usage("--set not a number", args(List.of("prepare"), t, List.of("--workload-file", ORDER_ENTRY, "--set", "items=many")),
                "--set items=many is not a whole number; give a number such as 100"));
        all.add(usage("--set with several values", args(List.of("sweep"), t, List.of("--workload-file", ORDER_ENTRY,
                "--set", "customers=1000,10000")), "--set customers=1000,10000: several values for one option are not supported yet"));
        all.add(usage("--set that empties a range", args(List.of("run"), t, List.of("--workload-file", ORDER_ENTRY, "--set",
                "customers=0")), ORDER_ENTRY + ":52:23: customer.id has no keys to draw", "give it rows"));
        all.add(usage("a built-in option with a file", args(List.of("run"), t, List.of("--workload-file", POINT_SELECT,
                "--table-size", "100")), "--table-size is not an option of this command", "--set NAME=VALUE", "table-size, rand-seed"));
        all.add(usage("--client wire on a file that carries values", args(List.of("run"), t, List.of("--workload-file", ORDER_ENTRY,
                "--client", "wire")), "order-entry cannot run on the wire client: transaction new_order carries values", "--client jdbc"));
        return all.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("catalogue")
    void givesOneLineAndExitCode2(Mistake m) {
        MistakeCheck.check(m, tmp.resolve("result"));
    }
}
