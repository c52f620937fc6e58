package dev.dbbench.capture.sql;

import dev.dbbench.capture.sql.Token.Kind;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One statement read and understood: its tokens, what it does, its shape, its values and what each value is used
 * for, and the tables it names.
 *
 * @param values  the indexes in {@code tokens} of its values (literals and bound placeholders), in order
 * @param links   for each value, the column it meets
 * @param tables  the tables it names, by lower-case name
 * @param aliases each alias and table name to its table
 */
public record Statement(String text, List<Token> tokens, Verb verb, String shape, List<Integer> values, List<Link> links,
                        List<String> tables, Map<String, String> aliases) {

    public Statement {
        tokens = List.copyOf(tokens);
        values = List.copyOf(values);
        links = List.copyOf(links);
        tables = List.copyOf(tables);
        aliases = Map.copyOf(aliases);
    }

    /**
     * Reads {@code text}.
     *
     * @param doubleQuotesString whether {@code "..."} is a string, as on MySQL and MariaDB
     */
    public static Statement parse(String text, boolean doubleQuotesString) {
        List<Token> tokens = Lexer.tokens(text, doubleQuotesString);
        Tables tables = Tables.of(tokens);
        List<Integer> values = new ArrayList<>();
        List<Link> links = new ArrayList<>();
        Links finder = new Links(tokens, tables);
        for (int i = 0; i < tokens.size(); i++) {
            if (tokens.get(i).kind().value()) {
                values.add(i);
                links.add(finder.at(i));
            }
        }
        return new Statement(text, tokens, Verb.of(tokens), Shape.of(tokens), values, links, tables.names(), tables.aliases());
    }

    /** The table an {@code INSERT}, {@code UPDATE} or {@code DELETE} writes. */
    public Optional<String> written() {
        return verb.writes() && !tables.isEmpty() ? Optional.of(tables.get(0)) : Optional.empty();
    }

    /** What a {@code SELECT} returns, column by column: the column, or {@link Link#NONE} for an expression; empty for other statements. */
    public List<Link> selected() {
        return verb == Verb.SELECT ? SelectList.of(tokens, tables, aliases) : List.of();
    }

    /** The text of value {@code n}, a string's quotes removed. */
    public String value(int n) {
        return tokens.get(values.get(n)).unquoted();
    }

    /** Whether value {@code n} is a placeholder the log did not fill in: its value is unknown. */
    public boolean placeholder(int n) {
        return tokens.get(values.get(n)).kind() == Kind.PLACEHOLDER;
    }

    /** Whether value {@code n} was written as a string literal. */
    public boolean quoted(int n) {
        return tokens.get(values.get(n)).kind() == Kind.STRING;
    }
}
