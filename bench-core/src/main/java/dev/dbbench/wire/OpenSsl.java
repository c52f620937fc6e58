package dev.dbbench.wire;

import io.netty.internal.tcnative.Library;
import io.netty.internal.tcnative.SSL;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Locale;
import java.util.Optional;

/**
 * BoringSSL, as netty-tcnative packs it for Linux on x86-64: loaded once per process from the jar. Where it
 * cannot load (another platform, a read-only temporary folder, {@code -Ddbbench.tls.provider=jdk}), the wire
 * clients encrypt with the JDK's provider instead, and {@link #unavailable()} says why.
 */
final class OpenSsl {
    /** The system property that picks the JDK's provider even where BoringSSL loads. */
    static final String PROVIDER_PROPERTY = "dbbench.tls.provider";
    private static final String LIBRARY = "netty_tcnative_linux_x86_64";
    private static final String VERSION = "2.0.84.Final";

    private OpenSsl() {
    }

    /** Whether connections encrypt with BoringSSL: it loaded, and no one asked for the JDK's provider. */
    static boolean serves() {
        return !"jdk".equalsIgnoreCase(System.getProperty(PROVIDER_PROPERTY, "")) && Loaded.FAILURE.isEmpty();
    }

    /** Why BoringSSL does not serve, or empty when it does. */
    static Optional<String> unavailable() {
        if ("jdk".equalsIgnoreCase(System.getProperty(PROVIDER_PROPERTY, ""))) {
            return Optional.of("-D" + PROVIDER_PROPERTY + "=jdk");
        }
        return Loaded.FAILURE;
    }

    /** The library's own name and version, e.g. {@code BoringSSL} with netty-tcnative's version. */
    static String describe() {
        return SSL.versionString() + " (netty-tcnative " + VERSION + ")";
    }

    /** Loads the library at first use; the outcome holds for the life of the process. */
    private static final class Loaded {
        static final Optional<String> FAILURE = load();

        private static Optional<String> load() {
            String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
            String arch = System.getProperty("os.arch", "").toLowerCase(Locale.ROOT);
            if (!os.startsWith("linux") || !(arch.equals("amd64") || arch.equals("x86_64"))) {
                return Optional.of("BoringSSL is packed for Linux on x86-64 only, not " + os + " " + arch);
            }
            try (InputStream in = OpenSsl.class.getResourceAsStream("/META-INF/native/lib" + LIBRARY + ".so")) {
                if (in == null) {
                    return Optional.of("the jar holds no lib" + LIBRARY + ".so");
                }
                // The file keeps netty's name: the library finds its Java classes' package from it.
                Path dir = Files.createTempDirectory("dbbench-tls");
                Path file = dir.resolve("lib" + LIBRARY + ".so");
                try {
                    Files.copy(in, file, StandardCopyOption.REPLACE_EXISTING);
                    System.load(file.toString());
                } finally {
                    // Linux keeps a loaded library mapped after its file is gone.
                    Files.deleteIfExists(file);
                    Files.deleteIfExists(dir);
                }
                Library.initialize("provided", null);
                return Optional.empty();
            } catch (IOException | RuntimeException | LinkageError e) {
                return Optional.of("BoringSSL did not load: " + e);
            } catch (Exception e) {
                return Optional.of("BoringSSL did not initialise: " + e);
            }
        }
    }
}
