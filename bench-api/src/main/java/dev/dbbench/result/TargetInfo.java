package dev.dbbench.result;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * One target of a run as recorded in {@code result.json}.
 *
 * @param name     the label used in tables (the target id, or the name given in a config file)
 * @param id       the plugin id, e.g. {@code mysql}
 * @param url      the JDBC URL without any password
 * @param source   where the plugin came from: {@code built-in} or the jar path
 * @param server   product, version and settings as the server reported them
 * @param settings the settings recorded for this target alone, and the units of its time limits
 * @param tags     what the user said of the target ({@code --tag cloud=aws}), in the order given; empty when none
 * @param price    what an hour of the target costs ({@code --price 0.48USD/h}), when given
 * @param probe    the server CPU probe ({@code sweep --probe}, {@code probe}), when one ran and its answer was right
 */
public record TargetInfo(String name, String id, String url, String source, ServerInfo server, TargetSettings settings,
                         Map<String, String> tags, Optional<Price> price, Optional<ProbeResult> probe) {

    /**
     * A null settings, tags, price or probe reads as none; the tags are copied in their order.
     *
     * @param name     the label used in tables (the target id, or the name given in a config file)
     * @param id       the plugin id, e.g. {@code mysql}
     * @param url      the JDBC URL without any password
     * @param source   where the plugin came from: {@code built-in} or the jar path
     * @param server   product, version and settings as the server reported them
     * @param settings the settings recorded for this target alone, and the units of its time limits
     * @param tags     what the user said of the target ({@code --tag cloud=aws}), in the order given; empty when
     *                 none
     * @param price    what an hour of the target costs ({@code --price 0.48USD/h}), when given
     * @param probe    the server CPU probe ({@code sweep --probe}, {@code probe}), when one ran and its answer was
     *                 right
     */
    public TargetInfo {
        settings = settings == null ? TargetSettings.NONE : settings;
        tags = tags == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(tags));
        price = price == null ? Optional.empty() : price;
        probe = probe == null ? Optional.empty() : probe;
    }

    /**
     * A target with no tags, price or probe.
     *
     * @param name     the label used in tables (the target id, or the name given in a config file)
     * @param id       the plugin id, e.g. {@code mysql}
     * @param url      the JDBC URL without any password
     * @param source   where the plugin came from: {@code built-in} or the jar path
     * @param server   product, version and settings as the server reported them
     * @param settings the settings recorded for this target alone, and the units of its time limits
     */
    public TargetInfo(String name, String id, String url, String source, ServerInfo server, TargetSettings settings) {
        this(name, id, url, source, server, settings, Map.of(), Optional.empty(), Optional.empty());
    }

    /**
     * A target with no settings of its own recorded yet, and no tags, price or probe.
     *
     * @param name   the label used in tables (the target id, or the name given in a config file)
     * @param id     the plugin id, e.g. {@code mysql}
     * @param url    the JDBC URL without any password
     * @param source where the plugin came from: {@code built-in} or the jar path
     * @param server product, version and settings as the server reported them
     */
    public TargetInfo(String name, String id, String url, String source, ServerInfo server) {
        this(name, id, url, source, server, TargetSettings.NONE);
    }

    /**
     * This target with other settings of its own.
     *
     * @param s the settings
     * @return a new target
     */
    public TargetInfo withSettings(TargetSettings s) {
        return new TargetInfo(name, id, url, source, server, s, tags, price, probe);
    }

    /**
     * This target with other tags and price.
     *
     * @param t the tags, in the order given
     * @param p the price, when given
     * @return a new target
     */
    public TargetInfo withTags(Map<String, String> t, Optional<Price> p) {
        return new TargetInfo(name, id, url, source, server, settings, t, p, probe);
    }

    /**
     * This target with the answer of its CPU probe.
     *
     * @param p the probe's result
     * @return a new target
     */
    public TargetInfo withProbe(ProbeResult p) {
        return new TargetInfo(name, id, url, source, server, settings, tags, price, Optional.of(p));
    }

    /**
     * This target under another name, as {@code compare} labels it, with its tags, price and probe.
     *
     * @param n the name used in tables
     * @return a new target
     */
    public TargetInfo withName(String n) {
        return new TargetInfo(n, id, url, source, server, settings, tags, price, probe);
    }
}
