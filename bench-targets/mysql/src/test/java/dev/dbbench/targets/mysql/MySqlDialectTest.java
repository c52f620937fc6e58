package dev.dbbench.targets.mysql;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class MySqlDialectTest {
    private final MySqlDialect dialect = new MySqlDialect();

    @Test
    void sysbenchDdlPieces() {
        assertThat(dialect.quote("sbtest1")).isEqualTo("`sbtest1`");
        assertThat(dialect.schema().autoIncrementInt()).isEqualTo("INTEGER NOT NULL AUTO_INCREMENT");
        assertThat(dialect.begin()).isEqualTo("BEGIN");
        assertThat(dialect.schema().resetSequence("sbtest1", "id")).isEmpty();
    }

    @Test
    void tableOptionsAddInnoDbUnlessTheUserNamesAnEngine() {
        assertThat(dialect.schema().tableOptions("")).isEqualTo(" ENGINE=InnoDB");
        assertThat(dialect.schema().tableOptions("PARTITION BY HASH(id) PARTITIONS 4"))
                .isEqualTo(" ENGINE=InnoDB PARTITION BY HASH(id) PARTITIONS 4");
        assertThat(dialect.schema().tableOptions("engine = MyISAM")).isEqualTo(" engine = MyISAM");
    }

    @Test
    void plainLiteralsDoubleQuotes() {
        assertThat(literal("12345-67890")).isEqualTo("'12345-67890'");
        assertThat(literal("it's")).isEqualTo("'it''s'");
        assertThat(literal("")).isEqualTo("''");
    }

    @Test
    void backslashesGoAsHexSoAnySqlModeReadsThemBack() {
        assertThat(literal("a\\b")).isEqualTo("_utf8mb4 X'615C62'");
        assertThat(literal("\u00e9\\")).isEqualTo("_utf8mb4 X'C3A95C'");
        assertThat(literal("nul\0")).isEqualTo("_utf8mb4 X'6E756C00'");
    }

    private String literal(String value) {
        StringBuilder sb = new StringBuilder();
        dialect.literals().appendLiteral(sb, value);
        return sb.toString();
    }
}
