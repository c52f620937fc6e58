/**
 * Public API. Helpers a plugin may use for SQL over JDBC: prepared or inlined statements ({@link
 * dev.dbbench.sql.SqlStatement}, {@link dev.dbbench.sql.Statements}), the default multi-row INSERT loader and the
 * row encodings of the fast loaders ({@link dev.dbbench.sql.TabSeparatedRow}, {@link
 * dev.dbbench.sql.EncodedRows}), URLs without their secrets ({@link dev.dbbench.spi.target.UrlSecrets}), lost-connection
 * detection ({@link dev.dbbench.spi.target.ConnectionErrors}), fail-soft server settings ({@link
 * dev.dbbench.spi.target.ServerVariables}) and identifier checks ({@link dev.dbbench.sql.Identifiers}).
 */
package dev.dbbench.sql;
