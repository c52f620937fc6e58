package dev.dbbench.testing;

import dev.dbbench.binder.Binder;
import dev.dbbench.config.OptionValues;
import dev.dbbench.spi.bench.AnnotatedWorkload;
import dev.dbbench.spi.workload.ConfiguredWorkload;
import dev.dbbench.spi.workload.Workload;
import java.util.Map;

/** Workload classes written with the annotations, bound and configured as dbbench does it, for the tests of one. */
public final class WorkloadClasses {
    private WorkloadClasses() {
    }

    /** {@code type} as the workload dbbench makes of it; a class that breaks the rules throws, naming every mistake. */
    public static Workload bind(Class<? extends AnnotatedWorkload> type) {
        return Binder.bind(type);
    }

    /** An instance of {@code type} configured with {@code options} (kebab-case names) over its defaults. */
    public static ConfiguredWorkload<?> configure(Class<? extends AnnotatedWorkload> type, Map<String, String> options) {
        Workload w = bind(type);
        return w.configure(new OptionValues(w.options(), options));
    }
}
