package dev.dbbench.wire;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

@Timeout(30)
class WatchedSocketTest {
    private ServerSocket server;
    private final List<Socket> accepted = new ArrayList<>();

    @BeforeEach
    void listen() throws IOException {
        server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
    }

    @AfterEach
    void close() throws IOException {
        for (Socket s : accepted) {
            s.close();
        }
        server.close();
    }

    @Test
    void aReadBlockedPastItsLimitFailsAsATimeoutAndClosesTheSocket() throws Exception {
        WatchedSocket client = connectedClient();
        client.setSoTimeout(200);
        InputStream in = client.getInputStream();
        long start = System.nanoTime();
        assertThatThrownBy(in::read).isInstanceOf(SocketTimeoutException.class).hasMessageContaining("200 ms");
        long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
        assertThat(millis).isBetween(190L, 2_000L);
        assertThat(client.isClosed()).isTrue();
    }

    @Test
    void dataArrivingWithinTheLimitIsReadAndTheKernelNeverSeesATimeout() throws Exception {
        WatchedSocket client = connectedClient();
        client.setSoTimeout(5_000);
        Socket peer = accepted.get(0);
        CompletableFuture.runAsync(() -> writeLater(peer, 100, 7));
        assertThat(client.getInputStream().read()).isEqualTo(7);
        assertThat(client.getSoTimeout()).isEqualTo(5_000);
        assertThat(client.kernelSoTimeout()).isZero();
        // The socket stays usable after a read that waited.
        peer.getOutputStream().write(new byte[] {1, 2, 3});
        byte[] buffer = new byte[3];
        assertThat(client.getInputStream().readNBytes(buffer, 0, 3)).isEqualTo(3);
        assertThat(client.isClosed()).isFalse();
    }

    @Test
    void withoutALimitAReadWaitsAsLongAsItTakes() throws Exception {
        WatchedSocket client = connectedClient();
        Socket peer = accepted.get(0);
        // Longer than several watchdog periods: nothing may fire without a limit.
        CompletableFuture.runAsync(() -> writeLater(peer, 10 * SocketWatchdog.PERIOD_MILLIS, 42));
        assertThat(client.getInputStream().read()).isEqualTo(42);
    }

    @Test
    void aConnectThatIsNeverAcceptedFailsAfterTheConnectTimeout() throws Exception {
        // A listener with a full accept queue drops new SYNs, so a connect to it hangs like one to a dead host.
        try (ServerSocket full = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            List<Socket> fillers = new ArrayList<>();
            try {
                SocketTimeoutException seen = null;
                for (int i = 0; i < 8 && seen == null; i++) {
                    WatchedSocket s = new WatchedSocket();
                    long start = System.nanoTime();
                    try {
                        s.connect(full.getLocalSocketAddress(), 300);
                        fillers.add(s);
                    } catch (SocketTimeoutException e) {
                        seen = e;
                        assertThat(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start)).isBetween(290L, 3_000L);
                        assertThat(s.isClosed()).isTrue();
                    }
                }
                assertThat(seen).as("one of 8 connects to a listener with a full queue must time out").isNotNull();
                assertThat(seen.getMessage()).contains("timed out after 300 ms");
            } finally {
                for (Socket s : fillers) {
                    s.close();
                }
            }
        }
    }

    @Test
    void closedSocketsAreNoLongerWatched() throws Exception {
        int before = SocketWatchdog.INSTANCE.size();
        WatchedSocket client = connectedClient();
        assertThat(SocketWatchdog.INSTANCE.size()).isEqualTo(before + 1);
        client.close();
        assertThat(SocketWatchdog.INSTANCE.size()).isEqualTo(before);
    }

    @Test
    void theFactoryHandsOutConnectedWatchedSockets() throws Exception {
        WatchedSocketFactory factory = new WatchedSocketFactory();
        assertThat(factory.createSocket()).isInstanceOf(WatchedSocket.class);
        try (Socket s = factory.createSocket(InetAddress.getLoopbackAddress(), server.getLocalPort())) {
            accepted.add(server.accept());
            assertThat(s).isInstanceOf(WatchedSocket.class);
            assertThat(s.isConnected()).isTrue();
        }
    }

    @Test
    void negativeLimitsAreRefused() throws Exception {
        WatchedSocket client = connectedClient();
        assertThatThrownBy(() -> client.setSoTimeout(-1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new WatchedSocket().connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), 1), -5))
                .isInstanceOf(IllegalArgumentException.class);
    }

    private WatchedSocket connectedClient() throws IOException {
        WatchedSocket client = new WatchedSocket();
        client.connect(server.getLocalSocketAddress(), 2_000);
        accepted.add(server.accept());
        return client;
    }

    private static void writeLater(Socket peer, long millis, int value) {
        try {
            Thread.sleep(millis);
            OutputStream out = peer.getOutputStream();
            out.write(value);
            out.flush();
        } catch (IOException | InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }
}
