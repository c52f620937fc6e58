package dev.dbbench.capture.sql;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** One statement has one shape whether a log, pg_stat_statements or a MySQL digest wrote it. */
class ShapeTest {

    private static String mysql(String sql) {
        return Shape.of(Lexer.tokens(sql, true));
    }

    private static String postgres(String sql) {
        return Shape.of(Lexer.tokens(sql, false));
    }

    @Test
    void aLoggedStatementADigestAndAPgStatStatementsEntryMeet() {
        String shape = "update pgbench_accounts set abalance = abalance + ? where aid = ?";
        assertThat(postgres("UPDATE pgbench_accounts SET abalance = abalance + -4011 WHERE aid = 77934;")).isEqualTo(shape);
        assertThat(postgres("UPDATE pgbench_accounts SET abalance = abalance + $1 WHERE aid = $2")).isEqualTo(shape);
        assertThat(mysql("UPDATE `pgbench_accounts` SET `abalance` = `abalance` + ? WHERE `aid` = ?")).isEqualTo(shape);
        assertThat(mysql("UPDATE pgbench_accounts /* from the app */ SET abalance = abalance + - ? WHERE aid = ?")).isEqualTo(shape);
    }

    @Test
    void listsOfAnyLengthAreOneShape() {
        String in = "select i_price from item where i_id in (?+)";
        assertThat(mysql("SELECT i_price FROM item WHERE i_id IN (1053,86047,5183)")).isEqualTo(in);
        assertThat(mysql("SELECT `i_price` FROM `item` WHERE `i_id` IN (...)")).isEqualTo(in);
        assertThat(postgres("SELECT i_price FROM item WHERE i_id IN ($1, $2)")).isEqualTo(in);
        String rows = "insert into t ( a , b ) values (?+)";
        assertThat(mysql("INSERT INTO t (a, b) VALUES (1, 'x'), (2, 'y'), (3, 'z')")).isEqualTo(rows);
        assertThat(mysql("INSERT INTO `t` ( `a` , `b` ) VALUES (...) /* , ... */")).isEqualTo(rows);
        assertThat(mysql("SELECT s FROM stock WHERE (s_w_id, s_i_id) IN ((1,1053),(1,86047))"))
                .isEqualTo(mysql("SELECT s FROM stock WHERE (s_w_id, s_i_id) IN ((1,2))"))
                .isEqualTo("select s from stock where ( s_w_id , s_i_id ) in (?+)");
    }

    @Test
    void stringsOfEveryKindAndCastsAreValues() {
        assertThat(postgres("SELECT 1 FROM t WHERE a = 'it''s' AND b = E'x\\'y' AND c = $$z$$ AND d = CAST('2024-01-01' AS TIMESTAMP)"))
                .isEqualTo("select ? from t where a = ? and b = ? and c = ? and d = ?");
        assertThat(postgres("SELECT 1 FROM t WHERE d = $1::timestamp AND e = \"Name\"")).isEqualTo("select ? from t where d = ? and e = name");
        assertThat(mysql("SELECT 1 FROM t WHERE a = \"x\" AND b = 'it\\'s' # a comment")).isEqualTo("select ? from t where a = ? and b = ?");
    }

    @Test
    void aMinusAfterAnOperandSubtracts() {
        assertThat(postgres("SELECT a - 1, -2 FROM t WHERE b > c -3")).isEqualTo("select a - ? , ? from t where b > c - ?");
    }
}
