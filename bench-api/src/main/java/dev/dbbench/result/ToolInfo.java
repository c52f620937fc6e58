package dev.dbbench.result;

/**
 * The tool that wrote a result, so a reader knows which counting rules applied.
 *
 * @param name    the tool's name, {@code dbbench}
 * @param version the tool's version
 */
public record ToolInfo(String name, String version) {
    /**
     * This build of dbbench.
     *
     * @return its name and version from the jar manifest, or the development version outside a jar
     */
    public static ToolInfo current() {
        String v = ToolInfo.class.getPackage().getImplementationVersion();
        return new ToolInfo("dbbench", v == null ? "0.1.0-SNAPSHOT" : v);
    }
}
