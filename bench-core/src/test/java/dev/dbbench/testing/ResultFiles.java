package dev.dbbench.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.AnnotatedElementContext;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.io.TempDirFactory;

/**
 * Every {@code result.json} a test writes fits {@link ResultSchema}, or the test that wrote it fails naming the file
 * and the JSON path. A module turns it on in its {@code junit-platform.properties}: this class as the default
 * {@code @TempDir} factory (so each temporary folder is watched, whoever writes into it: the test, the command it
 * calls or a {@code bench-cli.jar} it starts) and extension auto-detection (so the check runs after each test and
 * each class, before JUnit deletes the folders). Only results of this version are checked, those that open with
 * their {@code formatVersion}: a test may hold an old or a broken result on purpose. A file is checked again only
 * when it changed.
 */
public final class ResultFiles implements TempDirFactory, AfterEachCallback, AfterAllCallback {
    private static final ExtensionContext.Namespace NS = ExtensionContext.Namespace.create(ResultFiles.class);
    private static final String FILE = "result.json";
    private static final String THIS_VERSION = "{\n  \"formatVersion\"";

    @Override
    public Path createTempDirectory(AnnotatedElementContext element, ExtensionContext context) throws IOException {
        Path dir = Files.createTempDirectory("junit-");
        watched(context).add(dir);
        return dir;
    }

    @Override
    public void afterEach(ExtensionContext context) {
        check(context);
    }

    @Override
    public void afterAll(ExtensionContext context) {
        check(context);
    }

    /**
     * Fails naming each {@code result.json} under {@code dir} that does not fit the schema: for a test that keeps what
     * it writes outside a temporary folder, where the automatic check does not look.
     */
    public static void check(Path dir) {
        fail(problems(List.of(dir), new HashMap<>()));
    }

    private static void check(ExtensionContext context) {
        Queue<Path> dirs = watched(context);
        dirs.removeIf(d -> !Files.isDirectory(d));
        fail(problems(dirs, seen(context)));
    }

    private static void fail(List<String> failures) {
        if (!failures.isEmpty()) {
            throw new AssertionError("result.json does not fit docs/result.schema.json:\n  " + String.join("\n  ", failures));
        }
    }

    /** The schema's complaints about the results under {@code dirs} of this version that changed since {@code seen}. */
    private static List<String> problems(Collection<Path> dirs, Map<Path, FileTime> seen) {
        List<String> failures = new ArrayList<>();
        for (Path dir : dirs) {
            for (Path f : results(dir)) {
                try {
                    FileTime modified = Files.getLastModifiedTime(f);
                    if (modified.equals(seen.put(f, modified))) {
                        continue;
                    }
                    String json = Files.readString(f);
                    if (json.startsWith(THIS_VERSION)) {
                        ResultSchema.problems(json).forEach(p -> failures.add(f + " " + p));
                    }
                } catch (IOException e) {
                    // Deleted or replaced while being read: the next check sees the file that replaced it.
                }
            }
        }
        return failures;
    }

    private static List<Path> results(Path dir) {
        try (Stream<Path> all = Files.walk(dir)) {
            return all.filter(p -> p.getFileName().toString().equals(FILE) && Files.isRegularFile(p)).toList();
        } catch (IOException | UncheckedIOException e) {
            return List.of();
        }
    }

    @SuppressWarnings("unchecked")
    private static Queue<Path> watched(ExtensionContext context) {
        return context.getRoot().getStore(NS).computeIfAbsent("dirs", k -> new ConcurrentLinkedQueue<Path>(), Queue.class);
    }

    @SuppressWarnings("unchecked")
    private static Map<Path, FileTime> seen(ExtensionContext context) {
        return context.getRoot().getStore(NS).computeIfAbsent("seen", k -> new ConcurrentHashMap<Path, FileTime>(), Map.class);
    }
}
