package dev.dbbench.testing;

import static dev.dbbench.testing.WireDriver.run;
import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.wire.WireConnection;
import java.io.IOException;

/**
 * What every wire client's integration test checks the same way, against a table holding (id, k) = (1, 1),
 * (2, 1), (3, 2), by the indexes of the statements the test opened the connection with.
 *
 * @param selectK       {@code SELECT k ... WHERE id = ?}
 * @param selectNegated {@code SELECT k ... WHERE id = 0 - ?}, where a negative value must stay a number
 * @param begin         {@code BEGIN}
 * @param updateK       {@code UPDATE ... SET k = k + 10 WHERE k = ?}
 * @param commit        {@code COMMIT}
 */
public record WireScenario(int selectK, int selectNegated, int begin, int updateK, int commit) {

    /** Rows found and not found, rows changed, and the server's transaction state through BEGIN ... COMMIT. */
    public void countsRowsAndChangesAndFollowsTheTransaction(WireConnection c) throws IOException {
        run(c, selectK, 1);
        assertThat((Throwable) c.error()).isNull();
        assertThat(c.rows()).isEqualTo(1);
        assertThat(c.affected()).isZero();
        assertThat(c.inTransaction()).isFalse();

        run(c, selectK, 99);
        assertThat(c.rows()).isZero();
        run(c, selectNegated, -2);
        assertThat((Throwable) c.error()).isNull();
        assertThat(c.rows()).isEqualTo(1);

        run(c, begin);
        assertThat(c.rows()).isEqualTo(-1);
        assertThat(c.inTransaction()).isTrue();
        run(c, updateK, 1);
        assertThat((Throwable) c.error()).isNull();
        assertThat(c.affected()).isEqualTo(2);
        assertThat(c.rows()).isEqualTo(-1);
        assertThat(c.inTransaction()).isTrue();
        run(c, commit);
        assertThat(c.inTransaction()).isFalse();
        assertThat(c.affected()).isZero();
        run(c, updateK, 1);
        assertThat(c.affected()).as("committed: no k = 1 is left").isZero();
    }
}
