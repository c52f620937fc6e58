package dev.dbbench.spi.script;

import java.nio.charset.StandardCharsets;

/**
 * The parameter values of one statement of an {@link EventScript}, filled by a {@link ScriptCursor} and read by
 * the client that sends the statement. Integers are stored; a text value is held by reference to the cursor's
 * own buffer (UTF-8 bytes), so filling and sending allocate nothing. A text value stays valid until the
 * cursor's next call, by which time the client has encoded the statement. One per worker, used by one thread.
 */
public final class ScriptParams {
    private final int[] ints;
    private final byte[][] texts;
    private final int[] lengths;

    /** Room for {@code count} parameters, the most any statement of the script takes. */
    public ScriptParams(int count) {
        int n = Math.max(1, count);
        ints = new int[n];
        texts = new byte[n][];
        lengths = new int[n];
    }

    /** Room for the largest statement of {@code script}. */
    public static ScriptParams forScript(EventScript script) {
        int max = 0;
        for (ScriptStatement s : script.statements()) {
            max = Math.max(max, s.parameters());
        }
        return new ScriptParams(max);
    }

    public void setInt(int parameter, int value) {
        ints[parameter] = value;
    }

    public int getInt(int parameter) {
        return ints[parameter];
    }

    /** Sets a text parameter to {@code value[0, length)}, held by reference: the caller keeps the bytes unchanged until the statement is sent. */
    public void setText(int parameter, byte[] value, int length) {
        if (length < 0 || length > value.length) {
            throw new IllegalArgumentException("length " + length + " outside a buffer of " + value.length);
        }
        texts[parameter] = value;
        lengths[parameter] = length;
    }

    /** The bytes of a text parameter; only the first {@link #textLength} count. */
    public byte[] textBytes(int parameter) {
        return texts[parameter];
    }

    public int textLength(int parameter) {
        return lengths[parameter];
    }

    /** A text parameter as a String, for JDBC, which binds text only that way (allocates). */
    public String text(int parameter) {
        return new String(texts[parameter], 0, lengths[parameter], StandardCharsets.UTF_8);
    }
}
