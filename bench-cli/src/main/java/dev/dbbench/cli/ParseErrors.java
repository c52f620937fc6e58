package dev.dbbench.cli;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine;

/**
 * Rewrites picocli's parse errors into dbbench's one-line form: what was wrong, with the value, then
 * what to do. picocli's own wording ("'abc' is not an int", "Missing required argument(s):
 * --target=ID|NAME") is precise for a programmer but not for someone running a benchmark.
 */
final class ParseErrors {
    private static final Pattern BAD_VALUE = Pattern.compile("Invalid value for option '([^']+)': '(.*)' is not an? (\\w+)");
    private static final Pattern NO_VALUE = Pattern.compile("Missing required parameter for option '([^']+)'.*");
    private static final Pattern NOT_KEY_VALUE = Pattern.compile("Value for (?:option )*'([^']+)'.* should be in KEY=VALUE format but was (.*)",
            Pattern.DOTALL);
    private static final Pattern EXAMPLE = Pattern.compile("e\\.g\\. (\\S+=[^\\s,;)]+)");

    private ParseErrors() {
    }

    /** The line to print for {@code e}, ending with the help command of the command that failed. */
    static String explain(CommandLine.ParameterException e) {
        String help = "run '" + qualifiedName(e.getCommandLine()) + " --help'";
        return describe(e) + "; " + help;
    }

    private static String describe(CommandLine.ParameterException e) {
        if (e instanceof CommandLine.UnmatchedArgumentException u && !u.getUnmatched().isEmpty()) {
            var suggestions = u.getSuggestions();
            return "'" + u.getUnmatched().get(0) + "' is not a known command or option"
                    + (suggestions.isEmpty() ? "" : " (did you mean " + suggestions.get(0) + "?)");
        }
        if (e instanceof CommandLine.MissingParameterException m && missesTarget(m)) {
            return "connection options (--host, --port, --user, --db, --url, --password-env, ...) belong to the --target before them"
                    + " and may be given once per target; put --target ID first and give each option once";
        }
        if (e instanceof CommandLine.MissingParameterException m && !m.getMissing().isEmpty()
                && m.getMissing().get(0) instanceof CommandLine.Model.PositionalParamSpec p) {
            return p.paramLabel() + " is missing; give it after '" + e.getCommandLine().getCommandName() + "'";
        }
        if (e instanceof CommandLine.OverwrittenOptionException o && o.getOverwritten() instanceof CommandLine.Model.OptionSpec opt) {
            return opt.longestName() + " is given more than once; give it once";
        }
        String msg = e.getMessage() == null ? "the command line could not be read" : e.getMessage().replaceFirst("^Error: ", "");
        Matcher bad = BAD_VALUE.matcher(msg);
        if (bad.lookingAt()) {
            String kind = switch (bad.group(3)) {
                case "int", "long", "short", "byte" -> "a whole number";
                case "double", "float" -> "a number";
                default -> "a valid " + bad.group(3);
            };
            if (kind.equals("a whole number") && bad.group(2).matches("-?\\d+")) {
                return bad.group(1) + " '" + bad.group(2) + "' is out of range; give a smaller number";
            }
            return bad.group(1) + " '" + bad.group(2) + "' is not " + kind + "; give " + kind;
        }
        Matcher pair = NOT_KEY_VALUE.matcher(msg);
        if (pair.matches()) {
            return pair.group(1) + " '" + pair.group(2) + "' is not KEY=VALUE; give the key, = and the value, e.g. " + pair.group(1) + " "
                    + example(e);
        }
        Matcher none = NO_VALUE.matcher(msg);
        if (none.matches()) {
            return none.group(1) + " needs a value; give one after it";
        }
        return msg;
    }

    /** The option's own example when its description gives one ({@code e.g. useSSL=false}), else its label. */
    private static String example(CommandLine.ParameterException e) {
        if (e.getArgSpec() == null) {
            return "KEY=VALUE";
        }
        Matcher given = EXAMPLE.matcher(String.join(" ", e.getArgSpec().description()));
        return given.find() ? given.group(1) : e.getArgSpec().paramLabel();
    }

    private static boolean missesTarget(CommandLine.MissingParameterException m) {
        return m.getMissing().stream()
                .anyMatch(a -> a instanceof CommandLine.Model.OptionSpec o && o.longestName().equals("--target"));
    }

    private static String qualifiedName(CommandLine cmd) {
        return cmd.getParent() == null ? cmd.getCommandName() : qualifiedName(cmd.getParent()) + " " + cmd.getCommandName();
    }
}
