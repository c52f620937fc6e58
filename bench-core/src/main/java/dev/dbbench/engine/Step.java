package dev.dbbench.engine;

import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.target.Target;
import dev.dbbench.spi.workload.ConfiguredWorkload;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.concurrent.CountDownLatch;

/**
 * What the workers of one step share with the interval thread: the run state, the outages, the pacer and the
 * latches that start and end the step. Built by {@link StepRunner} and handed to the step's {@link Crew}.
 */
public final class Step {
    /** {@link #route()}: every event runs on the writer. */
    public static final int ON_WRITER = 0;
    /** {@link #route()}: every event runs on the worker's reader (a read-only workload, routed). */
    public static final int ON_READER = 1;
    /** {@link #route()}: the engine picks each event's transaction and runs a read-only one on the reader. */
    public static final int BY_TRANSACTION = 2;
    private final Target target;
    private final ConfiguredWorkload<?> workload;
    private final PsMode psMode;
    private final RunSpec spec;
    private final ConnectionFactory connections;
    private final Control control;
    private final Outages outages = new Outages();
    private final Ticks ticks = new Ticks();
    private final Pacer pacer;
    private final CountDownLatch ready;
    private final CountDownLatch go = new CountDownLatch(1);
    private final CountDownLatch done;
    private final FailurePolicy failures;
    private final int firstWorker;
    private final int allWorkers;
    private final Readers readers;
    private final int route;
    private final Outages[] readerOutages;
    private volatile String instance = "";
    /** The outage epoch whose instance {@link #lookUpInstance} found last. */
    private long instanceEpoch = -1;

    Step(Target target, ConfiguredWorkload<?> workload, PsMode psMode, RunSpec spec, ConnectionFactory connections) {
        this(target, workload, psMode, spec, connections, 0, spec.threads());
    }

    /**
     * @param spec        what this client runs of the step: its own workers, event budget and rate
     * @param firstWorker the number of this client's first worker among the step's {@code allWorkers}
     */
    Step(Target target, ConfiguredWorkload<?> workload, PsMode psMode, RunSpec spec, ConnectionFactory connections,
         int firstWorker, int allWorkers) {
        this(target, workload, psMode, spec, connections, firstWorker, allWorkers, Readers.NONE);
    }

    /** A step of a target with {@code readers}. */
    Step(Target target, ConfiguredWorkload<?> workload, PsMode psMode, RunSpec spec, ConnectionFactory connections,
         int firstWorker, int allWorkers, Readers readers) {
        this.readers = readers;
        this.route = !readers.route() ? ON_WRITER
                : workload.traits().readOnly() ? ON_READER : workload.traits().mix().isPresent() ? BY_TRANSACTION : ON_WRITER;
        this.readerOutages = new Outages[readers.count()];
        for (int r = 0; r < readerOutages.length; r++) {
            readerOutages[r] = new Outages();
        }
        this.firstWorker = firstWorker;
        this.allWorkers = allWorkers;
        this.target = target;
        this.workload = workload;
        this.psMode = psMode;
        this.spec = spec;
        this.connections = connections;
        this.control = new Control(spec.events(), !spec.warmup().isZero(), spec.threads());
        this.pacer = spec.rate() > 0 ? new Pacer(spec.rate()) : null;
        this.ready = new CountDownLatch(spec.threads());
        this.done = new CountDownLatch(spec.threads());
        this.failures = new FailurePolicy(this);
    }

    public Target target() {
        return target;
    }

    public ConfiguredWorkload<?> workload() {
        return workload;
    }

    public PsMode psMode() {
        return psMode;
    }

    public RunSpec spec() {
        return spec;
    }

    /** Opens a new JDBC connection to the target, for a reconnect or a look at the server. */
    public ConnectionFactory connections() {
        return connections;
    }

    /**
     * The step-wide number of this client's worker {@code local}: workers of several clients (shards) of one step are
     * numbered and seeded as the workers of one client would be, so no two of them share a number or a seed.
     */
    public int worker(int local) {
        return firstWorker + local;
    }

    /** The step's workers on every client; {@code spec().threads()} on one. */
    public int allWorkers() {
        return allWorkers;
    }

    public Control control() {
        return control;
    }

    /** The writer's outages: the step's own. */
    public Outages outages() {
        return outages;
    }

    /** The target's readers; {@link Readers#NONE} for a target without. */
    public Readers readers() {
        return readers;
    }

    /** Where this step's events run: {@link #ON_WRITER}, {@link #ON_READER} or {@link #BY_TRANSACTION}. */
    public int route() {
        return route;
    }

    /** The endpoints the workers' latencies are kept apart for: 1 (the writer) unless work is routed to readers. */
    public int endpoints() {
        return readers.route() ? 1 + readers.count() : 1;
    }

    /** The outages of reader {@code r}. */
    public Outages readerOutages(int r) {
        return readerOutages[r];
    }

    /**
     * Called by a worker after each event, once its counts and latency are recorded, with the time it ended: when
     * an interval is due to end, the worker may end it for the step's clock.
     */
    public void ended(long nanos) {
        ticks.passed(nanos);
    }

    Ticks ticks() {
        return ticks;
    }

    /** What the workers do when an attempt fails. */
    public FailurePolicy failures() {
        return failures;
    }

    /** The pacer of {@code --rate}, or null when events run back to back. */
    public Pacer pacer() {
        return pacer;
    }

    /** Counted down once per worker when it is ready to run (or has failed to get ready). */
    public CountDownLatch ready() {
        return ready;
    }

    /** Opened when the step starts. */
    public CountDownLatch go() {
        return go;
    }

    /** Counted down once per worker when it has stopped. */
    public CountDownLatch done() {
        return done;
    }

    /** The server instance the workers last found, for outages and intervals; empty when unknown. */
    public String instance() {
        return instance;
    }

    public void instance(String id) {
        instance = id;
    }

    /**
     * Sets {@link #instance} from a JDBC connection of its own, once per outage {@code epoch}: a wire step holds
     * no JDBC connection to ask on, and its workers reconnecting after one outage need to ask only once.
     */
    public synchronized void lookUpInstance(long epoch) {
        if (epoch == instanceEpoch) {
            return;
        }
        instanceEpoch = epoch;
        try (Connection c = connections.open()) {
            instance = target.inspector().instanceId(c);
        } catch (SQLException | RuntimeException e) {
            // The instance labels outages only; a step goes on without it.
            instance = "";
        }
    }
}
