package dev.dbbench.engine;

import dev.dbbench.spi.ConfiguredWorkload;
import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.Target;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.concurrent.CountDownLatch;

/** What the workers of one step share. Built by {@link StepRunner}; not part of the public API. */
final class Step {
    final Target target;
    final ConfiguredWorkload<?> workload;
    final PsMode psMode;
    final RunSpec spec;
    final ConnectionSet connections;
    final Control control;
    final Outages outages = new Outages();
    final Pacer pacer;
    final CountDownLatch ready;
    final CountDownLatch go = new CountDownLatch(1);
    final CountDownLatch done;
    volatile String instance = "";
    /** The outage epoch whose instance {@link #lookUpInstance} found last. */
    private long instanceEpoch = -1;

    Step(Target target, ConfiguredWorkload<?> workload, PsMode psMode, RunSpec spec, ConnectionSet connections) {
        this.target = target;
        this.workload = workload;
        this.psMode = psMode;
        this.spec = spec;
        this.connections = connections;
        this.control = new Control(spec.events(), !spec.warmup().isZero(), spec.threads());
        this.pacer = spec.rate() > 0 ? new Pacer(spec.rate()) : null;
        this.ready = new CountDownLatch(spec.threads());
        this.done = new CountDownLatch(spec.threads());
    }

    /**
     * Sets {@link #instance} from a JDBC connection of its own, once per outage {@code epoch}: a wire step holds
     * no JDBC connection to ask on, and its workers reconnecting after one outage need to ask only once.
     */
    synchronized void lookUpInstance(long epoch) {
        if (epoch == instanceEpoch) {
            return;
        }
        instanceEpoch = epoch;
        try (Connection c = connections.factory().open()) {
            instance = target.instanceId(c);
        } catch (SQLException | RuntimeException e) {
            // The instance labels outages only; a step goes on without it.
            instance = "";
        }
    }
}
