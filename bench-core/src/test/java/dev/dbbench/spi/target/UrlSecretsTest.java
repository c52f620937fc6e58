package dev.dbbench.spi.target;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dbbench.spi.UsageException;
import org.junit.jupiter.api.Test;

class UrlSecretsTest {

    @Test
    void userInfoPasswordMovesToTheSecrets() {
        UrlSecrets s = UrlSecrets.split("jdbc:mysql://bob:s%40cret@db.example:3306/sbtest?useSSL=false", false);
        assertThat(s.url()).isEqualTo("jdbc:mysql://bob@db.example:3306/sbtest?useSSL=false");
        assertThat(s.secrets()).containsExactly(java.util.Map.entry("password", "s@cret"));
        assertThat(s.sets("usessl")).isTrue();
        assertThat(s.sets("user")).isTrue();
    }

    @Test
    void everyPasswordParameterIsRemovedAndTheRestKeptInOrder() {
        UrlSecrets s = UrlSecrets.split(
                "jdbc:postgresql://db/x?ssl=true&password=a+b&sslpassword=k&ApplicationName=me", true);
        assertThat(s.url()).isEqualTo("jdbc:postgresql://db/x?ssl=true&ApplicationName=me");
        assertThat(s.secrets()).containsEntry("password", "a b").containsEntry("sslpassword", "k");
        assertThat(s.parameters()).containsExactlyInAnyOrder("ssl", "ApplicationName");
        assertThat(s.sets("applicationname")).isTrue();
        assertThat(s.sets("password")).isTrue();
        assertThat(s.sets("user")).isFalse();
    }

    @Test
    void plusIsKeptForDriversThatKeepIt() {
        assertThat(UrlSecrets.split("jdbc:mysql://h/db?password=a+b%2B", false).secrets())
                .containsEntry("password", "a+b+");
    }

    @Test
    void aUrlWithoutSecretsIsUnchanged() {
        String url = "jdbc:mysql://user@[::1]:3306/db";
        UrlSecrets s = UrlSecrets.split(url, false);
        assertThat(s.url()).isEqualTo(url);
        assertThat(s.secrets()).isEmpty();
        assertThat(s.parameters()).containsExactly("user");
    }

    @Test
    void aColonAfterTheAtSignIsAPortNotAPassword() {
        UrlSecrets s = UrlSecrets.split("jdbc:mysql://user@host:3306/db", false);
        assertThat(s.url()).isEqualTo("jdbc:mysql://user@host:3306/db");
        assertThat(s.secrets()).isEmpty();
    }

    @Test
    void passwordsInsideHostSectionsAreRefused() {
        assertThatThrownBy(() -> UrlSecrets.split("jdbc:mysql://(host=a,password=x)/db", false))
                .isInstanceOf(UsageException.class)
                .hasMessageContaining("--password-env")
                .hasMessageNotContaining("x)");
    }

    @Test
    void malformedEscapesAreKeptAsWritten() {
        assertThat(UrlSecrets.decode("100%zz%4", false)).isEqualTo("100%zz%4");
        assertThat(UrlSecrets.decode("%E2%82%AC€", false)).isEqualTo("€€");
    }
}
