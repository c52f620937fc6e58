package dev.dbbench.targets.mariadb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dbbench.spi.UsageException;
import dev.dbbench.spi.target.ConnectionSpec;
import dev.dbbench.spi.target.ErrorClass;
import dev.dbbench.spi.target.Secret;
import dev.dbbench.spi.target.Target;
import java.net.SocketException;
import java.sql.SQLException;
import java.sql.SQLNonTransientConnectionException;
import java.sql.SQLTimeoutException;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.mariadb.jdbc.Configuration;
import org.mariadb.jdbc.HostAddress;
import org.mariadb.jdbc.export.ExceptionFactory;

class MariaDbTargetTest {
    private static final String PASSWORD = "md-Secret-5";
    private final MariaDbTarget target = new MariaDbTarget();
    private final ConnectionSpec spec = ConnectionSpec.of("db.example", 0, "bench", Secret.of(PASSWORD), "sbtest");

    @Test
    void isFoundNextToTheMysqlTarget() {
        assertThat(ServiceLoader.load(Target.class).stream().map(p -> p.get().id())).contains("mysql", "mariadb");
        assertThat(target.connector().defaultPort()).isEqualTo(3306);
        assertThat(target.description()).contains("MariaDB Connector/J");
    }

    @Test
    void buildsAMariadbUrlWithTheDatabaseNameAsTheDriverReadsIt() throws SQLException {
        assertThat(target.connector().jdbcUrl(spec)).isEqualTo("jdbc:mariadb://db.example:3306/sbtest");
        String spaced = target.connector().jdbcUrl(spec.withPort(3307).withDatabase("my db"));
        assertThat(spaced).isEqualTo("jdbc:mariadb://db.example:3307/my db");
        assertThat(Configuration.parse(spaced).database()).isEqualTo("my db");
        assertThat(target.connector().jdbcUrl(ConnectionSpec.of("::1", 3306, "u", Secret.none(), "x"))).isEqualTo("jdbc:mariadb://[::1]:3306/x");
        assertThatThrownBy(() -> target.connector().jdbcUrl(spec.withDatabase("a?b"))).isInstanceOf(UsageException.class)
                .hasMessageContaining("--target mysql");
    }

    @Test
    void aUserUrlMustBeForThisDriverAndLosesItsPassword() {
        ConnectionSpec url = spec.withUrl(Optional.of("jdbc:mariadb://h:3310/other?sslMode=trust&password=" + PASSWORD));
        assertThat(target.connector().jdbcUrl(url)).isEqualTo("jdbc:mariadb://h:3310/other?sslMode=trust");
        assertThat(target.connector().driverProperties(url, dev.dbbench.spi.PsMode.AUTO)).doesNotContainKey("sslMode")
                .containsEntry("password", PASSWORD);
        assertThatThrownBy(() -> target.connector().jdbcUrl(spec.withUrl(Optional.of("jdbc:mysql://h/db?password=" + PASSWORD))))
                .isInstanceOf(UsageException.class).hasMessageContaining("jdbc:mariadb:").hasMessageNotContaining(PASSWORD);
    }

    /** Exceptions made by the driver's own factory, as it reports them on a live connection. */
    @Test
    void classifiesTheDriversExceptions() throws SQLException {
        ExceptionFactory driver = new ExceptionFactory(Configuration.parse("jdbc:mariadb://h:3306/db"), HostAddress.from("h", 3306));
        Set<String> ignored = target.errors().defaultIgnored();

        SQLException reset = driver.create("Socket error", "08000", new SocketException("Connection reset"));
        assertThat((Throwable) reset).isInstanceOf(SQLNonTransientConnectionException.class);
        assertThat(target.errors().isConnectionLost(reset)).isTrue();
        assertThat(target.errors().classify(reset, Set.of("all"))).isEqualTo(ErrorClass.CONNECTION);
        assertThat(target.errors().isConnectionLost(driver.create("Server shutdown in progress", "08S01", 1053))).isTrue();
        assertThat(target.errors().isConnectionLost(driver.create("Connection was killed", "70100", 1927))).isTrue();
        assertThat(target.errors().isConnectionLost(driver.create("Lost connection to server", "HY000", 2013))).isTrue();

        SQLException killQuery = driver.create("Query execution was interrupted", "70100", 1317);
        assertThat((Throwable) killQuery).as("the driver's type for SQLSTATE 70100").isInstanceOf(SQLTimeoutException.class);
        assertThat(target.errors().isConnectionLost(killQuery)).as("KILL QUERY leaves the session alive").isFalse();
        assertThat(target.errors().classify(killQuery, ignored)).isEqualTo(ErrorClass.FATAL);
        SQLException statementTime = driver.create("Query execution was interrupted (max_statement_time exceeded)", "70100", 1969);
        assertThat(target.errors().isConnectionLost(statementTime)).isFalse();

        SQLException deadlock = driver.create("Deadlock found when trying to get lock", "40001", 1213);
        assertThat(target.errors().code(deadlock)).isEqualTo("1213");
        assertThat(target.errors().classify(deadlock, ignored)).isEqualTo(ErrorClass.IGNORABLE);
        assertThat(target.errors().classify(driver.create("Lock wait timeout exceeded", "HY000", 1205), ignored)).isEqualTo(ErrorClass.IGNORABLE);
        assertThat(target.errors().classify(driver.create("Table doesn't exist", "42S02", 1146), ignored)).isEqualTo(ErrorClass.FATAL);
    }

    /**
     * Under a failover URL the driver replaces a lost connection itself and fails the statement with 25S03: the writer
     * changed, which the engine must see as a lost connection (an outage, a new state), not as an error that stops the run.
     */
    @Test
    void aConnectionTheDriverFailedOverIsLost() {
        SQLException failedOver = new SQLException("Driver has reconnect connection after a communications link failure with"
                + " 127.0.0.1:3316", "25S03");
        assertThat(target.errors().isConnectionLost(failedOver)).isTrue();
        assertThat(target.errors().classify(failedOver, target.errors().defaultIgnored())).isEqualTo(ErrorClass.CONNECTION);
    }

    /** A killed connection counts as 08S01, as under Connector/J and the wire client, not as the driver's -1. */
    @Test
    void countsABrokenSocketUnderTheCodeOfTheOtherClients() throws SQLException {
        ExceptionFactory driver = new ExceptionFactory(Configuration.parse("jdbc:mariadb://h:3306/db"), HostAddress.from("h", 3306));
        SQLException killed = driver.create("Socket error", "08000", new java.io.EOFException("socket was closed by server"));
        assertThat(killed.getErrorCode()).as("the driver's own code").isEqualTo(-1);
        assertThat(target.errors().code(killed)).isEqualTo("08S01");
        assertThat(target.errors().code(driver.create("Parameter at position 1 is not set", "07004"))).isEqualTo("07004");
        assertThat(target.errors().code(driver.create("Connection was killed", "70100", 1927))).isEqualTo("1927");
    }
}
