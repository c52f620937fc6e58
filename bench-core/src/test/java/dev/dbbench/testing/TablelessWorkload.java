package dev.dbbench.testing;

import dev.dbbench.spi.Dialect;
import dev.dbbench.spi.workload.ConfiguredWorkload;
import dev.dbbench.spi.workload.Dataset;
import dev.dbbench.spi.workload.EventTraits;
import dev.dbbench.spi.workload.StepHooks;
import dev.dbbench.spi.workload.PrepareContext;
import dev.dbbench.spi.workload.WorkerState;
import java.sql.Connection;
import java.util.List;

/** A test workload that creates no tables: preparing and cleaning up do nothing, and verifying finds nothing wrong. */
public abstract class TablelessWorkload<S extends WorkerState> implements ConfiguredWorkload<S>, Dataset, EventTraits<S>, StepHooks {

    @Override
    public void prepare(PrepareContext ctx) {
        // Nothing to create.
    }

    @Override
    public List<String> verify(Connection connection, Dialect dialect) {
        return List.of();
    }

    @Override
    public void cleanup(Connection connection, Dialect dialect) {
        // Nothing was created.
    }

    @Override
    public Dataset dataset() {
        return this;
    }
}
