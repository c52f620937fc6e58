package dev.dbbench.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dbbench.result.Outage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** outages.csv: what a killed run leaves behind reads back as closed windows and the one still open. */
class OutageFilesTest {
    private static final Instant T0 = Instant.parse("2026-11-22T04:46:23.093422134Z");

    @TempDir
    Path dir;

    @Test
    void closedWindowsAndAnOpenOneReadBack() throws Exception {
        Outage first = new Outage(T0, T0.plusSeconds(6), 6.0, "db1:3306", "db2,3306");
        try (OutageFiles files = new OutageFiles(dir)) {
            files.onOutageStart(first.firstFailure(), first.instanceBefore());
            files.onOutageEnd(first);
            files.onOutageStart(T0.plusSeconds(60), "db2,3306");
        }
        OutageLog log = OutageLog.read(dir);

        assertThat(log.windows()).containsExactly(first);
        assertThat(log.ongoingSince()).contains(T0.plusSeconds(60));
    }

    @Test
    void anEndWithoutItsStartStillCounts() throws Exception {
        Outage w = new Outage(T0, T0.plusMillis(88), 0.088, "", "");
        try (OutageFiles files = new OutageFiles(dir)) {
            files.onOutageEnd(w);
        }
        assertThat(OutageLog.read(dir).windows()).containsExactly(w);
        assertThat(OutageLog.read(dir).ongoingSince()).isEmpty();
    }

    @Test
    void aTornLastLineIsSkippedAndNoFileMeansNoOutage() throws Exception {
        assertThat(OutageLog.read(dir)).isEqualTo(OutageLog.empty());
        try (OutageFiles files = new OutageFiles(dir)) {
            files.onOutageStart(T0, "a");
        }
        Files.writeString(dir.resolve(OutageFiles.FILE), "end,2026-11-22T04:4", StandardCharsets.UTF_8,
                java.nio.file.StandardOpenOption.APPEND);

        assertThat(OutageLog.read(dir).ongoingSince()).contains(T0);
    }

    @Test
    void aDamagedLineInTheMiddleIsAnError() throws Exception {
        Files.writeString(dir.resolve(OutageFiles.FILE), OutageFiles.HEADER + "\nend,yesterday,,,,\nstart," + T0 + ",,,a,\n");
        assertThatThrownBy(() -> OutageLog.read(dir)).isInstanceOf(IOException.class).hasMessageContaining("line 2");
    }
}
