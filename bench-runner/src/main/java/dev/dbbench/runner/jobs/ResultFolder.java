package dev.dbbench.runner.jobs;

import dev.dbbench.runner.spec.OutputSpec;
import dev.dbbench.reports.Reporters;
import dev.dbbench.reports.ResultJson;
import dev.dbbench.result.RunResult;
import dev.dbbench.spi.UsageException;
import dev.dbbench.spi.report.ReportInput;
import dev.dbbench.spi.report.Reporter;
import dev.dbbench.store.IntervalFiles;
import dev.dbbench.store.IntervalLog;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.Writer;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Stream;

/**
 * The results folder of one command. Checked before anything runs, created only when measuring
 * starts (so a refused run leaves no folder that looks like a result), then filled as intervals close.
 */
public final class ResultFolder {
    /** Tries at creating a folder whose empty parent other shards' probes may remove meanwhile, each try microseconds. */
    private static final int CREATE_ATTEMPTS = 100;
    private final Path dir;
    private final List<Reporter> reporters;
    /** Why result.json could not be written while the command ran, once it could not; shared by this folder's copies. */
    private final AtomicReference<String> cannotWrite;

    private ResultFolder(Path dir, List<Reporter> reporters) {
        this(dir, reporters, new AtomicReference<>());
    }

    private ResultFolder(Path dir, List<Reporter> reporters, AtomicReference<String> cannotWrite) {
        this.dir = dir;
        this.reporters = List.copyOf(reporters);
        this.cannotWrite = cannotWrite;
    }

    /** Validates {@code --out} (or the default) without creating anything; the reports written are those of {@code reporters}. */
    public static ResultFolder plan(OutputSpec o, String command, Reporters reporters) {
        Path dir = o.out() != null ? o.out() : defaultDir(command);
        return plan(dir, o.overwrite()).writing(reporters.defaults());
    }

    /** The folder of a command given no {@code --out}: {@code results/<timestamp>-<command>}. */
    public static Path defaultDir(String command) {
        return Path.of("results", LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")) + "-" + command);
    }

    /**
     * Validates a given {@code --out} folder without creating anything: the one rule for every command that writes one.
     * The folder writes the formats of every run unless {@link #writing} says otherwise.
     */
    public static ResultFolder plan(Path dir, boolean overwrite) {
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            throw new UsageException("--out " + dir + " is a file; give a folder");
        }
        if (Files.isDirectory(dir) && !isEmpty(dir) && !overwrite) {
            throw new UsageException("--out " + dir + " already holds files; choose a new folder or add --overwrite");
        }
        Path existing = dir.toAbsolutePath();
        while (existing != null && !Files.exists(existing)) {
            existing = existing.getParent();
        }
        // One question each, so that a parent another shard's probe removes meanwhile is neither a file nor a refusal;
        // whether the folder can be written only the probe tells.
        if (existing != null && Files.isRegularFile(existing)) {
            throw new UsageException("--out " + dir + " cannot be created because " + existing + " is a file; choose another folder");
        }
        probe(dir.toAbsolutePath());
        return new ResultFolder(dir, Reporters.load().defaults());
    }

    /**
     * Creates the folder and the folders it lacks, or a file in it when it exists, then removes what it created: only
     * trying tells. Permissions are no guide: to root every folder looks writable, {@code /proc} and a read-only file
     * system included, and the run would fail after connecting, at its first write. Shards started together probe
     * folders side by side, each removing the empty parents it made, so a parent that vanishes midway is made again.
     */
    private static void probe(Path dir) {
        for (int attempt = 1; ; attempt++) {
            try {
                probeOnce(dir);
                return;
            } catch (NoSuchFileException e) {
                if (attempt == CREATE_ATTEMPTS) {
                    throw cannotCreate(dir, e);
                }
            } catch (IOException e) {
                throw cannotCreate(dir, e);
            }
        }
    }

    private static void probeOnce(Path dir) throws IOException {
        Deque<Path> created = new ArrayDeque<>();
        try {
            List<Path> missing = new ArrayList<>();
            for (Path p = dir; p != null && !Files.exists(p); p = p.getParent()) {
                missing.add(0, p);
            }
            for (Path p : missing) {
                try {
                    created.push(Files.createDirectory(p));
                } catch (FileAlreadyExistsException e) {
                    // Made a moment ago by another dbbench, a shard of the same run: it is not this probe's to remove.
                    // One look at it: gone again already (that shard removed it), it throws NoSuchFileException and the
                    // probe tries once more, as for any parent that vanished.
                    if (!Files.readAttributes(p, BasicFileAttributes.class).isDirectory()) {
                        throw e;
                    }
                }
            }
            if (missing.isEmpty()) {
                created.push(Files.createTempFile(dir, ".dbbench-", ".probe"));
            }
        } finally {
            while (!created.isEmpty()) {
                try {
                    Files.deleteIfExists(created.pop());
                } catch (IOException ignored) {
                    // An empty folder or probe file left behind holds no result and misleads no one; a folder another
                    // shard has just filled stays.
                }
            }
        }
    }

    private static UsageException cannotCreate(Path dir, IOException e) {
        return new UsageException("cannot create results folder " + dir + ": " + reason(e) + "; choose another --out", e);
    }

    /** The system's reason, as {@code mkdir} prints it. */
    private static String reason(IOException e) {
        if (e instanceof NoSuchFileException) {
            return "No such file or directory";
        }
        if (e instanceof AccessDeniedException) {
            return "Permission denied";
        }
        if (e instanceof FileSystemException f && f.getReason() != null) {
            return f.getReason();
        }
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }

    private static boolean isEmpty(Path dir) {
        try (Stream<Path> s = Files.list(dir)) {
            return s.findAny().isEmpty();
        } catch (IOException e) {
            return false;
        }
    }

    /** The folder of an earlier command, for {@code report}: it must exist. */
    public static ResultFolder existing(Path dir) {
        if (!Files.isDirectory(dir)) {
            throw new UsageException(dir + " is not a folder; give the results folder of a run, sweep or stability");
        }
        return new ResultFolder(dir, Reporters.load().defaults());
    }

    /** This folder, writing the reports of {@code formats} instead of the built-in ones. */
    public ResultFolder writing(List<Reporter> formats) {
        return new ResultFolder(dir, formats, cannotWrite);
    }

    public Path dir() {
        return dir;
    }

    /** Creates the folder and opens the interval files that every closed interval is streamed to. */
    public IntervalFiles open() throws IOException {
        clearIntervals();
        return new IntervalFiles(dir, runId());
    }

    /** The id of the run whose {@code result.json}, written as it began, the folder holds; empty before there is one. */
    private String runId() {
        Path file = dir.resolve(ResultJson.FILE_NAME);
        return Files.isRegularFile(file) ? ResultJson.read(file).runId() : "";
    }

    /** Creates the folder and removes interval files of an older run (--overwrite), which must not be appended to. */
    public void clearIntervals() throws IOException {
        createDirectories(dir);
        for (String stale : List.of(IntervalFiles.CSV, IntervalFiles.HLOG, dev.dbbench.store.OutageFiles.FILE)) {
            Files.deleteIfExists(dir.resolve(stale));
        }
    }

    /** {@link Files#createDirectories}, made again when another shard's probe removed an empty parent midway. */
    private static void createDirectories(Path dir) throws IOException {
        for (int attempt = 1; ; attempt++) {
            try {
                Files.createDirectories(dir);
                return;
            } catch (NoSuchFileException e) {
                if (attempt == CREATE_ATTEMPTS) {
                    throw e;
                }
            }
        }
    }

    /**
     * Rewrites {@code result.json} atomically: a reader never sees half a file. When that fails (a full disk), the room
     * the interval files keep aside is given back and the write tried once more; the command is then to end, as
     * {@link #cannotWrite} says, since the next interval would not fit either. When a second copy beside the old one
     * still does not fit, the old one is overwritten in place: a write cut short there leaves a damaged file, which
     * {@code report} sets aside and rebuilds from the intervals, where a stale one would say {@code running}. A failure
     * names the file and the system's reason ("No space left on device").
     */
    public void writeResult(RunResult result) throws IOException {
        try {
            writeCheckpoint(result);
        } catch (IOException e) {
            cannotWrite.compareAndSet(null, e.getMessage());
            IntervalFiles.removeReserve(dir);
            try {
                writeCheckpoint(result);
            } catch (IOException again) {
                overwrite(result, dir.resolve(ResultJson.FILE_NAME));
            }
        }
    }

    private static void overwrite(RunResult result, Path file) throws IOException {
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.WRITE, StandardOpenOption.CREATE,
                StandardOpenOption.TRUNCATE_EXISTING);
             Writer out = new BufferedWriter(new OutputStreamWriter(Channels.newOutputStream(ch), StandardCharsets.UTF_8))) {
            ResultJson.write(result, out);
            out.flush();
            ch.force(true);
        } catch (IOException e) {
            throw new IOException("cannot write " + file + ": " + reason(e), e);
        }
    }

    /** Rewrites {@code result.json} atomically, as {@link #writeResult}, but without touching the room kept aside. */
    public void writeCheckpoint(RunResult result) throws IOException {
        Path file = dir.resolve(ResultJson.FILE_NAME);
        try {
            ResultJson.writeAtomically(result, file);
        } catch (IOException e) {
            throw new IOException("cannot write " + file + ": " + reason(e), e);
        }
    }

    /** Why {@code result.json} could not be written while the command ran, if it could not: the command is to end. */
    public Optional<String> cannotWrite() {
        return Optional.ofNullable(cannotWrite.get());
    }

    /** Writes this folder's report formats from the result and the interval log, under the same names for every command. */
    public List<Path> writeReports(RunResult result) throws IOException {
        try {
            return Reporters.writeAll(reporters, input(result), dir);
        } catch (IOException e) {
            throw new IOException("cannot write the reports in " + dir + ": " + reason(e), e);
        }
    }

    /**
     * Writes the final {@code result.json}, then the reports, at the end of a command that measured: a failure (a full
     * disk) is one line on {@code err}, never thrown, since what was measured is still to be printed. Returns whether
     * {@code result.json} was written; the reports, when only they failed, {@code report DIR} writes later.
     */
    public boolean writeFinal(RunResult result, PrintStream err) {
        try {
            writeResult(result);
        } catch (IOException e) {
            err.println("error: " + e.getMessage() + "; the intervals on disk are kept: once there is room, 'report "
                    + dir + "' rebuilds the result");
            return false;
        }
        try {
            writeReports(result);
        } catch (IOException | java.io.UncheckedIOException e) {
            err.println("warning: " + e.getMessage() + "; result.json holds the result: once there is room, 'report " + dir
                    + "' writes them");
        }
        return true;
    }

    /** The result with the intervals and latency distributions of this folder's interval files, when it has them. */
    public ReportInput input(RunResult result) throws IOException {
        if (!Files.exists(dir.resolve(IntervalFiles.CSV))) {
            return ReportInput.of(result);
        }
        IntervalLog log = IntervalLog.read(dir);
        return new ReportInput(result, log.intervals(), log.distributions());
    }

    /** The latency of a finished step at any percentile, from the merged interval histograms on disk. */
    public double latencyAt(dev.dbbench.result.StepResult step, double percentile) throws IOException {
        return IntervalLog.read(dir).latencyAt(step, percentile);
    }
}
