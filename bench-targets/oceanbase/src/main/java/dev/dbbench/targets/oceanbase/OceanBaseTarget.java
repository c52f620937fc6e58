package dev.dbbench.targets.oceanbase;

import dev.dbbench.result.ServerInfo;
import dev.dbbench.targets.mysql.MySqlTarget;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * OceanBase in MySQL mode (OceanBase CE and Enterprise 4.x, OceanBase Cloud, seekdb) through the
 * OceanBase Connector/J driver ({@code jdbc:oceanbase://}). A tenant-qualified user such as
 * {@code root@sys#cluster} or {@code user@tenant} is passed to the server exactly as given; OBProxy
 * routes on it.
 *
 * <p>Everything MySQL-shaped is inherited from the mysql target; what differs lives in the
 * collaborators: no engine clause in the DDL ({@link OceanBaseDialect}), OceanBase's own error codes
 * ({@link OceanBaseErrors}), parameters and tenant resources ({@link OceanBaseSettings}) and the
 * driver's property names, including the server-side statement timeout ({@link OceanBaseDriverProperties}).
 * Stateless and thread-safe.
 */
public class OceanBaseTarget extends MySqlTarget {

    public OceanBaseTarget() {
        super(new OceanBaseDialect(), new OceanBaseErrors(), new OceanBaseSettings(), new OceanBaseDriverProperties());
    }

    @Override
    public String id() {
        return "oceanbase";
    }

    @Override
    public String description() {
        return "OceanBase 4.x and seekdb in MySQL mode (OceanBase Connector/J); partitioning via --create-table-options";
    }

    @Override
    public int defaultPort() {
        return 2881;
    }

    @Override
    protected String urlPrefix() {
        return "jdbc:oceanbase://";
    }

    /** Names the edition and kernel version from {@code version_comment}; the MySQL version it mimics stays in the settings. */
    @Override
    public ServerInfo describe(Connection connection) throws SQLException {
        try (Statement st = connection.createStatement();
                ResultSet rs = st.executeQuery("SELECT VERSION(), @@version_comment")) {
            rs.next();
            OceanBaseProduct p = OceanBaseProduct.of(rs.getString(2), rs.getString(1));
            return new ServerInfo(p.product(), p.version(), settings(connection));
        }
    }

    /**
     * The observer that serves the session, {@code ip:sql_port}: OceanBase leaves {@code @@hostname}
     * empty. Behind OBProxy it names the observer of this statement, which may differ from the next.
     */
    @Override
    public String instanceId(Connection connection) {
        try (Statement st = connection.createStatement(); ResultSet rs = st.executeQuery("SELECT host_ip(), mysql_port()")) {
            return rs.next() ? rs.getString(1) + ":" + rs.getString(2) : "";
        } catch (SQLException e) {
            return super.instanceId(connection);
        }
    }
}
