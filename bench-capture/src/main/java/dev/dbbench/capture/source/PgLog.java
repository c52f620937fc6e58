package dev.dbbench.capture.source;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads PostgreSQL's server log as {@code log_statement = 'all'} writes it: {@code LOG:  statement: ...} for a simple
 * query, {@code LOG:  execute NAME: ...} followed by {@code DETAIL:  parameters: $1 = '...'} for a bound one, lines
 * that go on starting with a tab. The prefix of each line is read by a pattern made from {@code log_line_prefix},
 * which must hold the process id ({@code %p}) or session id ({@code %c}) and the database ({@code %d}).
 */
final class PgLog {
    private static final Pattern STATEMENT = Pattern.compile("(?:statement|execute [^:]*): (.*)", Pattern.DOTALL);
    private static final Pattern PARAMETER = Pattern.compile("\\$(\\d+) = (NULL|'(?:[^']|'')*')");
    private final Pattern line;

    private PgLog(Pattern line) {
        this.line = line;
    }

    /** A reader for {@code prefix}, or empty when the prefix names no session or no database. */
    static Optional<PgLog> forPrefix(String prefix) {
        if (!(prefix.contains("%p") || prefix.contains("%c")) || !prefix.contains("%d")) {
            return Optional.empty();
        }
        StringBuilder re = new StringBuilder("^");
        for (int i = 0; i < prefix.length(); i++) {
            char ch = prefix.charAt(i);
            if (ch != '%' || i + 1 >= prefix.length()) {
                re.append(Pattern.quote(String.valueOf(ch)));
                continue;
            }
            char e = prefix.charAt(++i);
            re.append(switch (e) {
                case 'p' -> prefix.contains("%c") ? "\\d+" : "(?<s>\\d+)";
                case 'c' -> "(?<s>[0-9a-f]+\\.[0-9a-f]+)";
                case 'd' -> "(?<d>[^ \\]@,]*)";
                case 'm', 't', 's' -> "\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d(?:\\.\\d+)?(?: \\S+)?";
                case 'n' -> "[\\d.]+";
                case 'l', 'x', 'Q' -> "-?\\d+";
                case 'q' -> "";
                case '%' -> "%";
                default -> ".*?";
            });
        }
        re.append("(?<level>[A-Z0-9]+):  (?<msg>.*)$");
        return Optional.of(new PgLog(Pattern.compile(re.toString())));
    }

    /**
     * The statements of database {@code db} in {@code text}, the session {@code self} left out.
     */
    List<Execution> read(String text, String db, String self) {
        List<Execution> out = new ArrayList<>();
        String session = null;
        StringBuilder statement = null;
        for (String l : text.split("\n", -1)) {
            if (l.startsWith("\t") && statement != null) {
                statement.append('\n').append(l, 1, l.length());
                continue;
            }
            Matcher m = line.matcher(l);
            if (!m.matches()) {
                continue;
            }
            String s = m.group("s");
            String msg = m.group("msg");
            if (m.group("level").equals("DETAIL") && statement != null && s.equals(session) && msg.startsWith("parameters: ")) {
                statement = new StringBuilder(bind(statement.toString(), msg.substring(12)));
                continue;
            }
            if (statement != null) {
                out.add(new Execution(session, statement.toString()));
                statement = null;
            }
            Matcher st = STATEMENT.matcher(msg);
            if (m.group("level").equals("LOG") && st.matches() && m.group("d").equals(db) && !s.equals(self)) {
                session = s;
                statement = new StringBuilder(st.group(1));
            }
        }
        if (statement != null) {
            out.add(new Execution(session, statement.toString()));
        }
        return out;
    }

    /** The statement with each {@code $n} replaced by the value the DETAIL line gives it, as a literal. */
    static String bind(String statement, String parameters) {
        java.util.Map<Integer, String> values = new java.util.HashMap<>();
        Matcher p = PARAMETER.matcher(parameters);
        while (p.find()) {
            values.put(Integer.parseInt(p.group(1)), p.group(2));
        }
        Matcher ref = Pattern.compile("\\$(\\d+)").matcher(statement);
        StringBuilder out = new StringBuilder();
        while (ref.find()) {
            String v = values.get(Integer.parseInt(ref.group(1)));
            ref.appendReplacement(out, Matcher.quoteReplacement(v == null ? ref.group() : v));
        }
        ref.appendTail(out);
        return out.toString();
    }
}
