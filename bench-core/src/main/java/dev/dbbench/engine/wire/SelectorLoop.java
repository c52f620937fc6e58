package dev.dbbench.engine.wire;

import static dev.dbbench.engine.wire.WireWorker.SENDING;
import static dev.dbbench.engine.wire.WireWorker.WAITING;

import dev.dbbench.engine.Closeables;
import dev.dbbench.engine.Step;
import dev.dbbench.spi.script.EventScript;
import java.io.IOException;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.util.List;
import java.util.function.Consumer;

/**
 * A {@link WireLoop} that serves several workers from one selector: a worker sends one statement, the loop
 * serves the others while the answer travels, as pgbench's {@code -j} threads serve its clients.
 */
final class SelectorLoop extends WireLoop {
    private final Consumer<SelectionKey> onReady = this::ready;
    private Selector selector;

    SelectorLoop(Step step, WireEngine engine, EventScript script, List<WireWorker> slots) {
        super(step, engine, script, slots);
    }

    @Override
    void open() throws IOException {
        selector = Selector.open();
    }

    @Override
    void attach(WireWorker s) throws IOException {
        s.key = s.connection.channel().register(selector, 0, s);
    }

    @Override
    void drive() throws IOException {
        while (!Thread.currentThread().isInterrupted()) {
            if (active() == 0 || !step.control().running() && !inFlight()) {
                return;
            }
            long wait = nextTimer - now;
            if (wait <= 0) {
                selector.selectNow(onReady);
            } else {
                selector.select(onReady, Math.max(1, wait / 1_000_000L));
            }
            now = System.nanoTime();
            if (now - nextTimer >= 0) {
                timers();
            }
        }
    }

    @Override
    void waitFor(WireWorker s, int state) {
        s.state = state;
        int ops = state == WAITING ? SelectionKey.OP_READ : SelectionKey.OP_WRITE;
        if (s.key.interestOps() != ops) {
            s.key.interestOps(ops);
        }
    }

    private void ready(SelectionKey key) {
        WireWorker s = (WireWorker) key.attachment();
        if (!key.isValid()) {
            return;
        }
        try {
            if (s.state == SENDING && key.isWritable() && s.connection.flush()) {
                waitFor(s, WAITING);
            } else if (s.state == WAITING && key.isReadable() && s.connection.receive()) {
                answered(s);
            }
        } catch (IOException e) {
            lost(s, e);
        }
    }

    @Override
    void release() {
        Closeables.quietly(selector);
    }
}
