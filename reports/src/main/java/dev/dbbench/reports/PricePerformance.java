package dev.dbbench.reports;

import dev.dbbench.config.Plural;
import dev.dbbench.result.Estimate;
import dev.dbbench.result.Measure;
import dev.dbbench.result.Price;
import dev.dbbench.result.RunResult;
import dev.dbbench.result.TargetInfo;
import dev.dbbench.stats.Ratios;
import dev.dbbench.stats.Sample;
import dev.dbbench.sweep.Cells;
import dev.dbbench.sweep.Comparisons;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.Set;
import java.util.TreeSet;

/**
 * What an hour of 1,000 TPS or 1,000 QPS costs on each target that has a price: the price per hour over the rate in
 * thousands, at every thread count and at the target's peak (the thread count with the highest TPS among those
 * that ran their full time, as the sweep's summary finds it). Rates are the tables' values ({@link StepGroup#value}).
 * Prices in two currencies are never compared: the cheapest target is named within each currency. A result without a
 * price has no price-performance at all.
 */
public final class PricePerformance {
    private final Summaries summaries;
    private final Map<String, Price> prices;

    private PricePerformance(Summaries summaries, Map<String, Price> prices) {
        this.summaries = summaries;
        this.prices = prices;
    }

    /**
     * One target's price-performance at its peak.
     *
     * @param target   the target's name
     * @param price    its price per hour
     * @param threads  the thread count of its peak
     * @param tps      its TPS there (the mean over repeats)
     * @param perKTps  what an hour of 1,000 TPS costs there
     * @param perKQps  what an hour of 1,000 QPS costs there, when QPS was measured
     */
    public record Peak(String target, Price price, int threads, double tps, double perKTps, OptionalDouble perKQps) {
    }

    /** The price-performance of {@code r}'s priced targets; empty when none has a price or no step was measured. */
    public static Optional<PricePerformance> of(RunResult r, Summaries s) {
        Map<String, Price> prices = new LinkedHashMap<>();
        for (String name : s.targets()) {
            r.targets().stream().filter(t -> t.name().equals(name)).findFirst().flatMap(TargetInfo::price)
                    .ifPresent(p -> prices.put(name, p));
        }
        return prices.isEmpty() || s.threads().isEmpty() ? Optional.empty() : Optional.of(new PricePerformance(s, prices));
    }

    public Summaries summaries() {
        return summaries;
    }

    /** The priced targets' names, in the tables' order. */
    public List<String> targets() {
        return List.copyOf(prices.keySet());
    }

    /** The price of {@code target}, one of {@link #targets()}. */
    public Price price(String target) {
        Price p = prices.get(target);
        if (p == null) {
            throw new IllegalArgumentException(target + " has no price; give one of " + targets());
        }
        return p;
    }

    /** The targets without a price, which get no cost column. */
    public List<String> unpriced() {
        return summaries.targets().stream().filter(t -> !prices.containsKey(t)).toList();
    }

    /** The currencies of the prices, sorted; the empty string stands for prices given without one. */
    public Set<String> currencies() {
        return new TreeSet<>(prices.values().stream().map(Price::currency).toList());
    }

    /** What an hour of 1,000 of {@code m} costs on {@code target} at {@code threads}; empty where nothing was measured. */
    public OptionalDouble cost(String target, int threads, Metric m) {
        OptionalDouble rate = summaries.group(target, threads).map(g -> g.value(m)).orElse(OptionalDouble.empty());
        return rate.isPresent() ? price(target).perThousand(rate.getAsDouble()) : OptionalDouble.empty();
    }

    /**
     * Half the 95 % interval of {@link #cost}, in percent of it: the price is exact, the rate an estimate, so the cost's
     * interval is the price over the rate's interval ends. Empty where the rate has no interval.
     */
    public OptionalDouble costHalfWidthPercent(String target, int threads, Metric m) {
        Optional<Estimate> rate = m.measure().flatMap(measure -> summaries.group(target, threads).filter(g -> !g.allFailed())
                .map(g -> g.estimate(measure))).filter(e -> e.hasInterval() && e.low().getAsDouble() > 0);
        if (rate.isEmpty()) {
            return OptionalDouble.empty();
        }
        Estimate e = rate.get();
        return OptionalDouble.of((e.value() / e.low().getAsDouble() - e.value() / e.high().getAsDouble()) / 2 * 100);
    }

    /** The peak's TPS with its 95 % interval. */
    public Estimate peakTps(Peak p) {
        return summaries.group(p.target(), p.threads()).orElseThrow().estimate(Measure.TPS);
    }

    /** Each priced target's peak that ran its full time, in the tables' order; a target without one is left out. */
    public List<Peak> peaks() {
        List<Peak> out = new ArrayList<>();
        for (String t : prices.keySet()) {
            summaries.groups().stream().filter(g -> g.target().equals(t) && !g.stoppedOnly() && !g.allFailed())
                    .filter(g -> g.value(Metric.TPS).orElse(0) > 0)
                    .max(Comparator.comparingDouble(g -> g.value(Metric.TPS).orElse(0)))
                    .ifPresent(g -> out.add(new Peak(t, prices.get(t), g.threads(), g.value(Metric.TPS).getAsDouble(),
                            cost(t, g.threads(), Metric.TPS).getAsDouble(), cost(t, g.threads(), Metric.QPS))));
        }
        return out;
    }

    /**
     * The sentences that name the cheapest target per 1,000 TPS at its peak, one per currency that prices two targets or
     * more, after one that says why currencies are kept apart when there are several. A target is named cheapest only
     * when the 95 % interval of every other one's cost against it excludes a tie (the prices are exact; the TPS are
     * estimates); otherwise the sentence names the targets the data cannot tell apart. Empty when no two targets share
     * a currency.
     */
    public List<String> cheapest() {
        List<String> out = new ArrayList<>();
        List<Peak> peaks = peaks();
        Set<String> currencies = new TreeSet<>(peaks.stream().map(p -> p.price().currency()).toList());
        if (currencies.size() > 1) {
            out.add("Prices are in different currencies (" + String.join(", ", currencies.stream().map(PricePerformance::currencyName)
                    .toList()) + "), which dbbench does not convert: costs are compared only between targets priced in one currency.");
        }
        for (String c : currencies) {
            List<Peak> same = peaks.stream().filter(p -> p.price().currency().equals(c)).toList();
            if (same.size() < 2) {
                continue;
            }
            Peak best = same.stream().min(Comparator.comparingDouble(Peak::perKTps)).orElseThrow();
            List<String> ties = same.stream().filter(p -> p != best && !dearer(p, best)).map(Peak::target).toList();
            String in = currencies.size() > 1 ? " in " + currencyName(c) : "";
            if (same.stream().anyMatch(p -> !peakTps(p).hasInterval())) {
                out.add("No target can be named cheapest per 1,000 TPS at its peak" + in + ": " + best.target() + " costs least ("
                        + money(best.perKTps(), c) + " an hour), but without a 95 % interval on every TPS (too few repeats and "
                        + "intervals) the data cannot tell a tie from a difference; run --repeats 3.");
            } else if (ties.isEmpty()) {
                out.add("Cheapest per 1,000 TPS at its peak" + in + ": " + best.target() + ", " + money(best.perKTps(), c)
                        + " an hour at " + Plural.count(best.threads(), "thread") + "; every other target's cost is higher "
                        + "beyond its 95 % interval.");
            } else {
                out.add("No target is cheapest per 1,000 TPS at its peak" + in + ": " + best.target() + " (" + money(best.perKTps(), c)
                        + " an hour) and " + String.join(", ", ties) + " tie, as their costs' 95 % intervals overlap; more repeats "
                        + "(--repeats) may tell them apart.");
            }
        }
        return out;
    }

    /** True when {@code other}'s cost per 1,000 TPS is higher than {@code best}'s beyond the 95 % interval of its TPS ratio. */
    private boolean dearer(Peak other, Peak best) {
        Sample b = Cells.sample(summaries.group(best.target(), best.threads()).orElseThrow().measured(), Measure.TPS);
        Sample o = Cells.sample(summaries.group(other.target(), other.threads()).orElseThrow().measured(), Measure.TPS);
        double prices = other.price().perHour().doubleValue() / best.price().perHour().doubleValue();
        return Ratios.compare("tps", true, other.threads(), best.target(), other.target(), b, o, Comparisons.DEFAULT_RESOLVE_PCT)
                .map(r -> r.ratioHigh().isPresent() && prices / r.ratioHigh().getAsDouble() > 1).orElse(false);
    }

    /** A cost with its currency, as the text formats write it: {@code 0.2000 USD}. */
    public static String money(double cost, String currency) {
        return Fmt.cost(cost) + (currency.isEmpty() ? "" : " " + currency);
    }

    private static String currencyName(String currency) {
        return currency.isEmpty() ? "no currency" : currency;
    }
}
