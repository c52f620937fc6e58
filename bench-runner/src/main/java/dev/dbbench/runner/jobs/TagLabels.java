package dev.dbbench.runner.jobs;

import dev.dbbench.result.RunResult;
import dev.dbbench.result.TargetInfo;
import dev.dbbench.spi.UsageException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * {@code compare --label-by KEY}: each result labelled by the value of its targets' {@code KEY} tag
 * ({@code --label-by instance} labels a result {@code db.r6g.large}), so that the columns say what was measured without
 * a {@code --label} typed by hand. Every target of a result must carry the tag, with one value.
 */
public final class TagLabels {
    private TagLabels() {
    }

    /**
     * One label per result, in order.
     *
     * @param names how each result is named in an error (its folder)
     * @throws UsageException naming the result whose targets lack the tag or disagree on it, and the fix
     */
    public static List<String> of(String key, List<String> names, List<RunResult> results) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < results.size(); i++) {
            List<TargetInfo> targets = results.get(i).targets();
            List<String> values = targets.stream().map(t -> t.tags().get(key)).distinct().toList();
            if (targets.isEmpty() || values.contains(null)) {
                throw new UsageException("--label-by " + key + ": " + names.get(i) + " has no '" + key + "' tag"
                        + (targets.size() > 1 ? " on every target" : "") + "; tag its targets with --tag " + key
                        + "=VALUE when they run, or give --label");
            }
            if (values.size() > 1) {
                throw new UsageException("--label-by " + key + ": the targets of " + names.get(i) + " have different '" + key + "' tags ("
                        + String.join(", ", values.stream().map(Objects::toString).toList()) + "); give --label instead");
            }
            out.add(values.get(0));
        }
        return out;
    }
}
