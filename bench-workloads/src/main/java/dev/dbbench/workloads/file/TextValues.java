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
            dialect.refusesText(v.characters()).ifPresent(why -> {
                throw v.where().mistake(v.what() + " may give " + why + "; give other values");
            });
        }
    }
}
