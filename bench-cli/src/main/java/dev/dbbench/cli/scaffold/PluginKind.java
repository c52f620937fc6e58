package dev.dbbench.cli.scaffold;

import java.util.Locale;
import java.util.regex.Pattern;

/**
 * The kinds of plugin a user can start, each from one example plugin: where its template lies in the jar, and the
 * example's names that become the user's (its package, class stem, artifact and plugin id).
 */
public enum PluginKind {
    /** A target on a JDBC driver the plugin bundles, from {@code examples/mariadb-target}. */
    TARGET("org.example.dbbench.mariadb", "MariaDb", "dbbench-mariadb-target", "mariadb-example"),
    /** A workload written as an annotated Java class, from {@code examples/java-workload}. */
    WORKLOAD("org.example.dbbench.orders", "\\bOrders", "dbbench-java-workload", "orders"),
    /** A report format, from {@code examples/jsonl-reporter}. */
    REPORTER("org.example.dbbench.jsonl", "JsonLines", "dbbench-jsonl-reporter", "jsonl");

    private final String examplePackage;
    private final String classStem;
    private final String artifactId;
    private final String id;

    PluginKind(String examplePackage, String classStem, String artifactId, String id) {
        this.examplePackage = examplePackage;
        this.classStem = classStem;
        this.artifactId = artifactId;
        this.id = id;
    }

    /** The folder of the template inside the jar, {@code plugin-templates/target} and so on. */
    public String templateFolder() {
        return "plugin-templates/" + label();
    }

    /** The kind as the user writes it: {@code target}, {@code workload} or {@code reporter}. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The artifact id of a plugin of this kind named {@code name}: {@code dbbench-acme-target}. */
    public String artifactId(String name) {
        return "dbbench-" + name + "-" + label();
    }

    /**
     * The replacements that turn the example's files and paths into the plugin {@code spec}: its package (dotted and
     * as a path) and the rest of the example's group, its artifact, its class stem, its plugin id where it stands as
     * a name (in quotes, after {@code --workload}, in {@code list}'s output, in a Javadoc code tag), the dbbench
     * version its build imports and the bench-cli.jar its jar-drop tests run.
     */
    Renames renames(PluginSpec spec) {
        String quotedId = Pattern.quote(id);
        String idAsName = this == TARGET ? quotedId
                : "(?<=\")" + quotedId + "(?=\")|(?<=--workload )" + quotedId + "|(?<=\\\\n  )" + quotedId + "(?= \\+)"
                        + "|(?<=\\{@code )" + quotedId + "(?=\\})";
        Renames renames = new Renames()
                .literal(examplePackage, spec.packageName())
                .literal(examplePackage.replace('.', '/'), spec.packageName().replace('.', '/'))
                .literal("org.example.dbbench", spec.packageName())
                .literal("org.example", spec.packageName())
                .literal(artifactId, artifactId(spec.name()))
                .regex(classStem, spec.classStem())
                .regex(idAsName, spec.name())
                .regex("(?<=<dbbench\\.version>)[^<]*(?=</dbbench\\.version>)", spec.dbbenchVersion())
                .regex("`(?:\\.\\./\\.\\./|\\./)mvnw package`", "`mvn package`");
        // The jar-drop tests run the bench-cli.jar that wrote the plugin, unless the build names another.
        spec.cliJar().ifPresent(jar -> renames
                .regex("(?<=<dbbench\\.cli\\.jar>)[^<]*(?=</dbbench\\.cli\\.jar>)", jar.toString())
                .literal("bench-cli.jar: inside the dbbench checkout unless", "bench-cli.jar: the one that wrote this plugin unless"));
        return renames;
    }
}
