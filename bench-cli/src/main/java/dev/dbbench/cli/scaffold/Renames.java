package dev.dbbench.cli.scaffold;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The replacements that turn a template's text and paths into the user's plugin, applied in one pass: a replacement
 * is never matched again by a later one (a package {@code org.example.acme} stays so, although {@code org.example}
 * is itself replaced). Where two match at the same place, the one added first wins. Added to, then applied, by one
 * thread.
 */
final class Renames {
    private final List<String> replacements = new ArrayList<>();
    private final StringBuilder regex = new StringBuilder();
    private Pattern pattern;

    /** Adds {@code text}, taken literally, to become {@code replacement}. */
    Renames literal(String text, String replacement) {
        return regex(Pattern.quote(text), replacement);
    }

    /** Adds a regular expression (without capturing groups) whose matches become {@code replacement}. */
    Renames regex(String expression, String replacement) {
        if (pattern != null) {
            throw new IllegalStateException("renames are complete once applied");
        }
        regex.append(regex.length() == 0 ? "" : "|").append("(?<r").append(replacements.size()).append('>').append(expression).append(')');
        replacements.add(replacement);
        return this;
    }

    String apply(String text) {
        if (pattern == null) {
            pattern = Pattern.compile(regex.toString());
        }
        Matcher m = pattern.matcher(text);
        StringBuilder out = new StringBuilder(text.length());
        while (m.find()) {
            m.appendReplacement(out, Matcher.quoteReplacement(replacements.get(matched(m))));
        }
        return m.appendTail(out).toString();
    }

    private int matched(Matcher m) {
        for (int i = 0; i < replacements.size(); i++) {
            if (m.group("r" + i) != null) {
                return i;
            }
        }
        throw new IllegalStateException("no rename matched " + m.group());
    }
}
