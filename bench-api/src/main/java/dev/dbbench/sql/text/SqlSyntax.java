package dev.dbbench.sql.text;

import java.util.List;
import java.util.Objects;

/**
 * How a server reads the parts of SQL text that are not code: its quoted text, quoted names and comments. A family
 * fixes the forms; two session settings change how they read:
 *
 * <ul>
 *   <li>{@link Family#MYSQL}: {@code '...'} and {@code "..."} text (doubled quotes; {@code \} escapes unless
 *       {@code sql_mode} has NO_BACKSLASH_ESCAPES), {@code `...`} names, {@code "..."} names instead of text under
 *       ANSI_QUOTES, comments {@code #}, {@code -- } (a space or control character after the dashes) and
 *       {@code /* *}{@code /} (not nested), where {@code /*!} and {@code /*M!} hold code;</li>
 *   <li>{@link Family#POSTGRESQL}: {@code '...'} text ({@code \} escapes only with
 *       {@code standard_conforming_strings = off}), {@code E'...'} text with escapes, {@code $tag$...$tag$} text,
 *       {@code "..."} names, comments {@code --} and nested {@code /* *}{@code /}; and, as pgJDBC reads a statement,
 *       {@code ??} for a literal {@code ?};</li>
 *   <li>{@link Family#STANDARD}: SQL's own forms, {@code '...'} text, {@code "..."} names, {@code --} and nested
 *       {@code /* *}{@code /} comments, for a server dbbench knows nothing more of.</li>
 * </ul>
 *
 * @param family           the server family
 * @param backslashEscapes whether {@code \} escapes the next character in quoted text
 * @param ansiQuotes       whether {@code "..."} is a name rather than text (MySQL's ANSI_QUOTES; always so elsewhere)
 */
public record SqlSyntax(Family family, boolean backslashEscapes, boolean ansiQuotes) {
    /** SQL's own forms, for a server dbbench knows nothing more of. */
    public static final SqlSyntax STANDARD = new SqlSyntax(Family.STANDARD, false, true);
    /** Every way a MySQL-family session may read text: with and without NO_BACKSLASH_ESCAPES and ANSI_QUOTES. */
    public static final List<SqlSyntax> MYSQL_MODES = List.of(mysql(true, false), mysql(false, false), mysql(true, true),
            mysql(false, true));
    /** Every way a PostgreSQL session may read text: {@code standard_conforming_strings} on and off. */
    public static final List<SqlSyntax> POSTGRESQL_MODES = List.of(postgresql(true), postgresql(false));

    /** The families of servers whose text differs. */
    public enum Family {
        /** SQL's own forms. */
        STANDARD,
        /** The MySQL family: MySQL, MariaDB and the targets built on them. */
        MYSQL,
        /** PostgreSQL and the targets built on it. */
        POSTGRESQL
    }

    /**
     * Checks that only MySQL reads {@code "..."} as text.
     *
     * @param family           the server family, never null
     * @param backslashEscapes whether {@code \} escapes the next character in quoted text
     * @param ansiQuotes       whether {@code "..."} is a name rather than text
     * @throws IllegalArgumentException when a family other than MySQL is given text in double quotes
     */
    public SqlSyntax {
        Objects.requireNonNull(family, "family");
        if (family != Family.MYSQL && !ansiQuotes) {
            throw new IllegalArgumentException("only MySQL reads \"...\" as text");
        }
    }

    /**
     * A MySQL-family session.
     *
     * @param backslashEscapes false when its {@code sql_mode} has NO_BACKSLASH_ESCAPES
     * @param ansiQuotes       true when its {@code sql_mode} has ANSI_QUOTES
     * @return the syntax
     */
    public static SqlSyntax mysql(boolean backslashEscapes, boolean ansiQuotes) {
        return new SqlSyntax(Family.MYSQL, backslashEscapes, ansiQuotes);
    }

    /**
     * A PostgreSQL session.
     *
     * @param standardConformingStrings the session's {@code standard_conforming_strings}
     * @return the syntax
     */
    public static SqlSyntax postgresql(boolean standardConformingStrings) {
        return new SqlSyntax(Family.POSTGRESQL, !standardConformingStrings, true);
    }

    /**
     * How messages name this syntax.
     *
     * @return e.g. {@code MySQL with NO_BACKSLASH_ESCAPES}
     */
    public String describe() {
        return switch (family) {
            case STANDARD -> "standard SQL";
            case MYSQL -> "MySQL" + (backslashEscapes ? "" : " with NO_BACKSLASH_ESCAPES") + (ansiQuotes ? (backslashEscapes
                    ? " with ANSI_QUOTES" : " and ANSI_QUOTES") : "");
            case POSTGRESQL -> "PostgreSQL with standard_conforming_strings " + (backslashEscapes ? "off" : "on");
        };
    }

    /**
     * What text {@code other} reads otherwise than this syntax does, and how to write it so that both agree.
     *
     * @param other the syntax this one disagrees with
     * @return a clause for an error message
     */
    public String difference(SqlSyntax other) {
        if (family != other.family) {
            return "a comment or quote that servers of different kinds read differently (# comments, nested /* */, $$"
                    + " quotes, E'...', backslashes); give the statement one text per server (mysql: and postgresql:)";
        }
        if (backslashEscapes != other.backslashEscapes) {
            return "a backslash in quoted text, an escape under one setting and a plain character under the other;"
                    + " write a quote inside text as two quotes ('') and no backslash before a quote";
        }
        return "a backslash in \"...\", which is text without ANSI_QUOTES and a name with it; quote text with '...' and"
                + " names with `...`";
    }
}
