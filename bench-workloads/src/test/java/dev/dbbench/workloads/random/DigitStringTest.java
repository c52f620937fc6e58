package dev.dbbench.workloads.random;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class DigitStringTest {

    @Test
    void cIsTenGroupsOfElevenDigitsIn119Characters() {
        char[] c = DigitString.template(DigitString.C_GROUPS);
        DigitString.fill(c, new Rng(1));
        assertThat(new String(c)).hasSize(119).matches("[0-9]{11}(-[0-9]{11}){9}");
    }

    @Test
    void padIsFiveGroupsIn59Characters() {
        char[] pad = DigitString.template(DigitString.PAD_GROUPS);
        DigitString.fill(pad, new Rng(1));
        assertThat(new String(pad)).hasSize(59).matches("[0-9]{11}(-[0-9]{11}){4}");
    }

    @Test
    void refillingChangesDigitsButKeepsTheDashes() {
        char[] c = DigitString.template(DigitString.C_GROUPS);
        Rng rng = new Rng(2);
        DigitString.fill(c, rng);
        String first = new String(c);
        DigitString.fill(c, rng);
        assertThat(new String(c)).isNotEqualTo(first).matches("[0-9]{11}(-[0-9]{11}){9}");
    }

    @Test
    void digitsAreUniform() {
        char[] c = DigitString.template(DigitString.C_GROUPS);
        Rng rng = new Rng(3);
        int[] counts = new int[10];
        int total = 0;
        for (int i = 0; i < 5_000; i++) {
            DigitString.fill(c, rng);
            for (char ch : c) {
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
