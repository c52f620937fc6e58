package dev.dbbench.reports;

import dev.dbbench.result.CellComparison;
import dev.dbbench.result.Estimate;
import dev.dbbench.result.Measure;
import dev.dbbench.result.RunResult;
import dev.dbbench.result.StepSummary;
import dev.dbbench.spi.report.ReportInput;
import dev.dbbench.store.CsvLines;
import java.io.IOException;
import java.io.Writer;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * {@code cells.csv}: one row per target and thread count, the numbers the conclusions are drawn from. Each measure's
 * estimate with its 95 % interval ({@code tps}, {@code tps_low}, {@code tps_high}), and, for every target but the first,
 * the same measure against the first: the ratio, its interval, whether the data tell them apart and the verdict; the
 * rates the workload declares get the same columns under their own names ({@code nopm_client_ratio}, ...). The
 * console, {@code report.md}, {@code report.html} and {@code result.json} show the same numbers. The run's own columns
 * come last ({@link RunColumns}), then when the cell's first step began ({@code step_started}).
 */
public final class CellsCsvReporter implements TextReporter {
    private static final List<Measure> MEASURES = List.of(Measure.values());

    @Override
    public String format() {
        return "cells-csv";
    }

    @Override
    public String fileName() {
        return "cells.csv";
    }

    @Override
    public String description() {
        return "one CSV row per target and thread count: each estimate with its 95 % interval and its comparison with the "
                + "first target (cells.csv)";
    }

    @Override
    public void write(ReportInput input, Writer out) throws IOException {
        RunResult result = input.result();
        Conclusions conclusions = Conclusions.of(result);
        List<String> header = new ArrayList<>(List.of("target", "threads", "repeats", "status", "interval_from"));
        for (Measure m : MEASURES) {
            String k = column(m);
            header.addAll(List.of(k, k + "_low", k + "_high"));
        }
        header.addAll(List.of("max_ms", "error_rate_pct"));
        CellColumns extra = new CellColumns(result);
        header.addAll(extra.header());
        header.add("baseline");
        MEASURES.forEach(m -> header.addAll(ratioHeader(column(m))));
        header.addAll(extra.comparisonHeader());
        header.addAll(RunColumns.HEADER);
        header.add("step_started");
        line(out, header);
        RunColumns run = new RunColumns(result);
        for (StepSummary s : conclusions.cells()) {
            List<String> row = new ArrayList<>(List.of(s.target(), Integer.toString(s.threads()), Integer.toString(s.repeats()),
                    s.status().toString(), s.tps().basis().json()));
            for (Measure m : MEASURES) {
                Estimate e = s.estimate(m);
                row.addAll(List.of(Fmt.plain(e.value()), plain(e.low()), plain(e.high())));
            }
            row.addAll(List.of(Fmt.plain(s.maxMs()), Fmt.plain(s.errorRatePct())));
            row.addAll(extra.cells(s));
            List<CellComparison> mine = conclusions.comparisons().stream()
                    .filter(c -> c.target().equals(s.target()) && c.threads() == s.threads()).toList();
            row.add(mine.isEmpty() ? "" : mine.get(0).baseline());
            MEASURES.forEach(m -> row.addAll(ratioCells(mine, m.key())));
            row.addAll(extra.comparisonCells(mine));
            row.addAll(run.cells());
            row.add(RunColumns.stepStarted(firstStart(result, s)));
            line(out, row);
        }
        out.flush();
    }

    /** When the cell's first step (of its repeats) began; empty when no step of it recorded its start. */
    private static Optional<Instant> firstStart(RunResult result, StepSummary cell) {
        return result.steps().stream().filter(s -> s.target().equals(cell.target()) && s.threads() == cell.threads())
                .flatMap(s -> s.startedAt().stream()).min(Comparator.naturalOrder());
    }

    /** The columns of a comparison in the number whose column is {@code k}: {@code tps_ratio}, ... {@code tps_verdict}. */
    static List<String> ratioHeader(String k) {
        return List.of(k + "_ratio", k + "_ratio_low", k + "_ratio_high", k + "_significant", k + "_verdict");
    }

    /** The cells under {@link #ratioHeader}: the comparison among {@code mine} in {@code metric}, empty without one. */
    static List<String> ratioCells(List<CellComparison> mine, String metric) {
        Optional<CellComparison> c = mine.stream().filter(x -> x.metric().equals(metric)).findFirst();
        return List.of(c.map(x -> Fmt.plain(x.ratio())).orElse(""), c.map(x -> plain(x.ratioLow())).orElse(""),
                c.map(x -> plain(x.ratioHigh())).orElse(""), c.map(x -> Boolean.toString(x.significant())).orElse(""),
                c.map(x -> x.verdict().json()).orElse(""));
    }

    /** {@code tps}, {@code avg_ms}: the measure's key in the CSV's snake case. */
    private static String column(Measure m) {
        return m.key().replaceAll("([A-Z])", "_$1").toLowerCase(Locale.ROOT);
    }

    private static String plain(java.util.OptionalDouble v) {
        return v.isPresent() ? Fmt.plain(v.getAsDouble()) : "";
    }

    private static void line(Writer out, List<String> cells) throws IOException {
        out.write(CsvLines.line(cells));
        out.write("\r\n");
    }
}
