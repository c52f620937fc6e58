package dev.dbbench.result;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.math.BigDecimal;
import java.util.Objects;
import java.util.OptionalDouble;

/**
 * What an hour of a target costs, as the user gave it ({@code --price 0.48USD/h}): an amount and its currency, never
 * converted. Costs in two currencies are never compared with each other.
 *
 * @param perHour  the amount for one hour of use, above zero, as given
 * @param currency the currency as given, upper case ({@code USD}, {@code CNY}); empty when none was given, which
 *                 counts as a currency of its own
 */
@JsonPropertyOrder({"perHour", "currency"})
public record Price(BigDecimal perHour, @JsonInclude(JsonInclude.Include.NON_EMPTY) String currency) {

    /**
     * Checks the amount; a null currency reads as none.
     *
     * @param perHour  the amount for one hour of use, above zero, as given
     * @param currency the currency as given, upper case ({@code USD}, {@code CNY}); empty when none was given,
     *                 which counts as a currency of its own
     * @throws NullPointerException when {@code perHour} is null
     * @throws IllegalArgumentException when {@code perHour} is not above zero
     */
    public Price {
        Objects.requireNonNull(perHour, "perHour");
        if (perHour.signum() <= 0) {
            throw new IllegalArgumentException("a price per hour must be above zero, not " + perHour.toPlainString());
        }
        currency = currency == null ? "" : currency;
    }

    /**
     * The price as users write it.
     *
     * @return e.g. {@code 0.48 USD/h}, or {@code 0.48/h} without a currency
     */
    public String text() {
        return perHour.toPlainString() + (currency.isEmpty() ? "" : " " + currency) + "/h";
    }

    /**
     * What one hour of 1,000 operations per second costs: the price per hour over {@code perSecond / 1000}, in this
     * price's currency.
     *
     * @param perSecond the rate the target gave, operations per second
     * @return the cost; empty when nothing was measured (no rate, no cost)
     */
    public OptionalDouble perThousand(double perSecond) {
        return perSecond > 0 && Double.isFinite(perSecond) ? OptionalDouble.of(perHour.doubleValue() * 1000.0 / perSecond)
                : OptionalDouble.empty();
    }
}
