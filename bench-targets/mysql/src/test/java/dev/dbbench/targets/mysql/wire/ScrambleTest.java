package dev.dbbench.targets.mysql.wire;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.util.Arrays;
import java.util.Base64;
import java.util.HexFormat;
import javax.crypto.Cipher;
import org.junit.jupiter.api.Test;

/**
 * The proofs against vectors computed apart from this code, with Python's hashlib:
 * {@code SHA1(pw) XOR SHA1(seed + SHA1(SHA1(pw)))} and {@code SHA256(pw) XOR SHA256(SHA256(SHA256(pw)) + seed)}.
 */
class ScrambleTest {
    private static final byte[] SEED = new byte[] {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20};
    private static final byte[] LETTERS = "abcdefghijklmnopqrst".getBytes(StandardCharsets.US_ASCII);

    @Test
    void nativePasswordMatchesAVectorComputedElsewhere() {
        assertThat(hex(Scramble.nativePassword(utf8("pencil"), SEED))).isEqualTo("cf61fc4b84338d2884baac2131c29caedc133246");
        assertThat(hex(Scramble.nativePassword(utf8("caf\u00e9"), LETTERS))).isEqualTo("3f5d902f1314698fd8a9217946ad74bb1c37e353");
    }

    @Test
    void cachingSha2MatchesAVectorComputedElsewhere() {
        assertThat(hex(Scramble.cachingSha2(utf8("pencil"), SEED)))
                .isEqualTo("804b188f4565dae5617113370e156183c91cfef6dd4714585f8d465f2150b271");
        assertThat(hex(Scramble.cachingSha2(utf8("caf\u00e9"), LETTERS)))
                .isEqualTo("dcfef3d16372ef3da32dbb63babc612ec3553759679b1f919c3d38f9f0d8b83b");
    }

    @Test
    void aSeedWithTheGreetingsTrailingNulGivesTheSameProof() {
        byte[] withNul = Arrays.copyOf(SEED, 21);
        assertThat(Scramble.nativePassword(utf8("pencil"), withNul)).isEqualTo(Scramble.nativePassword(utf8("pencil"), SEED));
        assertThat(Scramble.cachingSha2(utf8("pencil"), withNul)).isEqualTo(Scramble.cachingSha2(utf8("pencil"), SEED));
    }

    @Test
    void anEmptyPasswordIsAnEmptyProof() {
        assertThat(Scramble.nativePassword(new byte[0], SEED)).isEmpty();
        assertThat(Scramble.cachingSha2(new byte[0], SEED)).isEmpty();
    }

    /** What the server does with the encrypted password: decrypt with OAEP, XOR with the seed, find it NUL-terminated. */
    @Test
    void theFullAuthenticationPasswordDecryptsWithTheServersKey() throws GeneralSecurityException {
        KeyPair pair = KeyPairGenerator.getInstance("RSA").generateKeyPair();
        String pem = pem(pair);
        byte[] sent = Scramble.encryptPassword(utf8("a password longer than the twenty bytes of seed"), SEED, pem);
        Cipher cipher = Cipher.getInstance("RSA/ECB/OAEPWithSHA-1AndMGF1Padding");
        cipher.init(Cipher.DECRYPT_MODE, pair.getPrivate());
        byte[] clear = cipher.doFinal(sent);
        for (int i = 0; i < clear.length; i++) {
            clear[i] ^= SEED[i % SEED.length];
        }
        assertThat(new String(clear, StandardCharsets.UTF_8)).isEqualTo("a password longer than the twenty bytes of seed\0");
    }

    @Test
    void refusesAKeyThatIsNotAPemPublicKey() {
        assertThatThrownBy(() -> Scramble.encryptPassword(utf8("pw"), SEED, "-----BEGIN RSA PUBLIC KEY-----\nAAAA\n-----END RSA PUBLIC KEY-----"))
                .isInstanceOf(GeneralSecurityException.class).hasMessageContaining("PEM PUBLIC KEY");
    }

    static String pem(KeyPair pair) {
        return "-----BEGIN PUBLIC KEY-----\n" + Base64.getMimeEncoder(64, new byte[] {'\n'}).encodeToString(pair.getPublic().getEncoded())
                + "\n-----END PUBLIC KEY-----\n";
    }

    private static String hex(byte[] b) {
        return HexFormat.of().formatHex(b);
    }

    private static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }
}
