package dev.dbbench.config;

import dev.dbbench.spi.UsageException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Thread counts for a sweep: a list ({@code 4,8,16}), a doubling range ({@code 1..64x2}, any factor)
 * or a stepped range ({@code 8..64+8}), or a mix separated by commas. Kept in the order given.
 */
public final class ThreadList {
    public static final int MAX_THREADS = 100_000;
    private static final Pattern RANGE = Pattern.compile("(\\d+)\\.\\.(\\d+)(?:([x+])(\\d+))?");

    private ThreadList() {
    }

    public static List<Integer> parse(String option, String text) {
        String t = text == null ? "" : text.replace(" ", "");
        if (t.isEmpty()) {
            throw new UsageException(option + " is empty; give a count like 16, a list like 4,8,16 or a range like 1..64x2");
        }
        List<Integer> out = new ArrayList<>();
        for (String part : t.split(",", -1)) {
            if (part.isEmpty()) {
                throw new UsageException(option + " " + text + " has an empty item; write a list like 4,8,16");
            }
            Matcher m = RANGE.matcher(part);
            if (m.matches()) {
                range(option, text, m, out);
            } else {
                out.add(count(option, text, part));
            }
        }
        Set<Integer> seen = new HashSet<>();
        for (int n : out) {
            if (!seen.add(n)) {
                // Two steps of one thread count would be indistinguishable in every table and summary.
                throw new UsageException(option + " " + text + " lists " + n + " twice; give each thread count once"
                        + " (--repeats runs every step again)");
            }
        }
        return List.copyOf(out);
    }

    private static void range(String option, String text, Matcher m, List<Integer> out) {
        int from = count(option, text, m.group(1));
        int to = count(option, text, m.group(2));
        if (to < from) {
            throw new UsageException(option + " " + text + ": range " + m.group() + " runs backwards; write it low..high, e.g. " + to + ".." + from + "x2");
        }
        String op = m.group(3) == null ? "x" : m.group(3);
        // A step too large for an int simply ends the range after its first count.
        int by = m.group(4) == null ? 2 : m.group(4).length() > 9 ? Integer.MAX_VALUE : Integer.parseInt(m.group(4));
        if ((op.equals("x") && by < 2) || (op.equals("+") && by < 1)) {
            throw new UsageException(option + " " + text + ": step " + op + by + " never advances; use x2 or +8");
        }
        for (long n = from; n <= to; n = op.equals("x") ? n * by : n + by) {
            out.add((int) n);
        }
    }

    private static int count(String option, String text, String item) {
        if (!item.matches("\\d+")) {
            throw new UsageException(option + " " + text + ": '" + item + "' is not a thread count; write a list like 4,8,16 or a range like 1..64x2");
        }
        // Digits beyond what an int holds are out of range too, not malformed.
        long n = item.length() > 9 ? Long.MAX_VALUE : Long.parseLong(item);
        if (n < 1 || n > MAX_THREADS) {
            throw new UsageException(option + " " + text + ": " + item + " threads is out of range; give 1 to " + MAX_THREADS);
        }
        return (int) n;
    }
}
