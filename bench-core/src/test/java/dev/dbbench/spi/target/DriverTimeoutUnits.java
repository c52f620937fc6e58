package dev.dbbench.spi.target;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.spi.PsMode;
import java.time.Duration;
import java.util.Map;

/** The check every target's unit test makes of {@link DriverFacts#timeoutUnits()}. */
public final class DriverTimeoutUnits {
    private DriverTimeoutUnits() {
    }

    /**
     * compare reads the manifest's driver limits in these units (else 10000 ms sits beside 10 s, no unit shown): each
     * property named, read in its unit, must be one of the limits the spec set.
     */
    public static void assertMatchTheManifest(Target target, ConnectionSpec spec, String... properties) {
        Duration connect = Duration.ofSeconds(12);
        Duration read = Duration.ofSeconds(34);
        Map<String, String> m = target.connector().manifest(spec.withTimeouts(connect, read), PsMode.AUTO);
        assertThat(target.connector().facts().timeoutUnits()).containsKeys(properties);
        target.connector().facts().timeoutUnits().forEach((property, unit) ->
                assertThat(Duration.of(Long.parseLong(m.get("driver." + property)), unit)).as(property).isIn(connect, read));
    }
}
