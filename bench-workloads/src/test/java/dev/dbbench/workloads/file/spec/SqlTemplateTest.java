package dev.dbbench.workloads.file.spec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dbbench.spi.UsageException;
import dev.dbbench.workloads.file.yaml.Where;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** A statement of a workload file read as the servers it is for read it: values, options, quotes and comments. */
class SqlTemplateTest {
    private static final Where WHERE = new Where("shop.yaml", 12, 9);
    private static final Set<String> OPTIONS = Set.of("region", "d", "limit");

    private static SqlTemplate parse(String key, String sql) {
        return SqlTemplate.parse(sql, WHERE, "statement 1 of transaction t", OPTIONS, PerDialect.syntaxes(key));
    }

    @Test
    void valuesInCommentsAndQuotesAreText() {
        String sql = "INSERT INTO qlit (src, v, n) /* :n ? */ VALUES ('l4', ':n', :n) -- trailing ? :n";
        for (String key : PerDialect.KEYS) {
            SqlTemplate t = parse(key, sql);
            assertThat(t.params()).as(key).containsExactly("n");
            assertThat(t.render(Map.of())).as(key)
                    .isEqualTo("INSERT INTO qlit (src, v, n) /* :n ? */ VALUES ('l4', ':n', ?) -- trailing ? :n");
        }
        assertThat(parse("mysql", "SELECT c FROM t # :x ?\nWHERE id = :id AND `:y` = 1").params()).containsExactly("id");
        assertThat(parse("postgresql", "SELECT $$:x$$, :id::int, $q$ ? $q$").params()).containsExactly("id");
    }

    @Test
    void optionsAreWrittenInsideQuotesToo() {
        SqlTemplate t = parse("default", "SELECT c FROM t WHERE region = '${region}' LIMIT ${limit} -- ${region}");
        assertThat(t.render(Map.of("region", "eu west", "limit", "10")))
                .isEqualTo("SELECT c FROM t WHERE region = 'eu west' LIMIT 10 -- eu west");
        assertThat(parse("default", "SELECT c FROM t WHERE since > '${region}'").render(Map.of("region", "2024-01-01 10:00")))
                .isEqualTo("SELECT c FROM t WHERE since > '2024-01-01 10:00'");
    }

    @Test
    void aValueThatWouldEndItsQuotesIsRefused() {
        SqlTemplate t = parse("default", "SELECT c FROM t WHERE region = '${region}'");
        assertThatThrownBy(() -> t.render(Map.of("region", "eu'; DROP TABLE t; --"))).isInstanceOf(UsageException.class)
                .hasMessage("shop.yaml:12:9: statement 1 of transaction t writes ${region} = 'eu'; DROP TABLE t; --', which may"
                        + " hold only letters, digits, spaces and _ , ( ) = . + - * / : @ % # (inside quotes); give another"
                        + " value (quotes belong in the statement)");
        assertThatThrownBy(() -> t.render(Map.of("region", "a\\"))).isInstanceOf(UsageException.class);
    }

    @Test
    void aValueThatWouldStartACommentIsRefused() {
        assertThatThrownBy(() -> parse("postgresql", "SELECT k -${d} FROM t").render(Map.of("d", "-1")))
                .isInstanceOf(UsageException.class)
                .hasMessage("shop.yaml:12:9: statement 1 of transaction t writes ${d} = '-1', which starts or ends quotes or a"
                        + " comment with the text around it (-- or /* */); give another value");
        assertThatThrownBy(() -> parse("mysql", "SELECT k FROM t LIMIT ${limit}").render(Map.of("limit", "1 /* x")))
                .isInstanceOf(UsageException.class);
        assertThat(parse("postgresql", "SELECT k - ${d} FROM t").render(Map.of("d", "-1"))).isEqualTo("SELECT k - -1 FROM t");
    }

    @Test
    void textTheServersModesReadDifferentlyIsRefused() {
        assertThatThrownBy(() -> parse("mysql", "SELECT c FROM t WHERE c = 'it\\'s' AND id = :id"))
                .isInstanceOf(UsageException.class)
                .hasMessageStartingWith("shop.yaml:12:9: statement 1 of transaction t reads differently as MySQL and as MySQL"
                        + " with NO_BACKSLASH_ESCAPES: a backslash in quoted text");
        assertThat(parse("mysql", "SELECT c FROM t WHERE c = 'it''s' AND id = :id").params()).containsExactly("id");
        assertThatThrownBy(() -> parse("default", "SELECT c FROM t # :x\nWHERE id = :id"))
                .hasMessageContaining("give the statement one text per server (mysql: and postgresql:)");
    }

    @Test
    void twoValuesSideBySideAreRefusedWhereTheyWouldReadAsOne() {
        assertThatThrownBy(() -> parse("default", "SELECT :id:id").render(Map.of())).isInstanceOf(UsageException.class)
                .hasMessageContaining("put a space between two values");
    }
}
