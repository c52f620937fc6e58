package dev.dbbench.workloads.oltp;

import dev.dbbench.spi.workload.Workload;

/** The built-in oltp_point_select, for tests outside its package that hold other workloads against it. */
public final class OltpPointSelectAccess {
    private OltpPointSelectAccess() {
    }

    public static Workload workload() {
        return new OltpPointSelect();
    }
}
