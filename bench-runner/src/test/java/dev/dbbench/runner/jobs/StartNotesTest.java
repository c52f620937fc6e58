package dev.dbbench.runner.jobs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.plugin.Plugins;
import dev.dbbench.spi.target.ConnectionSpec;
import dev.dbbench.spi.target.Secret;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The default {@code --ssl-mode prefer} encrypts on a MySQL server that offers TLS, where sysbench runs in clear text:
 * the run says so once, with the option that makes both alike.
 */
class StartNotesTest {
    private static final Optional<String> TLS13 = Optional.of("TLSv1.3 TLS_AES_256_GCM_SHA384");

    @Test
    void aMySqlSessionThatPreferEncryptedGetsTheNote() {
        assertThat(StartNotes.encrypted(target("mysql", false), TLS13)).contains("mysql: this run is encrypted (TLSv1.3), as"
                + " --ssl-mode prefer found the server offers TLS; sysbench runs in clear text unless --mysql-ssl=on: give"
                + " --ssl-mode disable to compare with its defaults");
        assertThat(StartNotes.encrypted(target("aurora-mysql", false), TLS13)).isPresent();
    }

    @Test
    void noNoteWhenTheModeWasChosenOrTheSessionIsInClearTextOrTheToolEncryptsToo() {
        assertThat(StartNotes.encrypted(target("mysql", true), TLS13)).as("--ssl-mode given").isEmpty();
        assertThat(StartNotes.encrypted(target("mysql", false), Optional.of("off"))).as("clear text").isEmpty();
        assertThat(StartNotes.encrypted(target("mysql", false), Optional.empty())).as("unknown").isEmpty();
        assertThat(StartNotes.encrypted(target("postgresql", false), TLS13)).as("pgbench encrypts under prefer too").isEmpty();
    }

    private static ResolvedTarget target(String id, boolean sslModeGiven) {
        return new ResolvedTarget(id, Plugins.builtIn().target(id), ConnectionSpec.of("127.0.0.1", 1, "u", Secret.of("p"), "d"),
                List.of(), Map.of(), Optional.empty(), sslModeGiven);
    }
}
