package dev.dbbench.workloads.file.gen;

import java.nio.charset.StandardCharsets;

/**
 * One generated (or read back) value, refilled in place for every row or event so that drawing allocates nothing:
 * a whole number, or text held in bytes that the generator owns. Text a generator did not make itself (a choice,
 * a value read from the server) is held as a String too. Also a {@link CharSequence} over its text, for loaders.
 * Used by one thread at a time.
 */
public final class Value implements CharSequence {
    private static final byte[] NONE = new byte[0];
    private long number;
    private boolean text;
    /** The buffer a generator fills, kept from value to value. */
    private byte[] own = NONE;
    /** The bytes of the current text: {@link #own}, or a choice's encoding, which is never written to. */
    private byte[] bytes = own;
    private int size;
    private String string;
    private boolean plain;
    /** Whether the bytes are ASCII, each one character; else UTF-8, decoded when read as characters. */
    private boolean ascii;

    public void setNumber(long value) {
        number = value;
        text = false;
        string = null;
    }

    /**
     * Text in this value's own buffer, {@code size} bytes long; the buffer holds {@code capacity} bytes (resized only
     * when it differs). Fill the returned buffer's first {@code size} bytes.
     *
     * @param plainAscii the bytes are only letters, digits, dashes and spaces, which loaders copy without escaping
     */
    public byte[] textBuffer(int capacity, int size, boolean plainAscii) {
        return textBuffer(capacity, size, plainAscii, true);
    }

    /**
     * As {@link #textBuffer(int, int, boolean)}, for bytes that may be UTF-8 beyond ASCII ({@code ascii} false), which
     * are decoded (once per value) when read as characters.
     */
    public byte[] textBuffer(int capacity, int size, boolean plainAscii, boolean ascii) {
        if (own.length != capacity) {
            own = new byte[capacity];
        }
        bytes = own;
        this.size = size;
        this.text = true;
        this.string = null;
        this.plain = plainAscii && ascii;
        this.ascii = ascii;
        return bytes;
    }

    /** Text made elsewhere: {@code utf8} is its encoding (null when no client needs the bytes). */
    public void setText(String value, byte[] utf8) {
        text = true;
        string = value;
        bytes = utf8 == null ? NONE : utf8;
        size = utf8 == null ? 0 : utf8.length;
        plain = false;
    }

    public boolean isText() {
        return text;
    }

    public long number() {
        return number;
    }

    /** The text's bytes (UTF-8); only the first {@link #byteSize()} count. */
    public byte[] bytes() {
        return bytes;
    }

    public int byteSize() {
        return size;
    }

    public boolean plainAscii() {
        return plain;
    }

    /** The text as a String, which JDBC binds text as (allocates unless the text came as one). */
    public String string() {
        return string != null ? string : new String(bytes, 0, size, ascii ? StandardCharsets.ISO_8859_1 : StandardCharsets.UTF_8);
    }

    @Override
    public int length() {
        return string != null ? string.length() : ascii ? size : decoded().length();
    }

    @Override
    public char charAt(int index) {
        return string != null ? string.charAt(index) : ascii ? (char) (bytes[index] & 0xFF) : decoded().charAt(index);
    }

    private String decoded() {
        string = string();
        return string;
    }

    @Override
    public CharSequence subSequence(int start, int end) {
        return toString().substring(start, end);
    }

    @Override
    public String toString() {
        return text ? string() : Long.toString(number);
    }
}
