package dev.dbbench.result;

/**
 * How one reader's replica lag moved over a stability run: a reader whose lag keeps growing falls further behind the
 * writer every hour, whatever the throughput does.
 *
 * @param reader          the reader, as results name it
 * @param trendMsPerHour  least-squares slope of the interval lag over time, in milliseconds per hour
 * @param firstWindowMs   mean lag of the first analysis window at least half full
 * @param lastWindowMs    mean lag of the last such window
 */
public record LagDrift(String reader, double trendMsPerHour, double firstWindowMs, double lastWindowMs) {
}
