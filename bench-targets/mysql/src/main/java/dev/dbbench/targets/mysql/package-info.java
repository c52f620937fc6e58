/**
 * A plugin of dbbench's own, on the public API alone. The {@code mysql} target: MySQL 5.7/8.x and MariaDB through
 * MySQL Connector/J, loading by {@code LOAD DATA LOCAL INFILE}; the base of the {@code mariadb}, {@code oceanbase}
 * and {@code aurora-mysql} targets.
 */
package dev.dbbench.targets.mysql;
