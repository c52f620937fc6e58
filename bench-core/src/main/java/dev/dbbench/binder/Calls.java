package dev.dbbench.binder;

import java.sql.SQLException;

/**
 * The interfaces that {@link java.lang.invoke.LambdaMetafactory} implements over a workload's transaction and pause
 * methods: one per return type and number of parameters, each taking the workload instance and then the method's
 * parameters in their declared order. Public, because the classes made for a plugin jar's workload live in that
 * jar's class loader.
 */
public final class Calls {
    private Calls() {
    }

    /** A transaction method without parameters. */
    public interface V0 {
        void call(Object workload) throws SQLException;
    }

    public interface V1 {
        void call(Object workload, Object a) throws SQLException;
    }

    public interface V2 {
        void call(Object workload, Object a, Object b) throws SQLException;
    }

    public interface V3 {
        void call(Object workload, Object a, Object b, Object c) throws SQLException;
    }

    /** A transaction method that says whether it committed. */
    public interface B0 {
        boolean call(Object workload) throws SQLException;
    }

    public interface B1 {
        boolean call(Object workload, Object a) throws SQLException;
    }

    public interface B2 {
        boolean call(Object workload, Object a, Object b) throws SQLException;
    }

    public interface B3 {
        boolean call(Object workload, Object a, Object b, Object c) throws SQLException;
    }

    /** A pause method. */
    public interface L0 {
        long call(Object workload);
    }

    public interface L1 {
        long call(Object workload, Object a);
    }

    public interface L2 {
        long call(Object workload, Object a, Object b);
    }

    public interface L3 {
        long call(Object workload, Object a, Object b, Object c);
    }
}
