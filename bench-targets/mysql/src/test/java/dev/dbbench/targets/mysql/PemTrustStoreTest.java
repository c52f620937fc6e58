package dev.dbbench.targets.mysql;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dbbench.spi.UsageException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.security.cert.X509Certificate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PemTrustStoreTest {

    @Test
    void convertsAPemCaIntoAReusablePkcs12Store() throws Exception {
        Path pem = Path.of(getClass().getResource("/test-ca.pem").toURI());
        PemTrustStore store = PemTrustStore.of(pem);
        KeyStore ks = KeyStore.getInstance(PemTrustStore.TYPE);
        try (InputStream in = Files.newInputStream(store.path())) {
            ks.load(in, PemTrustStore.STORE_PASSWORD.toCharArray());
        }
        assertThat(ks.size()).isEqualTo(1);
        X509Certificate cert = (X509Certificate) ks.getCertificate(ks.aliases().nextElement());
        assertThat(cert.getSubjectX500Principal().getName()).isEqualTo("CN=dbbench test CA");
        assertThat(PemTrustStore.of(pem)).as("same CA, same store").isEqualTo(store);
    }

    @Test
    void aFileWithoutCertificatesIsAUsageError(@TempDir Path dir) throws Exception {
        Path notPem = Files.writeString(dir.resolve("ca.pem"), "not a certificate");
        assertThatThrownBy(() -> PemTrustStore.of(notPem)).isInstanceOf(UsageException.class)
                .hasMessageContaining("--ssl-ca").hasMessageContaining(notPem.toString());
        assertThatThrownBy(() -> PemTrustStore.of(dir.resolve("missing.pem"))).isInstanceOf(UsageException.class);
    }
}
