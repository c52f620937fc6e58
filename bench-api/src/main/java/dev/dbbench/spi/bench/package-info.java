/**
 * API: a workload written as one annotated Java class, in the manner of JMH. The class implements
 * {@link dev.dbbench.spi.bench.AnnotatedWorkload}, carries {@link dev.dbbench.spi.bench.Benchmark} and is listed in
 * {@code META-INF/services/dev.dbbench.spi.bench.AnnotatedWorkload}; dbbench binds it once into a
 * {@link dev.dbbench.spi.workload.Workload} that runs like every other.
 *
 * <pre>{@code
 * @Benchmark(id = "orders", description = "new orders and order lookups")
 * public class Orders implements AnnotatedWorkload {
 *     @Param(value = "10000", description = "customers loaded") long customers;   // --customers 10000, --param customers=1000,10000
 *
 *     @Prepare public void load(PrepareContext ctx) throws SQLException { ... }      // the prepare command
 *     @Verify public List<String> check(Connection c) throws SQLException { ... }   // before every run
 *     @Cleanup public void drop(Connection c, Dialect d) throws SQLException { ... } // the cleanup command
 *
 *     @State public static class Terminal {                                            // one per worker
 *         @Setup(Level.WORKER) public void open(Orders o, WorkerContext ctx) throws SQLException { ... }
 *         @TearDown(Level.WORKER) public void close() throws SQLException { ... }
 *     }
 *
 *     @Transaction(weight = 9) public void lookup(Terminal t, Counter c) throws SQLException { ... }
 *     @Transaction(weight = 1) public void newOrder(Terminal t, Counter c) throws SQLException { ... }
 * }
 * }</pre>
 *
 * <p>Every rule a class must follow is checked when dbbench binds it; each mistake is one line naming the class,
 * the member and the fix. Methods and the classes holding them are public; parameters are found by their type, in
 * any order. The benchmark instance, with its {@link dev.dbbench.spi.bench.Param} fields set, is shared by every
 * worker; what a worker changes lives in its {@link dev.dbbench.spi.bench.State} object. Transactions are called
 * through a dispatcher made once when the class is bound, which the JIT compiles like a hand-written switch over
 * them: no reflection runs per event.
 */
package dev.dbbench.spi.bench;
