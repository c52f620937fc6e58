package dev.dbbench.result;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * The analysis of a stability run, stored in {@code result.json} under {@code summary.stability}.
 *
 * @param verdict            {@code stable} or {@code unstable}
 * @param reasons            why it is unstable, most serious first; empty when stable
 * @param thresholds         the thresholds applied
 * @param run                the whole run
 * @param windows            each analysis window (hour) in order
 * @param drift              throughput trend and first-to-last change
 * @param medianTps          median TPS of the full intervals, the base of stall detection
 * @param stallCount         stalls found (consecutive stalled intervals form one)
 * @param stalledIntervals   intervals that were stalled, in all
 * @param stalls             the stalls, oldest first; at most {@link #MAX_LISTED}, the longest ones
 * @param spikeCount         latency spikes found
 * @param spikes             the spikes, oldest first; at most {@link #MAX_LISTED}, the highest ones
 * @param outages            outage windows after merging those within the outage gap, oldest first; those that began
 *                           in the warm-up are marked so
 * @param downtimeSeconds    the sum of their downtimes, the warm-up's included
 * @param outageOngoingSince start of an outage that had not ended when the run did (a run killed during one)
 * @param partialIntervals   intervals too short for stall detection (usually the last one of a stopped run)
 * @param notes              what limited the analysis, e.g. a missing latency log
 * @param warmupErrors       the warm-up's errors, timeouts and reconnects, when it had any: no other figure counts them
 * @param ended              how the run ended when it measured less than planned ("the run ended early, after 23 s of
 *                           the planned 60 s, because: ..."); absent for a run that measured all of it
 * @param lagDrift           each reader's lag trend, for a target with readers; empty otherwise
 */
public record StabilitySummary(String verdict, List<String> reasons, StabilityThresholds thresholds, WindowStats run,
                               List<WindowStats> windows, Drift drift, double medianTps, int stallCount,
                               int stalledIntervals, List<Stall> stalls, int spikeCount, List<Spike> spikes,
                               List<Outage> outages, double downtimeSeconds,
                               Optional<Instant> outageOngoingSince, int partialIntervals, List<String> notes,
                               @JsonInclude(JsonInclude.Include.NON_ABSENT) Optional<WarmupErrors> warmupErrors,
                               @JsonInclude(JsonInclude.Include.NON_ABSENT) Optional<String> ended,
                               @JsonInclude(JsonInclude.Include.NON_EMPTY) List<LagDrift> lagDrift) {

    /** Stalls and spikes listed at most; every interval stays in {@code intervals.csv}. */
    public static final int MAX_LISTED = 100;

    /**
     * Copies the lists; a null optional reads as empty, and warm-up errors that count nothing are dropped.
     *
     * @param verdict            {@code stable} or {@code unstable}
     * @param reasons            why it is unstable, most serious first; empty when stable
     * @param thresholds         the thresholds applied
     * @param run                the whole run
     * @param windows            each analysis window (hour) in order
     * @param drift              throughput trend and first-to-last change
     * @param medianTps          median TPS of the full intervals, the base of stall detection
     * @param stallCount         stalls found (consecutive stalled intervals form one)
     * @param stalledIntervals   intervals that were stalled, in all
     * @param stalls             the stalls, oldest first; at most {@link #MAX_LISTED}, the longest ones
     * @param spikeCount         latency spikes found
     * @param spikes             the spikes, oldest first; at most {@link #MAX_LISTED}, the highest ones
     * @param outages            outage windows after merging those within the outage gap, oldest first; those that
     *                           began in the warm-up are marked so
     * @param downtimeSeconds    the sum of their downtimes, the warm-up's included
     * @param outageOngoingSince start of an outage that had not ended when the run did (a run killed during one)
     * @param partialIntervals   intervals too short for stall detection (usually the last one of a stopped run)
     * @param notes              what limited the analysis, e.g. a missing latency log
     * @param warmupErrors       the warm-up's errors, timeouts and reconnects, when it had any: no other figure
     *                           counts them
     * @param ended              how the run ended when it measured less than planned ("the run ended early, after
     *                           23 s of the planned 60 s, because: ..."); absent for a run that measured all of it
     * @param lagDrift           each reader's lag trend, for a target with readers; empty otherwise
     * @throws NullPointerException when {@code thresholds}, {@code run} or {@code drift} is null
     */
    public StabilitySummary {
        java.util.Objects.requireNonNull(thresholds, "thresholds");
        java.util.Objects.requireNonNull(run, "run");
        java.util.Objects.requireNonNull(drift, "drift");
        reasons = List.copyOf(reasons);
        windows = List.copyOf(windows);
        stalls = List.copyOf(stalls);
        spikes = List.copyOf(spikes);
        outages = List.copyOf(outages);
        notes = List.copyOf(notes);
        warmupErrors = warmupErrors == null ? Optional.empty() : warmupErrors.filter(w -> !w.none());
        ended = ended == null ? Optional.empty() : ended;
        lagDrift = lagDrift == null ? List.of() : List.copyOf(lagDrift);
    }

    /**
     * A summary of a run that measured all it planned to, of a target without readers.
     *
     * @param verdict            {@code stable} or {@code unstable}
     * @param reasons            why it is unstable, most serious first; empty when stable
     * @param thresholds         the thresholds applied
     * @param run                the whole run
     * @param windows            each analysis window (hour) in order
     * @param drift              throughput trend and first-to-last change
     * @param medianTps          median TPS of the full intervals, the base of stall detection
     * @param stallCount         stalls found (consecutive stalled intervals form one)
     * @param stalledIntervals   intervals that were stalled, in all
     * @param stalls             the stalls, oldest first; at most {@link #MAX_LISTED}, the longest ones
     * @param spikeCount         latency spikes found
     * @param spikes             the spikes, oldest first; at most {@link #MAX_LISTED}, the highest ones
     * @param outages            outage windows after merging those within the outage gap, oldest first; those that
     *                           began in the warm-up are marked so
     * @param downtimeSeconds    the sum of their downtimes, the warm-up's included
     * @param outageOngoingSince start of an outage that had not ended when the run did (a run killed during one)
     * @param partialIntervals   intervals too short for stall detection (usually the last one of a stopped run)
     * @param notes              what limited the analysis, e.g. a missing latency log
     * @param warmupErrors       the warm-up's errors, timeouts and reconnects, when it had any: no other figure
     *                           counts them
     */
    public StabilitySummary(String verdict, List<String> reasons, StabilityThresholds thresholds, WindowStats run,
                            List<WindowStats> windows, Drift drift, double medianTps, int stallCount, int stalledIntervals,
                            List<Stall> stalls, int spikeCount, List<Spike> spikes, List<Outage> outages, double downtimeSeconds,
                            Optional<Instant> outageOngoingSince, int partialIntervals, List<String> notes,
                            Optional<WarmupErrors> warmupErrors) {
        this(verdict, reasons, thresholds, run, windows, drift, medianTps, stallCount, stalledIntervals, stalls, spikeCount, spikes,
                outages, downtimeSeconds, outageOngoingSince, partialIntervals, notes, warmupErrors, Optional.empty(), List.of());
    }

    /**
     * A summary whose warm-up lost nothing, of a run that measured all it planned to.
     *
     * @param verdict            {@code stable} or {@code unstable}
     * @param reasons            why it is unstable, most serious first; empty when stable
     * @param thresholds         the thresholds applied
     * @param run                the whole run
     * @param windows            each analysis window (hour) in order
     * @param drift              throughput trend and first-to-last change
     * @param medianTps          median TPS of the full intervals, the base of stall detection
     * @param stallCount         stalls found (consecutive stalled intervals form one)
     * @param stalledIntervals   intervals that were stalled, in all
     * @param stalls             the stalls, oldest first; at most {@link #MAX_LISTED}, the longest ones
     * @param spikeCount         latency spikes found
     * @param spikes             the spikes, oldest first; at most {@link #MAX_LISTED}, the highest ones
     * @param outages            outage windows after merging those within the outage gap, oldest first; those that
     *                           began in the warm-up are marked so
     * @param downtimeSeconds    the sum of their downtimes, the warm-up's included
     * @param outageOngoingSince start of an outage that had not ended when the run did (a run killed during one)
     * @param partialIntervals   intervals too short for stall detection (usually the last one of a stopped run)
     * @param notes              what limited the analysis, e.g. a missing latency log
     */
    public StabilitySummary(String verdict, List<String> reasons, StabilityThresholds thresholds, WindowStats run,
                            List<WindowStats> windows, Drift drift, double medianTps, int stallCount, int stalledIntervals,
                            List<Stall> stalls, int spikeCount, List<Spike> spikes, List<Outage> outages, double downtimeSeconds,
                            Optional<Instant> outageOngoingSince, int partialIntervals, List<String> notes) {
        this(verdict, reasons, thresholds, run, windows, drift, medianTps, stallCount, stalledIntervals, stalls, spikeCount, spikes,
                outages, downtimeSeconds, outageOngoingSince, partialIntervals, notes, Optional.empty());
    }

    /**
     * Whether the run is stable.
     *
     * @return true when no reason says otherwise
     */
    public boolean stable() {
        return reasons.isEmpty();
    }

    /**
     * This summary with the values of {@code declared} over the whole run and each window.
     *
     * @param declared the metrics the workload declares
     * @return a new summary
     */
    public StabilitySummary withMetrics(List<dev.dbbench.spi.metric.Metric> declared) {
        return new StabilitySummary(verdict, reasons, thresholds, run.withMetrics(declared),
                windows.stream().map(w -> w.withMetrics(declared)).toList(), drift, medianTps, stallCount, stalledIntervals,
                stalls, spikeCount, spikes, outages, downtimeSeconds, outageOngoingSince, partialIntervals, notes, warmupErrors, ended,
                lagDrift);
    }

    /**
     * This summary with one more note on what limited the analysis.
     *
     * @param note the note, one clause
     * @return a new summary
     */
    public StabilitySummary withNote(String note) {
        List<String> more = new java.util.ArrayList<>(notes);
        more.add(note);
        return new StabilitySummary(verdict, reasons, thresholds, run, windows, drift, medianTps, stallCount, stalledIntervals,
                stalls, spikeCount, spikes, outages, downtimeSeconds, outageOngoingSince, partialIntervals, more, warmupErrors, ended,
                lagDrift);
    }

    /**
     * This summary of a run that measured less than planned, saying how it ended.
     *
     * @param how e.g. "the run ended early, after 23 s of the planned 60 s, because: ..."
     * @return a new summary
     */
    public StabilitySummary withEnded(String how) {
        return new StabilitySummary(verdict, reasons, thresholds, run, windows, drift, medianTps, stallCount, stalledIntervals,
                stalls, spikeCount, spikes, outages, downtimeSeconds, outageOngoingSince, partialIntervals, notes, warmupErrors,
                Optional.of(how), lagDrift);
    }

    /**
     * The one line printed first: {@code stable} or {@code unstable: reason; reason}. A stable run too short for the
     * first-to-last drift check says so, since "stable" alone would claim that drift was checked; a run that measured
     * less than planned says how it ended, since the verdict covers only what it measured.
     *
     * @return the line
     */
    public String verdictLine() {
        return judged() + ended.map(how -> "; " + how).orElse("");
    }

    private String judged() {
        if (!reasons.isEmpty()) {
            return "unstable: " + String.join("; ", reasons);
        }
        if (drift.firstToLastPct().isPresent()) {
            return "stable";
        }
        String window = thresholds.windowSeconds() == 3600 ? "hour" : "window";
        return "stable (drift not judged: first " + window + " against last needs two " + window + "s at least half full)";
    }
}
