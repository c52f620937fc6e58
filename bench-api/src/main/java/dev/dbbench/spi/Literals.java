package dev.dbbench.spi;

import dev.dbbench.sql.text.SqlSyntax;
import java.util.List;
import java.util.OptionalInt;

/**
 * The part of a {@link Dialect} that writes values into SQL text: how a session of the server reads quotes and
 * comments, how a string literal is written so that it reads back unchanged, and which characters the server's text
 * cannot hold. Stateless and thread-safe; every method has a default, standard SQL's rules ({@link #STANDARD}).
 */
public interface Literals {

    /** Standard SQL's rules: every default of this interface. */
    Literals STANDARD = new Literals() { };

    /**
     * Every way a session of this server may read SQL text: its quotes and comments under each mode a session can run
     * with ({@code sql_mode}, {@code standard_conforming_strings}). Where dbbench finds placeholders itself it reads a
     * statement by all of them and refuses one they read differently ({@link dev.dbbench.sql.text.Placeholders}).
     *
     * @return the syntaxes, at least one; standard SQL's forms alone by default
     */
    default List<SqlSyntax> syntaxes() {
        return List.of(SqlSyntax.STANDARD);
    }

    /**
     * The first character of {@code value} that this server's text cannot hold as it is: what a workload refuses
     * before a run rather than store differently. The default finds a lone surrogate, a half of a character that no
     * UTF-8 text can carry (Java would send {@code ?} instead); a server that cannot hold some other character adds
     * it (PostgreSQL's NUL).
     *
     * @param value the text a workload may send; not kept
     * @return the refused UTF-16 code unit, or empty when the server holds every character of {@code value}
     */
    default OptionalInt refusedCharacter(CharSequence value) {
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < value.length() && Character.isLowSurrogate(value.charAt(i + 1))) {
                i++;
            } else if (Character.isSurrogate(c)) {
                return OptionalInt.of(c);
            }
        }
        return OptionalInt.empty();
    }

    /**
     * Appends {@code value} as an SQL string literal that reads back as {@code value} under every one of
     * {@link #syntaxes()}. Called on a loader's or worker's thread; allocates nothing beyond what {@code sql} grows by.
     *
     * @param sql   where the literal goes
     * @param value the value, which may hold any character this server holds
     */
    default void appendLiteral(StringBuilder sql, CharSequence value) {
        sql.append('\'');
        for (int i = 0; i < value.length(); i++) {
            char ch = value.charAt(i);
            if (ch == '\'') {
                sql.append('\'');
            }
            sql.append(ch);
        }
        sql.append('\'');
    }

    /**
     * Whether, under {@code --ps-mode disable}, workloads write parameter values into the statement text themselves
     * ({@code id=40026}, as sysbench and pgbench send it) instead of leaving that to the driver's client-side prepared
     * statements. Say yes when the driver writes values in a form that costs the server more to parse (pgJDBC's simple
     * mode sends {@code id=('40026'::int4)}).
     *
     * @return false by default, trusting the driver, as MySQL's drivers already send {@code id=40026}
     */
    default boolean inlinesParameters() {
        return false;
    }
}
