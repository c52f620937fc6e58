package dev.dbbench.result;

/**
 * One target of a run as recorded in {@code result.json}.
 *
 * @param name     the label used in tables (the target id, or the name given in a config file)
 * @param id       the plugin id, e.g. {@code mysql}
 * @param url      the JDBC URL without any password
 * @param source   where the plugin came from: {@code built-in} or the jar path
 * @param server   product, version and settings as the server reported them
 * @param settings the settings recorded for this target alone, and the units of its time limits
 */
public record TargetInfo(String name, String id, String url, String source, ServerInfo server, TargetSettings settings) {

    public TargetInfo {
        settings = settings == null ? TargetSettings.NONE : settings;
    }

    /** A target with no settings of its own recorded yet. */
    public TargetInfo(String name, String id, String url, String source, ServerInfo server) {
        this(name, id, url, source, server, TargetSettings.NONE);
    }

    public TargetInfo withSettings(TargetSettings s) {
        return new TargetInfo(name, id, url, source, server, s);
    }
}
