package dev.dbbench.runner.jobs;

import dev.dbbench.probe.CpuProbe;
import dev.dbbench.probe.WrongAnswerException;
import dev.dbbench.reports.Fmt;
import dev.dbbench.result.ProbeResult;
import dev.dbbench.result.TargetInfo;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/** The server CPU probe ({@link CpuProbe}) of a session's target, on a connection of its own that it closes. */
final class ServerProbe {
    private ServerProbe() {
    }

    static ProbeResult run(Session s) throws SQLException, WrongAnswerException {
        try (Connection c = s.connect()) {
            return CpuProbe.run(c);
        }
    }

    /**
     * {@code sweep --probe}: each target probed in turn before the first step, {@code infos} (in the sessions' order) with
     * their probes. A probe that fails or is answered wrongly leaves its target without one and the sweep goes on: the
     * probe explains a sweep, it does not decide whether one can run.
     */
    static List<TargetInfo> beforeSweep(List<Session> sessions, List<TargetInfo> infos, Console console) {
        List<TargetInfo> out = new ArrayList<>();
        for (int i = 0; i < sessions.size(); i++) {
            Session s = sessions.get(i);
            if (!console.quiet()) {
                console.out().print("CPU probe " + s.target().name() + ": ");
                console.out().flush();
            }
            try {
                ProbeResult p = run(s);
                out.add(infos.get(i).withProbe(p));
                if (!console.quiet()) {
                    console.out().println(line(p));
                }
            } catch (SQLException | WrongAnswerException e) {
                out.add(infos.get(i));
                if (!console.quiet()) {
                    console.out().println("no rate");
                }
                console.err().println("warning: " + s.target().name() + ": no CPU probe, " + firstLine(e) + "; the sweep goes on without it");
            }
        }
        return out;
    }

    /** The probe as one line: its rate and the spread of its runs. */
    static String line(ProbeResult p) {
        return Fmt.two(p.median()) + " iterations/s (" + Fmt.two(p.min()) + " to " + Fmt.two(p.max()) + " over "
                + p.perSecond().size() + " runs of " + p.iterationsPerRun() + ")";
    }

    static String firstLine(Exception e) {
        String m = e.getMessage() == null ? e.toString() : e.getMessage();
        return m.lines().findFirst().orElse(m);
    }
}
