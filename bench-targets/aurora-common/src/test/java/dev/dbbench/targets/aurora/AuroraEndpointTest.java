package dev.dbbench.targets.aurora;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Properties;
import org.junit.jupiter.api.Test;

class AuroraEndpointTest {

    @Test
    void tellsTheEndpointKindsApartByTheirRdsNames() {
        assertThat(kind("bench.cluster-c1x2y3.eu-west-1.rds.amazonaws.com")).isEqualTo("writer");
        assertThat(kind("bench.cluster-ro-c1x2y3.eu-west-1.rds.amazonaws.com")).isEqualTo("reader");
        assertThat(kind("hot.cluster-custom-c1x2y3.eu-west-1.rds.amazonaws.com")).isEqualTo("custom");
        assertThat(kind("bench-instance-1.c1x2y3.cn-northwest-1.rds.amazonaws.com.cn")).isEqualTo("instance");
        assertThat(kind("bench.proxy-c1x2y3.us-east-1.rds.amazonaws.com")).isEqualTo("proxy");
        assertThat(kind("BENCH.CLUSTER-RO-C1.US-EAST-1.RDS.AMAZONAWS.COM")).isEqualTo("reader");
        assertThat(kind("127.0.0.1")).isEqualTo("other");
        assertThat(kind("db.internal.example")).isEqualTo("other");
        assertThat(kind("rds.amazonaws.com.evil.example")).isEqualTo("other");
        assertThat(kind(null)).isEqualTo("other");
    }

    @Test
    void findsTheHostInAJdbcUrl() {
        assertThat(AuroraEndpoint.hostOf("jdbc:aws-wrapper:mysql://a.cluster-x.eu-west-1.rds.amazonaws.com:3306/db?x=1"))
                .isEqualTo("a.cluster-x.eu-west-1.rds.amazonaws.com");
        assertThat(AuroraEndpoint.hostOf("jdbc:aws-wrapper:postgresql://bob@h1/db")).isEqualTo("h1");
        assertThat(AuroraEndpoint.hostOf("jdbc:aws-wrapper:mysql://h1,h2:3307/db")).isEqualTo("h1");
        assertThat(AuroraEndpoint.hostOf("jdbc:aws-wrapper:postgresql://[::1]:5432/db")).isEqualTo("[::1]");
        assertThat(AuroraEndpoint.hostOf("jdbc:aws-wrapper:mysql:")).isEmpty();
    }

    @Test
    void theWrapperDefaultsPinThePluginsAndQuietItsLog() {
        Properties p = new Properties();
        AwsWrapper.defaults(p);
        assertThat(p).containsEntry(AwsWrapper.PLUGINS, "auroraConnectionTracker,failover2,efm2")
                .containsEntry(AwsWrapper.LOGGER_LEVEL, "OFF");
        assertThat(AwsWrapper.manifest("jdbc:aws-wrapper:mysql://b.cluster-ro-1.us-east-1.rds.amazonaws.com/db"))
                .containsEntry("aurora.endpoint", "reader")
                .hasEntrySatisfying("jdbc.wrapper", v -> assertThat(v).matches("AWS Advanced JDBC Wrapper \\d+\\.\\d+\\.\\d+"));
    }

    private static String kind(String host) {
        return AuroraEndpoint.of(host).kind();
    }
}
