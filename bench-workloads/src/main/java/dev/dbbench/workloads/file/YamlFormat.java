package dev.dbbench.workloads.file;

import dev.dbbench.spi.UsageException;
import dev.dbbench.spi.workload.Workload;
import dev.dbbench.spi.workload.WorkloadFormat;
import dev.dbbench.workloads.file.spec.SpecReader;
import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Locale;

/** YAML workload files ({@code .yaml}, {@code .yml}); the format is docs/writing-a-workload.md's. Stateless. */
public final class YamlFormat implements WorkloadFormat {

    @Override
    public String id() {
        return "yaml";
    }

    @Override
    public boolean reads(Path file) {
        String name = file.getFileName() == null ? "" : file.getFileName().toString().toLowerCase(Locale.ROOT);
        return name.endsWith(".yaml") || name.endsWith(".yml");
    }

    @Override
    public Workload read(Path file) {
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            throw new UsageException("--workload-file " + file + " does not exist; check the path");
        } catch (IOException e) {
            throw new UsageException("--workload-file " + file + " cannot be read (" + e.getMessage() + "); check its permissions");
        }
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder().decode(java.nio.ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw new UsageException("--workload-file " + file + " is not UTF-8 text; save it as UTF-8");
        }
        String name = file.getFileName() == null ? file.toString() : file.getFileName().toString();
        return new FileWorkload(SpecReader.read(file.toString(), name, text, sha256(bytes)));
    }

    private static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JVM has SHA-256", e);
        }
    }
}
