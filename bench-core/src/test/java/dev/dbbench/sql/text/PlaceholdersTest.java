package dev.dbbench.sql.text;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class PlaceholdersTest {
    private static final List<SqlSyntax> MYSQL = SqlSyntax.MYSQL_MODES;
    private static final List<SqlSyntax> POSTGRESQL = SqlSyntax.POSTGRESQL_MODES;

    @Test
    void splitsOnlyOutsideQuotes() {
        assertThat(Placeholders.split("a=? AND b='?' AND \"c?\"=?")).containsExactly("a=", " AND b='?' AND \"c?\"=", "");
        assertThat(Placeholders.split("SELECT 1")).containsExactly("SELECT 1");
    }

    @Test
    void aPlaceholderInACommentIsText() {
        String sql = "INSERT INTO qlit (src, v, n) /* :n ? */ VALUES ('l4', 'x', ?) -- trailing ? :n";
        for (List<SqlSyntax> syntaxes : List.of(MYSQL, POSTGRESQL, List.of(SqlSyntax.STANDARD))) {
            assertThat(Placeholders.split(sql, syntaxes)).as("%s", syntaxes)
                    .containsExactly("INSERT INTO qlit (src, v, n) /* :n ? */ VALUES ('l4', 'x', ", ") -- trailing ? :n");
        }
        assertThat(Placeholders.count("SELECT 1 # ?\n, ?", MYSQL)).isEqualTo(1);
        assertThat(Placeholders.count("SELECT `a?b`, \"?\" , ?", MYSQL)).isEqualTo(1);
    }

    @Test
    void mysqlCommentRulesAreTheServers() {
        // "--" opens a comment only before a space; "/*!" holds code, as the server runs it.
        assertThat(Placeholders.count("SELECT 1--?", MYSQL)).isEqualTo(1);
        assertThat(Placeholders.count("SELECT 1 -- ?", MYSQL)).isZero();
        assertThat(Placeholders.count("SELECT /*! ? */ 1", MYSQL)).isEqualTo(1);
        assertThat(Placeholders.count("SELECT /*+ ? */ 1", MYSQL)).isZero();
        // Not nested: the comment ends at the first */.
        assertThat(Placeholders.count("SELECT /* /* */ ? */", MYSQL)).isEqualTo(1);
    }

    @Test
    void postgresqlQuotesAndCommentsArePgJdbcs() {
        assertThat(Placeholders.count("SELECT /* /* ? */ ? */ $$?$$, $t$ ? $t$, E'\\'?', a$b, ?", POSTGRESQL)).isEqualTo(1);
        assertThat(Placeholders.split("SELECT ?? , ?", POSTGRESQL)).containsExactly("SELECT ? , ", "");
        assertThat(Placeholders.count("SELECT $1, ?", POSTGRESQL)).isEqualTo(1);
    }

    @Test
    void aStatementTheModesReadDifferentlyIsRefusedWithTheFix() {
        assertThatThrownBy(() -> Placeholders.split("SELECT 'it\\'s ?', ?", MYSQL))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("as MySQL reads it and as MySQL with NO_BACKSLASH_ESCAPES does")
                .hasMessageContaining("write a quote inside text as two quotes ('')");
        assertThatThrownBy(() -> Placeholders.split("SELECT \"a\\\" ?\", ?", List.of(SqlSyntax.mysql(true, false), SqlSyntax.mysql(true, true))))
                .hasMessageContaining("ANSI_QUOTES");
        assertThatThrownBy(() -> Placeholders.split("SELECT '\\' , ?", POSTGRESQL))
                .hasMessageContaining("standard_conforming_strings");
        // A backslash that ends no quote reads the same in every mode.
        assertThat(Placeholders.count("SELECT 'a\\b', ?", MYSQL)).isEqualTo(1);
    }

    @Test
    void kindsMarkWhereEachPartStarts() {
        byte[] kinds = SqlLexer.kinds("a'b''c' /*x*/", SqlSyntax.STANDARD);
        assertThat(kinds).containsExactly(SqlLexer.CODE, SqlLexer.QUOTE, SqlLexer.QUOTED, SqlLexer.QUOTED, SqlLexer.QUOTED,
                SqlLexer.QUOTED, SqlLexer.QUOTED, SqlLexer.CODE, SqlLexer.COMMENT_START, SqlLexer.COMMENT, SqlLexer.COMMENT,
                SqlLexer.COMMENT, SqlLexer.COMMENT);
    }
}
