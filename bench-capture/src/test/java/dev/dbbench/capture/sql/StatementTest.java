package dev.dbbench.capture.sql;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** What each value of a statement is used for, and the tables it names. */
class StatementTest {

    private static List<String> links(String sql) {
        return Statement.parse(sql, true).links().stream()
                .map(l -> l.role() + (l.column().isPresent() ? " " + l.table().orElse("?") + "." + l.column().get() : "")).toList();
    }

    @Test
    void comparisonsEitherWayRoundAndRanges() {
        assertThat(links("SELECT c FROM t WHERE a = 1 AND 2 = b AND c < 3 AND d BETWEEN 4 AND 5 LIMIT 6"))
                .containsExactly("EQUALS t.a", "EQUALS t.b", "RANGE t.c", "RANGE t.d", "RANGE t.d", "LIMIT");
    }

    @Test
    void aliasesAndJoinsNameTheTable() {
        Statement s = Statement.parse("SELECT c.x FROM customer c, warehouse AS w WHERE c.id = 1 AND w.id = 2 AND z = 3", true);
        assertThat(s.tables()).containsExactly("customer", "warehouse");
        assertThat(links(s.text())).containsExactly("EQUALS customer.id", "EQUALS warehouse.id", "EQUALS ?.z");
    }

    @Test
    void listsTuplesAndInsertedRows() {
        assertThat(links("SELECT 1 FROM item WHERE i_id IN (7, 8)")).containsExactly("NONE", "EQUALS item.i_id", "EQUALS item.i_id");
        assertThat(links("DELETE FROM no WHERE (w, d) IN ((1, 2), (3, 4))"))
                .containsExactly("EQUALS no.w", "EQUALS no.d", "EQUALS no.w", "EQUALS no.d");
        assertThat(links("INSERT INTO h (a, b, c) VALUES (1, 'x', NOW()), (2, 'y', NOW())"))
                .containsExactly("INSERT h.a", "INSERT h.b", "INSERT h.a", "INSERT h.b");
    }

    @Test
    void anUpdatesSetAndArithmetic() {
        assertThat(links("UPDATE d SET next = 5 + 1, ytd = ytd + 7, name = 'n' WHERE id = 3"))
                .containsExactly("NONE", "NONE", "NONE", "SET d.name", "EQUALS d.id");
        Statement s = Statement.parse("UPDATE d SET ytd = ytd + 7 WHERE id = 3", true);
        assertThat(s.verb()).isEqualTo(Verb.UPDATE);
        assertThat(s.written()).isEqualTo(Optional.of("d"));
        assertThat(s.value(0)).isEqualTo("7");
    }

    @Test
    void transactionBoundaries() {
        assertThat(List.of("BEGIN", "START TRANSACTION", "COMMIT", "END", "ROLLBACK", "ROLLBACK TO SAVEPOINT a", "SET autocommit=0",
                "SET autocommit = 1", "SELECT 1").stream().map(t -> Statement.parse(t, true).verb()).toList())
                .containsExactly(Verb.BEGIN, Verb.BEGIN, Verb.COMMIT, Verb.COMMIT, Verb.ROLLBACK, Verb.OTHER, Verb.AUTOCOMMIT_OFF,
                        Verb.AUTOCOMMIT_ON, Verb.SELECT);
    }
}
