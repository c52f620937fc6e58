package dev.dbbench.runner.jobs;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import dev.dbbench.spi.UsageException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The {@code --config} YAML file: named targets, so that a sweep over several servers is one short
 * command. Passwords appear only by reference ({@code passwordEnv}, {@code passwordFile}).
 *
 * <pre>
 * targets:
 *   rds-a: {target: mysql, host: a.example.com, user: sbtest, db: sbtest, passwordEnv: RDS_A_PASSWORD}
 *   ob:    {target: oceanbase, host: 10.0.0.5, port: 2881, user: "root@sys", db: test}
 *   r6g:   {target: mysql, host: b.example.com, tags: {cloud: aws, instance: db.r6g.large}, price: 0.48USD/h}
 * </pre>
 */
public record ConfigFile(Optional<Path> file, Map<String, Entry> targets, Map<String, Integer> lines) {

    public ConfigFile {
        targets = targets == null ? Map.of() : new LinkedHashMap<>(targets);
        lines = Map.copyOf(lines);
    }

    /**
     * One named target; every field is optional and the command line may override it. {@code tags} keep the file's
     * order; {@code price} is as {@code --price} takes it.
     */
    public record Entry(String target, String host, Integer port, String user, String db, String url, String passwordEnv,
                        String passwordFile, String socket, String sslMode, String sslCa, Map<String, String> driverProperties,
                        Map<String, String> tags, String price) {
        public Entry {
            driverProperties = driverProperties == null ? Map.of() : Map.copyOf(driverProperties);
            tags = tags == null ? Map.of() : java.util.Collections.unmodifiableMap(new LinkedHashMap<>(tags));
        }
    }

    /** The file's shape as Jackson reads it; the rest of this record is what the reader learns on the way. */
    private record Document(Map<String, Entry> targets) {
    }

    public static ConfigFile empty() {
        return new ConfigFile(Optional.empty(), Map.of(), Map.of());
    }

    public Optional<Entry> entry(String name) {
        return Optional.ofNullable(targets.get(name));
    }

    /**
     * Where {@code key} of target {@code name} is written, for an error about its value: {@code FILE line N},
     * so that a value from the file is not blamed on a command-line option the user never typed.
     */
    public String where(String name, String key) {
        String file = this.file.map(Path::toString).orElse("--config");
        Integer line = lines.get("targets." + name + "." + key);
        return line == null ? file + " (targets." + name + "." + key + ")" : file + " line " + line;
    }

    public static ConfigFile read(Path file) {
        if (!Files.isReadable(file)) {
            throw new UsageException("--config " + file + " cannot be read; check the path and its permissions");
        }
        YAMLFactory factory = new YAMLFactory();
        ObjectMapper yaml = new ObjectMapper(factory).enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
        try {
            Document doc = yaml.readValue(file.toFile(), Document.class);
            return new ConfigFile(Optional.of(file), doc == null ? Map.of() : doc.targets(), keyLines(factory, file));
        } catch (UnrecognizedPropertyException e) {
            throw new UsageException(file + at(factory, file, e) + ": " + unknownKey(e));
        } catch (MismatchedInputException e) {
            throw new UsageException(file + at(factory, file, e) + ": " + wrongType(e) + "; fix the YAML there");
        } catch (JsonProcessingException e) {
            throw new UsageException(file + at(e.getLocation()) + ": " + problem(e.getOriginalMessage()) + "; fix the YAML there");
        } catch (IOException e) {
            throw new UsageException("--config " + file + " cannot be read: " + e.getMessage() + "; check the path and its permissions");
        }
    }

    /** The line of every key, by its dotted path ({@code targets.a.port}); the tree Jackson builds keeps no lines. */
    private static Map<String, Integer> keyLines(YAMLFactory factory, Path file) throws IOException {
        Map<String, Integer> lines = new HashMap<>();
        try (JsonParser p = factory.createParser(file.toFile())) {
            for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
                if (t == JsonToken.FIELD_NAME) {
                    lines.putIfAbsent(path(p.getParsingContext()), p.currentTokenLocation().getLineNr());
                }
            }
        }
        return lines;
    }

    private static String path(JsonStreamContext context) {
        String parent = context.getParent() == null || context.getParent().inRoot() ? "" : path(context.getParent()) + ".";
        return parent + context.getCurrentName();
    }

    /**
     * Where the key of a typed error is written. An entry is a record, read through its constructor, so Jackson
     * reports a bad key at the end of the entry (the next entry's line, or past the last line); the key's path
     * finds its own line instead.
     */
    private static String at(YAMLFactory factory, Path file, MismatchedInputException e) {
        StringBuilder path = new StringBuilder();
        for (JsonMappingException.Reference r : e.getPath()) {
            if (r.getFieldName() != null) {
                path.append(path.isEmpty() ? "" : ".").append(r.getFieldName());
            }
        }
        try {
            Integer line = keyLines(factory, file).get(path.toString());
            return line == null ? at(e.getLocation()) : " line " + line;
        } catch (IOException unreadable) {
            return at(e.getLocation());
        }
    }

    /** {@code in target NAME} when the error is inside an entry, so that the entry is named as well as the line. */
    private static String inEntry(MismatchedInputException e) {
        var path = e.getPath();
        return path.size() > 2 && "targets".equals(path.get(0).getFieldName()) ? " in target " + path.get(1).getFieldName() : "";
    }

    private static String unknownKey(UnrecognizedPropertyException e) {
        String key = e.getPropertyName();
        if (key.toLowerCase(java.util.Locale.ROOT).contains("password")) {
            // A password in a file gets copied, committed and published; only references are accepted.
            return "'" + key + "'" + inEntry(e) + " is refused: a config file holds passwords only by reference; use passwordEnv: VARIABLE or passwordFile: PATH";
        }
        java.util.TreeSet<String> known = new java.util.TreeSet<>();
        e.getKnownPropertyIds().forEach(k -> known.add(String.valueOf(k)));
        return "'" + key + "'" + inEntry(e) + " is not a known key" + dev.dbbench.config.Suggest.closest(key, known).map(k -> " (did you mean " + k + "?)").orElse("")
                + "; known keys are " + String.join(", ", known);
    }

    private static String wrongType(MismatchedInputException e) {
        String field = e.getPath().isEmpty() ? "the document" : "'" + e.getPath().get(e.getPath().size() - 1).getFieldName() + "'" + inEntry(e);
        Class<?> type = e.getTargetType();
        String expected = type == null ? "another kind of value"
                : Number.class.isAssignableFrom(type) ? "a whole number"
                : Map.class.isAssignableFrom(type) || type == Document.class || type == Entry.class ? "a mapping of keys to values"
                : "a single value";
        return "the value of " + field + " should be " + expected;
    }

    /** SnakeYAML says "while parsing X ... expected Y, but found Z"; the second part is what the user must fix. */
    private static String problem(String original) {
        String context = "";
        for (String line : original.split("\n")) {
            String l = line.strip();
            if (l.startsWith("while ")) {
                context = l;
            } else if (!l.isEmpty() && !l.startsWith("in '") && !l.startsWith("at [") && !l.equals("^") && !line.startsWith(" ")) {
                return context.isEmpty() ? l : l + " (" + context + ")";
            }
        }
        return context.isEmpty() ? original.split("\n")[0] : context;
    }

    private static String at(JsonLocation where) {
        return where == null ? "" : " line " + where.getLineNr() + ", column " + where.getColumnNr();
    }
}
