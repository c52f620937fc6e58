package dev.dbbench.wire;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;

/** The transport's tests again on the JDK's provider, which serves where BoringSSL cannot load. */
class JdkTransportTest extends TransportTest {
    @BeforeEach
    void useTheJdk() {
        System.setProperty(OpenSsl.PROVIDER_PROPERTY, "jdk");
    }

    @AfterEach
    void useTheDefault() {
        System.clearProperty(OpenSsl.PROVIDER_PROPERTY);
    }
}
