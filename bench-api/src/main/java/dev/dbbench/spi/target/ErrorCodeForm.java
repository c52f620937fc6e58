package dev.dbbench.spi.target;

import java.util.regex.Pattern;

/**
 * What the codes a target counts errors under look like, so that {@code --ignore-errors} refuses a code of another
 * form, which would replace the target's defaults and match nothing.
 */
public enum ErrorCodeForm {
    /** The server's error number (MySQL's {@code 1213}) or, where it has none, a five-character SQLSTATE. */
    NUMBER_OR_SQLSTATE("[0-9]{1,9}|[0-9A-Z]{5}"),
    /** A five-character SQLSTATE alone ({@code 40P01}), as PostgreSQL reports every error. */
    SQLSTATE("[0-9A-Z]{5}");

    private final Pattern pattern;

    ErrorCodeForm(String regex) {
        this.pattern = Pattern.compile(regex);
    }

    /**
     * Whether {@code code} has this form.
     *
     * @param code a code as the user gave it, upper-cased
     * @return true when a target of this form could report it
     */
    public boolean matches(String code) {
        return pattern.matcher(code).matches();
    }
}
