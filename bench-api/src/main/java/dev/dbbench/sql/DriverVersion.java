package dev.dbbench.sql;

import java.io.IOException;
import java.io.InputStream;
import java.sql.Driver;
import java.util.Properties;

/**
 * The exact version of a JDBC driver, for the manifest. Not the jar manifest's version, which in a
 * shaded jar names the application, and not the JDBC API's, which knows only major.minor: the
 * {@code pom.properties} Maven puts next to the driver's classes, falling back to major.minor.
 */
public final class DriverVersion {
    private DriverVersion() {
    }

    /**
     * The driver's name and version.
     *
     * @param name       the driver's name as the manifest shows it
     * @param driver     the loaded driver
     * @param groupId    the driver's Maven group id
     * @param artifactId the driver's Maven artifact id
     * @return e.g. {@code MySQL Connector/J 9.1.0}; major.minor when the jar has no Maven metadata
     */
    public static String of(String name, Driver driver, String groupId, String artifactId) {
        String path = "/META-INF/maven/" + groupId + "/" + artifactId + "/pom.properties";
        try (InputStream in = driver.getClass().getResourceAsStream(path)) {
            if (in != null) {
                Properties p = new Properties();
                p.load(in);
                String v = p.getProperty("version");
                if (v != null) {
                    return name + " " + v;
                }
            }
        } catch (IOException e) {
            // Unreadable metadata: the JDBC API's major.minor below still says which driver ran.
        }
        return name + " " + driver.getMajorVersion() + "." + driver.getMinorVersion();
    }
}
