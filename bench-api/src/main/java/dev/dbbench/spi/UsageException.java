package dev.dbbench.spi;

/**
 * Bad input from the user: an option value, a file, a name. The message is the one line the user
 * sees, naming the bad value and the fix; the CLI maps it to exit code 2.
 */
public class UsageException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public UsageException(String message) {
        super(message);
    }

    public UsageException(String message, Throwable cause) {
        super(message, cause);
    }
}
