package dev.dbbench.cli.it.capture;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.cli.Cli;
import dev.dbbench.testing.TestServers;
import dev.dbbench.testing.TestServers.Kind;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Ctrl-C in the middle of a window: the capture of the shorter window is written and every server setting is back. */
class CaptureSignalIT {
    @TempDir
    Path tmp;

    @ParameterizedTest
    @EnumSource(value = Kind.class, names = {"MYSQL", "POSTGRES"})
    void settingsComeBackAfterCtrlC(Kind kind) throws Exception {
        TestServers.Server s = TestServers.require(kind);
        CaptureReplayIT.extension(s);
        Map<String, String> before = Settings.of(s);
        Dbbench capture = Dbbench.start(tmp, "capture", Cli.args(List.of("capture"), s.cliArgs(),
                List.of("--time", "120s", "--out", tmp.resolve("out").toString())));
        capture.awaitOutput("window open");
        assertThat(Settings.of(s)).as("the window changes them").isNotEqualTo(before);
        capture.interrupt();
        assertThat(capture.await()).as(capture.output()).isEqualTo(130);
        assertThat(Settings.of(s)).isEqualTo(before);
        assertThat(Files.exists(tmp.resolve("out").resolve("captured.yaml"))).as(capture.output()).isTrue();
    }
}
