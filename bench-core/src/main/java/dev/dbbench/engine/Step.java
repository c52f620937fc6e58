package dev.dbbench.engine;

import dev.dbbench.spi.ConfiguredWorkload;
import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.Target;
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
}
