package dev.dbbench.workloads.file.gen;

import dev.dbbench.workloads.random.Rng;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

/** One of a few values, each with a weight: {@code {eu: 3, us: 1}} gives eu three times as often as us. */
public final class Choice implements Generator {
    private final List<String> values;
    private final long[] numbers;
    private final byte[][] utf8;
    /** Running totals of the weights: value i is chosen for draws below cumulative[i]. */
    private final long[] cumulative;
    private final boolean text;

    /**
     * @param values  the values as written
     * @param weights one per value, each at least 1
     * @param text    whether the values are text; else each is a whole number
     */
    public Choice(List<String> values, List<Long> weights, boolean text) {
        this.values = List.copyOf(values);
        this.text = text;
        this.numbers = new long[values.size()];
        this.utf8 = new byte[values.size()][];
        this.cumulative = new long[values.size()];
        long total = 0;
        for (int i = 0; i < values.size(); i++) {
            utf8[i] = values.get(i).getBytes(StandardCharsets.UTF_8);
            numbers[i] = text ? 0 : Long.parseLong(values.get(i));
            total = Math.addExact(total, weights.get(i));
            cumulative[i] = total;
        }
    }

    @Override
    public boolean text() {
        return text;
    }

    @Override
    public void fill(Rng rng, long row, Value into) {
        long draw = (long) (rng.nextDouble() * cumulative[cumulative.length - 1]);
        int i = 0;
        while (draw >= cumulative[i]) {
            i++;
        }
        if (text) {
            into.setText(values.get(i), utf8[i]);
        } else {
            into.setNumber(numbers[i]);
        }
    }

    @Override
    public long min() {
        return Arrays.stream(numbers).min().orElse(0);
    }

    @Override
    public long max() {
        return Arrays.stream(numbers).max().orElse(0);
    }

    @Override
    public String characters() {
        return text ? String.join(" ", values) : "";
    }

    @Override
    public String describe() {
        return "choice of " + String.join(", ", values);
    }
}
