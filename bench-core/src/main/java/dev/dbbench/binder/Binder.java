package dev.dbbench.binder;

/**
 * Binds a workload class written with the annotations of {@link dev.dbbench.spi.bench} into a
 * {@link dev.dbbench.spi.workload.Workload}: checks every rule once, reporting every mistake at once, and makes the
 * interfaces its transactions are called through.
 */
public final class Binder {
    private Binder() {
    }

    /**
     * The workload {@code type} defines.
     *
     * @throws BindingException naming every mistake in {@code type}, one line each
     */
    public static BoundWorkload bind(Class<?> type) {
        return new BoundWorkload(ClassScan.scan(type));
    }
}
