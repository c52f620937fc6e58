package dev.dbbench.cli.vendors;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.cli.Cli;
import dev.dbbench.testing.TestServers;
import dev.dbbench.testing.TestServers.Kind;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code info} prints one settings table for the three kinds of server side by side, absent settings marked. */
class InfoIT {

    @Test
    void printsTheSettingsOfAllThreeServerKinds() {
        TestServers.Server mysql = TestServers.require(Kind.MYSQL);
        TestServers.Server postgres = TestServers.require(Kind.POSTGRES);
        TestServers.Server oceanbase = TestServers.require(Kind.OCEANBASE);
        Cli info = Cli.run(Cli.args(List.of("info"), mysql.cliArgs(), postgres.cliArgs(), oceanbase.cliArgs(),
                mysql.cliArgs("aurora-mysql"), List.of("--name", "aurora")));
        assertThat(info.exitCode()).as(info.toString()).isZero();
        assertThat(info.out()).contains("innodb_buffer_pool_size", "shared_buffers", "memory_limit", "ob_query_timeout",
                "(absent)", "OceanBase", "PostgreSQL");
        assertThat(line(info.out(), "product")).contains("OceanBase").contains("PostgreSQL");
        assertThat(line(info.out(), "url")).contains("jdbc:aws-wrapper:mysql://");
    }

    private static String line(String out, String first) {
        return out.lines().filter(l -> l.startsWith(first + " ")).findFirst().orElse("");
    }
}
