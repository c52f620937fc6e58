package dev.dbbench.store;

import dev.dbbench.result.Outage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Reads back what {@link OutageFiles} wrote: the closed windows in order, and the start of a window that
 * never closed because the run was killed during it. A torn last line is skipped; no file means no outage.
 *
 * @param windows       closed windows, oldest first
 * @param ongoingSince  when the window still open at the end of the file began, if one was
 */
public record OutageLog(List<Outage> windows, Optional<Instant> ongoingSince) {

    public OutageLog {
        windows = List.copyOf(windows);
    }

    public static OutageLog empty() {
        return new OutageLog(List.of(), Optional.empty());
    }

    public static OutageLog read(Path dir) throws IOException {
        Path path = dir.resolve(OutageFiles.FILE);
        if (!Files.exists(path)) {
            return empty();
        }
        String text = new String(Files.readAllBytes(path), StandardCharsets.UTF_8);
        List<String> lines = text.lines().toList();
        int complete = text.endsWith("\n") ? lines.size() : lines.size() - 1;
        List<Outage> closed = new ArrayList<>();
        Map<Instant, Boolean> open = new LinkedHashMap<>();
        for (int n = 1; n < complete; n++) {
            List<String> f = CsvLines.fields(lines.get(n));
            try {
                Instant first = Instant.parse(f.get(1));
                if (f.get(0).equals("start")) {
                    open.put(first, true);
                } else {
                    open.remove(first);
                    closed.add(new Outage(first, Instant.parse(f.get(2)), Double.parseDouble(f.get(3)), f.get(4), f.get(5)));
                }
            } catch (RuntimeException e) {
                throw new IOException(OutageFiles.FILE + " line " + (n + 1) + " is damaged: " + e.getMessage());
            }
        }
        return new OutageLog(closed, open.keySet().stream().reduce((a, b) -> b));
    }
}
