package dev.dbbench.binder;

import dev.dbbench.spi.workload.Counter;
import java.lang.constant.ConstantDescs;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.sql.Connection;
import java.sql.SQLException;

/**
 * The class file {@link Dispatchers} defines as a hidden class, once per workload class, with the two method handles of
 * that class as its class data: the JIT treats them as constants and compiles a call through them as the switch over
 * the transactions a hand-written workload would have. Never loaded as itself.
 */
final class DispatchTemplate implements Dispatcher {
    private static final MethodHandle TRANSACTIONS = data(0);
    private static final MethodHandle PAUSE = data(1);

    private DispatchTemplate() {
    }

    private static MethodHandle data(int index) {
        try {
            return MethodHandles.classDataAt(MethodHandles.lookup(), ConstantDescs.DEFAULT_NAME, MethodHandle.class, index);
        } catch (IllegalAccessException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    @Override
    public int run(int draw, int[] cumulative, Object workload, Object state, Counter counter, Connection connection)
            throws SQLException {
        try {
            return (int) TRANSACTIONS.invokeExact(draw, cumulative, workload, state, counter, connection);
        } catch (SQLException | RuntimeException | Error e) {
            throw e;
        } catch (Throwable t) {
            throw new SQLException(t);
        }
    }

    @Override
    public long pause(Object workload, Object state, String last, String next) {
        try {
            return (long) PAUSE.invokeExact(workload, state, last, next);
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable t) {
            throw new IllegalStateException(t);
        }
    }
}
