package dev.dbbench.targets.oceanbase;

import dev.dbbench.targets.mysql.MySqlDialect;

/**
 * MySQL-mode OceanBase SQL: MySQL's quoting, keys and literals, without a storage engine clause.
 * OceanBase has one storage engine of its own and merely tolerates {@code ENGINE=InnoDB}, so the DDL
 * recorded with a result says only what really shapes the table: the user's
 * {@code --create-table-options}, typically partitioning ({@code PARTITION BY HASH(id) PARTITIONS 8}).
 * Stateless and thread-safe.
 */
public class OceanBaseDialect extends MySqlDialect {

    @Override
    public String tableOptions(String userOptions) {
        return userOptions.isBlank() ? "" : " " + userOptions.trim();
    }
}
