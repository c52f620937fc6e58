package dev.dbbench.targets.mariadb;

import dev.dbbench.targets.mysql.MySqlDialect;
import dev.dbbench.targets.mysql.MySqlInspector;
import dev.dbbench.targets.mysql.MySqlTarget;

/**
 * MariaDB and MySQL through MariaDB Connector/J 4.x ({@code jdbc:mariadb://}): the same servers as the
 * mysql target with a driver that spends less client CPU per query, and that on MariaDB 10.6+ does not
 * have the server resend column metadata on every prepared execute. Only the driver differs from the
 * mysql target: its URL syntax and property names ({@link MariaDbConnector}) and its exception types
 * ({@link MariaDbErrors}). The manifest's {@code jdbc.driver} names the driver, so results of the two
 * targets are not mistaken for each other. Stateless and thread-safe.
 */
public class MariaDbTarget extends MySqlTarget {

    public MariaDbTarget() {
        super(new MySqlDialect(), new MariaDbConnector(), new MariaDbErrors(), new MySqlInspector());
    }

    @Override
    public String id() {
        return "mariadb";
    }

    @Override
    public String description() {
        return "MariaDB and MySQL (MariaDB Connector/J 4.x: lower client CPU per query than Connector/J)";
    }
}
