package dev.dbbench.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dbbench.spi.UsageException;
import dev.dbbench.sql.Identifiers;
import java.time.Duration;
import org.junit.jupiter.api.Test;

class ConfigParsingTest {

    @Test
    void threadListsAcceptListsAndRanges() {
        assertThat(ThreadList.parse("--threads", "4,8,16")).containsExactly(4, 8, 16);
        assertThat(ThreadList.parse("--threads", "1..64x2")).containsExactly(1, 2, 4, 8, 16, 32, 64);
        assertThat(ThreadList.parse("--threads", "8..32+8")).containsExactly(8, 16, 24, 32);
        assertThat(ThreadList.parse("--threads", "1,4..16x4")).containsExactly(1, 4, 16);
    }

    @Test
    void badThreadListsNameTheValueAndTheFix() {
        assertThatThrownBy(() -> ThreadList.parse("--threads", "4,,8")).hasMessageContaining("4,,8").hasMessageContaining("empty item");
        assertThatThrownBy(() -> ThreadList.parse("--threads", "64..4")).hasMessageContaining("backwards").hasMessageContaining("4..64");
        assertThatThrownBy(() -> ThreadList.parse("--threads", "0")).hasMessageContaining("out of range");
        assertThatThrownBy(() -> ThreadList.parse("--threads", "abc")).hasMessageContaining("'abc'");
        assertThatThrownBy(() -> ThreadList.parse("--threads", "1..8x1")).hasMessageContaining("never advances");
        assertThatThrownBy(() -> ThreadList.parse("--threads", "2,1,2")).hasMessageContaining("2,1,2")
                .hasMessageContaining("lists 2 twice").hasMessageContaining("--repeats");
        assertThatThrownBy(() -> ThreadList.parse("--threads", "1..8x2,8..16+8")).hasMessageContaining("lists 8 twice");
        assertThatThrownBy(() -> ThreadList.parse("--threads", "99999999999")).hasMessageContaining("99999999999 threads is out of range");
        assertThatThrownBy(() -> ThreadList.parse("--threads", "1..99999999999")).hasMessageContaining("out of range");
        assertThat(ThreadList.parse("--threads", "4..64x99999999999")).containsExactly(4);
    }

    @Test
    void durationsAcceptSuffixes() {
        assertThat(Durations.parse("--time", "300")).isEqualTo(Duration.ofSeconds(300));
        assertThat(Durations.parse("--time", "90s")).isEqualTo(Duration.ofSeconds(90));
        assertThat(Durations.parse("--time", "30m")).isEqualTo(Duration.ofMinutes(30));
        assertThat(Durations.parse("--duration", "12h")).isEqualTo(Duration.ofHours(12));
        assertThat(Durations.parse("--time", "1.5s")).isEqualTo(Duration.ofMillis(1500));
        assertThat(Durations.format(Duration.ofHours(12))).isEqualTo("12h");
    }

    @Test
    void badDurationsAreRefused() {
        assertThatThrownBy(() -> Durations.parse("--time", "-5")).isInstanceOf(UsageException.class).hasMessageContaining("--time -5");
        assertThatThrownBy(() -> Durations.parse("--duration", "12x")).hasMessageContaining("12x");
        assertThatThrownBy(() -> Durations.positive("--report-interval", "0")).hasMessageContaining("longer than zero");
        // Zero is valid for --warmup, so its message does not ask for a positive duration.
        assertThatThrownBy(() -> Durations.parse("--warmup", "-1")).hasMessageContaining("--warmup -1 is negative; give a duration of zero or more");
        assertThatThrownBy(() -> Durations.positive("--report-interval", "-1")).hasMessageContaining("give a duration longer than zero");
    }

    @Test
    void identifiersRejectInjection() {
        assertThat(Identifiers.name("--db", "sbtest_1")).isEqualTo("sbtest_1");
        for (String bad : new String[] {"a;drop table x", "x'--", "a b", "1abc", "\"q\"", "a/*c*/"}) {
            assertThatThrownBy(() -> Identifiers.name("--db", bad)).isInstanceOf(UsageException.class);
        }
        assertThat(Identifiers.tableOptions("--create-table-options", "PARTITION BY HASH(id) PARTITIONS 8")).isNotEmpty();
        assertThatThrownBy(() -> Identifiers.tableOptions("--create-table-options", "x; DROP TABLE sbtest1")).isInstanceOf(UsageException.class);
        assertThatThrownBy(() -> Identifiers.tableOptions("--create-table-options", "COMMENT='x'")).isInstanceOf(UsageException.class);
        // The message lists every character the pattern accepts: ROW_FORMAT=DYNAMIC works, so _ is among them.
        assertThat(Identifiers.tableOptions("--create-table-options", "ROW_FORMAT=DYNAMIC")).isEqualTo("ROW_FORMAT=DYNAMIC");
        assertThatThrownBy(() -> Identifiers.tableOptions("--create-table-options", "a;b"))
                .hasMessageContaining("letters, digits, spaces and the characters _ , ( ) = .");
    }

    @Test
    void urlsLoseTheirPasswords() {
        assertThat(Urls.redact("jdbc:mysql://h:3306/db?user=u&password=s3cret&x=1")).doesNotContain("s3cret").contains("x=1");
        assertThat(Urls.redact("jdbc:postgresql://u:s3cret@h/db")).doesNotContain("s3cret");
        assertThat(Urls.password("jdbc:mysql://h/db?password=s3cret")).contains("s3cret");
        assertThat(Urls.redact("jdbc:postgresql://h:5432/db")).isEqualTo("jdbc:postgresql://h:5432/db");
    }
}
