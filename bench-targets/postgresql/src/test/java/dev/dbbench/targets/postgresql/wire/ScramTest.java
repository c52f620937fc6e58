package dev.dbbench.targets.postgresql.wire;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.SQLException;
import org.junit.jupiter.api.Test;

/** The example exchange of RFC 7677, section 3: user "user", password "pencil". */
class ScramTest {
    private static final String NONCE = "rOprNGfwEbeRWgbNEkqO";
    private static final String SERVER_FIRST = "r=rOprNGfwEbeRWgbNEkqO%hvYDpWUa2RaTCAfuxFIlj)hNlF$k0,s=W22ZaJ0SNY7soEsUEjb6gQ==,i=4096";
    private static final String CLIENT_FINAL = "c=biws,r=rOprNGfwEbeRWgbNEkqO%hvYDpWUa2RaTCAfuxFIlj)hNlF$k0,"
            + "p=dHzbZapWIk4jUhN+Ute9ytag9zjfMHgsqmmiz7AndVQ=";
    private static final String SERVER_FINAL = "v=6rriTRBi23WpRR/wtup+mMhUZUn/dB5nLTJRsjl95G4=";

    @Test
    void computesTheRfcsProofAndAcceptsItsServerSignature() throws SQLException {
        Scram scram = new Scram("user", "pencil", NONCE);
        assertThat(scram.clientFirst()).isEqualTo("n,,n=user,r=rOprNGfwEbeRWgbNEkqO");
        assertThat(scram.clientFinal(SERVER_FIRST)).isEqualTo(CLIENT_FINAL);
        assertThat(scram.verified()).isFalse();
        scram.verify(SERVER_FINAL);
        assertThat(scram.verified()).isTrue();
    }

    @Test
    void refusesAServerSignatureThatDoesNotMatch() throws SQLException {
        Scram scram = new Scram("user", "pencil", NONCE);
        scram.clientFinal(SERVER_FIRST);
        assertThatThrownBy(() -> scram.verify("v=7rriTRBi23WpRR/wtup+mMhUZUn/dB5nLTJRsjl95G4="))
                .isInstanceOf(SQLException.class).hasMessageContaining("signature does not match");
        assertThatThrownBy(() -> scram.verify("e=invalid-proof")).hasMessageContaining("invalid-proof");
    }

    @Test
    void aWrongPasswordGivesAnotherProof() throws SQLException {
        assertThat(new Scram("user", "pencil!", NONCE).clientFinal(SERVER_FIRST)).isNotEqualTo(CLIENT_FINAL);
    }

    @Test
    void refusesAServerNonceThatDoesNotExtendTheClients() {
        Scram scram = new Scram("user", "pencil", NONCE);
        assertThatThrownBy(() -> scram.clientFinal("r=someoneElse,s=W22ZaJ0SNY7soEsUEjb6gQ==,i=4096"))
                .isInstanceOf(SQLException.class).extracting(e -> ((SQLException) e).getSQLState()).isEqualTo("28000");
        assertThatThrownBy(() -> new Scram("user", "pencil", NONCE).clientFinal("r=" + NONCE + ",s=W22ZaJ0SNY7soEsUEjb6gQ==,i=4096"))
                .isInstanceOf(SQLException.class);
    }

    @Test
    void aFreshExchangeHasItsOwnNonceAndNoUser() {
        String first = Scram.start("pw").clientFirst();
        assertThat(first).matches("n,,n=,r=[A-Za-z0-9+/]{24}");
        assertThat(Scram.start("pw").clientFirst()).isNotEqualTo(first);
    }
}
