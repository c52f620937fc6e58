package dev.dbbench.testing;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.cert.Certificate;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLSocket;

/**
 * A TLS key and self-signed certificate for tests, made with the JDK's keytool in a folder of the test's, so no
 * key or certificate that could expire lives in the repository. The certificate names only {@code 127.0.0.1}
 * (not {@code localhost}), so verify-full can be seen to pass and to fail.
 *
 * @param keyStore the PKCS#12 store holding the key
 * @param certificate the certificate as PEM, which also serves as the CA of the verify modes
 */
public record TlsServer(Path keyStore, Path certificate) {
    private static final String PASSWORD = "test-store";

    /** Generates the key and certificate in {@code dir}. */
    public static TlsServer create(Path dir) throws IOException, InterruptedException {
        Path store = dir.resolve("server.p12");
        String keytool = Path.of(System.getProperty("java.home"), "bin", "keytool").toString();
        Process p = new ProcessBuilder(List.of(keytool, "-genkeypair", "-keystore", store.toString(), "-storetype", "PKCS12",
                "-storepass", PASSWORD, "-alias", "server", "-keyalg", "EC", "-groupname", "secp256r1",
                "-dname", "CN=dbbench test server", "-ext", "SAN=IP:127.0.0.1", "-validity", "2"))
                .redirectErrorStream(true).start();
        String output = new String(p.getInputStream().readAllBytes());
        if (!p.waitFor(60, TimeUnit.SECONDS) || p.exitValue() != 0) {
            throw new IOException("keytool failed: " + output);
        }
        Path pem = dir.resolve("server.pem");
        try {
            Certificate cert = load(store).getCertificate("server");
            Files.writeString(pem, "-----BEGIN CERTIFICATE-----\n"
                    + Base64.getMimeEncoder(64, new byte[] {'\n'}).encodeToString(cert.getEncoded())
                    + "\n-----END CERTIFICATE-----\n");
        } catch (GeneralSecurityException e) {
            throw new IOException(e);
        }
        return new TlsServer(store, pem);
    }

    /**
     * Layers TLS, as the server side, over a plain socket the test accepted and spoke to in clear text first (as
     * a database server does after an SSL request).
     */
    public SSLSocket upgrade(Socket plain) throws IOException {
        SSLSocket s = (SSLSocket) context().getSocketFactory().createSocket(plain, null, plain.getPort(), true);
        s.setUseClientMode(false);
        return s;
    }

    private SSLContext context() throws IOException {
        try {
            KeyManagerFactory kmf = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
            kmf.init(load(keyStore), PASSWORD.toCharArray());
            SSLContext context = SSLContext.getInstance("TLS");
            context.init(kmf.getKeyManagers(), null, null);
            return context;
        } catch (GeneralSecurityException e) {
            throw new IOException(e);
        }
    }

    /** Echoes what arrives until the peer closes; for a thread of its own. */
    public static void echo(Socket s) {
        try (s; InputStream in = s.getInputStream(); OutputStream out = s.getOutputStream()) {
            byte[] buffer = new byte[8192];
            int n;
            while ((n = in.read(buffer)) > 0) {
                out.write(buffer, 0, n);
                out.flush();
            }
        } catch (IOException e) {
            // The client left; the test checks what it received.
        }
    }

    private static KeyStore load(Path store) throws IOException, GeneralSecurityException {
        KeyStore ks = KeyStore.getInstance("PKCS12");
        try (InputStream in = Files.newInputStream(store)) {
            ks.load(in, PASSWORD.toCharArray());
        }
        return ks;
    }
}
