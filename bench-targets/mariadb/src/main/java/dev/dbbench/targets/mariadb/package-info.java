/**
 * A plugin of dbbench's own, on the public API alone. The {@code mariadb} target: MariaDB and MySQL through
 * MariaDB Connector/J.
 */
package dev.dbbench.targets.mariadb;
