package dev.dbbench.workloads.file.gen;

import dev.dbbench.workloads.random.Rng;
import java.nio.charset.StandardCharsets;

/** The same value every time: a whole number, or text. */
public final class Constant implements Generator {
    private final long number;
    private final String text;
    private final byte[] utf8;

    private Constant(long number, String text) {
        this.number = number;
        this.text = text;
        this.utf8 = text == null ? null : text.getBytes(StandardCharsets.UTF_8);
    }

    public static Constant number(long value) {
        return new Constant(value, null);
    }

    public static Constant text(String value) {
        return new Constant(0, value);
    }

    @Override
    public boolean text() {
        return text != null;
    }

    @Override
    public void fill(Rng rng, long row, Value into) {
        if (text == null) {
            into.setNumber(number);
        } else {
            into.setText(text, utf8);
        }
    }

    @Override
    public long min() {
        return number;
    }

    @Override
    public long max() {
        return number;
    }

    @Override
    public String characters() {
        return text == null ? "" : text;
    }

    @Override
    public String describe() {
        return "value " + (text == null ? Long.toString(number) : "'" + text + "'");
    }
}
