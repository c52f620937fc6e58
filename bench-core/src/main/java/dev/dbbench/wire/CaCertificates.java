package dev.dbbench.wire;

import dev.dbbench.spi.UsageException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.cert.Certificate;
import java.security.cert.CertificateFactory;
import java.util.Collection;

/** The CA certificates of {@code --ssl-ca}, read alike for every client that checks a server's certificate. */
public final class CaCertificates {

    private CaCertificates() {
    }

    /**
     * An in-memory trust store of {@code type} holding every certificate of {@code file} (PEM or DER, one
     * certificate or a bundle). A file that cannot be read or holds none is a usage error naming it.
     */
    public static KeyStore trustStore(Path file, String type) {
        try {
            Collection<? extends Certificate> certs;
            try (InputStream in = Files.newInputStream(file)) {
                certs = CertificateFactory.getInstance("X.509").generateCertificates(in);
            }
            if (certs.isEmpty()) {
                throw new GeneralSecurityException("no certificate found");
            }
            KeyStore store = KeyStore.getInstance(type);
            store.load(null, null);
            int i = 0;
            for (Certificate cert : certs) {
                store.setCertificateEntry("ca-" + i++, cert);
            }
            return store;
        } catch (IOException | GeneralSecurityException e) {
            throw new UsageException("--ssl-ca " + file + " is not a readable PEM or DER certificate file ("
                    + e.getMessage() + "); give the CA certificate the server's certificate is signed with", e);
        }
    }
}
