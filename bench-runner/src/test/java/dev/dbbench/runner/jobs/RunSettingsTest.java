package dev.dbbench.runner.jobs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dbbench.plugin.Plugins;
import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.UsageException;
import dev.dbbench.spi.target.ConnectionSpec;
import dev.dbbench.spi.target.Secret;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class RunSettingsTest {

    private static RunSettings settings(Duration time, long events) {
        return new RunSettings(time, Duration.ofSeconds(10), Duration.ofSeconds(60), events, Duration.ofSeconds(1), 0, 95,
                Set.of(), false, PsMode.AUTO, 0, null, null);
    }

    /** The banner of a run with --events names the event limit, which can end the measured part before --time does. */
    @Test
    void theBannerNamesWhatEndsTheMeasuredPart() {
        assertThat(settings(Duration.ofSeconds(10), 0).measuredText()).isEqualTo("10s");
        assertThat(settings(Duration.ZERO, 3000).measuredText()).isEqualTo("3,000 events");
        assertThat(settings(Duration.ofSeconds(10), 3000).measuredText()).isEqualTo("10s or 3,000 events, whichever ends first,");
    }

    /** A sweep over MySQL and PostgreSQL with MySQL's 1213 alone says that PostgreSQL ignores nothing of the list. */
    @Test
    void aSweepSaysWhichTargetIgnoresNothingOfTheSharedList() {
        RunSettings mysqlCode = new RunSettings(Duration.ofSeconds(10), Duration.ofSeconds(10), Duration.ofSeconds(60), 0,
                Duration.ofSeconds(1), 0, 95, Set.of("1213"), true, PsMode.AUTO, 0, null, null);
        List<ResolvedTarget> targets = List.of(target("mysql"), target("postgresql"));

        mysqlCode.checkIgnored(targets);
        assertThat(mysqlCode.ignoringNothing(targets)).singleElement().asString()
                .startsWith("postgresql: none of --ignore-errors 1213 is a code it reports").contains("40P01");
        assertThat(settings(Duration.ofSeconds(10), 0).ignoringNothing(targets)).isEmpty();
    }

    /** A refused code is named as typed ("--ignore-errors x", not "X"); an accepted one is recorded as targets report it. */
    @Test
    void aRefusedCodeIsNamedAsTypedAndAnAcceptedOneRecordedAsTargetsReportIt() {
        Given.Run o = new Given.Run();
        o.time = "10s";
        o.warmup = "10s";
        o.reportInterval = "1s";
        o.percentile = 95;
        o.psMode = "auto";
        o.workerThreads = "auto";
        o.client = "jdbc";
        o.ignoreErrors = List.of("x", "40p01");
        RunSettings typed = RunSettings.from(o.spec());
        List<ResolvedTarget> pg = List.of(target("postgresql"));

        assertThatThrownBy(() -> typed.checkIgnored(pg)).isInstanceOf(UsageException.class)
                .hasMessageStartingWith("--ignore-errors x is not an error code of --target postgresql");
        assertThat(typed.ignoredFor(pg.get(0).target())).containsExactly("40P01", "X");
    }

    private static ResolvedTarget target(String id) {
        return new ResolvedTarget(id, Plugins.builtIn().target(id), ConnectionSpec.of("127.0.0.1", 1, "u", Secret.of("p"), "d"), List.of());
    }
}
