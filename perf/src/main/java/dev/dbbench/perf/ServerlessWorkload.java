package dev.dbbench.perf;

import dev.dbbench.spi.Dialect;
import dev.dbbench.spi.workload.ConfiguredWorkload;
import dev.dbbench.spi.workload.Dataset;
import dev.dbbench.spi.workload.EventTraits;
import dev.dbbench.spi.workload.StepHooks;
import dev.dbbench.spi.workload.PrepareContext;
import dev.dbbench.spi.workload.WorkerState;
import java.sql.Connection;
import java.util.List;
import java.util.Map;

/** A workload with no server behind it: no settings, no schema to prepare, check or drop. */
abstract class ServerlessWorkload<S extends WorkerState> implements ConfiguredWorkload<S>, Dataset, EventTraits<S>, StepHooks {

    @Override
    public Map<String, String> settings() {
        return Map.of();
    }

    @Override
    public void prepare(PrepareContext ctx) {
        // No schema: there is no server.
    }

    @Override
    public List<String> verify(Connection connection, Dialect dialect) {
        return List.of();
    }

    @Override
    public void cleanup(Connection connection, Dialect dialect) {
        // Nothing was made.
    }

    @Override
    public Dataset dataset() {
        return this;
    }
}
