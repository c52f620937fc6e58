/**
 * Internal, not API: plugins must not import it. Turns a class written with the annotations of
 * {@link dev.dbbench.spi.bench} into a {@link dev.dbbench.spi.workload.Workload}: {@link dev.dbbench.binder.Binder}
 * checks the class once (each mistake one line naming the class, the member and the fix), reads its params, states and
 * lifecycle methods, and makes a {@link dev.dbbench.binder.Dispatcher}, a hidden class holding one method handle that
 * weighs the worker's draw and calls the transaction it falls on. {@link dev.dbbench.binder.BoundWorkload} configures
 * an instance per set of params; no reflection runs per event.
 */
package dev.dbbench.binder;
