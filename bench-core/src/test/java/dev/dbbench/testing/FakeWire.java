package dev.dbbench.testing;

import dev.dbbench.spi.Dialect;
import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.script.EventScript;
import dev.dbbench.spi.script.ScriptCursor;
import dev.dbbench.spi.script.ScriptParams;
import dev.dbbench.spi.script.ScriptStatement;
import dev.dbbench.spi.script.ScriptStatement.Kind;
import dev.dbbench.spi.target.ConnectionSpec;
import dev.dbbench.spi.target.Secret;
import dev.dbbench.spi.workload.Counter;
import dev.dbbench.spi.workload.WorkerContext;
import dev.dbbench.spi.workload.WorkerState;
import dev.dbbench.wire.WireClient;
import dev.dbbench.wire.WireConnection;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.IntUnaryOperator;

/**
 * A real TCP server and a wire client for it, for tests of the event-loop engine. A request is two ints
 * (statement, first parameter); the answer is one byte: {@code R} a row, {@code Z} no row, {@code U} one row
 * changed, {@code O} done, {@code D} a deadlock (vendor code 1213) inside the transaction, {@code F} an error
 * nobody ignores. The server counts what it was asked and can drop every connection and refuse new ones.
 */
public final class FakeWire implements AutoCloseable {
    /** BEGIN, a point select, an update, COMMIT: one event. */
    public static final List<ScriptStatement> STATEMENTS = List.of(
            new ScriptStatement("BEGIN", Kind.OTHER),
            new ScriptStatement("SELECT c FROM t WHERE id = ?", Kind.QUERY),
            new ScriptStatement("UPDATE t SET k = k + 1 WHERE id = ?", Kind.UPDATE),
            new ScriptStatement("COMMIT", Kind.OTHER));

    private final ServerSocket server;
    private final Set<Socket> open = ConcurrentHashMap.newKeySet();
    private final AtomicLong requests = new AtomicLong();
    private final AtomicLong rollbacks = new AtomicLong();
    private final AtomicLong accepted = new AtomicLong();
    private volatile long refuseUntil;
    private volatile IntUnaryOperator answers = FakeWire::normal;

    public FakeWire() throws IOException {
        server = new ServerSocket();
        server.bind(new InetSocketAddress("127.0.0.1", 0));
        Thread t = new Thread(this::accept, "fake-wire-server");
        t.setDaemon(true);
        t.start();
    }

    /** The usual answer to a request for {@code statement}: the select finds a row for odd ids only. */
    public static int normal(int request) {
        return switch (request & 0xff) {
            case 1 -> (request >>> 8) % 2 == 1 ? 'R' : 'Z';
            case 2 -> 'U';
            default -> 'O';
        };
    }

    /** Chooses the answers; the operator gets {@code statement | firstParameter << 8} and returns the answer byte. */
    public void answers(IntUnaryOperator answers) {
        this.answers = answers;
    }

    public long requests() {
        return requests.get();
    }

    public long rollbacks() {
        return rollbacks.get();
    }

    public long accepted() {
        return accepted.get();
    }

    /** Drops every open connection and refuses new ones for {@code millis}. */
    public void crash(long millis) {
        refuseUntil = System.nanoTime() + millis * 1_000_000L;
        for (Socket s : open) {
            try {
                s.close();
            } catch (IOException e) {
                // Already gone: that is the point.
            }
        }
    }

    public int port() {
        return server.getLocalPort();
    }

    public ConnectionSpec spec() {
        return ConnectionSpec.of("127.0.0.1", port(), "u", Secret.none(), "db");
    }

    private void accept() {
        while (!server.isClosed()) {
            try {
                Socket s = server.accept();
                if (System.nanoTime() - refuseUntil < 0) {
                    s.close();
                    continue;
                }
                accepted.incrementAndGet();
                open.add(s);
                Thread t = new Thread(() -> serve(s), "fake-wire-conn");
                t.setDaemon(true);
                t.start();
            } catch (IOException e) {
                return;
            }
        }
    }

    private void serve(Socket s) {
        try (s; InputStream in = s.getInputStream(); OutputStream out = s.getOutputStream()) {
            s.setTcpNoDelay(true);
            out.write('H');
            out.flush();
            byte[] request = new byte[8];
            while (readFully(in, request)) {
                ByteBuffer b = ByteBuffer.wrap(request);
                int statement = b.getInt();
                int param = b.getInt();
                if (statement == ROLLBACK) {
                    rollbacks.incrementAndGet();
                    out.write('O');
                } else {
                    requests.incrementAndGet();
                    int answer = answers.applyAsInt(statement | param << 8);
                    if (answer == SILENT) {
                        continue;
                    }
                    out.write(answer);
                }
                out.flush();
            }
        } catch (IOException e) {
            // The client went away or the test crashed the server.
        } finally {
            open.remove(s);
        }
    }

    private static boolean readFully(InputStream in, byte[] into) throws IOException {
        int n = 0;
        while (n < into.length) {
            int r = in.read(into, n, into.length - n);
            if (r < 0) {
                return false;
            }
            n += r;
        }
        return true;
    }

    @Override
    public void close() throws IOException {
        server.close();
        crash(0);
    }

    private static final int ROLLBACK = 99;
    /** An answer function's way to leave a request unanswered, as a hung server would. */
    public static final int SILENT = -1;

    /** The client side. */
    public static class Client implements WireClient {
        @Override
        public String describe(PsMode psMode) {
            return "fake wire client";
        }

        /** Not the default, so that a test sees the loop count a broken link under the client's own code. */
        @Override
        public String linkLostState() {
            return "08S01";
        }

        @Override
        public WireConnection open(ConnectionSpec spec, PsMode psMode, List<ScriptStatement> statements) throws SQLException {
            try {
                SocketChannel ch = SocketChannel.open(new InetSocketAddress(spec.host(), spec.port()));
                ByteBuffer hello = ByteBuffer.allocate(1);
                if (ch.read(hello) != 1) {
                    ch.close();
                    throw new SQLException("refused", "08001");
                }
                ch.configureBlocking(false);
                return new Connection(ch);
            } catch (IOException e) {
                throw new SQLException("cannot connect: " + e.getMessage(), "08001", e);
            }
        }
    }

    private static final class Connection implements WireConnection {
        private final SocketChannel channel;
        private final ByteBuffer out = ByteBuffer.allocate(8);
        private final ByteBuffer in = ByteBuffer.allocate(1);
        private int answer;

        Connection(SocketChannel channel) {
            this.channel = channel;
        }

        @Override
        public SocketChannel channel() {
            return channel;
        }

        @Override
        public boolean send(int index, ScriptParams params) throws IOException {
            out.clear();
            out.putInt(index).putInt(params.getInt(0)).flip();
            in.clear();
            return flush();
        }

        @Override
        public boolean flush() throws IOException {
            channel.write(out);
            return !out.hasRemaining();
        }

        @Override
        public boolean receive() throws IOException {
            if (channel.read(in) < 0) {
                throw new IOException("server closed the connection");
            }
            if (in.hasRemaining()) {
                return false;
            }
            answer = in.get(0);
            return true;
        }

        @Override
        public SQLException error() {
            return switch (answer) {
                case 'D' -> new SQLException("Deadlock found", "40001", 1213);
                case 'F' -> new SQLException("Table 't' doesn't exist", "42S02", 1146);
                default -> null;
            };
        }

        @Override
        public long rows() {
            return answer == 'R' ? 1 : answer == 'Z' ? 0 : -1;
        }

        @Override
        public long affected() {
            return answer == 'U' ? 1 : 0;
        }

        @Override
        public boolean inTransaction() {
            return answer == 'D';
        }

        @Override
        public void rollback() throws IOException {
            // A registered channel cannot turn blocking: spin, which a test can afford on its error path.
            out.clear();
            out.putInt(ROLLBACK).putInt(0).flip();
            while (out.hasRemaining()) {
                channel.write(out);
            }
            in.clear();
            while (in.hasRemaining()) {
                if (channel.read(in) < 0) {
                    throw new IOException("server closed the connection");
                }
                Thread.onSpinWait();
            }
            answer = 'O';
        }

        @Override
        public void close() {
            try {
                channel.close();
            } catch (IOException e) {
                // Closing is best effort.
            }
        }
    }

    /** A workload that only describes its events: {@link #STATEMENTS} in order, ids counting up per worker. */
    public static final class Workload extends TablelessWorkload<WorkerState> {
        @Override
        public java.util.Map<String, String> settings() {
            return java.util.Map.of();
        }

        @Override
        public WorkerState open(WorkerContext ctx) {
            throw new UnsupportedOperationException("the JDBC path is not under test here");
        }

        @Override
        public int event(WorkerState state, Counter counter) {
            throw new UnsupportedOperationException("the JDBC path is not under test here");
        }

        @Override
        public Optional<EventScript> script(Dialect dialect) {
            return Optional.of(new EventScript() {
                @Override
                public List<ScriptStatement> statements() {
                    return STATEMENTS;
                }

                @Override
                public ScriptCursor cursor(int worker, long workerSeed) {
                    return new ScriptCursor() {
                        private int position;
                        private int id = (int) workerSeed * 1000;

                        @Override
                        public int next(ScriptParams params) {
                            if (position == STATEMENTS.size()) {
                                position = 0;
                                return -1;
                            }
                            if (position == 0) {
                                id++;
                            }
                            params.setInt(0, id);
                            return position++;
                        }

                        @Override
                        public void reset() {
                            position = 0;
                        }
                    };
                }
            });
        }
    }
}
