package dev.dbbench.targets.mysql.wire;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.MessageDigest;
import java.security.PublicKey;
import java.security.spec.X509EncodedKeySpec;
import java.util.Arrays;
import java.util.Base64;
import javax.crypto.Cipher;

/**
 * The password proofs of the two authentication plugins this client speaks, from the password and the
 * server's 20-byte nonce (its "scramble"). An empty password is answered with an empty proof, as every
 * MySQL client does. Stateless.
 */
final class Scramble {
    static final String NATIVE = "mysql_native_password";
    static final String CACHING_SHA2 = "caching_sha2_password";
    static final int SEED_LENGTH = 20;
    /** MySQL 8.0.5 and later decrypt the password with OAEP; only the 8.0.4 release candidate used PKCS#1 v1.5. */
    private static final String RSA = "RSA/ECB/OAEPWithSHA-1AndMGF1Padding";

    private Scramble() {
    }

    /** mysql_native_password: {@code SHA1(password) XOR SHA1(seed + SHA1(SHA1(password)))}. */
    static byte[] nativePassword(byte[] password, byte[] seed) {
        if (password.length == 0) {
            return new byte[0];
        }
        MessageDigest sha1 = digest("SHA-1");
        byte[] stage1 = sha1.digest(password);
        byte[] stage2 = sha1.digest(stage1);
        sha1.update(seed, 0, Math.min(SEED_LENGTH, seed.length));
        sha1.update(stage2);
        return xor(stage1, sha1.digest());
    }

    /** caching_sha2_password: {@code SHA256(password) XOR SHA256(SHA256(SHA256(password)) + seed)}. */
    static byte[] cachingSha2(byte[] password, byte[] seed) {
        if (password.length == 0) {
            return new byte[0];
        }
        MessageDigest sha256 = digest("SHA-256");
        byte[] stage1 = sha256.digest(password);
        byte[] stage2 = sha256.digest(stage1);
        sha256.update(stage2);
        sha256.update(seed, 0, Math.min(SEED_LENGTH, seed.length));
        return xor(stage1, sha256.digest());
    }

    /**
     * caching_sha2_password's full authentication without TLS: the password, NUL-terminated and XOR-ed with
     * the seed, encrypted with the server's RSA public key ({@code pem}, as the server sends it).
     */
    static byte[] encryptPassword(byte[] password, byte[] seed, String pem) throws GeneralSecurityException {
        byte[] clear = Arrays.copyOf(password, password.length + 1);
        for (int i = 0; i < clear.length; i++) {
            clear[i] ^= seed[i % Math.min(SEED_LENGTH, seed.length)];
        }
        try {
            Cipher cipher = Cipher.getInstance(RSA);
            cipher.init(Cipher.ENCRYPT_MODE, publicKey(pem));
            return cipher.doFinal(clear);
        } finally {
            Arrays.fill(clear, (byte) 0);
        }
    }

    /** A PEM {@code PUBLIC KEY} (X.509 SubjectPublicKeyInfo), the form MySQL sends. */
    static PublicKey publicKey(String pem) throws GeneralSecurityException {
        String begin = "-----BEGIN PUBLIC KEY-----";
        int from = pem.indexOf(begin);
        int to = pem.indexOf("-----END PUBLIC KEY-----");
        if (from < 0 || to < from) {
            throw new GeneralSecurityException("the server's RSA key is not a PEM PUBLIC KEY");
        }
        byte[] der = Base64.getMimeDecoder().decode(pem.substring(from + begin.length(), to).getBytes(StandardCharsets.US_ASCII));
        return KeyFactory.getInstance("RSA").generatePublic(new X509EncodedKeySpec(der));
    }

    private static byte[] xor(byte[] a, byte[] b) {
        byte[] out = new byte[a.length];
        for (int i = 0; i < a.length; i++) {
            out[i] = (byte) (a[i] ^ b[i]);
        }
        return out;
    }

    private static MessageDigest digest(String algorithm) {
        try {
            return MessageDigest.getInstance(algorithm);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(algorithm + " is part of every Java runtime", e);
        }
    }
}
