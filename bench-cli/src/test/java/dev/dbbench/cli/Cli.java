package dev.dbbench.cli;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** Runs the CLI in-process as a user would, capturing its exit code, stdout and stderr. */
public record Cli(int exitCode, String out, String err) {

    public static Cli run(List<String> args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code;
        try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
             PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
            code = Main.run(o, e, args.toArray(String[]::new));
        }
        return new Cli(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    public static Cli run(String... args) {
        return run(List.of(args));
    }

    /** Concatenates argument lists, for building command lines from connection and workload parts. */
    @SafeVarargs
    public static List<String> args(List<String>... parts) {
        List<String> all = new ArrayList<>();
        for (List<String> p : parts) {
            all.addAll(p);
        }
        return all;
    }

    @Override
    public String toString() {
        return "exit " + exitCode + "\n--- stdout ---\n" + out + "\n--- stderr ---\n" + err;
    }
}
