package dev.dbbench.engine.jdbc;

import dev.dbbench.spi.UsageException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.Locale;

/**
 * Which kind of thread runs each worker of a step ({@code --worker-threads}).
 *
 * <p>A worker waits on its connection for most of every event. With many workers per core, every
 * answer from the server wakes a sleeping platform thread, and on a small client that operating-system
 * switch, into a working set that has gone cold meanwhile, costs more than the client's own work
 * (measured on 2 cores: pgJDBC point selects at 16 workers took 52 µs of client CPU each on platform
 * threads, 21 µs on virtual threads). Virtual threads (Java 21+) park instead: a few carrier threads serve
 * every worker, as pgbench's few threads serve many connections. With few workers per core the hop
 * through the JDK's poller costs more than it saves, so {@code auto} uses virtual threads only above
 * {@value #AUTO_WORKERS_PER_CORE} workers per core, and only from Java 24, where a driver that blocks
 * inside {@code synchronized} no longer pins its carrier (JEP 491). Immutable.
 */
public final class WorkerThreads {
    /** {@code auto} switches to virtual threads above this many workers per core. */
    static final int AUTO_WORKERS_PER_CORE = 4;
    private static final int FIRST_UNPINNED_FEATURE = 24;
    private static final int FIRST_FINAL_VIRTUAL_FEATURE = 21;
    private static final Method OF_VIRTUAL = lookupOfVirtual();

    public enum Policy { AUTO, PLATFORM, VIRTUAL }

    private final Policy policy;
    private final int cores;
    private final int javaFeature;

    WorkerThreads(Policy policy, int cores, int javaFeature) {
        this.policy = policy;
        this.cores = Math.max(1, cores);
        this.javaFeature = javaFeature;
    }

    /** Platform threads always: what tests and tools that need no choice use. */
    public static WorkerThreads platform() {
        return new WorkerThreads(Policy.PLATFORM, 1, Runtime.version().feature());
    }

    /** The policy named by {@code --worker-threads} on this JVM and machine; refuses {@code virtual} before Java 21. */
    public static WorkerThreads parse(String value) {
        Policy policy;
        try {
            policy = Policy.valueOf(value.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new UsageException("--worker-threads " + value + " is not a thread kind; give auto, platform or virtual");
        }
        int feature = Runtime.version().feature();
        if (policy == Policy.VIRTUAL && feature < FIRST_FINAL_VIRTUAL_FEATURE) {
            throw new UsageException("--worker-threads virtual needs Java 21 or later, but this is Java " + feature
                    + "; run dbbench with a newer java, or give --worker-threads auto");
        }
        return new WorkerThreads(policy, Runtime.getRuntime().availableProcessors(), feature);
    }

    /** Whether a step of {@code threads} workers runs them on virtual threads. */
    public boolean virtualFor(int threads) {
        return switch (policy) {
            case PLATFORM -> false;
            case VIRTUAL -> true;
            case AUTO -> autoVirtual() && threads > AUTO_WORKERS_PER_CORE * cores;
        };
    }

    private boolean autoVirtual() {
        return javaFeature >= FIRST_UNPINNED_FEATURE;
    }

    /** What the manifest records: the policy and, for {@code auto}, where it switches on this machine. */
    public String describe() {
        return switch (policy) {
            case PLATFORM -> "platform";
            case VIRTUAL -> "virtual";
            case AUTO -> autoVirtual()
                    ? "auto: platform up to " + AUTO_WORKERS_PER_CORE * cores + " workers, virtual above"
                    : "auto: platform (virtual threads need Java " + FIRST_UNPINNED_FEATURE + "+ here)";
        };
    }

    /** An unstarted daemon thread of the kind {@link #virtualFor} chose for a step of {@code threads} workers. */
    Thread newThread(Runnable task, String name, int threads) {
        if (!virtualFor(threads)) {
            Thread t = new Thread(task, name);
            t.setDaemon(true);
            return t;
        }
        if (OF_VIRTUAL == null) {
            throw new IllegalStateException("virtual threads need Java " + FIRST_FINAL_VIRTUAL_FEATURE + "+, this is Java "
                    + Runtime.version().feature());
        }
        try {
            Object builder = OF_VIRTUAL.invoke(null);
            Class<?> builderType = Class.forName("java.lang.Thread$Builder");
            builderType.getMethod("name", String.class).invoke(builder, name);
            return (Thread) builderType.getMethod("unstarted", Runnable.class).invoke(builder, task);
        } catch (ReflectiveOperationException e) {
            Throwable cause = e instanceof InvocationTargetException ite ? ite.getCause() : e;
            throw new IllegalStateException("cannot create a virtual thread on Java " + javaFeature + ": " + cause, cause);
        }
    }

    /**
     * {@code Thread.ofVirtual} on Java 21+, looked up at run time because dbbench is built for Java 17; on
     * Java 19 and 20 it is a preview that throws unless enabled, so it is not used there.
     */
    private static Method lookupOfVirtual() {
        if (Runtime.version().feature() < FIRST_FINAL_VIRTUAL_FEATURE) {
            return null;
        }
        try {
            return Thread.class.getMethod("ofVirtual");
        } catch (NoSuchMethodException e) {
            return null;
        }
    }
}
