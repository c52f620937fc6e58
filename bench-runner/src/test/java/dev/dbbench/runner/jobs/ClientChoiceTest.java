package dev.dbbench.runner.jobs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dbbench.runner.jobs.ClientChoice.Mode;
import dev.dbbench.spi.UsageException;
import java.util.List;
import java.util.function.IntUnaryOperator;
import org.junit.jupiter.api.Test;

/** The manifest records the event loops that ran: a step runs at most one per worker, whatever --event-loops says. */
class ClientChoiceTest {
    private static final IntUnaryOperator ONE_PER_WORKER = workers -> workers;

    @Test
    void moreLoopsThanWorkersAreRecordedAsTheLoopsThatRan() {
        ClientChoice sixteen = ClientChoice.parse("wire", 16);
        assertThat(sixteen.describeLoops(List.of(4), ONE_PER_WORKER)).isEqualTo("4 event loops");
        assertThat(sixteen.describeLoops(List.of(1), ONE_PER_WORKER)).isEqualTo("1 event loop");
        assertThat(sixteen.unusedLoops(List.of(4))).hasValueSatisfying(note -> assertThat(note)
                .startsWith("--event-loops 16 is more than the 4 workers").contains("manifest records 4").doesNotContain("\n"));
    }

    @Test
    void aSweepSaysWhichStepsRanFewerLoops() {
        ClientChoice eight = ClientChoice.parse("wire", 8);
        assertThat(eight.describeLoops(List.of(8, 16, 32), ONE_PER_WORKER)).isEqualTo("8 event loops");
        assertThat(eight.unusedLoops(List.of(8, 16, 32))).isEmpty();
        assertThat(eight.describeLoops(List.of(1, 2, 4, 8, 16), ONE_PER_WORKER)).isEqualTo("8 event loops (one per worker in steps of fewer workers)");
        assertThat(eight.describeLoops(List.of(2, 4), ONE_PER_WORKER)).isEqualTo("event loops: one per worker");
        assertThat(eight.unusedLoops(List.of(2, 4))).hasValueSatisfying(note -> assertThat(note).contains("of the largest step"));
    }

    @Test
    void aSweepNamesTheStepsThatRunFewerLoopsThanAsked() {
        assertThat(ClientChoice.parse("wire", 3).unusedLoops(List.of(1, 2, 4)))
                .hasValue("--event-loops 3: steps of 1 and 2 threads run one loop per worker");
        assertThat(ClientChoice.parse("wire", 8).unusedLoops(List.of(1, 2, 4, 8, 16)))
                .hasValue("--event-loops 8: steps of 1, 2 and 4 threads run one loop per worker");
        assertThat(ClientChoice.parse("wire", 2).unusedLoops(List.of(1, 2, 4)))
                .hasValue("--event-loops 2: the step of 1 thread runs one loop per worker");
        assertThat(ClientChoice.parse("auto", 4).unusedLoops(List.of(2, 4)))
                .hasValue("--event-loops 4: the step of 2 threads runs one loop per worker");
    }

    @Test
    void theDefaultLoopsNeedNoNote() {
        assertThat(ClientChoice.parse("wire", null).describeLoops(List.of(4), ONE_PER_WORKER)).isEqualTo("4 event loops");
        assertThat(ClientChoice.parse("wire", null).unusedLoops(List.of(4))).isEmpty();
        assertThat(ClientChoice.parse(null, null).unusedLoops(List.of(4))).isEmpty();
    }

    @Test
    void theDefaultLoopsAreTheWireClientsOwnRuleStepByStep() {
        IntUnaryOperator pgbenchLike = workers -> workers <= 16 ? workers : 2;
        ClientChoice byDefault = ClientChoice.parse(null, null);
        assertThat(byDefault.describeLoops(List.of(64), pgbenchLike)).isEqualTo("2 event loops");
        assertThat(byDefault.describeLoops(List.of(64, 4, 256), pgbenchLike)).isEqualTo("event loops: 4 for 4 workers, 2 for 64 workers, 2 for 256 workers");
        assertThat(byDefault.describeLoops(List.of(1, 4, 16), pgbenchLike)).isEqualTo("event loops: one per worker");
    }

    @Test
    void autoIsTheDefaultAndEventLoopsGoWithEveryClientButJdbc() {
        assertThat(ClientChoice.parse(null, null).mode()).isEqualTo(Mode.AUTO);
        assertThat(ClientChoice.parse(" WIRE ", null).mode()).isEqualTo(Mode.WIRE);
        assertThat(ClientChoice.parse("auto", 2).loops()).isEqualTo(2);
        assertThatThrownBy(() -> ClientChoice.parse("jdbc", 2)).isInstanceOf(UsageException.class)
                .hasMessage("--event-loops 2 applies to the wire client only; drop --event-loops or give --client wire or auto");
        assertThatThrownBy(() -> ClientChoice.parse("odbc", null)).isInstanceOf(UsageException.class)
                .hasMessage("--client odbc is not a client; give auto (the default), jdbc or wire");
    }
}
