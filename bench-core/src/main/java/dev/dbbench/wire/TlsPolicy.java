package dev.dbbench.wire;

import dev.dbbench.spi.target.ConnectionSpec;
import dev.dbbench.spi.target.SslMode;
import io.netty.internal.tcnative.SSL;
import java.io.IOException;
import java.net.Socket;
import java.nio.channels.SocketChannel;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.cert.X509Certificate;
import java.util.Arrays;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLEngine;
import javax.net.ssl.SSLParameters;
import javax.net.ssl.TrustManager;
import javax.net.ssl.TrustManagerFactory;
import javax.net.ssl.X509ExtendedTrustManager;
import javax.net.ssl.X509TrustManager;

/**
 * What {@code --ssl-mode} and {@code --ssl-ca} ask of a wire client, with the meanings libpq gives them:
 * {@code require} encrypts without checking the certificate, {@code verify-ca} checks it against {@code --ssl-ca}
 * (else the JVM's trust store), {@code verify-full} also checks that it names {@code --host}. Connections
 * encrypt with BoringSSL, whose cost per record is OpenSSL's, where its native library loads; else, and under
 * {@code verify-full}, whose host name check is the JDK's, with the JDK's provider ({@link #provider()}).
 *
 * @param mode           the requested mode
 * @param ca             the CA certificate file of the verify modes
 * @param preferEncrypts whether {@code prefer} encrypts when the server offers TLS; false where the target's
 *                       JDBC driver runs {@code prefer} in clear text, so the two clients of a target agree
 */
public record TlsPolicy(SslMode mode, Optional<Path> ca, boolean preferEncrypts) {
    /** Contexts by mode and CA file: building one reads the trust store, which is not for every connection. */
    private static final Map<String, SSLContext> CONTEXTS = new ConcurrentHashMap<>();
    /** BoringSSL's contexts, by the same keys; they live as long as the process. */
    private static final Map<String, Long> NATIVE_CONTEXTS = new ConcurrentHashMap<>();

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

    /** Whether BoringSSL encrypts under this policy, rather than the JDK's provider. */
    public boolean nativeTls() {
        return mode != SslMode.VERIFY_FULL && OpenSsl.serves();
    }

    /**
     * Which implementation encrypts, for the manifest: BoringSSL with its version, or the JDK's provider and why
     * BoringSSL does not serve.
     */
    public String provider() {
        if (nativeTls()) {
            return OpenSsl.describe();
        }
        String jdk = "JDK " + System.getProperty("java.version");
        if (mode == SslMode.VERIFY_FULL) {
            return jdk + " (verify-full checks the host name with the JDK)";
        }
        return jdk + OpenSsl.unavailable().map(why -> " (" + why + ")").orElse("");
    }

    /** TLS for a connection to {@code host:port} on {@code channel}, by the implementation {@link #provider} names. */
    TlsLink link(String host, int port, SocketChannel channel) throws IOException {
        if (nativeTls()) {
            return new OpenSslLink(nativeContext(), channel, host);
        }
        return new JdkTlsLink(engine(host, port), channel);
    }

    private String contextKey() {
        return verifies() ? ca.map(Path::toString).orElse("<jvm>") : "<none>";
    }

    private long nativeContext() throws IOException {
        String key = contextKey();
        Long found = NATIVE_CONTEXTS.get(key);
        if (found != null) {
            return found;
        }
        synchronized (NATIVE_CONTEXTS) {
            found = NATIVE_CONTEXTS.get(key);
            if (found == null) {
                try {
                    Optional<X509TrustManager> trust = verifies() ? Arrays.stream(trustManagers())
                            .filter(X509TrustManager.class::isInstance).map(X509TrustManager.class::cast).findFirst()
                            : Optional.empty();
                    long c = io.netty.internal.tcnative.SSLContext.make(
                            SSL.SSL_PROTOCOL_TLSV1_2 | SSL.SSL_PROTOCOL_TLSV1_3, SSL.SSL_MODE_CLIENT);
                    io.netty.internal.tcnative.SSLContext.setVerify(c, SSL.SSL_CVERIFY_REQUIRED, 10);
                    io.netty.internal.tcnative.SSLContext.setCertVerifyCallback(c, new CertificateCheck(trust));
                    found = c;
                    NATIVE_CONTEXTS.put(key, found);
                } catch (GeneralSecurityException e) {
                    throw new IOException("cannot set up TLS: " + e.getMessage(), e);
                } catch (Exception e) {
                    throw new IOException("cannot set up BoringSSL: " + e.getMessage(), e);
                }
            }
            return found;
        }
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
        String key = contextKey();
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
