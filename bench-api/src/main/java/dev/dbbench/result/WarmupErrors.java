package dev.dbbench.result;

import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

/**
 * What the warm-up of a stability run lost, which no measured figure includes: a server that went away before
 * measuring started shows here, beside its outage marked as the warm-up's.
 *
 * @param errors       errors of every kind in the warm-up's intervals
 * @param timeouts     queries stopped by the {@code --query-timeout} watchdog
 * @param reconnects   connections re-established
 * @param errorsByCode errors by vendor code or SQLSTATE, in code order
 */
public record WarmupErrors(long errors, long timeouts, long reconnects, Map<String, Long> errorsByCode) {
    /**
     * Copies the codes in code order.
     *
     * @param errors       errors of every kind in the warm-up's intervals
     * @param timeouts     queries stopped by the {@code --query-timeout} watchdog
     * @param reconnects   connections re-established
     * @param errorsByCode errors by vendor code or SQLSTATE, in code order
     */
    public WarmupErrors {
        // Sorted, so that the summary prints the codes in the same order every time.
        errorsByCode = Collections.unmodifiableMap(new TreeMap<>(errorsByCode));
    }

    /**
     * Whether the warm-up lost nothing worth a line.
     *
     * @return true when it had no error, timeout or reconnect
     */
    public boolean none() {
        return errors == 0 && timeouts == 0 && reconnects == 0;
    }
}
