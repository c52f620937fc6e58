package dev.dbbench.targets.postgresql.wire;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.sql.SQLException;
import java.util.Arrays;
import java.util.Base64;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * The client side of SCRAM-SHA-256 (RFC 5802, RFC 7677) without channel binding (GS2 header {@code n,,}), over
 * plain TCP or TLS alike; the server accepts it under TLS too, where it would also offer SCRAM-SHA-256-PLUS. The password is used as its UTF-8 bytes, which is what SASLprep makes of any ASCII
 * password. One exchange per instance; used by one thread.
 */
final class Scram {
    static final String MECHANISM = "SCRAM-SHA-256";
    /** Far above PostgreSQL's default of 4096: a larger count is a server stalling the client. */
    private static final int MAX_ITERATIONS = 10_000_000;
    /** The SQLSTATE of an authentication that failed (invalid_authorization_specification). */
    private static final String REFUSED = "28000";
    private static final SecureRandom RANDOM = new SecureRandom();

    private final byte[] password;
    private final String clientNonce;
    private final String clientFirstBare;
    private byte[] serverSignature;
    private boolean verified;

    /**
     * An exchange with a given nonce, as the RFC's example needs; {@code user} goes into the client-first message,
     * where PostgreSQL ignores it in favour of the start-up message's.
     */
    Scram(String user, String password, String clientNonce) {
        this.password = password.getBytes(StandardCharsets.UTF_8);
        this.clientNonce = clientNonce;
        this.clientFirstBare = "n=" + user.replace("=", "=3D").replace(",", "=2C") + ",r=" + clientNonce;
    }

    /** An exchange with a fresh random nonce of 18 bytes, as libpq's. */
    static Scram start(String password) {
        byte[] nonce = new byte[18];
        RANDOM.nextBytes(nonce);
        return new Scram("", password, Base64.getEncoder().encodeToString(nonce));
    }

    /** The client-first message: no channel binding ({@code n,,}), the user and the nonce. */
    String clientFirst() {
        return "n,," + clientFirstBare;
    }

    /** The client-final message with the proof, for the server-first message; remembers the signature to expect. */
    String clientFinal(String serverFirst) throws SQLException {
        String nonce = attribute(serverFirst, 'r');
        String salt = attribute(serverFirst, 's');
        String iterations = attribute(serverFirst, 'i');
        if (serverFirst.startsWith("m=") || !nonce.startsWith(clientNonce) || nonce.length() == clientNonce.length()) {
            throw new SQLException("SCRAM: the server's first message is not valid for this exchange", REFUSED);
        }
        byte[] salted;
        try {
            int count = Integer.parseInt(iterations);
            if (count < 1 || count > MAX_ITERATIONS) {
                throw new SQLException("SCRAM: the server asks for " + count + " iterations", REFUSED);
            }
            salted = hi(Base64.getDecoder().decode(salt), count);
        } catch (IllegalArgumentException e) {
            throw new SQLException("SCRAM: the server's first message is malformed", REFUSED, e);
        } finally {
            Arrays.fill(password, (byte) 0);
        }
        String withoutProof = "c=biws,r=" + nonce;
        byte[] authMessage = (clientFirstBare + "," + serverFirst + "," + withoutProof).getBytes(StandardCharsets.UTF_8);
        byte[] clientKey = hmac(salted, "Client Key".getBytes(StandardCharsets.US_ASCII));
        byte[] proof = hmac(sha256(clientKey), authMessage);
        for (int i = 0; i < proof.length; i++) {
            proof[i] ^= clientKey[i];
        }
        serverSignature = hmac(hmac(salted, "Server Key".getBytes(StandardCharsets.US_ASCII)), authMessage);
        return withoutProof + ",p=" + Base64.getEncoder().encodeToString(proof);
    }

    /** Checks the server-final message: a server that proves it knows the password, or an error. */
    void verify(String serverFinal) throws SQLException {
        if (serverSignature == null) {
            throw new SQLException("SCRAM: the server's final message came before its first", REFUSED);
        }
        if (serverFinal.startsWith("e=")) {
            throw new SQLException("SCRAM: the server refused the exchange: " + serverFinal.substring(2), REFUSED);
        }
        byte[] given;
        try {
            given = Base64.getDecoder().decode(attribute(serverFinal, 'v'));
        } catch (IllegalArgumentException e) {
            throw new SQLException("SCRAM: the server's final message is malformed", REFUSED, e);
        }
        if (!MessageDigest.isEqual(serverSignature, given)) {
            throw new SQLException("SCRAM: the server's signature does not match; it is not the server that holds"
                    + " this password, or something between changed the exchange", REFUSED);
        }
        verified = true;
    }

    /** Whether the server proved it knows the password; a login that ends before that is not to be trusted. */
    boolean verified() {
        return verified;
    }

    /** The value of attribute {@code name} in a comma-separated SCRAM message, or "" when absent. */
    private static String attribute(String message, char name) {
        for (String part : message.split(",")) {
            if (part.length() >= 2 && part.charAt(0) == name && part.charAt(1) == '=') {
                return part.substring(2);
            }
        }
        return "";
    }

    /** PBKDF2 with HMAC-SHA-256 for one 32-byte block (RFC 5802's Hi). */
    private byte[] hi(byte[] salt, int iterations) {
        Mac mac = mac(password);
        mac.update(salt);
        byte[] u = mac.doFinal(new byte[] {0, 0, 0, 1});
        byte[] result = u.clone();
        for (int i = 1; i < iterations; i++) {
            u = mac.doFinal(u);
            for (int j = 0; j < result.length; j++) {
                result[j] ^= u[j];
            }
        }
        return result;
    }

    private static byte[] hmac(byte[] key, byte[] text) {
        return mac(key).doFinal(text);
    }

    private static Mac mac(byte[] key) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(key, "HmacSHA256"));
            return mac;
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 is part of every Java runtime", e);
        }
    }

    private static byte[] sha256(byte[] data) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(data);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
        }
    }
}
