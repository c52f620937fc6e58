package dev.dbbench.cli.mistakes;

import dev.dbbench.testing.TestServers;
import dev.dbbench.testing.TestServers.Kind;
import java.sql.SQLException;

/**
 * A login of its own with a recognizable password and a database it owns, created through the test
 * server's admin login and dropped afterwards, so a leak test can search for a password that nothing
 * else on the machine holds.
 */
final class LeakUser implements AutoCloseable {
    private final ScratchDatabase db;
    private final String user;

    private LeakUser(ScratchDatabase db, String user) {
        this.db = db;
        this.user = user;
    }

    static LeakUser create(TestServers.Server admin, String user, String password, String database) throws SQLException {
        ScratchDatabase db = ScratchDatabase.create(admin, database);
        LeakUser leak = new LeakUser(db, user);
        leak.dropUser();
        if (admin.kind() == Kind.POSTGRES) {
            db.admin("CREATE ROLE " + user + " LOGIN PASSWORD '" + password + "'");
            db.admin("ALTER DATABASE " + database + " OWNER TO " + user);
        } else {
            db.admin("CREATE USER '" + user + "'@'%' IDENTIFIED BY '" + password + "'");
            grant(db, user, database);
        }
        return leak;
    }

    /**
     * GRANT needs the GRANT OPTION, which a test server's admin login may lack although it holds every
     * other privilege; writing the grant table and reloading it is the documented equivalent.
     */
    private static void grant(ScratchDatabase db, String user, String database) throws SQLException {
        try {
            db.admin("GRANT ALL ON " + database + ".* TO '" + user + "'@'%'");
        } catch (SQLException noGrantOption) {
            db.admin("INSERT INTO mysql.db (Host, Db, User, Select_priv, Insert_priv, Update_priv, Delete_priv, Create_priv, Drop_priv,"
                    + " Index_priv, Alter_priv) VALUES ('%', '" + database + "', '" + user + "', 'Y', 'Y', 'Y', 'Y', 'Y', 'Y', 'Y', 'Y')");
            db.admin("FLUSH PRIVILEGES");
        }
    }

    String user() {
        return user;
    }

    ScratchDatabase database() {
        return db;
    }

    private void dropUser() throws SQLException {
        if (db.server().kind() == Kind.POSTGRES) {
            db.admin("DROP ROLE IF EXISTS " + user);
        } else {
            db.admin("DROP USER IF EXISTS '" + user + "'@'%'");
        }
    }

    @Override
    public void close() throws SQLException {
        // The database goes first: PostgreSQL refuses to drop a role that still owns one.
        db.close();
        dropUser();
    }
}
