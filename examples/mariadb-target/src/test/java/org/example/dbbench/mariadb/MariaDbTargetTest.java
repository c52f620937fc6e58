package org.example.dbbench.mariadb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dbbench.result.ServerInfo;
import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.UsageException;
import dev.dbbench.spi.target.ConnectionSpec;
import dev.dbbench.spi.target.ErrorClass;
import dev.dbbench.spi.target.Secret;
import dev.dbbench.spi.target.SslMode;
import dev.dbbench.testing.CannedJdbc;
import java.io.EOFException;
import java.nio.file.Path;
import java.sql.SQLException;
import java.sql.SQLTimeoutException;
import java.sql.SQLTransactionRollbackException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import org.junit.jupiter.api.Test;

class MariaDbTargetTest {
    private final MariaDbTarget target = new MariaDbTarget();
    private final ConnectionSpec spec = ConnectionSpec.of("db.example", 0, "bench", Secret.of("pw-Secret-3"), "sbtest");

    @Test
    void buildsItsUrlAndMapsEveryConnectionOption() {
        assertThat(target.id()).as("apart from the built-in mariadb target").isEqualTo("mariadb-example");
        assertThat(target.connector().jdbcUrl(spec)).isEqualTo("jdbc:mariadb://db.example:3306/sbtest");
        Properties p = target.connector().driverProperties(spec.withTimeouts(Duration.ofSeconds(2), Duration.ZERO)
                .withSsl(SslMode.VERIFY_CA, Optional.of(Path.of("/ca.pem"))), PsMode.DISABLE);
        assertThat(p).containsEntry("user", "bench").containsEntry("password", "pw-Secret-3")
                .containsEntry("connectTimeout", "2000").containsEntry("socketTimeout", "0")
                .containsEntry("sslMode", "verify-ca").containsEntry("serverSslCert", "/ca.pem")
                .containsEntry("useServerPrepStmts", "false");
        ConnectionSpec socket = spec.withSocket(Optional.of(Path.of("/run/mysqld/mysqld.sock")));
        assertThat(target.connector().jdbcUrl(socket)).isEqualTo("jdbc:mariadb://localhost:3306/sbtest");
        assertThat(target.connector().driverProperties(socket, PsMode.AUTO)).containsEntry("localSocket", "/run/mysqld/mysqld.sock")
                .containsEntry("useServerPrepStmts", "true");
        assertThat(MariaDbConnector.sslMode(SslMode.REQUIRE)).isEqualTo("trust");
        assertThat(MariaDbConnector.sslMode(SslMode.PREFER)).isEqualTo("disable");
    }

    @Test
    void aUserUrlKeepsItsOptionsAndLosesItsPassword() {
        ConnectionSpec url = spec.withUrl(Optional.of("jdbc:mariadb://h:3307/x?sslMode=trust&password=pw-in-url"));
        assertThat(target.connector().jdbcUrl(url)).isEqualTo("jdbc:mariadb://h:3307/x?sslMode=trust");
        assertThat(target.connector().driverProperties(url, PsMode.AUTO)).doesNotContainKey("sslMode")
                .containsEntry("password", "pw-Secret-3");
        assertThat(target.connector().manifest(url, PsMode.AUTO).toString()).doesNotContain("pw-in-url").doesNotContain("pw-Secret-3");
        assertThatThrownBy(() -> target.connector().jdbcUrl(spec.withUrl(Optional.of("jdbc:mysql://h/x"))))
                .isInstanceOf(UsageException.class).hasMessageContaining("target mariadb-example").hasMessageContaining("jdbc:mariadb:");
        assertThat(target.connector().driverProperties(spec.withProperties(Map.of("useServerPrepStmts", "false")), PsMode.AUTO))
                .containsEntry("useServerPrepStmts", "false");
    }

    @Test
    void classifiesErrorsLikeSysbench() {
        SQLException deadlock = new SQLTransactionRollbackException("Deadlock found", "40001", 1213);
        assertThat(target.errors().classify(deadlock, target.errors().defaultIgnored())).isEqualTo(ErrorClass.IGNORABLE);
        assertThat(target.errors().classify(new SQLException("no table", "42S02", 1146), target.errors().defaultIgnored()))
                .isEqualTo(ErrorClass.FATAL);
        SQLException killed = new SQLTimeoutException("Connection was killed", "70100", 1927);
        assertThat(target.errors().classify(killed, target.errors().defaultIgnored())).as("as the driver raises it")
                .isEqualTo(ErrorClass.CONNECTION);
        assertThat(target.errors().isConnectionLost(new SQLException("wrapped", "HY000", 0, new EOFException()))).isTrue();
    }

    /** As the built-in targets do, so that the result's manifest says whether the run was encrypted (tls.session). */
    @Test
    void settingsSayHowTheSessionIsEncrypted() {
        CannedJdbc tls = new CannedJdbc()
                .answer("SHOW GLOBAL VARIABLES", List.of("Variable_name", "Value"), List.of(List.of("version", "11.4.5-MariaDB")))
                .answer("SHOW SESSION STATUS", List.of("Variable_name", "Value"),
                        List.of(List.of("Ssl_cipher", "TLS_AES_256_GCM_SHA384"), List.of("Ssl_version", "TLSv1.3")));
        assertThat(target.inspector().settings(tls.connection())).containsEntry("version", "11.4.5-MariaDB")
                .containsEntry(ServerInfo.SESSION_TLS, "TLSv1.3 TLS_AES_256_GCM_SHA384");
        CannedJdbc plain = new CannedJdbc()
                .answer("SHOW SESSION STATUS", List.of("Variable_name", "Value"), List.of(List.of("Ssl_cipher", ""), List.of("Ssl_version", "")));
        assertThat(target.inspector().settings(plain.connection())).as("a refused SHOW GLOBAL VARIABLES costs only its own part")
                .containsOnly(Map.entry(ServerInfo.SESSION_TLS, "off"));
    }

    @Test
    void literalsWithBackslashesReadTheSameInEverySqlMode() {
        StringBuilder sql = new StringBuilder();
        target.dialect().literals().appendLiteral(sql, "it's");
        sql.append(' ');
        target.dialect().literals().appendLiteral(sql, "a\\b");
        assertThat(sql).hasToString("'it''s' _utf8mb4 X'615C62'");
        assertThat(target.dialect().quote("sbtest1")).isEqualTo("`sbtest1`");
    }
}
