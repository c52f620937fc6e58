package dev.dbbench.cli.jobs;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Every password this command has read, so that any text leaving the process (errors, logs) can be
 * scrubbed. Driver messages sometimes quote connection URLs; this is the last line of defence
 * behind never putting passwords in URLs in the first place.
 */
public final class Secrets {
    private final Set<String> known = ConcurrentHashMap.newKeySet();

    public void remember(String password) {
        if (password != null && password.length() >= 3) {
            known.add(password);
        }
    }

    public String scrub(String text) {
        if (text == null) {
            return "";
        }
        String out = dev.dbbench.config.Urls.redact(text);
        for (String p : known) {
            out = out.replace(p, "****");
        }
        return out;
    }
}
