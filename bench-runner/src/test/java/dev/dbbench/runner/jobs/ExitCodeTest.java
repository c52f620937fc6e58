package dev.dbbench.runner.jobs;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ExitCodeTest {
    /** A shell reports a process ended by signal N as 128 + N: Ctrl-C (2) as 130, SIGTERM (15) as 143. */
    @Test
    void aStopBySignalExitsAsAShellReportsIt() {
        assertThat(ExitCode.stoppedBy("INT")).isEqualTo(130);
        assertThat(ExitCode.stoppedBy("TERM")).isEqualTo(143);
    }
}
