package dev.dbbench.wire;

import dev.dbbench.spi.target.ConnectionSpec;
import dev.dbbench.spi.target.SslMode;
import java.io.IOException;
import java.net.Socket;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.cert.X509Certificate;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLEngine;
import javax.net.ssl.SSLParameters;
import javax.net.ssl.TrustManager;
import javax.net.ssl.TrustManagerFactory;
import javax.net.ssl.X509ExtendedTrustManager;

/**
 * What {@code --ssl-mode} and {@code --ssl-ca} ask of a wire client, with the meanings libpq gives them:
 * {@code require} encrypts without checking the certificate, {@code verify-ca} checks it against {@code --ssl-ca}
 * (else the JVM's trust store), {@code verify-full} also checks that it names {@code --host}.
 *
 * @param mode           the requested mode
 * @param ca             the CA certificate file of the verify modes
 * @param preferEncrypts whether {@code prefer} encrypts when the server offers TLS; false where the target's
 *                       JDBC driver runs {@code prefer} in clear text, so the two clients of a target agree
 */
public record TlsPolicy(SslMode mode, Optional<Path> ca, boolean preferEncrypts) {
    /** Contexts by mode and CA file: building one reads the trust store, which is not for every connection. */
    private static final Map<String, SSLContext> CONTEXTS = new ConcurrentHashMap<>();

    public static TlsPolicy of(ConnectionSpec spec, boolean preferEncrypts) {
        return new TlsPolicy(spec.sslMode(), spec.sslCa(), preferEncrypts);
    }

    /** Whether to ask the server for TLS. */
    public boolean asks() {
        return switch (mode) {
            case DISABLE -> false;
            case PREFER -> preferEncrypts;
            case REQUIRE, VERIFY_CA, VERIFY_FULL -> true;
        };
    }

    /** Whether a server without TLS is refused rather than spoken to in clear text. */
    public boolean requires() {
        return mode == SslMode.REQUIRE || verifies();
    }

    /** Whether the server's certificate is checked. */
    public boolean verifies() {
        return mode == SslMode.VERIFY_CA || mode == SslMode.VERIFY_FULL;
    }

    /** The refusal of a server that does not offer TLS, naming the way out. */
    public String notOffered(String peer) {
        return "the server at " + peer + " does not offer TLS, but --ssl-mode is " + mode.cliName()
                + "; give --ssl-mode prefer or disable, or enable TLS on the server";
    }

    /** A client engine for {@code host:port} under this policy; {@code host} is what verify-full checks. */
    SSLEngine engine(String host, int port) throws IOException {
        SSLEngine engine = context().createSSLEngine(host, port);
        engine.setUseClientMode(true);
        if (mode == SslMode.VERIFY_FULL) {
            SSLParameters p = engine.getSSLParameters();
            p.setEndpointIdentificationAlgorithm("HTTPS");
            engine.setSSLParameters(p);
        }
        return engine;
    }

    private SSLContext context() throws IOException {
        String key = verifies() ? ca.map(Path::toString).orElse("<jvm>") : "<none>";
        try {
            SSLContext found = CONTEXTS.get(key);
            if (found == null) {
                SSLContext c = SSLContext.getInstance("TLS");
                c.init(null, verifies() ? trustManagers() : new TrustManager[] {new TrustingAnyone()}, null);
                CONTEXTS.putIfAbsent(key, c);
                found = CONTEXTS.get(key);
            }
            return found;
        } catch (GeneralSecurityException e) {
            throw new IOException("cannot set up TLS: " + e.getMessage(), e);
        }
    }

    /** The trust of {@code --ssl-ca} (PEM or DER, one certificate or a bundle), else the JVM's default. */
    private TrustManager[] trustManagers() throws GeneralSecurityException {
        TrustManagerFactory f = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        f.init(ca.map(file -> CaCertificates.trustStore(file, KeyStore.getDefaultType())).orElse(null));
        return f.getTrustManagers();
    }

    /** {@code require}: encryption against eavesdropping only, as libpq's and sysbench's require mean. */
    private static final class TrustingAnyone extends X509ExtendedTrustManager {
        @Override
        public void checkClientTrusted(X509Certificate[] chain, String authType, Socket socket) {
        }

        @Override
        public void checkServerTrusted(X509Certificate[] chain, String authType, Socket socket) {
        }

        @Override
        public void checkClientTrusted(X509Certificate[] chain, String authType, SSLEngine engine) {
        }

        @Override
        public void checkServerTrusted(X509Certificate[] chain, String authType, SSLEngine engine) {
        }

        @Override
        public void checkClientTrusted(X509Certificate[] chain, String authType) {
        }

        @Override
        public void checkServerTrusted(X509Certificate[] chain, String authType) {
        }

        @Override
        public X509Certificate[] getAcceptedIssuers() {
            return new X509Certificate[0];
        }
    }
}
