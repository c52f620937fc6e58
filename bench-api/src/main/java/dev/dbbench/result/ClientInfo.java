package dev.dbbench.result;

import java.io.IOException;
import java.net.InetAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Facts about the client machine and JVM that change results: a client with fewer cores or a cold
 * JVM measures a slower server. Recorded in every manifest under {@code client.*}.
 */
public final class ClientInfo {
    private ClientInfo() {
    }

    /**
     * The client's facts, read now: cores, CPU model, operating system, host name, JVM, maximum heap and collectors.
     * Never throws: what cannot be read is {@code unknown}.
     *
     * @return a new map by manifest key ({@code client.cores}, ...), in that order
     */
    public static Map<String, String> manifest() {
        Map<String, String> m = new LinkedHashMap<>();
        Runtime rt = Runtime.getRuntime();
        m.put("client.cores", Integer.toString(rt.availableProcessors()));
        m.put("client.cpu", cpuModel());
        m.put("client.os", System.getProperty("os.name") + " " + System.getProperty("os.version") + " " + System.getProperty("os.arch"));
        m.put("client.host", hostName());
        m.put("client.jvm", System.getProperty("java.vm.name") + " " + System.getProperty("java.runtime.version"));
        m.put("client.maxHeapMb", Long.toString(rt.maxMemory() / (1024 * 1024)));
        m.put("client.gc", gcNames());
        return m;
    }

    private static String gcNames() {
        StringBuilder b = new StringBuilder();
        for (var gc : java.lang.management.ManagementFactory.getGarbageCollectorMXBeans()) {
            b.append(b.length() == 0 ? "" : ", ").append(gc.getName());
        }
        return b.toString();
    }

    private static String hostName() {
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (IOException e) {
            return "unknown";
        }
    }

    private static String cpuModel() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/cpuinfo"))) {
                if (line.startsWith("model name")) {
                    return line.substring(line.indexOf(':') + 1).trim();
                }
            }
        } catch (IOException | RuntimeException e) {
            // Not Linux: the model stays unknown, which the manifest says plainly.
        }
        return "unknown";
    }
}
