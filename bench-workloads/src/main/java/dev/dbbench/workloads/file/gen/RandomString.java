package dev.dbbench.workloads.file.gen;

import dev.dbbench.workloads.random.Rng;

/** Random letters and digits, of a length drawn uniformly from {@code minLength} to {@code maxLength}. */
public record RandomString(int minLength, int maxLength) implements Generator {
    private static final byte[] ALPHABET = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".getBytes(
            java.nio.charset.StandardCharsets.US_ASCII);
    /** Longer values than this belong in a text column loaded some other way. */
    public static final int MAX_LENGTH = 1_000_000;

    public RandomString {
        if (minLength < 0 || maxLength < minLength || maxLength > MAX_LENGTH) {
            throw new IllegalArgumentException("lengths " + minLength + ".." + maxLength);
        }
    }

    @Override
    public boolean text() {
        return true;
    }

    @Override
    public void fill(Rng rng, long row, Value into) {
        int length = minLength == maxLength ? minLength : rng.uniform(minLength, maxLength);
        byte[] buf = into.textBuffer(maxLength, length, true);
        for (int i = 0; i < length; i++) {
            buf[i] = ALPHABET[Digits.below(rng, ALPHABET.length)];
        }
    }

    @Override
    public String characters() {
        return new String(ALPHABET, java.nio.charset.StandardCharsets.US_ASCII);
    }

    @Override
    public String describe() {
        return "string of " + (minLength == maxLength ? Integer.toString(minLength) : minLength + " to " + maxLength) + " characters";
    }
}
