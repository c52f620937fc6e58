package dev.dbbench.cli.docs;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;

/** The GitHub Actions workflow of docs/ci.md, read as YAML: its benchmark job, its variables and its steps by name. */
public record CiWorkflow(JsonNode root, JsonNode job) {
    public static final Path FILE = Path.of("..", "docs", "examples", "ci", "dbbench.yml");

    public static CiWorkflow read() throws IOException {
        JsonNode root = new ObjectMapper(new YAMLFactory()).readTree(FILE.toFile());
        return new CiWorkflow(root, root.path("jobs").path("benchmark"));
    }

    /** The job's {@code env}, by name. */
    public Map<String, String> env() {
        Map<String, String> env = new TreeMap<>();
        job.path("env").properties().forEach(e -> env.put(e.getKey(), e.getValue().asText()));
        return env;
    }

    /** The shell commands of the step named {@code name}; an assertion error when there is none. */
    public String run(String name) {
        for (JsonNode step : job.path("steps")) {
            if (name.equals(step.path("name").asText())) {
                return step.path("run").asText();
            }
        }
        throw new AssertionError("no step named " + name + " in " + FILE);
    }
}
