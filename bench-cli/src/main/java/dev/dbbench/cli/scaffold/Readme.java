package dev.dbbench.cli.scaffold;

/** The README of a written plugin: what it is, how to build it and where its jar goes. */
final class Readme {
    private Readme() {
    }

    static String text(PluginSpec spec) {
        String jar = "target/" + spec.artifactId() + "-0.1.0.jar";
        return """
                # %1$s

                A dbbench %2$s plugin, `%3$s`, written by `java -jar bench-cli.jar new-plugin` from dbbench %4$s's example.

                Build it with `mvn package` (Maven 3.9 or later) or with the `./mvnw` of a dbbench checkout; it builds
                against dbbench %4$s in the local Maven repository (`./mvnw install` in that checkout, once) and runs the
                plugin's unit and contract tests. Then drop the jar into the `plugins/` folder beside `bench-cli.jar`
                (or pass `--plugins DIR`), and `java -jar bench-cli.jar list` shows it:

                    cp %5$s /path/to/dbbench/plugins/

                `mvn verify` also runs the jar-drop tests (`*IT`): they run `bench-cli.jar` (`-Ddbbench.cli.jar=PATH`)
                against the test servers that the `DBBENCH_*` variables name. See dbbench's docs/plugins.md.
                """.formatted(spec.artifactId(), spec.kind().label(), spec.name(), spec.dbbenchVersion(), jar);
    }
}
