package dev.dbbench.capture.source;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** PostgreSQL's server log read back into each session's statements, with bound values put in. */
class PgLogTest {

    @Test
    void simpleAndBoundStatementsOfTheDatabaseOnly() {
        String log = String.join("\n",
                "2026-11-28 22:48:01.123 UTC [101] bench@shop LOG:  statement: BEGIN;",
                "2026-11-28 22:48:01.124 UTC [101] bench@shop LOG:  statement: UPDATE a SET b = b + -5",
                "\tWHERE id = 7;",
                "2026-11-28 22:48:01.125 UTC [102] other@elsewhere LOG:  statement: SELECT 1",
                "2026-11-28 22:48:01.126 UTC [103] bench@shop LOG:  execute S_1: SELECT c FROM t WHERE id = $1 AND n = $2 AND z = $3",
                "2026-11-28 22:48:01.126 UTC [103] bench@shop DETAIL:  parameters: $1 = '42', $2 = 'it''s', $3 = NULL",
                "2026-11-28 22:48:01.127 UTC [99] bench@shop LOG:  statement: SELECT own",
                "2026-11-28 22:48:01.128 UTC [101] bench@shop LOG:  statement: COMMIT;",
                "2026-11-28 22:48:02.000 UTC [55] LOG:  checkpoint starting: time");
        PgLog reader = PgLog.forPrefix("%m [%p] %q%u@%d ").orElseThrow();
        assertThat(reader.read(log, "shop", "99")).containsExactly(
                new Execution("101", "BEGIN;"),
                new Execution("101", "UPDATE a SET b = b + -5\nWHERE id = 7;"),
                new Execution("103", "SELECT c FROM t WHERE id = '42' AND n = 'it''s' AND z = NULL"),
                new Execution("101", "COMMIT;"));
    }

    @Test
    void aPrefixWithoutSessionOrDatabaseCannotBeRead() {
        assertThat(PgLog.forPrefix("%m ")).isEmpty();
        assertThat(PgLog.forPrefix("%t [%c] %d ")).isPresent();
    }
}
