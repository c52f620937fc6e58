package dev.dbbench.cli.mistakes;

import static dev.dbbench.cli.mistakes.Mistake.usage;
import static dev.dbbench.cli.mistakes.MistakeCheck.closedPort;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.dbbench.cli.Cli;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The catalogue of mistakes that need no database: each gives exit code 2 and one line on stderr that
 * names the bad value and the fix, prints no stack trace and leaves no results folder. The target
 * points at a closed port, so a check that wrongly waited until connecting fails with the wrong line.
 */
class MistakesTest {
    private static final String SECRET = "Never-Shown-4b1d";

    @TempDir
    static Path dir;

    @TempDir
    Path tmp;

    static Stream<Mistake> catalogue() throws IOException {
        Path pw = write("pw.txt", "x-Secret-1");
        List<String> t = List.of("--target", "mysql", "--host", "127.0.0.1", "--port", Integer.toString(closedPort()),
                "--user", "u", "--db", "d", "--password-file", pw.toString());
        List<Mistake> all = new ArrayList<>();
        // The command itself.
        all.add(usage("unknown command", List.of("swep"), "'swep'", "did you mean sweep"));
        all.add(usage("no command", List.of(), "no command", "sweep"));
        all.add(usage("unknown target", args(List.of("run", "--target", "mysqll", "--password-file", pw.toString())), "mysqll",
                "did you mean mysql"));
        all.add(usage("unknown workload", args(List.of("run"), t, List.of("--workload", "oltp_read_wirte")), "oltp_read_wirte",
                "did you mean oltp_read_write"));
        all.add(usage("unknown workload option", args(List.of("run"), t, List.of("--tabels", "3")), "--tabels", "did you mean --tables"));
        all.add(usage("misspelt command option", args(List.of("run"), t, List.of("--verbos")), "--verbos", "did you mean --verbose"));
        all.add(usage("stray word", args(List.of("run"), t, List.of("extra")), "'extra'"));
        // Run options.
        all.add(usage("--threads 0", args(List.of("run"), t, List.of("--threads", "0")), "--threads 0"));
        all.add(usage("--threads not a number", args(List.of("run"), t, List.of("--threads", "abc")), "--threads", "'abc'"));
        all.add(usage("--threads without a value", args(List.of("run", "--out", "unused"), t, List.of("--threads")), "--threads"));
        all.add(usage("--threads twice", args(List.of("run"), t, List.of("--threads", "1", "--threads", "2")), "--threads"));
        all.add(usage("--threads too large", args(List.of("run"), t, List.of("--threads", "99999999999")), "'99999999999'", "out of range"));
        all.add(usage("a thread count twice in a sweep", args(List.of("sweep"), t, List.of("--threads", "2,1,2")), "2,1,2",
                "lists 2 twice", "--repeats"));
        all.add(usage("a workload option twice", args(List.of("run"), t, List.of("--rand-type", "uniform", "--rand_type", "special")),
                "--rand-type is given more than once"));
        all.add(usage("--warmup-max below --warmup", args(List.of("run"), t, List.of("--warmup", "5s", "--warmup-max", "3s")),
                "--warmup-max 3s", "--warmup 5s"));
        all.add(usage("connection option before --target", args(List.of("run", "--host", "127.0.0.1"), t), "--host comes before --target",
                "put --target ID first"));
        all.add(usage("--db before two targets", args(List.of("sweep", "--db", "d"), t, t.subList(0, 6)), "--db comes before --target"));
        all.add(usage("negative --time", args(List.of("run"), t, List.of("--time", "-5")), "--time -5"));
        all.add(usage("malformed --time", args(List.of("run"), t, List.of("--time", "12x")), "--time 12x"));
        all.add(usage("--time 0 without --events", args(List.of("run"), t, List.of("--time", "0")), "--time 0"));
        all.add(usage("malformed --warmup", args(List.of("run"), t, List.of("--warmup", "ten")), "--warmup ten"));
        all.add(usage("--rate with --events 0", args(List.of("run"), t, List.of("--rate", "100", "--events", "0")), "--events 0",
                "--rate 100"));
        all.add(usage("negative --rate", args(List.of("run"), t, List.of("--rate", "-1")), "--rate -1"));
        all.add(usage("--percentile 101", args(List.of("run"), t, List.of("--percentile", "101")), "--percentile 101"));
        all.add(usage("--report-interval longer than --time", args(List.of("run"), t, List.of("--report-interval", "20s", "--time", "10s")),
                "--report-interval 20s", "--time 10s"));
        all.add(usage("unknown --ps-mode", args(List.of("run"), t, List.of("--ps-mode", "sometimes")), "sometimes"));
        // The wire client: what it is given, and what it cannot serve.
        List<String> pg = new ArrayList<>(t);
        pg.set(1, "postgresql");
        List<String> pgPlain = new ArrayList<>(pg);
        pgPlain.addAll(List.of("--ssl-mode", "disable"));
        List<String> pgbench = List.of("--workload", "pgbench_select_only", "--scale", "1");
        all.add(usage("unknown --client", args(List.of("run"), t, List.of("--client", "odbc")), "--client odbc", "auto (the default), jdbc or wire"));
        all.add(usage("--event-loops 0", args(List.of("run"), pgPlain, pgbench, List.of("--client", "wire", "--event-loops", "0")),
                "--event-loops 0", "1 to 1024"));
        all.add(usage("--event-loops with --client jdbc", args(List.of("run"), pgPlain, pgbench, List.of("--client", "jdbc", "--event-loops", "2")),
                "--event-loops 2", "--client wire or auto"));
        // Aurora MySQL keeps JDBC: its failover is the AWS wrapper's.
        List<String> aurora = new ArrayList<>(t);
        aurora.set(1, "aurora-mysql");
        all.add(usage("--client wire on a target without one", args(List.of("run"), aurora, List.of("--client", "wire")),
                "--target aurora-mysql", "no wire client", "--client jdbc"));
        all.add(usage("--client wire over a Unix socket", args(List.of("run"), pg, pgbench,
                List.of("--socket", "/run/postgresql/.s.PGSQL.5432", "--client", "wire")), "--client wire", "--socket given",
                "over TCP", "--client jdbc"));
        all.add(usage("--client wire on a workload that needs JDBC", args(List.of("run"), pgPlain,
                List.of("--workload", "select_random_points", "--client", "wire")), "--client wire", "select_random_points", "--client jdbc"));
        all.add(usage("malformed --ignore-errors", args(List.of("run"), t, List.of("--ignore-errors", "1213;x")), "1213;x"));
        all.add(usage("--ignore-errors code of no target", args(List.of("run"), t, List.of("--ignore-errors", "x")),
                "--ignore-errors x ", "--target mysql", "error number", "SQLSTATE"));
        all.add(usage("--ignore-errors MySQL code on PostgreSQL", args(List.of("run"), pg, List.of("--ignore-errors", "40P01,1213")),
                "--ignore-errors 1213 ", "--target postgresql", "5-character SQLSTATE"));
        all.add(usage("--ignore-errors code of neither target of a sweep", args(List.of("sweep"), t, pg, List.of("--ignore-errors",
                "1213,40P01,x")), "--ignore-errors x ", "--target mysql", "nor of --target postgresql"));
        // Told before the embedded default's download and start-up, not after them.
        for (String command : List.of("run", "sweep")) {
            all.add(usage(command + " --ignore-errors MySQL code on the embedded default", List.of(command, "--ignore-errors", "1213"),
                    "--ignore-errors 1213 ", "the embedded PostgreSQL (--target postgresql)", "SQLSTATE"));
        }
        all.add(usage("stability --ignore-errors MySQL code on PostgreSQL", args(List.of("stability"), pg, List.of("--ignore-errors",
                "1213")), "--ignore-errors 1213 ", "--target postgresql"));
        all.add(usage("--connect-timeout 0", args(List.of("run"), t, List.of("--connect-timeout", "0")), "--connect-timeout 0"));
        all.add(usage("two targets for run", args(List.of("run"), t, List.of("--target", "postgresql")), "2 were given", "sweep"));
        all.add(usage("prepare --threads 0", args(List.of("prepare"), t, List.of("--threads", "0")), "--threads 0"));
        // Sweep shapes.
        all.add(usage("empty item in --threads", args(List.of("sweep"), t, List.of("--threads", "4,,8")), "4,,8"));
        all.add(usage("backwards --threads range", args(List.of("sweep"), t, List.of("--threads", "64..4")), "64..4"));
        all.add(usage("--threads range that never advances", args(List.of("sweep"), t, List.of("--threads", "1..64x1")), "x1"));
        all.add(usage("sweep --threads 0", args(List.of("sweep"), t, List.of("--threads", "0")), "--threads 0"));
        all.add(usage("--stop-when-tps-drops 150", args(List.of("sweep"), t, List.of("--stop-when-tps-drops", "150")),
                "--stop-when-tps-drops 150", "0 (off) to 100"));
        all.add(usage("--stop-when-tps-drops -5", args(List.of("sweep"), t, List.of("--stop-when-tps-drops", "-5")),
                "--stop-when-tps-drops -5 ", "0 (off) to 100").without("-5.0"));
        all.add(usage("--stop-when-error-rate-above 101", args(List.of("sweep"), t, List.of("--stop-when-error-rate-above", "101")),
                "--stop-when-error-rate-above 101", "0 (off) to 100"));
        all.add(usage("--stop-when-p95-above -1", args(List.of("sweep"), t, List.of("--stop-when-p95-above", "-1")),
                "--stop-when-p95-above -1 ", "latency in ms").without("-1.0"));
        all.add(usage("--stop-when-p95-above not a number", args(List.of("sweep"), t, List.of("--stop-when-p95-above", "fast")),
                "--stop-when-p95-above 'fast'", "not a number"));
        all.add(usage("--repeats 0", args(List.of("sweep"), t, List.of("--repeats", "0")), "--repeats 0"));
        all.add(usage("malformed --cooldown", args(List.of("sweep"), t, List.of("--cooldown", "12x")), "--cooldown 12x"));
        // Stability runs.
        all.add(usage("malformed --duration", args(List.of("stability"), t, List.of("--duration", "12x")), "--duration 12x"));
        all.add(usage("negative --duration", args(List.of("stability"), t, List.of("--duration", "-5")), "--duration -5"));
        all.add(usage("--report-interval longer than --duration", args(List.of("stability"), t,
                List.of("--duration", "10s", "--report-interval", "20s")), "--report-interval 20s", "--duration 10s"));
        // The default interval is what a short --duration runs into, so the line names the option the user never typed.
        all.add(usage("a --duration shorter than the default --report-interval", args(List.of("stability"), t,
                List.of("--duration", "8s")), "--report-interval 10s", "--duration 8s", "its default is 10s"));
        all.add(usage("--time given to stability", args(List.of("stability"), t, List.of("--time", "60")), "--time",
                "did you mean --duration"));
        all.add(usage("--metrics-bind not an address", args(List.of("stability"), t, List.of("--metrics-port", "0", "--metrics-bind",
                "999.1.1.1")), "--metrics-bind 999.1.1.1"));
        all.add(usage("--metrics-port out of range", args(List.of("stability"), t, List.of("--metrics-port", "70000")), "70000"));
        all.add(usage("stability --percentile 101", args(List.of("stability"), t, List.of("--percentile", "101")), "--percentile 101"));
        // Rebuilding reports.
        Path empty = Files.createDirectories(dir.resolve("empty-results"));
        all.add(usage("report without a folder", List.of("report"), "DIR"));
        all.add(usage("report of a folder that does not exist", List.of("report", dir.resolve("no-results").toString()), "no-results"));
        all.add(usage("report of a folder without intervals", List.of("report", empty.toString()), "empty-results", "intervals.csv"));
        all.add(usage("unknown report --format", List.of("report", "--format", "pdf", empty.toString()), "'pdf'"));
        // Workload options.
        all.add(usage("--table-size 0", args(List.of("run"), t, List.of("--table-size", "0")), "--table-size 0"));
        all.add(usage("--tables 100000", args(List.of("run"), t, List.of("--tables", "100000")), "--tables 100000"));
        all.add(usage("--table_size not a number", args(List.of("run"), t, List.of("--table_size=lots")), "--table-size lots"));
        all.add(usage("unknown --rand-type", args(List.of("run"), t, List.of("--rand-type", "random")), "--rand-type random"));
        all.add(usage("misspelt --rand-type", args(List.of("run"), t, List.of("--rand-type", "unifrom")), "unifrom",
                "did you mean uniform"));
        all.add(usage("--skip-trx maybe", args(List.of("run"), t, List.of("--skip-trx", "maybe")), "--skip-trx maybe"));
        // Workload options swept with --param.
        all.add(usage("--param not NAME=VALUE", args(List.of("run"), t, List.of("--param", "tables")), "--param tables",
                "NAME=VALUE"));
        all.add(usage("--param of an unknown option", args(List.of("sweep"), t, List.of("--param", "tabels=1,2")), "--param tabels",
                "did you mean tables"));
        all.add(usage("--param with an empty value", args(List.of("sweep"), t, List.of("--param", "tables=1,,2")), "tables=1,,2",
                "empty value"));
        all.add(usage("--param and the option both", args(List.of("run"), t, List.of("--tables", "2", "--param", "tables=1,2")),
                "--tables and --param tables", "give one of them"));
        all.add(usage("--param value out of range", args(List.of("sweep"), t, List.of("--param", "table-size=10,0")),
                "--table-size 0"));
        all.add(usage("prepare with several --param values", args(List.of("prepare"), t, List.of("--param", "tables=1,2")),
                "--param tables=1,2", "prepare takes one"));
        all.add(usage("stability with several --param values", args(List.of("stability"), t, List.of("--param", "tables=1,2")),
                "--param tables=1,2", "stability takes one"));
        // Connection options.
        all.add(usage("--port out of range", List.of("run", "--target", "mysql", "--port", "99999", "--password-file", pw.toString()),
                "--port 99999"));
        all.add(usage("unknown --ssl-mode", args(List.of("run"), t, List.of("--ssl-mode", "maybe")), "--ssl-mode maybe"));
        all.add(usage("--password on the command line", args(List.of("run"), t, List.of("--password", SECRET)), "--password",
                "--password-env").without(SECRET));
        all.add(usage("--password-env of an unset variable", List.of("run", "--target", "mysql", "--password-env", "DBBENCH_NOT_SET_42"),
                "DBBENCH_NOT_SET_42"));
        all.add(usage("--password-env with --password-file", args(List.of("run"), t, List.of("--password-env", "PW")), "--password-env PW",
                "--password-file " + pw, "give one of --password-env or --password-file").without("x-Secret-1"));
        all.add(usage("--driver-property not KEY=VALUE", args(List.of("run"), t, List.of("--driver-property", "foo")),
                "--driver-property 'foo' is not KEY=VALUE", "e.g. --driver-property useSSL=false"));
        // Tags and prices.
        all.add(usage("--tag not KEY=VALUE", args(List.of("sweep"), t, List.of("--tag", "cloud")), "--tag cloud has no value",
                "give KEY=VALUE, e.g. --tag cloud=aws"));
        all.add(usage("--tag key not a name", args(List.of("sweep"), t, List.of("--tag", "instance class=r6g")), "'instance class'",
                "is not a tag name", "e.g. instance=r6g.large"));
        all.add(usage("--tag twice with two values", args(List.of("sweep"), t, List.of("--tag", "cloud=aws", "--tag", "cloud=gcp")),
                "--tag cloud is given twice (aws and gcp)", "give it once"));
        all.add(usage("--price not per hour", args(List.of("sweep"), t, List.of("--price", "350USD")), "--price 350USD is not a price per hour",
                "e.g. 0.48USD/h"));
        all.add(usage("--price and --tag price disagree", args(List.of("sweep"), t, List.of("--price", "0.48USD/h", "--tag", "price=0.5USD/h")),
                "--price 0.48USD/h and --tag price=0.5USD/h disagree", "give the price once"));
        Path badTag = write("bad-tag.yaml", "targets:\n  a:\n    target: mysql\n    tags:\n      cloud: aws\n      \"bad key\": x\n");
        all.add(usage("tag key not a name in config", List.of("sweep", "--config", badTag.toString(), "--target", "a"),
                "bad-tag.yaml line 6: tags bad key=x: 'bad key' is not a tag name"));
        Path badPrice = write("bad-price.yaml", "targets:\n  a:\n    target: mysql\n    price: 0.48\n");
        all.add(usage("price not per hour in config", List.of("sweep", "--config", badPrice.toString(), "--target", "a"),
                "bad-price.yaml line 4: price 0.48 is not a price per hour"));
        all.add(usage("--password-file missing", List.of("run", "--target", "mysql", "--password-file", dir.resolve("nope.pw").toString()),
                "nope.pw"));
        all.add(usage("connection option twice for one target", args(List.of("run"), t, List.of("--host", "other")), "--host", "--target"));
        all.add(usage("--url not JDBC", url(pw, "http://db.example.com/x"), "http://db.example.com/x"));
        all.add(usage("--url of another target", url(pw, "jdbc:postgresql://127.0.0.1:1/x"), "jdbc:postgresql", "target mysql"));
        all.add(usage("--url with a password in a host section", url(pw, "jdbc:mysql://(host=127.0.0.1,port=1,password=" + SECRET + ")/x"),
                "--url", "--password-env").without(SECRET));
        all.add(usage("--url database qa2;drop", url(pw, "jdbc:mysql://127.0.0.1:1/qa2;drop"), "the database in --url 'qa2;drop'",
                "letters, digits and _"));
        all.add(usage("--url database qa2;drop on postgresql", List.of("run", "--target", "postgresql", "--url",
                "jdbc:postgresql://127.0.0.1:1/qa2;drop?sslmode=disable", "--password-file", pw.toString()), "'qa2;drop'", "--url"));
        all.add(usage("--url with --host", args(url(pw, "jdbc:mysql://127.0.0.1:1/x"), List.of("--host", "db1")), "--url and --host",
                "give either --url or --host/--port"));
        all.add(usage("--url with --host and --port", args(url(pw, "jdbc:mysql://127.0.0.1:1/x"), List.of("--host", "db1", "--port", "3306")),
                "--url and --host and --port", "give either --url or --host/--port"));
        all.add(usage("--url with --port", args(url(pw, "jdbc:mysql://127.0.0.1:1/x"), List.of("--port", "3306")), "--url and --port",
                "give either --url or --host/--port"));
        all.add(usage("info without a target", List.of("info"), "--target"));
        all.add(usage("cleanup without a target", List.of("cleanup"), "--target"));
        // Output folder.
        Path full = Files.createDirectories(dir.resolve("full"));
        Files.writeString(full.resolve("result.json"), "{}");
        all.add(usage("--out not empty", args(List.of("run"), t, List.of("--out", full.toString())), full.toString(), "--overwrite"));
        Path file = write("a-file", "x");
        all.add(usage("--out is a file", args(List.of("run"), t, List.of("--out", file.toString())), file.toString()));
        all.add(usage("--out inside a file", args(List.of("sweep"), t, List.of("--out", file.resolve("sub").toString())), file.toString()));
        // A folder that looks writable and cannot be created (to root every folder looks writable).
        if (Files.isDirectory(Path.of("/proc/self"))) {
            for (String command : List.of("run", "sweep", "stability")) {
                all.add(usage("--out that cannot be created, " + command, args(List.of(command), t, List.of("--out", "/proc/dbbench-out")),
                        "cannot create results folder /proc/dbbench-out: No such file or directory", "choose another --out"));
            }
            all.add(usage("compare --out that cannot be created", List.of("compare", "--out", "/proc/dbbench-out", full.toString(),
                    full.toString()), "cannot create results folder /proc/dbbench-out: No such file or directory"));
        }
        // Config file.
        Path broken = write("broken.yaml", "targets:\n  a:\n    target: mysql\n   host: \"x\n");
        all.add(usage("malformed YAML", List.of("run", "--config", broken.toString(), "--target", "a"), "broken.yaml", "line 4", "column"));
        Path typo = write("typo.yaml", "targets:\n  a:\n    target: mysql\n    hots: db1\n");
        all.add(usage("unknown key in config", List.of("run", "--config", typo.toString(), "--target", "a"), "typo.yaml", "'hots'",
                "did you mean host"));
        Path withPw = write("with-password.yaml", "targets:\n  a:\n    target: mysql\n    password: " + SECRET + "\n");
        all.add(usage("password inside config", List.of("run", "--config", withPw.toString(), "--target", "a"), "'password'", "passwordEnv")
                .without(SECRET));
        Path badPort = write("bad-port.yaml", "targets:\n  a:\n    target: mysql\n    port: abc\n");
        all.add(usage("wrong type in config", List.of("run", "--config", badPort.toString(), "--target", "a"), "bad-port.yaml", "'port'"));
        all.add(usage("missing config file", List.of("run", "--config", dir.resolve("none.yaml").toString(), "--target", "a"), "none.yaml"));
        Path ok = write("ok.yaml", "targets:\n  db-a:\n    target: mysql\n");
        all.add(usage("target not in config", List.of("run", "--config", ok.toString(), "--target", "db-b"), "db-b", "did you mean db-a"));
        // A bad value in the file is blamed on its line and key, not on an option the user never typed.
        Path farPort = write("far-port.yaml", "targets:\n  a:\n    target: mysql\n    port: 99999\n");
        all.add(usage("port out of range in config", List.of("run", "--config", farPort.toString(), "--target", "a"),
                "far-port.yaml line 4: port 99999 is out of range"));
        Path badSsl = write("bad-ssl.yaml", "targets:\n  a: {target: mysql, sslMode: maybe}\n");
        all.add(usage("unknown sslMode in config", List.of("run", "--config", badSsl.toString(), "--target", "a"),
                "bad-ssl.yaml line 2: sslMode maybe"));
        Path badId = write("bad-id.yaml", "targets:\n  a:\n    host: db1\n    target: mysqll\n");
        all.add(usage("unknown target id in config", List.of("run", "--config", badId.toString(), "--target", "a"),
                "bad-id.yaml line 4: target mysqll", "did you mean mysql"));
        Path badDb = write("bad-db.yaml", "targets:\n  a:\n    target: mysql\n\n    db: \"x;y\"\n");
        all.add(usage("db not a name in config", List.of("run", "--config", badDb.toString(), "--target", "a"),
                "bad-db.yaml line 5: db 'x;y'"));
        Path badEnv = write("bad-env.yaml", "targets:\n  a:\n    target: mysql\n    passwordEnv: DBBENCH_NOT_SET_43\n");
        all.add(usage("unset passwordEnv in config", List.of("run", "--config", badEnv.toString(), "--target", "a"),
                "bad-env.yaml line 4: passwordEnv DBBENCH_NOT_SET_43"));
        Path badUrl = write("bad-url.yaml", "targets:\n  a:\n    target: mysql\n    url: http://db1/x\n");
        all.add(usage("url not JDBC in config", List.of("run", "--config", badUrl.toString(), "--target", "a"),
                "bad-url.yaml line 4: url http://db1/x is not a JDBC URL"));
        Path otherUrl = write("other-url.yaml", "targets:\n  a:\n    target: mysql\n    url: \"jdbc:postgresql://127.0.0.1:1/x\"\n");
        all.add(usage("url of another target in config", List.of("run", "--config", otherUrl.toString(), "--target", "a"),
                "other-url.yaml line 4: url jdbc:postgresql://127.0.0.1:1/x is not a URL for target mysql"));
        Path badCa = write("bad-ca.yaml", "targets:\n  a:\n    target: mysql\n\n    sslCa: " + dir.resolve("none-ca.pem") + "\n");
        all.add(usage("unreadable sslCa in config", List.of("run", "--config", badCa.toString(), "--target", "a"),
                "bad-ca.yaml line 5: sslCa " + dir.resolve("none-ca.pem") + " is not a readable PEM or DER certificate file"));
        Path twoPasswords = write("two-passwords.yaml", "targets:\n  a:\n    target: mysql\n    passwordEnv: PW\n    passwordFile: pw\n");
        all.add(usage("passwordEnv and passwordFile in one config entry", List.of("run", "--config", twoPasswords.toString(), "--target", "a"),
                "two-passwords.yaml line 5", "both passwordEnv and passwordFile", "give one of passwordEnv or passwordFile"));
        Path urlAndHost = write("url-and-host.yaml", "targets:\n  a:\n    target: mysql\n    url: jdbc:mysql://127.0.0.1:1/x\n    host: db1\n");
        all.add(usage("url and host in one config entry", List.of("run", "--config", urlAndHost.toString(), "--target", "a"),
                "url-and-host.yaml line 4", "both url and host", "give either url or host/port"));
        Path urlOnly = write("url-only.yaml", "targets:\n  a:\n    target: mysql\n    url: jdbc:mysql://127.0.0.1:1/x\n");
        all.add(usage("--port beside a config url", List.of("run", "--config", urlOnly.toString(), "--target", "a", "--port", "3306"),
                "--port and the url in --config", "url-only.yaml", "give either --url or --host/--port"));
        // Plugins.
        all.add(usage("--plugins not a folder", List.of("list", "--plugins", dir.resolve("no-plugins").toString()), "no-plugins"));
        Path corrupt = Files.createDirectories(dir.resolve("corrupt"));
        Files.writeString(corrupt.resolve("vendor-x.jar"), "not a jar");
        all.add(usage("plugin jar that is not a jar", List.of("list", "--plugins", corrupt.toString()), "vendor-x.jar"));
        // Identifiers that would reach SQL.
        for (String evil : List.of("x; DROP TABLE y", "a'--", "sbtest1 /*")) {
            List<String> target = List.of("--target", "mysql", "--host", "127.0.0.1", "--port", t.get(5), "--user", "u",
                    "--password-file", pw.toString());
            all.add(usage("--db " + evil, args(List.of("prepare"), target, List.of("--db", evil)), "--db '" + evil + "'"));
            all.add(usage("--url database " + evil, args(url(pw, "jdbc:mysql://127.0.0.1:" + t.get(5) + "/" + evil), List.of("--user", "u")),
                    "'" + evil + "'", "--url", "letters, digits and _"));
            all.add(usage("--create-table-options " + evil, args(List.of("prepare"), t, List.of("--create-table-options", evil)),
                    "--create-table-options '" + evil + "'"));
        }
        return all.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("catalogue")
    void givesOneLineAndExitCode2(Mistake m) {
        MistakeCheck.check(m, tmp.resolve("result"));
    }

    /** sysbench's own spelling of a command option is read as the dashed one: parsing passes and connecting fails. */
    @Test
    void sysbenchSpellingsOfCommandOptionsAreAccepted() throws IOException {
        Path pw = write("pw-spelling.txt", "x-Secret-1");
        String port = Integer.toString(closedPort());
        Cli cli = Cli.run(args(List.of("run", "--target", "mysql", "--host", "127.0.0.1", "--port", port, "--user", "u", "--db", "d",
                "--password-file", pw.toString(), "--report_interval=1", "--warmup_time=0", "--db_ps_mode=disable",
                "--mysql_ignore_errors=1213", "--table_size=100", "--out", tmp.resolve("r").toString())));
        assertThat(cli.exitCode()).as(cli.toString()).isEqualTo(2);
        assertThat(cli.err()).as(cli.toString()).contains("connection refused").contains(port);
    }

    @Test
    void catalogueCoversAtLeastThirtyDistinctMistakes() throws IOException {
        assertThat(catalogue().map(Mistake::what).distinct().count()).isGreaterThanOrEqualTo(30);
    }

    @Test
    void aFolderThatIsNotEmptyIsLeftAsItWas() throws IOException {
        Path full = Files.createDirectories(tmp.resolve("earlier"));
        Files.writeString(full.resolve("result.json"), "{\"status\":\"ok\"}");
        Cli r = Cli.run("run", "--target", "mysql", "--port", Integer.toString(closedPort()), "--out", full.toString());
        assertThat(r.exitCode()).as(r.toString()).isEqualTo(2);
        assertThat(Files.readString(full.resolve("result.json"))).isEqualTo("{\"status\":\"ok\"}");
        try (Stream<Path> files = Files.list(full)) {
            assertThat(files.count()).isEqualTo(1);
        }
    }

    @Test
    void aFolderThatCannotBeWrittenIsRefused() throws IOException {
        Path locked = Files.createDirectories(tmp.resolve("locked"));
        assumeTrue(locked.toFile().setWritable(false, false) && !Files.isWritable(locked),
                "skipped: this user can write to read-only folders (root); the file-in-the-way case covers the path");
        try {
            Path out = locked.resolve("result");
            String line = MistakeCheck.check(usage("--out not writable", List.of("run", "--target", "mysql", "--port",
                    Integer.toString(closedPort()), "--out", out.toString()), out.toString(), "Permission denied"), out);
            assertThat(line).contains(locked.toString());
        } finally {
            locked.toFile().setWritable(true, false);
        }
    }

    /** The endpoint is bound before connecting, so its refusal comes first and no result.json is left at "running". */
    @Test
    void aMetricsPortInUseIsRefusedBeforeAnythingIsWritten() throws IOException {
        try (ServerSocket busy = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            String port = Integer.toString(busy.getLocalPort());
            Path out = tmp.resolve("result");
            MistakeCheck.check(usage("--metrics-port in use", List.of("stability", "--target", "mysql", "--port",
                    Integer.toString(closedPort()), "--metrics-port", port), "--metrics-port " + port, "choose a free port"), out);
        }
    }

    /** A half-built vendor jar costs its own targets only: one warning names it, everything else is listed. */
    @Test
    void aPluginJarNamingAMissingClassIsSkippedWithOneWarning() throws IOException {
        Cli r = Cli.run("list", "--plugins", missingClassJar().getParent().toString());
        assertThat(r.exitCode()).as(r.toString()).isZero();
        assertThat(r.err().lines().filter(l -> !l.isBlank()).toList()).as(r.toString()).singleElement().asString()
                .startsWith("warning: plugin ").contains("acme-target.jar").contains("com.example.acme.AcmeTarget not found")
                .doesNotContain("Exception");
        assertThat(r.out()).contains("postgresql").contains("oltp_read_write").contains("Report formats:");
    }

    @Test
    void helpStillWorks() {
        Cli r = Cli.run("run", "--help");
        assertThat(r.exitCode()).isZero();
        assertThat(r.out()).contains("--threads").contains("Example:");
    }

    private static List<String> url(Path pw, String url) {
        return List.of("run", "--target", "mysql", "--url", url, "--password-file", pw.toString());
    }

    @SafeVarargs
    private static List<String> args(List<String>... parts) {
        return Cli.args(parts);
    }

    private static Path write(String name, String content) throws IOException {
        return Files.writeString(dir.resolve(name), content);
    }

    /** A jar whose service file names a class it does not hold: what a half-built plugin looks like. */
    private static Path missingClassJar() throws IOException {
        Path folder = Files.createDirectories(dir.resolve("half-built"));
        Path jar = folder.resolve("acme-target.jar");
        try (OutputStream os = Files.newOutputStream(jar); JarOutputStream j = new JarOutputStream(os)) {
            j.putNextEntry(new JarEntry("META-INF/services/dev.dbbench.spi.target.Target"));
            j.write("com.example.acme.AcmeTarget\n".getBytes(StandardCharsets.UTF_8));
            j.closeEntry();
        }
        return jar;
    }
}
