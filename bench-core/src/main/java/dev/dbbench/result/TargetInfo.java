package dev.dbbench.result;

/**
 * One target of a run as recorded in {@code result.json}.
 *
 * @param name   the label used in tables (the target id, or the name given in a config file)
 * @param id     the plugin id, e.g. {@code mysql}
 * @param url    the JDBC URL without any password
 * @param source where the plugin came from: {@code built-in} or the jar path
 * @param server product, version and settings as the server reported them
 */
public record TargetInfo(String name, String id, String url, String source, ServerInfo server) {
}
