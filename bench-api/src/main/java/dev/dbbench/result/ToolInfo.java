package dev.dbbench.result;

/** The tool that wrote a result, so a reader knows which counting rules applied. */
public record ToolInfo(String name, String version) {
    public static ToolInfo current() {
        String v = ToolInfo.class.getPackage().getImplementationVersion();
        return new ToolInfo("dbbench", v == null ? "0.1.0-SNAPSHOT" : v);
    }
}
