package dev.dbbench.targets.oceanbase;

import dev.dbbench.targets.mysql.MySqlTarget;

/**
 * OceanBase in MySQL mode (OceanBase CE and Enterprise 4.x, OceanBase Cloud, seekdb) through the
 * OceanBase Connector/J driver ({@code jdbc:oceanbase://}). A tenant-qualified user such as
 * {@code root@sys#cluster} or {@code user@tenant} is passed to the server exactly as given; OBProxy
 * routes on it.
 *
 * <p>Everything MySQL-shaped is inherited from the mysql target; what differs lives in the roles:
 * no engine clause in the DDL ({@link OceanBaseDialect}), OceanBase's own error codes
 * ({@link OceanBaseErrors}), product, parameters and tenant resources ({@link OceanBaseInspector}) and the
 * driver's property names, including the server-side statement timeout ({@link OceanBaseConnector}).
 * Stateless and thread-safe.
 */
public class OceanBaseTarget extends MySqlTarget {

    public OceanBaseTarget() {
        super(new OceanBaseDialect(), new OceanBaseConnector(), new OceanBaseErrors(), new OceanBaseInspector());
    }

    @Override
    public String id() {
        return "oceanbase";
    }

    @Override
    public String description() {
        return "OceanBase 4.x and seekdb in MySQL mode (OceanBase Connector/J); partitioning via --create-table-options";
    }
}
