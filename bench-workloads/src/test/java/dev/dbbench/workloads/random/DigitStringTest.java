package dev.dbbench.workloads.random;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class DigitStringTest {

    @Test
    void cIsTenGroupsOfElevenDigitsIn119Characters() {
        byte[] c = DigitString.template(DigitString.C_GROUPS);
        DigitString.fill(c, new Rng(1));
        assertThat(new String(c, java.nio.charset.StandardCharsets.US_ASCII)).hasSize(119).matches("[0-9]{11}(-[0-9]{11}){9}");
    }

    @Test
    void padIsFiveGroupsIn59Characters() {
        byte[] pad = DigitString.template(DigitString.PAD_GROUPS);
        DigitString.fill(pad, new Rng(1));
        assertThat(new String(pad, java.nio.charset.StandardCharsets.US_ASCII)).hasSize(59).matches("[0-9]{11}(-[0-9]{11}){4}");
    }

    @Test
    void eachGroupIsTheFirstElevenDecimalDigitsOfOneDrawReadAsAFraction() {
        byte[] pad = DigitString.template(DigitString.PAD_GROUPS);
        DigitString.fill(pad, new Rng(7));
        Rng reference = new Rng(7);
        StringBuilder expected = new StringBuilder();
        for (int g = 0; g < DigitString.PAD_GROUPS; g++) {
            java.math.BigDecimal fraction = new java.math.BigDecimal(java.math.BigInteger.valueOf(reference.nextLong() >>> 4))
                    .divide(new java.math.BigDecimal(java.math.BigInteger.ONE.shiftLeft(60)));
            String digits = fraction.movePointRight(11).toBigInteger().toString();
            expected.append(g == 0 ? "" : "-").append("0".repeat(11 - digits.length())).append(digits);
        }
        assertThat(new String(pad, java.nio.charset.StandardCharsets.US_ASCII)).isEqualTo(expected.toString());
    }

    @Test
    void refillingChangesDigitsButKeepsTheDashes() {
        byte[] c = DigitString.template(DigitString.C_GROUPS);
        Rng rng = new Rng(2);
        DigitString.fill(c, rng);
        String first = new String(c, java.nio.charset.StandardCharsets.US_ASCII);
        DigitString.fill(c, rng);
        assertThat(new String(c, java.nio.charset.StandardCharsets.US_ASCII)).isNotEqualTo(first).matches("[0-9]{11}(-[0-9]{11}){9}");
    }

    @Test
    void digitsAreUniform() {
        byte[] c = DigitString.template(DigitString.C_GROUPS);
        Rng rng = new Rng(3);
        int[] counts = new int[10];
        int total = 0;
        for (int i = 0; i < 5_000; i++) {
            DigitString.fill(c, rng);
            for (byte ch : c) {
                if (ch != '-') {
                    counts[ch - '0']++;
                    total++;
                }
            }
        }
        for (int d = 0; d < 10; d++) {
            assertThat(counts[d] / (double) total).as("share of digit %s", d).isCloseTo(0.1, within(0.003));
        }
    }
}
