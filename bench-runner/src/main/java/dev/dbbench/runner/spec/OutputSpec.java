package dev.dbbench.runner.spec;

import java.nio.file.Path;

/**
 * Where a run writes its results folder, as given.
 *
 * @param out       the folder ({@code --out}); null for {@code results/<timestamp>-<command>/}
 * @param overwrite whether a folder that already holds files may be written into
 */
public record OutputSpec(Path out, boolean overwrite) {
    /** The default folder, refused when it holds files. */
    public static OutputSpec defaults() {
        return new OutputSpec(null, false);
    }

    /** This with {@code dir} as the folder. */
    public OutputSpec withOut(Path dir) {
        return new OutputSpec(dir, overwrite);
    }
}
