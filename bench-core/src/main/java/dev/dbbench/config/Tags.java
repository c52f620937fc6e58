package dev.dbbench.config;

import dev.dbbench.spi.UsageException;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Tags as users give them ({@code --tag instance=r6g.large}, {@code tags:} in a config file): a key is a name that
 * reports can use as a column heading and {@code compare --label-by} as a label source; a value is one line of text.
 * The key {@value #PRICE} is not a tag but the target's price ({@link Prices}).
 */
public final class Tags {
    /** The key that gives the price instead of a tag: {@code --tag price=0.48USD/h} is {@code --price 0.48USD/h}. */
    public static final String PRICE = "price";
    private static final Pattern KEY = Pattern.compile("[A-Za-z][A-Za-z0-9_.-]{0,63}");
    private static final int MAX_VALUE = 200;

    private Tags() {
    }

    /** {@code KEY=VALUE} as given after {@code option}, split at the first {@code =} and checked. */
    public static Map.Entry<String, String> parse(String option, String text) {
        int eq = text.indexOf('=');
        if (eq < 0) {
            throw new UsageException(option + " " + text + " has no value; give KEY=VALUE, e.g. " + option + " cloud=aws");
        }
        return checked(option, text.substring(0, eq), text.substring(eq + 1));
    }

    /** {@code key} and {@code value} checked; {@code where} names them in an error ({@code --tag}, {@code tags}). */
    public static Map.Entry<String, String> checked(String where, String key, String value) {
        String given = where + " " + key + "=" + value;
        if (!KEY.matcher(key).matches()) {
            throw new UsageException(given + ": '" + key + "' is not a tag name; give letters, digits, '.', '-' or '_', "
                    + "starting with a letter and at most 64 long, e.g. instance=r6g.large");
        }
        String v = value == null ? "" : value.strip();
        if (v.isEmpty()) {
            throw new UsageException(given + ": the value is empty; give one, e.g. " + key + "=aws");
        }
        if (v.chars().anyMatch(Character::isISOControl)) {
            throw new UsageException(where + " " + key + ": the value holds a line break or control character; give one line of text");
        }
        if (v.length() > MAX_VALUE) {
            throw new UsageException(where + " " + key + ": the value is " + v.length() + " characters long; give at most " + MAX_VALUE);
        }
        return Map.entry(key, v);
    }
}
