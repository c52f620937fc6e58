package dev.dbbench.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dbbench.result.Price;
import dev.dbbench.spi.UsageException;
import java.math.BigDecimal;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class TagsAndPricesTest {

    @Test
    void aTagIsSplitAtTheFirstEqualsSign() {
        assertThat(Tags.parse("--tag", "instance=r6g.large")).isEqualTo(Map.entry("instance", "r6g.large"));
        assertThat(Tags.parse("--tag", "note=a=b")).isEqualTo(Map.entry("note", "a=b"));
        assertThat(Tags.parse("--tag", "engine.edition=Enterprise Edition ")).isEqualTo(Map.entry("engine.edition", "Enterprise Edition"));
    }

    @Test
    void aBadTagNamesTheValueAndTheFix() {
        assertThatThrownBy(() -> Tags.parse("--tag", "cloud")).isInstanceOf(UsageException.class)
                .hasMessage("--tag cloud has no value; give KEY=VALUE, e.g. --tag cloud=aws");
        assertThatThrownBy(() -> Tags.parse("--tag", "my key=x")).isInstanceOf(UsageException.class)
                .hasMessageStartingWith("--tag my key=x: 'my key' is not a tag name; give letters, digits");
        assertThatThrownBy(() -> Tags.parse("--tag", "1st=x")).hasMessageContaining("'1st' is not a tag name");
        assertThatThrownBy(() -> Tags.parse("--tag", "=x")).hasMessageContaining("'' is not a tag name");
        assertThatThrownBy(() -> Tags.parse("--tag", "cloud=")).hasMessage("--tag cloud=: the value is empty; give one, e.g. cloud=aws");
        assertThatThrownBy(() -> Tags.parse("--tag", "note=a\nb")).hasMessageContaining("line break").hasMessageNotContaining("\n");
        assertThatThrownBy(() -> Tags.parse("--tag", "note=" + "x".repeat(201))).hasMessageContaining("at most 200");
        assertThatThrownBy(() -> Tags.checked("tags", "a b", "x")).hasMessageStartingWith("tags a b=x: 'a b' is not a tag name");
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {"0.48USD/h;0.48;USD", "0.48/h;0.48;''", "3.2CNY/h;3.2;CNY", "3.2 cny / hour;3.2;CNY",
            "12/hr;12;''", "0.0125 EUR/h;0.0125;EUR"})
    void pricesKeepTheirAmountAndCurrencyAsGiven(String text, String amount, String currency) {
        Price p = Prices.parse("--price", text);
        assertThat(p.perHour()).isEqualByComparingTo(new BigDecimal(amount));
        assertThat(p.currency()).isEqualTo(currency);
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {"0.48USD", "0.48", "USD0.48/h", "0.48USD/month", "-1/h", "1e3/h", "$0.48/h", "''"})
    void aPriceThatIsNotPerHourIsRefusedWithTheFix(String text) {
        assertThatThrownBy(() -> Prices.parse("--price", text)).isInstanceOf(UsageException.class)
                .hasMessage("--price " + text + " is not a price per hour; give AMOUNT/h with an optional currency, e.g. 0.48USD/h or 0.48/h");
    }

    @Test
    void aFreeTargetHasNoCostToCompare() {
        assertThatThrownBy(() -> Prices.parse("--price", "0/h")).hasMessage("--price 0/h is zero; give what an hour of the target costs, e.g. 0.48USD/h");
    }

    @Test
    void costPerThousandIsThePricePerHourOverThousandsOfOperations() {
        Price p = Prices.parse("--price", "0.48USD/h");
        assertThat(p.perThousand(2400).getAsDouble()).isEqualTo(0.2, org.assertj.core.data.Offset.offset(1e-12));
        assertThat(p.perThousand(500).getAsDouble()).isEqualTo(0.96, org.assertj.core.data.Offset.offset(1e-12));
        assertThat(p.perThousand(0)).isEmpty();
        assertThat(p.perThousand(Double.NaN)).isEmpty();
        assertThat(p.text()).isEqualTo("0.48 USD/h");
        assertThat(Prices.parse("--price", "0.48/h").text()).isEqualTo("0.48/h");
    }
}
