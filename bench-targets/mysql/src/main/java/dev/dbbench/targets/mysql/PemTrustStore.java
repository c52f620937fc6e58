package dev.dbbench.targets.mysql;

import dev.dbbench.config.UsageException;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.MessageDigest;
import java.security.cert.Certificate;
import java.security.cert.CertificateFactory;
import java.util.Collection;
import java.util.HexFormat;

/**
 * A PKCS#12 trust store made from a PEM (or DER) CA file, because Connector/J reads CA certificates
 * only from key stores. The store is written to the temp directory under a name derived from the
 * certificate bytes, so every connection of a run reuses one file without any shared state here, and
 * a changed CA file yields a new store.
 *
 * @param path the trust store file
 */
public record PemTrustStore(Path path) {
    public static final String TYPE = "PKCS12";
    /**
     * The store holds public certificates only, so its password protects nothing; the format merely
     * demands one.
     */
    public static final String STORE_PASSWORD = "dbbench-public-ca";

    /** Builds (or reuses) the trust store for {@code caFile}; an unreadable file is a usage error. */
    public static PemTrustStore of(Path caFile) {
        try {
            byte[] pem = Files.readAllBytes(caFile);
            Collection<? extends Certificate> certs = CertificateFactory.getInstance("X.509")
                    .generateCertificates(new ByteArrayInputStream(pem));
            if (certs.isEmpty()) {
                throw new GeneralSecurityException("no certificate found");
            }
            Path store = Path.of(System.getProperty("java.io.tmpdir"), "dbbench-ca-" + digest(pem) + ".p12");
            if (!Files.exists(store)) {
                write(certs, store);
            }
            return new PemTrustStore(store);
        } catch (IOException | GeneralSecurityException e) {
            throw new UsageException("--ssl-ca " + caFile + " is not a readable PEM or DER certificate file ("
                    + e.getMessage() + "); give the CA certificate the server's certificate is signed with", e);
        }
    }

    /** Writes to a private temp file first, then renames, so concurrent connects never read half a store. */
    private static void write(Collection<? extends Certificate> certs, Path store)
            throws IOException, GeneralSecurityException {
        KeyStore ks = KeyStore.getInstance(TYPE);
        ks.load(null, null);
        int i = 0;
        for (Certificate cert : certs) {
            ks.setCertificateEntry("ca-" + i++, cert);
        }
        Path tmp = Files.createTempFile(store.getParent(), "dbbench-ca-", ".tmp");
        try (OutputStream out = Files.newOutputStream(tmp)) {
            ks.store(out, STORE_PASSWORD.toCharArray());
        }
        Files.move(tmp, store, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    }

    private static String digest(byte[] bytes) throws GeneralSecurityException {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes), 0, 12);
    }
}
