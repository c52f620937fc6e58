package dev.dbbench.workloads.file.spec;

import dev.dbbench.workloads.file.yaml.Where;

/**
 * One option a workload file declares: a named value with a default that {@code --set name=value} changes.
 *
 * @param integer whether it holds a whole number (its default is one), and so may appear in counts and ranges
 */
public record OptionDef(String name, String defaultValue, String description, boolean integer, Where where) {
}
