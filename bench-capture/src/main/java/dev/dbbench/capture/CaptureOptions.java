package dev.dbbench.capture;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;

/**
 * What one capture does.
 *
 * @param window      how long the window stays open (it closes sooner when stopped)
 * @param dir         the folder the workload file, its report and {@code capture.json} go to
 * @param name        the workload's name, and its file's ({@code NAME.yaml})
 * @param keepSamples whether text parameters keep the values seen (else no value read from the server is written)
 * @param serverLog   PostgreSQL's log file, where the server cannot name it
 * @param original    another capture's {@code capture.json} to set this one beside
 */
public record CaptureOptions(Duration window, Path dir, String name, boolean keepSamples, Optional<String> serverLog,
                             Optional<Path> original) {
}
