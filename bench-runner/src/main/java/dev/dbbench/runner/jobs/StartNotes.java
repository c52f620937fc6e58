package dev.dbbench.runner.jobs;

import dev.dbbench.result.ServerInfo;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The notes a measuring command prints once its targets passed the pre-flight, before the first step: event loops a
 * step cannot use, and sessions encrypted only because the default TLS mode found TLS where the tool users compare
 * with runs in clear text.
 */
public final class StartNotes {
    private StartNotes() {
    }

    /** The notes for {@code sessions}, checked by the pre-flight, in steps of {@code threads}. */
    public static List<String> of(List<Session> sessions, List<Integer> threads) {
        Map<String, ClientPick> picks = new LinkedHashMap<>();
        sessions.forEach(s -> picks.put(s.target().name(), s.pick()));
        List<String> notes = new ArrayList<>(ClientPick.loopNotes(picks, threads));
        for (Session s : sessions) {
            Optional<String> tls = s.info() == null ? Optional.empty()
                    : Optional.ofNullable(s.info().server().settings().get(ServerInfo.SESSION_TLS));
            encrypted(s.target(), tls).ifPresent(notes::add);
        }
        return notes;
    }

    /**
     * The note for a session encrypted under the default {@code --ssl-mode prefer}, where the target's usual tool runs
     * in clear text: a user comparing both with their defaults would partly measure TLS. Nothing when the user chose
     * the mode, when the session is not encrypted ({@code off}) or not known, or when the tool encrypts too.
     *
     * @param sessionTls how the pre-flight's session was encrypted, as the target's inspector reports it
     *                   ({@code TLSv1.3 TLS_AES_256_GCM_SHA384}, or {@code off})
     */
    static Optional<String> encrypted(ResolvedTarget t, Optional<String> sessionTls) {
        if (t.sslModeGiven() || sessionTls.isEmpty() || sessionTls.get().isBlank() || sessionTls.get().equals("off")) {
            return Optional.empty();
        }
        String protocol = sessionTls.get().strip().split("\\s+")[0];
        return t.target().connector().facts().clearTextPeer().map(tool -> t.name() + ": this run is encrypted (" + protocol
                + "), as --ssl-mode prefer found the server offers TLS; " + tool.name() + " runs in clear text unless "
                + tool.encryptOption() + ": give --ssl-mode disable to compare with its defaults");
    }
}
