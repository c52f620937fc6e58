package dev.dbbench.reports;

import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import dev.dbbench.plugin.Plugins;
import dev.dbbench.result.RunResult;
import dev.dbbench.result.RunSummary;
import dev.dbbench.spi.UsageException;
import dev.dbbench.spi.metric.Metric;
import java.io.IOException;
import java.io.Reader;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * Reads and writes {@code result.json}, the public contract of a run. Fields appear in record
 * component order; instants are ISO-8601 strings; the output is indented for people and diffs.
 * Thread-safe.
 */
public final class ResultJson {
    /** The file name of a run's result inside its directory. */
    public static final String FILE_NAME = "result.json";

    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .addModule(new JavaTimeModule())
            .addModule(new com.fasterxml.jackson.datatype.jdk8.Jdk8Module())
            .addMixIn(RunResult.class, RunResultJson.Mixin.class)
            .addMixIn(RunSummary.class, RunSummaryJson.Mixin.class)
            .enable(SerializationFeature.INDENT_OUTPUT)
            .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
            .disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET)
            .disable(JsonParser.Feature.AUTO_CLOSE_SOURCE)
            // A newer dbbench may add fields; an older one can still compare and report the result.
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            // And an older result that lacks a newer list or map field reads it as empty, not as null.
            .withConfigOverride(List.class, o -> o.setSetterInfo(JsonSetter.Value.forValueNulls(Nulls.AS_EMPTY)))
            .withConfigOverride(Map.class, o -> o.setSetterInfo(JsonSetter.Value.forValueNulls(Nulls.AS_EMPTY)))
            .build();

    private ResultJson() {
    }

    /** The configured mapper, for callers that serialise other result records the same way. */
    public static ObjectMapper mapper() {
        return MAPPER;
    }

    /** Writes {@code result} to {@code out} without closing it. */
    public static void write(RunResult result, Writer out) throws IOException {
        MAPPER.writeValue(out, result);
        out.write('\n');
        out.flush();
    }

    /** The JSON text of {@code result}. */
    public static String toJson(RunResult result) {
        StringWriter out = new StringWriter();
        try {
            write(result, out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString();
    }

    /**
     * Replaces {@code file} with {@code result} atomically (temporary file in the same directory, then
     * an atomic rename), so a reader never sees a partial file. Used every minute while a run streams.
     */
    public static void writeAtomically(RunResult result, Path file) throws IOException {
        AtomicFiles.write(file, out -> write(result, out));
    }

    /**
     * Parses a result without closing {@code in}; {@code source} only names the input in the error message.
     * A list or map field missing from an older result reads as empty.
     *
     * @throws UsageException if the text is not a dbbench result
     */
    public static RunResult read(Reader in, String source) {
        RunResult r;
        try {
            r = MAPPER.readValue(in, RunResult.class);
        } catch (JsonProcessingException e) {
            String why = String.valueOf(e.getOriginalMessage()).replaceAll("\\s+", " ");
            throw new UsageException(source + " is not a dbbench result (" + why + "): give the " + FILE_NAME
                    + " written by run, sweep or stability");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (r.tool() == null || r.command() == null) {
            throw new UsageException(source + " is not a dbbench result (no \"tool\" or \"command\"): give the "
                    + FILE_NAME + " written by run, sweep or stability");
        }
        return withInstalledMetrics(r);
    }

    /**
     * {@code r} with the metrics of the built-in workload of its id when it records none: a result written before
     * workloads declared their metrics still shows them (TPC-C's NOPM). Unchanged when it records some, or no built-in
     * workload has its id.
     */
    static RunResult withInstalledMetrics(RunResult r) {
        if (r.workload() == null || !r.workload().metrics().isEmpty()) {
            return r;
        }
        List<Metric> installed = Installed.METRICS.getOrDefault(r.workload().id(), List.of());
        return installed.isEmpty() ? r : r.withWorkload(r.workload().withMetrics(installed));
    }

    /** The built-in workloads' declarations by id, found once, when a result first needs them. */
    private static final class Installed {
        static final Map<String, List<Metric>> METRICS = Plugins.builtIn().workloads().stream().map(Plugins.Found::plugin)
                .collect(java.util.stream.Collectors.toMap(w -> w.id(), w -> w.metrics(), (a, b) -> a));
    }

    /**
     * Reads a result from a {@code result.json} file or from a result directory that contains one.
     *
     * @throws UsageException if there is no such file or it is not a result
     */
    public static RunResult read(Path fileOrDir) {
        Path file = Files.isDirectory(fileOrDir) ? fileOrDir.resolve(FILE_NAME) : fileOrDir;
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            return read(in, file.toString());
        } catch (NoSuchFileException e) {
            throw new UsageException("no result at " + file + ": give a result directory or its " + FILE_NAME);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
    }
}
