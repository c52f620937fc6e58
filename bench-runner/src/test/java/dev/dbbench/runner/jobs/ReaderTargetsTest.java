package dev.dbbench.runner.jobs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dbbench.spi.UsageException;
import dev.dbbench.spi.target.ConnectionSpec;
import dev.dbbench.spi.target.Secret;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class ReaderTargetsTest {
    private static final ConnectionSpec WRITER = ConnectionSpec.of("db1", 3306, "bench", Secret.of("pw"), "sbtest")
            .withUrl(Optional.of("jdbc:mysql://db1:3306/sbtest"));

    @Test
    void aReaderIsTheWritersConnectionOnItsOwnHostAndPort() {
        ReaderTargets r = ReaderTargets.of("mysql", List.of("db2:3307", "db3"), true, false, WRITER);

        assertThat(r.names()).containsExactly("db2:3307", "db3");
        assertThat(r.specs().get(0).host()).isEqualTo("db2");
        assertThat(r.specs().get(0).port()).isEqualTo(3307);
        assertThat(r.specs().get(0).url()).as("the writer's URL names the writer").isEmpty();
        assertThat(r.specs().get(1).port()).isEqualTo(3306);
        assertThat(r.specs().get(1).user()).isEqualTo("bench");
        assertThat(r.specs().get(1).database()).isEqualTo("sbtest");
    }

    @Test
    void routingWithoutAReaderIsRefusedWithTheFix() {
        assertThatThrownBy(() -> ReaderTargets.of("mysql", List.of(), true, false, WRITER)).isInstanceOf(UsageException.class)
                .hasMessage("--route-reads is given for --target mysql but no reader is; add --reader-host HOST[:PORT] for each"
                        + " replica or reader endpoint");
        assertThatThrownBy(() -> ReaderTargets.of("mysql", List.of("db2"), false, true, WRITER)).isInstanceOf(UsageException.class)
                .hasMessage("--read-your-writes checks the reads routed to the readers of --target mysql; add --route-reads");
    }

    @Test
    void aBadReaderIsNamed() {
        assertThatThrownBy(() -> ReaderTargets.of("mysql", List.of("db2:0"), false, false, WRITER)).isInstanceOf(UsageException.class)
                .hasMessage("--reader-host db2:0 has no valid port; give HOST or HOST:PORT with a port from 1 to 65535");
        assertThatThrownBy(() -> ReaderTargets.of("mysql", List.of(":3306"), false, false, WRITER)).isInstanceOf(UsageException.class)
                .hasMessage("--reader-host :3306 names no host; give HOST or HOST:PORT");
        assertThatThrownBy(() -> ReaderTargets.of("mysql", List.of("db2", "db2"), false, false, WRITER))
                .isInstanceOf(UsageException.class).hasMessageContaining("given twice");
    }
}
