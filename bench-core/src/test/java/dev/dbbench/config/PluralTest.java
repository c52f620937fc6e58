package dev.dbbench.config;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class PluralTest {
    /** One takes the singular: "1 thread" in step headers and "peak 419.81 tps at 1 thread". */
    @Test
    void oneTakesTheSingular() {
        assertThat(Plural.count(1, "thread")).isEqualTo("1 thread");
        assertThat(Plural.count(0, "thread")).isEqualTo("0 threads");
        assertThat(Plural.count(16, "loader thread")).isEqualTo("16 loader threads");
    }
}
