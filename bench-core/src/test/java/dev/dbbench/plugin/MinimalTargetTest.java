package dev.dbbench.plugin;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.target.ConnectionSpec;
import dev.dbbench.spi.target.Secret;
import dev.dbbench.spi.target.Target;
import dev.dbbench.testing.PluginJars;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The minimal target that {@code docs/writing-a-target-plugin.md} shows is this source, and it connects from a plugin
 * jar: through the driver in the jar, which {@link DriverManager} cannot see from the application's class loader.
 */
class MinimalTargetTest {
    private static final Path PAGE = Path.of("../docs/writing-a-target-plugin.md");
    /** A JDBC driver as a vendor ships it, inside the plugin's jar: it accepts its own URLs and opens a connection. */
    private static final String DRIVER = """
            package com.acme.jdbc;
            import java.lang.reflect.Proxy;
            import java.sql.*;
            import java.util.Properties;
            import java.util.logging.Logger;
            public final class Driver implements java.sql.Driver {
                public Connection connect(String url, Properties info) {
                    if (!acceptsURL(url)) {
                        return null;
                    }
                    return (Connection) Proxy.newProxyInstance(Driver.class.getClassLoader(), new Class<?>[] {Connection.class},
                            (self, m, args) -> switch (m.getName()) {
                                case "getCatalog" -> url + " as " + info.getProperty("user");
                                case "isValid" -> true;
                                case "close" -> null;
                                default -> throw new SQLFeatureNotSupportedException(m.getName());
                            });
                }
                public boolean acceptsURL(String url) { return url.startsWith("jdbc:acme://"); }
                public DriverPropertyInfo[] getPropertyInfo(String url, Properties info) { return new DriverPropertyInfo[0]; }
                public int getMajorVersion() { return 1; }
                public int getMinorVersion() { return 0; }
                public boolean jdbcCompliant() { return false; }
                public Logger getParentLogger() throws SQLFeatureNotSupportedException { throw new SQLFeatureNotSupportedException(); }
            }
            """;

    @TempDir
    Path dir;

    @Test
    void thePageShowsThisSource() throws IOException {
        Matcher block = Pattern.compile("A minimal target[^\\n]*\\n\\n```java\\n(.*?)```", Pattern.DOTALL)
                .matcher(Files.readString(PAGE));
        assertThat(block.find()).as("the minimal target's code block in %s", PAGE).isTrue();
        assertThat(block.group(1)).isEqualTo(source());
    }

    @Test
    void itConnectsFromAPluginJarThroughItsOwnDriver() throws Exception {
        Path classes = PluginJars.compile(dir, Map.of("com.example.AcmeTarget", source(), "com.acme.jdbc.Driver", DRIVER));
        Path plugins = Files.createDirectories(dir.resolve("plugins"));
        PluginJars.jar(plugins.resolve("acme.jar"), Target.class, classes, "com.example.AcmeTarget");
        List<String> warnings = new ArrayList<>();
        Target acme = Plugins.load(List.of(plugins), List.of(), warnings::add).target("acme").plugin();
        ConnectionSpec spec = ConnectionSpec.of("db1", 0, "bench", Secret.none(), "shop");

        assertThat(warnings).isEmpty();
        String url = acme.connector().jdbcUrl(spec);
        assertThat(url).isEqualTo("jdbc:acme://db1:7000/shop");
        assertThatThrownBy(() -> DriverManager.getConnection(url, "bench", ""))
                .as("the application's class loader does not see the plugin's driver").isInstanceOf(SQLException.class);
        try (Connection c = acme.connector().connect(spec, PsMode.AUTO)) {
            assertThat(c.getCatalog()).isEqualTo("jdbc:acme://db1:7000/shop as bench");
        }
    }

    private static String source() throws IOException {
        try (InputStream in = MinimalTargetTest.class.getResourceAsStream("/plugin/minimal/AcmeTarget.java")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
