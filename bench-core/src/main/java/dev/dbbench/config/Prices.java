package dev.dbbench.config;

import dev.dbbench.result.Price;
import dev.dbbench.spi.UsageException;
import java.math.BigDecimal;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Parses a price per hour as users give it ({@code --price 0.48USD/h}, {@code 0.48/h}, {@code 3.2 CNY/h}): an amount,
 * an optional currency of letters, and {@code /h}. The hour is required, so that a monthly price is not read as an
 * hourly one; the currency is kept as given (upper case) and never converted.
 */
public final class Prices {
    private static final Pattern FORM = Pattern.compile("(\\d{1,12}(?:\\.\\d{1,12})?)\\s*([A-Za-z]{1,8})?\\s*/\\s*(?:h|hr|hour)",
            Pattern.CASE_INSENSITIVE);

    private Prices() {
    }

    /** The price {@code text} gives; {@code option} names it in an error ({@code --price}, {@code price}). */
    public static Price parse(String option, String text) {
        String t = text == null ? "" : text.strip();
        Matcher m = FORM.matcher(t);
        if (!m.matches()) {
            throw new UsageException(option + " " + text + " is not a price per hour; give AMOUNT/h with an optional currency,"
                    + " e.g. 0.48USD/h or 0.48/h");
        }
        BigDecimal amount = new BigDecimal(m.group(1));
        if (amount.signum() == 0) {
            throw new UsageException(option + " " + text + " is zero; give what an hour of the target costs, e.g. 0.48USD/h");
        }
        String currency = m.group(2) == null ? "" : m.group(2).toUpperCase(Locale.ROOT);
        return new Price(amount, currency);
    }
}
