package dev.dbbench.wire;

import io.netty.internal.tcnative.CertificateVerifier;
import java.io.ByteArrayInputStream;
import java.security.cert.CertificateException;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.util.Optional;
import javax.net.ssl.X509TrustManager;

/**
 * BoringSSL's check of the server's certificate chain, by the JDK's trust manager of {@code --ssl-ca} (verify-ca),
 * or no check at all (require, prefer). Runs on the thread of the handshake, which reads the refusal afterwards.
 */
final class CertificateCheck extends CertificateVerifier {
    /** TLS 1.3 names no key exchange; this asks the certificate for the digital signature both versions use. */
    private static final String AUTH_TYPE = "UNKNOWN";
    private static final ThreadLocal<String> REFUSAL = new ThreadLocal<>();

    private final Optional<X509TrustManager> trust;

    /** @param trust the trust that checks the chain; empty trusts any certificate */
    CertificateCheck(Optional<X509TrustManager> trust) {
        this.trust = trust;
    }

    @Override
    public int verify(long ssl, byte[][] chain, String authMethod) {
        if (trust.isEmpty()) {
            return X509_V_OK;
        }
        try {
            CertificateFactory factory = CertificateFactory.getInstance("X.509");
            X509Certificate[] certificates = new X509Certificate[chain.length];
            for (int i = 0; i < chain.length; i++) {
                certificates[i] = (X509Certificate) factory.generateCertificate(new ByteArrayInputStream(chain[i]));
            }
            trust.get().checkServerTrusted(certificates, AUTH_TYPE);
            return X509_V_OK;
        } catch (CertificateException | RuntimeException e) {
            REFUSAL.set(e.getMessage());
            return X509_V_ERR_CERT_UNTRUSTED;
        }
    }

    /** Why the last check on this thread refused the server, once; null when none did. */
    static String lastRefusal() {
        String r = REFUSAL.get();
        REFUSAL.remove();
        return r;
    }
}
