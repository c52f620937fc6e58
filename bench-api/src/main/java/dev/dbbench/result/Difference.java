package dev.dbbench.result;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * A setting whose value is not the same for every target side by side (the targets of one sweep, or the results of a
 * comparison), since a difference there can explain a difference in numbers. {@code result.json} holds it as one
 * record, {@code setting} then each target's value under the target's name, null where the target lacks the setting.
 *
 * @param setting the manifest key or workload option ({@code driver.sslmode}, {@code workload.tables}), or
 *                {@code workload} for the workload itself
 * @param values  each target's value by its name, in the targets' order; empty where the target lacks the setting
 */
public record Difference(String setting, Map<String, Optional<String>> values) {
    private static final String SETTING = "setting";

    /**
     * Copies the values in their order.
     *
     * @param setting the manifest key or workload option ({@code driver.sslmode}, {@code workload.tables}), or
     *                {@code workload} for the workload itself
     * @param values  each target's value by its name, in the targets' order; empty where the target lacks the
     *                setting
     * @throws NullPointerException when {@code setting} is null
     */
    public Difference {
        Objects.requireNonNull(setting, "setting");
        values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
    }

    /** The record as {@code result.json} holds it. */
    @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
    static Difference read(LinkedHashMap<String, String> record) {
        Map<String, Optional<String>> values = new LinkedHashMap<>();
        record.forEach((name, value) -> {
            if (!name.equals(SETTING)) {
                values.put(name, Optional.ofNullable(value));
            }
        });
        return new Difference(record.get(SETTING), values);
    }

    /** {@code setting}, then each target's value by its name (null where absent), as {@code result.json} writes it. */
    @JsonValue
    Map<String, String> record() {
        Map<String, String> out = new LinkedHashMap<>();
        out.put(SETTING, setting);
        values.forEach((name, value) -> out.put(name, value.orElse(null)));
        return out;
    }
}
