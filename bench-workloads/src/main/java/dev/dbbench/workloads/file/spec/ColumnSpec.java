package dev.dbbench.workloads.file.spec;

import dev.dbbench.workloads.file.yaml.Where;
import java.util.Optional;

/**
 * One column: its SQL type (per server where they differ; {@code autoincrement} is the server's generated integer
 * key) and the generator that fills it in {@code prepare}. A column without one is left to its default, as a
 * generated key is.
 */
public record ColumnSpec(String name, Where where, Optional<PerDialect> type, Optional<GeneratorSpec> data) {
    /** The type that stands for the server's own generated key ({@code AUTO_INCREMENT}, {@code SERIAL}). */
    public static final String AUTOINCREMENT = "autoincrement";
}
