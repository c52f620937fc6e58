/**
 * Public API. SQL text as a server reads it: which characters are code and which are quoted text, quoted names or
 * comments under each server's rules and session modes ({@link dev.dbbench.sql.text.SqlSyntax}, {@link
 * dev.dbbench.sql.text.SqlLexer}), and where a statement's {@code ?} placeholders are ({@link
 * dev.dbbench.sql.text.Placeholders}). Every path that writes values into a statement or numbers its placeholders
 * (the inlining JDBC statement, the wire clients, workload files) reads text through this one lexer, so that they
 * find what the drivers find.
 */
package dev.dbbench.sql.text;
