package dev.dbbench.result;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;
import java.util.Objects;

/**
 * The server CPU probe of one target: one session ran the same CPU-bound query, whose work is identical on every
 * server, a fixed number of times after a warm-up, in several runs. It measures one core of the server as its SQL
 * engine uses it, not the whole machine. Rates are iterations per second, one iteration being one execution of the
 * query.
 *
 * @param name             the work the probe did; two results ran the same work when their names match
 * @param checksum         the query's answer, the same on every server: a server that answers otherwise gets no
 *                         probe result at all
 * @param warmupIterations iterations run before the first run and not measured
 * @param iterationsPerRun iterations each run times
 * @param perSecond        each run's iterations per second, in run order
 * @param median           the median of {@code perSecond}
 * @param min              the lowest of {@code perSecond}
 * @param max              the highest of {@code perSecond}
 */
@JsonPropertyOrder({"name", "checksum", "warmupIterations", "iterationsPerRun", "perSecond", "median", "min", "max"})
public record ProbeResult(String name, String checksum, int warmupIterations, int iterationsPerRun, List<Double> perSecond,
                          double median, double min, double max) {

    /**
     * Copies the rates.
     *
     * @param name             the work the probe did; two results ran the same work when their names match
     * @param checksum         the query's answer, the same on every server: a server that answers otherwise gets no
     *                         probe result at all
     * @param warmupIterations iterations run before the first run and not measured
     * @param iterationsPerRun iterations each run times
     * @param perSecond        each run's iterations per second, in run order
     * @param median           the median of {@code perSecond}
     * @param min              the lowest of {@code perSecond}
     * @param max              the highest of {@code perSecond}
     * @throws NullPointerException when {@code name} or {@code checksum} is null
     */
    public ProbeResult {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(checksum, "checksum");
        perSecond = List.copyOf(perSecond);
    }

    /**
     * The result of runs that gave {@code perSecond}, with their median, lowest and highest rate.
     *
     * @param name             the work the probe did; two results ran the same work when their names match
     * @param checksum         the query's answer, the same on every server: a server that answers otherwise gets no
     *                         probe result at all
     * @param warmupIterations iterations run before the first run and not measured
     * @param iterationsPerRun iterations each run times
     * @param perSecond        each run's iterations per second, in run order
     * @return the result
     * @throws IllegalArgumentException when {@code perSecond} is empty
     */
    public static ProbeResult of(String name, String checksum, int warmupIterations, int iterationsPerRun, List<Double> perSecond) {
        if (perSecond.isEmpty()) {
            throw new IllegalArgumentException("a probe result needs at least one run");
        }
        double[] sorted = perSecond.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        int mid = sorted.length / 2;
        double median = sorted.length % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
        return new ProbeResult(name, checksum, warmupIterations, iterationsPerRun, perSecond, median, sorted[0],
                sorted[sorted.length - 1]);
    }

    /**
     * How much the runs disagree.
     *
     * @return highest minus lowest rate over the median, in percent; 0 when the median is 0
     */
    public double spreadPercent() {
        return median == 0 ? 0 : (max - min) / median * 100;
    }
}
