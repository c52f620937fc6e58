package dev.dbbench.spi;

/**
 * Bad input from the user: an option value, a file, a name. The message is the one line the user
 * sees, naming the bad value and the fix; the CLI maps it to exit code 2.
 */
public class UsageException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /**
     * A usage error.
     *
     * @param message the one line the user sees: the bad value and the fix
     */
    public UsageException(String message) {
        super(message);
    }

    /**
     * A usage error caused by another exception.
     *
     * @param message the one line the user sees: the bad value and the fix
     * @param cause   what was thrown while reading the input
     */
    public UsageException(String message, Throwable cause) {
        super(message, cause);
    }
}
