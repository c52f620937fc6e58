package dev.dbbench.targets.mysql;

import com.mysql.cj.conf.PropertySet;
import com.mysql.cj.protocol.StandardSocketFactory;
import dev.dbbench.wire.WatchedSocket;
import java.net.Socket;

/**
 * Connector/J's own socket factory interface, not {@code javax.net.SocketFactory}, names its
 * {@code socketFactory} property; this one is the standard factory (TCP options, TLS layering, login
 * timeouts) with a {@link WatchedSocket} underneath, so that the connection stays blocking.
 * Connector/J creates one per connection by reflection.
 */
public class WatchedConnectorJSocketFactory extends StandardSocketFactory {

    @Override
    protected Socket createSocket(PropertySet props) {
        return new WatchedSocket();
    }
}
