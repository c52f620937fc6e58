package dev.dbbench.runner.jobs;

import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.target.ConnectionSpec;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeoutException;

/**
 * The pre-flight of a target's readers: each must answer, and when work is routed to it, hold the same dataset as
 * the writer (a replica that has not caught up with {@code prepare} would make reads return nothing and look fast).
 */
final class ReaderCheck {
    private ReaderCheck() {
    }

    /** One line per problem, each naming the reader. */
    static List<String> problems(ResolvedTarget target, PsMode psMode, Workloads.Chosen chosen) throws SQLException {
        List<String> problems = new ArrayList<>();
        ReaderTargets readers = target.readers();
        for (int i = 0; i < readers.names().size(); i++) {
            String where = target.name() + ": reader " + readers.names().get(i) + ": ";
            ConnectionSpec spec = readers.specs().get(i);
            try (Connection c = ConnectDeadline.open(() -> target.target().connector().connect(spec, psMode), spec.connectTimeout())) {
                if (readers.route()) {
                    for (Workloads.Variant v : chosen.variants()) {
                        v.configured().verify(c, target.target().dialect()).forEach(p -> problems.add(where + p));
                    }
                }
            } catch (SQLException e) {
                problems.add(where + "cannot connect (" + e.getMessage() + "); check --reader-host and that the reader takes the"
                        + " writer's user and password");
            } catch (TimeoutException e) {
                problems.add(where + "did not answer within --connect-timeout; check --reader-host");
            }
        }
        if (readers.route() && !chosen.configured().readOnly() && chosen.configured().mix().isEmpty()) {
            problems.add(target.name() + ": --route-reads: " + chosen.workload().id() + " declares no read-only transaction, so nothing"
                    + " would run on the readers; give a read-only workload or a mix (--workload oltp_read_write@1,oltp_read_only@4)");
        }
        return problems;
    }
}
