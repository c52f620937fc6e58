/**
 * Public API. A database vendor's plugin: a {@link dev.dbbench.spi.target.Target} (id, description, dialect)
 * composed of small roles: a {@link dev.dbbench.spi.target.Connector} (URL, driver properties, connect, time-limit
 * units), an {@link dev.dbbench.spi.target.ErrorPolicy} (vendor codes, which are ignored by default, which mean a
 * lost connection) and an optional {@link dev.dbbench.spi.target.ServerInspector} (product, settings, connection
 * limit, one pre-flight check, the instance that answered). Also the values they take: {@link
 * dev.dbbench.spi.target.ConnectionSpec} (where and how to connect, the password as a {@link
 * dev.dbbench.spi.target.Secret}) and {@link dev.dbbench.spi.target.SslMode}. Found with {@link
 * java.util.ServiceLoader} from {@code META-INF/services/dev.dbbench.spi.target.Target};
 * docs/writing-a-target-plugin.md walks through one.
 */
package dev.dbbench.spi.target;
