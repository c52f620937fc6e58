package dev.dbbench.spi.workload;

/**
 * One workload option as {@code list} shows it.
 *
 * @param name         kebab-case name, the same as sysbench's with dashes ({@code table-size})
 * @param defaultValue the value used when the user gives none, as text
 * @param description  one line
 */
public record OptionSpec(String name, String defaultValue, String description) {
}
