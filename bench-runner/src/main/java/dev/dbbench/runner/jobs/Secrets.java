package dev.dbbench.runner.jobs;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;

/**
 * Every password this command has read, so that any text leaving the process (errors, logs) can be
 * scrubbed. Driver messages sometimes quote connection URLs; this is the last line of defence
 * behind never putting passwords in URLs in the first place.
 */
public final class Secrets {
    private final Set<String> known = ConcurrentHashMap.newKeySet();
    private final Consumer<String> also;

    /** Secrets of this process alone. */
    public Secrets() {
        this(p -> { });
    }

    /** Secrets that are also handed to {@code also} as they are read, so that its owner can scrub them too. */
    public Secrets(Consumer<String> also) {
        this.also = also;
    }

    public void remember(String password) {
        if (password != null && password.length() >= 3) {
            known.add(password);
            also.accept(password);
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
