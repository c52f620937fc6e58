package dev.dbbench.workloads.file.gen;

import dev.dbbench.workloads.random.DigitString;
import dev.dbbench.workloads.random.Rng;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Text from a sysbench template: each {@code #} becomes a random digit, each {@code @} a random lower-case letter,
 * and every other character stays ({@code ###########-###########}). sysbench's own {@code c} and {@code pad}
 * shape, groups of eleven digits joined by dashes, is filled as the sbtest loader fills it.
 */
public final class Digits implements Generator {
    private final String template;
    private final byte[] bytes;
    private final int[] digits;
    private final int[] letters;
    private final boolean sysbenchShape;
    private final boolean plain;
    private final boolean ascii;

    public Digits(String template) {
        this.template = template;
        this.bytes = template.getBytes(StandardCharsets.UTF_8);
        this.digits = positions('#');
        this.letters = positions('@');
        int groups = (bytes.length + 1) / 12;
        this.sysbenchShape = groups > 0 && Arrays.equals(bytes, sysbench(groups));
        this.ascii = template.chars().allMatch(c -> c < 128);
        this.plain = template.chars().allMatch(c -> c < 128 && (Character.isLetterOrDigit(c) || c == '-' || c == ' '
                || c == '#' || c == '@'));
    }

    private static byte[] sysbench(int groups) {
        byte[] shape = DigitString.template(groups);
        for (int i = 0; i < shape.length; i++) {
            shape[i] = shape[i] == '0' ? (byte) '#' : shape[i];
        }
        return shape;
    }

    private int[] positions(char marker) {
        int n = 0;
        for (byte b : bytes) {
            n += b == marker ? 1 : 0;
        }
        int[] out = new int[n];
        for (int i = 0, j = 0; i < bytes.length; i++) {
            if (bytes[i] == marker) {
                out[j++] = i;
            }
        }
        return out;
    }

    @Override
    public boolean text() {
        return true;
    }

    @Override
    public void fill(Rng rng, long row, Value into) {
        byte[] buf = into.textBuffer(bytes.length, bytes.length, plain, ascii);
        System.arraycopy(bytes, 0, buf, 0, bytes.length);
        if (sysbenchShape) {
            DigitString.fill(buf, rng);
            return;
        }
        for (int i : digits) {
            buf[i] = (byte) ('0' + below(rng, 10));
        }
        for (int i : letters) {
            buf[i] = (byte) ('a' + below(rng, 26));
        }
    }

    /** A uniform int in [0, n) from the top 32 bits of one draw, by multiplication rather than division. */
    static int below(Rng rng, int n) {
        return (int) (((rng.nextLong() >>> 32) * n) >>> 32);
    }

    /** The template's own characters, the digits and the letters. */
    @Override
    public String characters() {
        return template + "0123456789abcdefghijklmnopqrstuvwxyz";
    }

    @Override
    public String describe() {
        return "digits '" + template + "'";
    }
}
