package dev.dbbench.result;

import java.util.Locale;
import java.util.Optional;

/**
 * A status as {@code result.json} writes it: the kind in lower case ({@code ok}, {@code stopped}), and for a failure
 * its reason after a colon ({@code failed: lost connection}), so that the text reads as a sentence and a status written
 * before the kinds were typed reads back as the same kind.
 */
final class StatusText {
    private static final String REASON = ": ";

    private StatusText() {
    }

    static String text(Enum<?> kind, Optional<String> reason) {
        return kind.name().toLowerCase(Locale.ROOT) + reason.map(r -> REASON + r).orElse("");
    }

    /** The kind named at the start of {@code text}. */
    static <K extends Enum<K>> K kind(String text, Class<K> kinds, String what) {
        int colon = text.indexOf(REASON);
        String name = (colon < 0 ? text : text.substring(0, colon)).strip().toUpperCase(Locale.ROOT);
        for (K k : kinds.getEnumConstants()) {
            if (k.name().equals(name)) {
                return k;
            }
        }
        throw new IllegalArgumentException("unknown " + what + " '" + text + "'");
    }

    /** The reason after the kind, if {@code text} gives one. */
    static Optional<String> reason(String text) {
        int colon = text.indexOf(REASON);
        return colon < 0 ? Optional.empty() : Optional.of(text.substring(colon + REASON.length()));
    }
}
