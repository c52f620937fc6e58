/**
 * Internal, not API: plugins must not import it. A stability run's outcome, apart from the run that measures it: its
 * result rebuilt from the windows in its folder, how it ended, the thresholds it recorded and its verdict in words.
 * Both the {@code stability} command and {@code report DIR} use it.
 */
package dev.dbbench.runner.jobs.verdict;
