package dev.dbbench.result;

import java.util.Map;
import java.util.TreeMap;

/** The workload of a run and every effective option value. */
public record WorkloadInfo(String id, Map<String, String> options) {
    public WorkloadInfo {
        options = java.util.Collections.unmodifiableMap(new TreeMap<>(options));
    }
}
