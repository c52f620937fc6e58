package dev.dbbench.workloads.tpcc;

import dev.dbbench.spi.UsageException;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Locale;

/**
 * The two SQL languages TPC-C's stored procedures and a few column types are written in. Told apart by
 * the server's product name, since a procedure body has no portable form.
 */
enum SqlFamily {
    /** MySQL, MariaDB and OceanBase in MySQL mode: DATETIME, procedures called with CALL. */
    MYSQL("DATETIME"),
    /** PostgreSQL: TIMESTAMP, PL/pgSQL functions called with SELECT. */
    POSTGRESQL("TIMESTAMP");

    final String timestamp;

    SqlFamily(String timestamp) {
        this.timestamp = timestamp;
    }

    static SqlFamily of(Connection connection) throws SQLException {
        String product = connection.getMetaData().getDatabaseProductName().toLowerCase(Locale.ROOT);
        if (product.contains("postgres")) {
            return POSTGRESQL;
        }
        if (product.contains("mysql") || product.contains("mariadb") || product.contains("oceanbase")) {
            return MYSQL;
        }
        throw new UsageException("tpcc runs on MySQL, MariaDB, OceanBase (MySQL mode) and PostgreSQL, not on "
                + connection.getMetaData().getDatabaseProductName() + "; choose one of those targets");
    }
}
