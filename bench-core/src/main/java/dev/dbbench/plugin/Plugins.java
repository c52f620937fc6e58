package dev.dbbench.plugin;

import dev.dbbench.binder.Binder;
import dev.dbbench.binder.BindingException;
import dev.dbbench.binder.JarLoader;
import dev.dbbench.config.Suggest;
import dev.dbbench.spi.UsageException;
import dev.dbbench.spi.bench.AnnotatedWorkload;
import dev.dbbench.spi.bench.Benchmark;
import dev.dbbench.spi.report.Reporter;
import dev.dbbench.spi.target.Target;
import dev.dbbench.spi.workload.Workload;
import java.io.IOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * Finds targets, workloads and any other SPI with {@link ServiceLoader}: first what is built into
 * the application, then every jar in the plugin folders. Each jar gets its own class loader so a
 * broken jar can be named. Workloads are of two kinds in one id space: {@link Workload} implementations and
 * annotated workload classes ({@link AnnotatedWorkload}), each bound once when first found. An id found twice keeps the first one, built-in before the jars and the jars
 * in the order of their folders; the other is skipped with one warning that names both. A service line that
 * does not load (a missing class, one that does not implement the service, a constructor that
 * throws) is skipped with one warning, so one vendor's broken jar does not take the others down.
 */
public final class Plugins {
    private final List<Path> jars;
    private final Map<Path, ClassLoader> loaders = new LinkedHashMap<>();
    private final Consumer<String> warnings;
    /** Each lookup scans again; a broken line is reported once. */
    private final Set<String> warned = ConcurrentHashMap.newKeySet();
    /** Annotated workload classes bound so far: binding makes classes, so each is bound once. */
    private final Map<Class<?>, Workload> bound = new ConcurrentHashMap<>();
    /** The ids of annotated workload classes that did not bind, with where they came from. */
    private final Map<String, String> unbound = new ConcurrentHashMap<>();

    private Plugins(List<Path> jars, Consumer<String> warnings) {
        this.jars = List.copyOf(jars);
        this.warnings = warnings;
        for (Path jar : jars) {
            loaders.put(jar, new JarLoader(url(jar), Plugins.class.getClassLoader()));
        }
    }

    /**
     * Loads the jars in each existing folder of {@code dirs}; a named folder that does not exist is an error.
     *
     * @param warnings receives one line (without a "warning:" prefix) per service line that does not load
     */
    public static Plugins load(List<Path> dirs, List<Path> optionalDirs, Consumer<String> warnings) {
        List<Path> jars = new ArrayList<>();
        for (Path dir : dirs) {
            if (!Files.isDirectory(dir)) {
                throw new UsageException("--plugins " + dir + " is not a folder; give a folder that holds plugin jars");
            }
            jars.addAll(jarsIn(dir));
        }
        for (Path dir : optionalDirs) {
            if (Files.isDirectory(dir)) {
                jars.addAll(jarsIn(dir));
            }
        }
        return new Plugins(distinct(jars), warnings);
    }

    /** A folder named twice (--plugins plugins beside the jar) gives each jar once: it is no second copy. */
    private static List<Path> distinct(List<Path> jars) {
        Set<Path> seen = new java.util.HashSet<>();
        return jars.stream().filter(jar -> seen.add(realPath(jar))).toList();
    }

    private static Path realPath(Path jar) {
        try {
            return jar.toRealPath();
        } catch (IOException e) {
            return jar.toAbsolutePath().normalize();
        }
    }

    /** Only what is built in; one of those that does not load is a broken build, so it throws. */
    public static Plugins builtIn() {
        return new Plugins(List.of(), w -> {
            throw new IllegalStateException(w);
        });
    }

    /** The {@code plugins} folder next to the running jar, where users drop vendor plugins. */
    public static Path besideApplication() {
        try {
            Path code = Path.of(Plugins.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            return (Files.isRegularFile(code) ? code.getParent() : code).resolve("plugins");
        } catch (Exception e) {
            return Path.of("plugins");
        }
    }

    private static List<Path> jarsIn(Path dir) {
        try (Stream<Path> files = Files.list(dir)) {
            List<Path> jars = files.filter(p -> p.getFileName().toString().endsWith(".jar")).sorted().toList();
            jars.forEach(Plugins::checkReadable);
            return jars;
        } catch (IOException e) {
            throw new UsageException("cannot read plugin folder " + dir + ": " + e.getMessage() + "; check its permissions");
        }
    }

    /** A file that is not a jar would be skipped silently by the class loader; the user should hear about it. */
    private static void checkReadable(Path jar) {
        try (java.util.jar.JarFile ignored = new java.util.jar.JarFile(jar.toFile())) {
            // Opening the central directory is the check.
        } catch (IOException e) {
            throw new UsageException("plugin " + jar + " is not a readable jar (" + e.getMessage()
                    + "); rebuild it or remove it from the plugin folder");
        }
    }

    private static URL url(Path jar) {
        try {
            return jar.toUri().toURL();
        } catch (MalformedURLException e) {
            throw new UsageException("plugin path " + jar + " is not usable: " + e.getMessage());
        }
    }

    /** Every implementation of {@code service}, built-in first, each with where it came from. */
    public <T> List<Found<T>> all(Class<T> service, Function<T, String> id) {
        return all(List.of(new Kind<>(service, ServiceLoader.Provider::get)), id);
    }

    /** Every plugin of the {@code kinds}, built-in first and then jar by jar, one per id. */
    private <T> List<Found<T>> all(List<Kind<?, T>> kinds, Function<T, String> id) {
        Map<String, Found<T>> byId = new LinkedHashMap<>();
        for (Kind<?, T> kind : kinds) {
            collect(kind, id, Plugins.class.getClassLoader(), "built-in", byId);
        }
        for (Map.Entry<Path, ClassLoader> e : loaders.entrySet()) {
            for (Kind<?, T> kind : kinds) {
                collect(kind, id, e.getValue(), e.getKey().toString(), byId);
            }
        }
        return List.copyOf(byId.values());
    }

    private <S, T> void collect(Kind<S, T> kind, Function<T, String> id, ClassLoader loader, String source, Map<String, Found<T>> byId) {
        Class<S> service = kind.service();
        // The lookup moves past a line that fails, so iterating on after an error reaches the lines below it.
        Iterator<ServiceLoader.Provider<S>> providers = ServiceLoader.load(service, loader).stream().iterator();
        while (true) {
            try {
                if (!providers.hasNext()) {
                    return;
                }
                ServiceLoader.Provider<S> p = providers.next();
                // A jar's loader also sees the built-in services through its parent; keep only its own.
                String where = source.equals("built-in") || p.type().getClassLoader() != Plugins.class.getClassLoader()
                        ? source : "built-in";
                T plugin = kind.make().apply(p);
                String key = id.apply(plugin);
                Found<T> first = byId.putIfAbsent(key, new Found<>(plugin, where));
                if (first != null && !first.source().equals(where)) {
                    warn(duplicate(service, key, where, first.source()));
                }
            } catch (BindingException e) {
                unbound(e, source);
            } catch (ServiceConfigurationError e) {
                warn("plugin " + source + ": skipped " + e.getMessage() + (e.getCause() == null ? "" : " (" + e.getCause() + ")")
                        + "; check that the service file names a public class that implements " + service.getName()
                        + " and has a public no-argument constructor");
            } catch (LinkageError e) {
                warn("plugin " + source + ": skipped a " + service.getSimpleName() + " that does not link (" + e
                        + "); was it built for this dbbench version?");
            }
        }
    }

    /** An annotated workload class, bound at its first sighting; a class that breaks the rules throws. */
    private Workload bind(ServiceLoader.Provider<AnnotatedWorkload> p) {
        return bound.computeIfAbsent(p.type(), Binder::bind);
    }

    /** Each mistake of a class that does not bind is one warning; its id, when it has one, is remembered for {@link #workload}. */
    private void unbound(BindingException e, String source) {
        Class<?> type = e.workloadClass();
        Benchmark b = type.getAnnotation(Benchmark.class);
        if (b != null) {
            unbound.put(b.id(), source);
        }
        e.problems().forEach(line -> warn("plugin " + source + ": skipped workload class " + type.getName() + ": " + line));
    }

    /** One service whose providers become plugins of type {@code T} through {@code make}. */
    private record Kind<S, T>(Class<S> service, Function<ServiceLoader.Provider<S>, T> make) {
    }

    /** The line for a second {@code id}: which copy is used, which is skipped, and how to end the clash. */
    private static String duplicate(Class<?> service, String id, String skipped, String used) {
        String what = service.getSimpleName().toLowerCase(java.util.Locale.ROOT) + " " + id;
        return used.equals("built-in")
                ? "plugin " + skipped + ": skipped " + what + ", an id dbbench has built in; give the plugin's " + what + " another id"
                : "plugin " + skipped + ": skipped " + what + ", as " + used + " has one too and comes first (--plugins"
                        + " folders before plugins/, jars in name order); remove one of the two jars";
    }

    private void warn(String line) {
        if (warned.add(line)) {
            warnings.accept(line);
        }
    }

    public List<Found<Target>> targets() {
        return all(Target.class, Target::id);
    }

    /** Every workload: implementations of {@link Workload} and annotated workload classes, one id space. */
    public List<Found<Workload>> workloads() {
        return all(List.of(new Kind<Workload, Workload>(Workload.class, ServiceLoader.Provider::get),
                new Kind<AnnotatedWorkload, Workload>(AnnotatedWorkload.class, this::bind)), Workload::id);
    }

    /** Every report format, keyed by its lower-case format name. */
    public List<Found<Reporter>> reporters() {
        return all(Reporter.class, r -> r.format().trim().toLowerCase(java.util.Locale.ROOT));
    }

    public Found<Target> target(String id) {
        return find(targets(), id, "--target", f -> f.plugin().id());
    }

    public Found<Workload> workload(String id) {
        List<Found<Workload>> all = workloads();
        String source = unbound.get(id);
        if (source != null && all.stream().noneMatch(f -> f.plugin().id().equals(id))) {
            throw new UsageException("--workload " + id + ": its class in " + source + " breaks the rules of workload classes (the"
                    + " warnings above name each mistake); fix them and rebuild");
        }
        return find(all, id, "--workload", f -> f.plugin().id());
    }

    private static <T> Found<T> find(List<Found<T>> all, String id, String option, Function<Found<T>, String> name) {
        for (Found<T> f : all) {
            if (name.apply(f).equals(id)) {
                return f;
            }
        }
        List<String> names = all.stream().map(name).toList();
        String hint = Suggest.closest(id, names).map(s -> "did you mean " + s + "? ").orElse("");
        throw new UsageException(option + " " + id + " is not known; " + hint + "run 'list' to see all (known: "
                + String.join(", ", names) + ")");
    }

    public List<Path> jars() {
        return jars;
    }

    /** A plugin and where it came from: {@code built-in} or the path of its jar. */
    public record Found<T>(T plugin, String source) {
    }
}
