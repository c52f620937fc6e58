package dev.dbbench.runner.jobs;

import dev.dbbench.config.Prices;
import dev.dbbench.config.Tags;
import dev.dbbench.result.Price;
import dev.dbbench.runner.spec.TargetSpec;
import dev.dbbench.spi.UsageException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * What the user says of one target: its tags and its price per hour, from the {@code --config} entry and the command
 * line. The command line wins key by key, as for every other field, and each value it replaces is noted among the
 * overrides. {@code price} given as a tag is the price; given twice with two values, it is refused.
 *
 * @param tags  every tag but the price, the file's first, in the order given
 * @param price the price per hour, when given
 */
record TargetTags(Map<String, String> tags, Optional<Price> price) {

    /** The tags and price of {@code o}, over those of its config entry (null when it has none). */
    static TargetTags of(TargetSpec o, ConfigFile.Entry entry, ConfigFile config, List<String> overrides) {
        TargetTags file = entry == null ? new TargetTags(Map.of(), Optional.empty()) : fromFile(o.target(), entry, config);
        TargetTags cli = fromCommandLine(o);
        Map<String, String> tags = new LinkedHashMap<>(file.tags);
        cli.tags.forEach((k, v) -> {
            if (tags.containsKey(k) && !tags.get(k).equals(v)) {
                overrides.add("tags." + k);
            }
            tags.put(k, v);
        });
        if (cli.price.isPresent() && file.price.isPresent() && !cli.price.equals(file.price)) {
            overrides.add("price");
        }
        return new TargetTags(tags, cli.price.or(() -> file.price));
    }

    private static TargetTags fromCommandLine(TargetSpec o) {
        Map<String, String> tags = new LinkedHashMap<>();
        for (String given : o.tags()) {
            Map.Entry<String, String> tag = Tags.parse("--tag", given);
            String before = tags.put(tag.getKey(), tag.getValue());
            if (before != null && !before.equals(tag.getValue())) {
                throw new UsageException("--tag " + tag.getKey() + " is given twice (" + before + " and " + tag.getValue()
                        + ") for --target " + o.target() + "; give it once");
            }
        }
        Optional<Price> price = Optional.ofNullable(o.price()).map(p -> Prices.parse("--price", p));
        return withPrice(tags, price, "--price " + Optional.ofNullable(o.price()).orElse(""), "--tag price=" + tags.get(Tags.PRICE), "--tag price", () -> "");
    }

    private static TargetTags fromFile(String name, ConfigFile.Entry entry, ConfigFile config) {
        Map<String, String> tags = new LinkedHashMap<>();
        entry.tags().forEach((k, v) -> {
            Map.Entry<String, String> tag = inFile(config, name, "tags." + k, () -> Tags.checked("tags", k, v));
            tags.put(tag.getKey(), tag.getValue());
        });
        Optional<Price> price = Optional.ofNullable(entry.price()).map(p -> inFile(config, name, "price", () -> Prices.parse("price", p)));
        return withPrice(tags, price, "price " + entry.price(), "tags.price " + tags.get(Tags.PRICE), "tags.price",
                () -> config.where(name, "tags.price") + ": ");
    }

    /**
     * {@code tags} without the price tag, and the price: the one given as {@code price} or as a tag, the two agreeing
     * when both are given.
     */
    private static TargetTags withPrice(Map<String, String> tags, Optional<Price> price, String asPrice, String asTag, String tagName,
                                        Supplier<String> where) {
        String tagged = tags.remove(Tags.PRICE);
        if (tagged == null) {
            return new TargetTags(tags, price);
        }
        Price fromTag;
        try {
            fromTag = Prices.parse(tagName, tagged);
        } catch (UsageException e) {
            throw new UsageException(where.get() + e.getMessage(), e);
        }
        if (price.isPresent() && !price.get().equals(fromTag)) {
            throw new UsageException(where.get() + asPrice + " and " + asTag + " disagree; give the price once");
        }
        return new TargetTags(tags, Optional.of(fromTag));
    }

    /** Runs {@code check} on a value of the file, its error naming the file, the line and the key. */
    private static <T> T inFile(ConfigFile config, String name, String key, Supplier<T> check) {
        try {
            return check.get();
        } catch (UsageException e) {
            throw new UsageException(config.where(name, key) + ": " + e.getMessage(), e);
        }
    }
}
