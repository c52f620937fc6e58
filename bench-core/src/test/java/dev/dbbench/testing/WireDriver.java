package dev.dbbench.testing;

import dev.dbbench.spi.script.ScriptParams;
import dev.dbbench.wire.BlockingExchange;
import dev.dbbench.wire.WireConnection;
import java.io.IOException;
import java.nio.channels.SelectionKey;
import java.time.Duration;

/** Drives a {@link WireConnection} in tests as an event loop would: one statement, then its whole answer. */
public final class WireDriver {
    private static final Duration PATIENCE = Duration.ofSeconds(10);

    private WireDriver() {
    }

    /** Sends statement {@code index} and waits on a selector, at most 10 s, until its answer is in. */
    public static void run(WireConnection c, int index, ScriptParams params) throws IOException {
        try (BlockingExchange exchange = new BlockingExchange(c.channel(), PATIENCE, "statement " + index)) {
            boolean written = c.send(index, params);
            if (!written) {
                exchange.until(SelectionKey.OP_WRITE, c::flush);
            }
            exchange.until(SelectionKey.OP_READ, c::receive);
        }
    }

    /** The same with int parameters only. */
    public static void run(WireConnection c, int index, int... values) throws IOException {
        run(c, index, ints(values));
    }

    public static ScriptParams ints(int... values) {
        ScriptParams params = new ScriptParams(values.length);
        for (int i = 0; i < values.length; i++) {
            params.setInt(i, values[i]);
        }
        return params;
    }

    /**
     * Sends statement {@code index} and spins on the non-blocking channel until its answer is in, failing on a
     * server error: for allocation tests, since a selector allocates. Returns the rows it returned (0 for none).
     */
    public static long spin(WireConnection c, int index, ScriptParams params) throws IOException {
        boolean written = c.send(index, params);
        while (!written) {
            written = c.flush();
        }
        while (!c.receive()) {
            Thread.onSpinWait();
        }
        if (c.error() != null) {
            throw new IOException("statement " + index + " failed", c.error());
        }
        return Math.max(0, c.rows());
    }
}
