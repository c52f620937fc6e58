package dev.dbbench.targets.mysql;

import dev.dbbench.spi.UsageException;
import dev.dbbench.wire.CaCertificates;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.MessageDigest;
import java.util.Collections;
import java.util.HexFormat;
import java.util.List;

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
        KeyStore certs = CaCertificates.trustStore(caFile, TYPE);
        try {
            Path store = Path.of(System.getProperty("java.io.tmpdir"), "dbbench-ca-" + digest(certs) + ".p12");
            if (!Files.exists(store)) {
                write(certs, store);
            }
            return new PemTrustStore(store);
        } catch (IOException | GeneralSecurityException e) {
            throw new UsageException("--ssl-ca " + caFile + ": cannot write its trust store for Connector/J (" + e.getMessage()
                    + "); check that the temp directory " + System.getProperty("java.io.tmpdir") + " is writable", e);
        }
    }

    /** Writes to a private temp file first, then renames, so concurrent connects never read half a store. */
    private static void write(KeyStore certs, Path store) throws IOException, GeneralSecurityException {
        Path tmp = Files.createTempFile(store.getParent(), "dbbench-ca-", ".tmp");
        try (OutputStream out = Files.newOutputStream(tmp)) {
            certs.store(out, STORE_PASSWORD.toCharArray());
        }
        Files.move(tmp, store, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    }

    /** A name for the certificates themselves: the same CA gives the same store, a changed one a new store. */
    private static String digest(KeyStore certs) throws GeneralSecurityException {
        MessageDigest sha = MessageDigest.getInstance("SHA-256");
        List<String> aliases = Collections.list(certs.aliases());
        Collections.sort(aliases);
        for (String alias : aliases) {
            sha.update(certs.getCertificate(alias).getEncoded());
        }
        return HexFormat.of().formatHex(sha.digest(), 0, 12);
    }
}
