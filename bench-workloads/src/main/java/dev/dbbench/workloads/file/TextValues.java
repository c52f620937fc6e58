package dev.dbbench.workloads.file;

import dev.dbbench.spi.Dialect;
import dev.dbbench.workloads.file.yaml.Where;
import java.util.List;

/**
 * The characters a text generator of the file may give, with its place, for the check before a load or a run that the
 * server can hold them: a value the server would refuse or store otherwise is refused there, in one line.
 *
 * @param characters every character its values may hold ({@link dev.dbbench.workloads.file.gen.Generator#characters})
 */
record TextValues(Where where, String what, String characters) {

    /** Refuses, at its place in the file, the first of {@code values} that {@code dialect} cannot hold. */
    static void requireHeld(List<TextValues> values, Dialect dialect) {
        for (TextValues v : values) {
            dialect.literals().refusedCharacter(v.characters()).ifPresent(c -> {
                throw v.where().mistake(v.what() + " may give " + refused((char) c) + "; give other values");
            });
        }
    }

    /** A character the server's text cannot hold, in words. */
    static String refused(char c) {
        String code = String.format("U+%04X", (int) c);
        if (Character.isSurrogate(c)) {
            return "a lone surrogate (" + code + "), half of a character, which no UTF-8 text can carry";
        }
        return (c == 0 ? "a NUL character (" + code + ")" : "the character " + code) + ", which the server's text cannot hold";
    }
}
