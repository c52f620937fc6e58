package dev.dbbench.shard;

import dev.dbbench.spi.UsageException;
import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One client process of a sharded run, as the command line gave it: shard {@code index} of {@code count} in the run
 * named {@code runId}, and how strictly it keeps time with the others.
 *
 * @param host          this client's name, recorded in the control table and the results
 * @param lead          how far ahead of the server's clock shard 0 sets each step's start, so every shard hears of it in time
 * @param maxClockError the largest error of this client's estimate of the server clock it accepts
 * @param timeout       how long the first start waits for every shard to register (later steps wait at most a minute)
 */
public record ShardPlan(String runId, int index, int count, String host, Duration lead, Duration maxClockError, Duration timeout) {
    /** Room for any reasonable name in the control table's key. */
    public static final int MAX_RUN_ID = 100;
    private static final Pattern FORM = Pattern.compile("(\\d{1,4})/(\\d{1,4})");
    private static final Pattern RUN_ID = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._:-]*");

    public ShardPlan {
        if (runId.length() > MAX_RUN_ID || !RUN_ID.matcher(runId).matches()) {
            throw new UsageException("--run-id " + runId + " is not a run name; give letters, digits, '.', '_', ':' or '-', at most "
                    + MAX_RUN_ID + " characters");
        }
    }

    /** Parses {@code I/N} as {@code --shard} takes it: shard I (from 0) of N. */
    public static int[] parse(String option, String text) {
        Matcher m = FORM.matcher(text == null ? "" : text.trim());
        if (!m.matches()) {
            throw new UsageException(option + " " + text + " is not a shard; give I/N, e.g. 0/4 for the first of 4 shards");
        }
        int index = Integer.parseInt(m.group(1));
        int count = Integer.parseInt(m.group(2));
        if (count < 1 || index >= count) {
            throw new UsageException(option + " " + text + " names no shard: I counts from 0 to N-1; give for example 0/" + Math.max(1, count)
                    + " to " + (Math.max(1, count) - 1) + "/" + Math.max(1, count));
        }
        return new int[] {index, count};
    }

    /** How this shard names itself in messages: {@code shard 2/4}. */
    public String name() {
        return "shard " + index + "/" + count;
    }
}
