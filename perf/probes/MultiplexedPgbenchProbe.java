import java.io.EOFException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.StandardSocketOptions;
import java.nio.ByteBuffer;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.Consumer;
import javax.crypto.Mac;
import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.PBEKeySpec;
import javax.crypto.spec.SecretKeySpec;

/**
 * A measurement probe, not part of dbbench: pgbench's select-only transaction driven the way pgbench
 * drives it, one thread multiplexing many connections with one selector, over a minimal hand-written
 * PostgreSQL wire protocol (no JDBC). It answers one question for docs/performance.md: how much client
 * CPU a JVM needs per transaction when it does not pay for one thread per connection.
 *
 * <p>Run with the JDK's source launcher, password in {@code PGPASSWORD}, tables from {@code pgbench -i}:
 * <pre>java perf/probes/MultiplexedPgbenchProbe.java HOST PORT USER DB CLIENTS THREADS WARMUP_S TIME_S prepared|simple SCALE</pre>
 * It prints the transactions per second of the measured window and the process's own CPU per 1,000
 * transactions in that window. TLS, errors inside a transaction and reconnects are out of its scope:
 * any server error or lost connection ends it with exit code 1.
 */
public final class MultiplexedPgbenchProbe {
    private static final byte[] SELECT = "SELECT abalance FROM pgbench_accounts WHERE aid = ".getBytes(StandardCharsets.US_ASCII);
    private static final int INT4 = 23;
    private static final LongAdder TRANSACTIONS = new LongAdder();
    private static volatile boolean running = true;

    private record Settings(String host, int port, String user, String password, String db, boolean prepared, int scale) { }

    public static void main(String[] args) throws Exception {
        if (args.length != 10 || !(args[8].equals("prepared") || args[8].equals("simple"))) {
            System.err.println("usage: java MultiplexedPgbenchProbe.java HOST PORT USER DB CLIENTS THREADS WARMUP_S TIME_S prepared|simple SCALE"
                    + " (password in PGPASSWORD)");
            System.exit(2);
        }
        String password = System.getenv("PGPASSWORD");
        Settings s = new Settings(args[0], Integer.parseInt(args[1]), args[2], password == null ? "" : password, args[3],
                args[8].equals("prepared"), Integer.parseInt(args[9]));
        int clients = Integer.parseInt(args[4]);
        int threads = Integer.parseInt(args[5]);
        List<Thread> loops = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            int connections = clients / threads + (t < clients % threads ? 1 : 0);
            int seed = t;
            Thread loop = new Thread(() -> {
                try {
                    loop(s, connections, seed);
                } catch (Exception e) {
                    System.err.println("probe failed: " + e);
                    System.exit(1);
                }
            }, "probe-" + t);
            loop.setDaemon(true);
            loop.start();
            loops.add(loop);
        }
        Thread.sleep(Long.parseLong(args[6]) * 1000);
        long cpu0 = processCpuTicks(), tx0 = TRANSACTIONS.sum(), t0 = System.nanoTime();
        Thread.sleep(Long.parseLong(args[7]) * 1000);
        long cpu1 = processCpuTicks(), tx1 = TRANSACTIONS.sum(), t1 = System.nanoTime();
        running = false;
        double seconds = (t1 - t0) / 1e9;
        double tx = tx1 - tx0;
        // /proc counts CPU in clock ticks of 10 ms on Linux.
        System.out.printf("tps %.1f cpu_ms_per_1000 %.2f%n", tx / seconds, (cpu1 - cpu0) * 10.0 / tx * 1000);
    }

    private static long processCpuTicks() throws IOException {
        String stat = Files.readString(Path.of("/proc/self/stat"));
        String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
        return Long.parseLong(f[11]) + Long.parseLong(f[12]);
    }

    /** One connection: its channel, a direct buffer each way (no copy through a temporary), its own generator. */
    private static final class Connection {
        final SocketChannel channel;
        final ByteBuffer in = ByteBuffer.allocateDirect(16384);
        final ByteBuffer out = ByteBuffer.allocateDirect(512);
        long seed;

        Connection(SocketChannel channel, long seed) {
            this.channel = channel;
            this.seed = seed;
        }
    }

    private static void loop(Settings s, int count, int threadSeed) throws Exception {
        Selector selector = Selector.open();
        List<Connection> connections = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            SocketChannel channel = SocketChannel.open(new InetSocketAddress(s.host(), s.port()));
            channel.setOption(StandardSocketOptions.TCP_NODELAY, true);
            Connection c = new Connection(channel, threadSeed * 1_000_003L + i * 7919L + 1);
            startUp(c, s);
            if (s.prepared()) {
                parse(c);
            }
            channel.configureBlocking(false);
            channel.register(selector, SelectionKey.OP_READ, c);
            connections.add(c);
        }
        for (Connection c : connections) {
            send(c, s);
        }
        // One handler for the loop's life: a lambda built inside the loop would be allocated on every select.
        Consumer<SelectionKey> onReady = key -> {
            Connection c = (Connection) key.attachment();
            try {
                if (c.channel.read(c.in) < 0) {
                    throw new EOFException("server closed a connection");
                }
                if (responseComplete(c)) {
                    TRANSACTIONS.increment();
                    send(c, s);
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        };
        while (running) {
            selector.select(onReady, 1000);
        }
    }

    /** Parse of the one statement as pgbench -M prepared does, once per connection. */
    private static void parse(Connection c) throws IOException {
        ByteBuffer o = c.out.clear();
        o.put((byte) 'P');
        int length = o.position();
        o.putInt(0).put((byte) 0);
        o.put(SELECT).put("$1".getBytes(StandardCharsets.US_ASCII)).put((byte) 0);
        o.putShort((short) 1).putInt(INT4);
        o.putInt(length, o.position() - length);
        o.put((byte) 'S').putInt(4);
        writeAll(c, o.flip());
        Map<Byte, byte[]> reply = readUntilReady(c);
        if (reply.containsKey((byte) 'E')) {
            throw new IOException("prepare failed: " + errorText(reply.get((byte) 'E')));
        }
    }

    private static void send(Connection c, Settings s) throws IOException {
        c.seed = c.seed * 6364136223846793005L + 1442695040888963407L;
        int aid = (int) ((c.seed >>> 33) % (100_000L * s.scale()) + 1);
        ByteBuffer o = c.out.clear();
        if (s.prepared()) {
            o.put((byte) 'B');
            int length = o.position();
            o.putInt(0).put((byte) 0).put((byte) 0);              // unnamed portal, unnamed statement
            o.putShort((short) 1).putShort((short) 1);            // one parameter, binary
            o.putShort((short) 1).putInt(4).putInt(aid);
            o.putShort((short) 1).putShort((short) 1);            // one result column, binary
            o.putInt(length, o.position() - length);
            o.put((byte) 'E').putInt(9).put((byte) 0).putInt(0);
            o.put((byte) 'S').putInt(4);
        } else {
            o.put((byte) 'Q');
            int length = o.position();
            o.putInt(0).put(SELECT);
            putDigits(o, aid);
            o.put((byte) 0);
            o.putInt(length, o.position() - length);
        }
        writeAll(c, o.flip());
    }

    private static void putDigits(ByteBuffer o, int v) {
        if (v >= 10) {
            putDigits(o, v / 10);
        }
        o.put((byte) ('0' + v % 10));
    }

    /** Whether the buffer holds a whole answer up to ReadyForQuery, which it then consumes. */
    private static boolean responseComplete(Connection c) throws IOException {
        ByteBuffer in = c.in;
        int limit = in.position();
        int pos = 0;
        while (pos + 5 <= limit) {
            byte type = in.get(pos);
            int length = in.getInt(pos + 1);
            if (pos + 1 + length > limit) {
                return false;
            }
            if (type == 'E') {
                byte[] body = new byte[length - 4];
                in.get(pos + 5, body);
                throw new IOException("server error: " + errorText(body));
            }
            pos += 1 + length;
            if (type == 'Z') {
                in.limit(limit).position(pos);
                in.compact();
                return true;
            }
        }
        return false;
    }

    private static void writeAll(Connection c, ByteBuffer b) throws IOException {
        while (b.hasRemaining()) {
            c.channel.write(b);
        }
    }

    // ---------------------------------------------------------------- start-up, blocking

    private static void startUp(Connection c, Settings s) throws Exception {
        ByteBuffer o = ByteBuffer.allocate(512);
        o.putInt(0).putInt(196608);                              // protocol 3.0
        for (String p : new String[] {"user", s.user(), "database", s.db(), "application_name", "dbbench-probe"}) {
            o.put(p.getBytes(StandardCharsets.UTF_8)).put((byte) 0);
        }
        o.put((byte) 0);
        o.putInt(0, o.position());
        writeAll(c, o.flip());
        Scram scram = null;
        while (true) {
            Message m = read(c);
            switch (m.type()) {
                case 'E' -> throw new IOException("start-up failed: " + errorText(m.body()));
                case 'Z' -> {
                    return;
                }
                case 'R' -> {
                    ByteBuffer body = ByteBuffer.wrap(m.body());
                    int code = body.getInt();
                    switch (code) {
                        case 0 -> { }
                        case 10 -> {
                            scram = new Scram(s.password());
                            byte[] first = scram.clientFirst();
                            ByteBuffer p = ByteBuffer.allocate(64 + first.length);
                            p.put((byte) 'p').putInt(0).put("SCRAM-SHA-256".getBytes(StandardCharsets.US_ASCII)).put((byte) 0);
                            p.putInt(first.length).put(first);
                            p.putInt(1, p.position() - 1);
                            writeAll(c, p.flip());
                        }
                        case 11 -> {
                            byte[] fin = scram.clientFinal(new String(m.body(), 4, m.body().length - 4, StandardCharsets.UTF_8));
                            ByteBuffer p = ByteBuffer.allocate(5 + fin.length);
                            p.put((byte) 'p').putInt(4 + fin.length).put(fin);
                            writeAll(c, p.flip());
                        }
                        case 12 -> scram.verifyServer(new String(m.body(), 4, m.body().length - 4, StandardCharsets.UTF_8));
                        default -> throw new IOException("authentication method " + code + " is not supported by the probe; use scram-sha-256 or trust");
                    }
                }
                default -> { }
            }
        }
    }

    /** SCRAM-SHA-256 without channel binding (RFC 5802, RFC 7677), as PostgreSQL asks over plain TCP. */
    private static final class Scram {
        private final String password;
        private final String clientFirstBare;
        private byte[] saltedPassword;
        private String authMessage;

        Scram(String password) {
            this.password = password;
            byte[] nonce = new byte[18];
            new SecureRandom().nextBytes(nonce);
            // PostgreSQL takes the user from the start-up message and ignores the SCRAM user name.
            this.clientFirstBare = "n=,r=" + Base64.getEncoder().encodeToString(nonce);
        }

        byte[] clientFirst() {
            return ("n,," + clientFirstBare).getBytes(StandardCharsets.UTF_8);
        }

        byte[] clientFinal(String serverFirst) throws Exception {
            Map<String, String> kv = attributes(serverFirst);
            byte[] salt = Base64.getDecoder().decode(kv.get("s"));
            int iterations = Integer.parseInt(kv.get("i"));
            saltedPassword = SecretKeyFactory.getInstance("PBKDF2WithHmacSHA256")
                    .generateSecret(new PBEKeySpec(password.toCharArray(), salt, iterations, 256)).getEncoded();
            byte[] clientKey = hmac(saltedPassword, "Client Key");
            byte[] storedKey = MessageDigest.getInstance("SHA-256").digest(clientKey);
            String withoutProof = "c=biws,r=" + kv.get("r");
            authMessage = clientFirstBare + "," + serverFirst + "," + withoutProof;
            byte[] proof = hmac(storedKey, authMessage);
            for (int i = 0; i < proof.length; i++) {
                proof[i] ^= clientKey[i];
            }
            return (withoutProof + ",p=" + Base64.getEncoder().encodeToString(proof)).getBytes(StandardCharsets.UTF_8);
        }

        void verifyServer(String serverFinal) throws Exception {
            byte[] expected = hmac(hmac(saltedPassword, "Server Key"), authMessage);
            byte[] given = Base64.getDecoder().decode(attributes(serverFinal).get("v"));
            if (!MessageDigest.isEqual(expected, given)) {
                throw new IOException("the server's SCRAM signature does not match");
            }
        }

        private static Map<String, String> attributes(String message) {
            Map<String, String> kv = new HashMap<>();
            for (String part : message.split(",")) {
                kv.put(part.substring(0, 1), part.substring(2));
            }
            return kv;
        }

        private static byte[] hmac(byte[] key, String text) throws Exception {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(key, "HmacSHA256"));
            return mac.doFinal(text.getBytes(StandardCharsets.UTF_8));
        }
    }

    private record Message(byte type, byte[] body) { }

    private static Message read(Connection c) throws IOException {
        ByteBuffer header = ByteBuffer.allocate(5);
        fill(c, header);
        byte type = header.get(0);
        ByteBuffer body = ByteBuffer.allocate(header.getInt(1) - 4);
        fill(c, body);
        return new Message(type, body.array());
    }

    private static void fill(Connection c, ByteBuffer b) throws IOException {
        while (b.hasRemaining()) {
            if (c.channel.read(b) < 0) {
                throw new EOFException("server closed the connection during start-up");
            }
        }
    }

    private static Map<Byte, byte[]> readUntilReady(Connection c) throws IOException {
        Map<Byte, byte[]> seen = new HashMap<>();
        while (true) {
            Message m = read(c);
            seen.putIfAbsent(m.type(), m.body());
            if (m.type() == 'Z') {
                return seen;
            }
        }
    }

    /** The message field ('M') of an ErrorResponse, with its SQLSTATE ('C'). */
    private static String errorText(byte[] body) {
        String code = "";
        String message = "";
        int i = 0;
        while (i < body.length && body[i] != 0) {
            byte field = body[i++];
            int end = i;
            while (end < body.length && body[end] != 0) {
                end++;
            }
            String value = new String(body, i, end - i, StandardCharsets.UTF_8);
            if (field == 'C') {
                code = value;
            } else if (field == 'M') {
                message = value;
            }
            i = end + 1;
        }
        return message + " (SQLSTATE " + code + ")";
    }
}
