package dev.dbbench.wire;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import javax.net.SocketFactory;

/**
 * Hands out {@link WatchedSocket}s to drivers that take a {@code javax.net.SocketFactory} class name
 * (pgJDBC's and MariaDB Connector/J's {@code socketFactory} property). Drivers create it by reflection,
 * hence the public no-argument constructor; it holds no state.
 */
public class WatchedSocketFactory extends SocketFactory {

    @Override
    public Socket createSocket() {
        return new WatchedSocket();
    }

    @Override
    public Socket createSocket(String host, int port) throws IOException {
        return connected(new InetSocketAddress(host, port), null);
    }

    @Override
    public Socket createSocket(String host, int port, InetAddress localHost, int localPort) throws IOException {
        return connected(new InetSocketAddress(host, port), new InetSocketAddress(localHost, localPort));
    }

    @Override
    public Socket createSocket(InetAddress host, int port) throws IOException {
        return connected(new InetSocketAddress(host, port), null);
    }

    @Override
    public Socket createSocket(InetAddress address, int port, InetAddress localAddress, int localPort) throws IOException {
        return connected(new InetSocketAddress(address, port), new InetSocketAddress(localAddress, localPort));
    }

    private static Socket connected(InetSocketAddress remote, InetSocketAddress local) throws IOException {
        WatchedSocket s = new WatchedSocket();
        try {
            if (local != null) {
                s.bind(local);
            }
            s.connect(remote, 0);
            return s;
        } catch (IOException | RuntimeException e) {
            try {
                s.close();
            } catch (IOException closeFailure) {
                e.addSuppressed(closeFailure);
            }
            throw e;
        }
    }
}
