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

    /**
     * Room for {@code count} parameters.
     *
     * @param count the most parameters any statement of the script takes; at least one slot is made
     */
    public ScriptParams(int count) {
        int n = Math.max(1, count);
        ints = new int[n];
        texts = new byte[n][];
        lengths = new int[n];
    }

    /**
     * Room for the largest statement of {@code script}.
     *
     * @param script the script whose statements are filled in
     * @return new parameters, for one worker
     */
    public static ScriptParams forScript(EventScript script) {
        int max = 0;
        for (ScriptStatement s : script.statements()) {
            max = Math.max(max, s.parameters());
        }
        return new ScriptParams(max);
    }

    /**
     * Sets an integer parameter.
     *
     * @param parameter the parameter's position, from 0
     * @param value     its value
     */
    public void setInt(int parameter, int value) {
        ints[parameter] = value;
    }

    /**
     * An integer parameter's value.
     *
     * @param parameter the parameter's position, from 0
     * @return the value last set
     */
    public int getInt(int parameter) {
        return ints[parameter];
    }

    /**
     * Sets a text parameter to {@code value[0, length)}, held by reference: the caller keeps the bytes unchanged until
     * the statement is sent.
     *
     * @param parameter the parameter's position, from 0
     * @param value     UTF-8 bytes
     * @param length    how many of them count
     * @throws IllegalArgumentException when {@code length} is negative or past the buffer
     */
    public void setText(int parameter, byte[] value, int length) {
        if (length < 0 || length > value.length) {
            throw new IllegalArgumentException("length " + length + " outside a buffer of " + value.length);
        }
        texts[parameter] = value;
        lengths[parameter] = length;
    }

    /**
     * The bytes of a text parameter; only the first {@link #textLength} count.
     *
     * @param parameter the parameter's position, from 0
     * @return the caller's buffer, not a copy
     */
    public byte[] textBytes(int parameter) {
        return texts[parameter];
    }

    /**
     * The length of a text parameter.
     *
     * @param parameter the parameter's position, from 0
     * @return how many bytes of {@link #textBytes} count
     */
    public int textLength(int parameter) {
        return lengths[parameter];
    }

    /**
     * A text parameter as a String, for JDBC, which binds text only that way. Allocates.
     *
     * @param parameter the parameter's position, from 0
     * @return the decoded text
     */
    public String text(int parameter) {
        return new String(texts[parameter], 0, lengths[parameter], StandardCharsets.UTF_8);
    }
}
