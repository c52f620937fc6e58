package dev.dbbench.result;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import com.fasterxml.jackson.databind.type.TypeFactory;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@code summary} in {@code result.json}: one object, a member per section present, under the section's name. A
 * section is read as its type; one this version does not know, or whose shape is not its type's (another dbbench
 * wrote it), is kept among {@link RunSummary#others()} as it is, so that nothing a result holds is lost or refused.
 */
final class RunSummaryJson {
    /** The sections this version reads as their types, in the order {@code result.json} lists them. */
    private static final List<String> NAMES = List.of("plan", "compared", "stabilityCompared", "differences", "stoppedEarly",
            "steps", "saturation", "comparisons", "stability", "shards",
            "clientBottleneck", "datasetCheck", "thresholds");

    private RunSummaryJson() {
    }

    /** The sections present, by name, in the order {@code result.json} lists them: the typed ones, then the others. */
    static Map<String, Object> sections(RunSummary s) {
        Map<String, Object> out = new LinkedHashMap<>();
        s.plan().ifPresent(v -> out.put("plan", v));
        s.compared().ifPresent(v -> out.put("compared", v));
        s.stabilityCompared().ifPresent(v -> out.put("stabilityCompared", v));
        s.differences().ifPresent(v -> out.put("differences", v));
        s.stoppedEarly().ifPresent(v -> out.put("stoppedEarly", v));
        s.steps().ifPresent(v -> out.put("steps", v));
        s.saturation().ifPresent(v -> out.put("saturation", v));
        s.comparisons().ifPresent(v -> out.put("comparisons", v));
        s.stability().ifPresent(v -> out.put("stability", v));
        s.shards().ifPresent(v -> out.put("shards", v));
        s.clientBottleneck().ifPresent(v -> out.put("clientBottleneck", v));
        s.datasetCheck().ifPresent(v -> out.put("datasetCheck", v));
        s.thresholds().ifPresent(v -> out.put("thresholds", v));
        s.others().forEach(out::putIfAbsent);
        return out;
    }

    static final class Writer extends StdSerializer<RunSummary> {
        Writer() {
            super(RunSummary.class);
        }

        @Override
        public void serialize(RunSummary summary, JsonGenerator gen, SerializerProvider provider) throws IOException {
            gen.writeStartObject();
            for (Map.Entry<String, Object> section : sections(summary).entrySet()) {
                gen.writeFieldName(section.getKey());
                provider.defaultSerializeValue(section.getValue(), gen);
            }
            gen.writeEndObject();
        }
    }

    static final class Reader extends StdDeserializer<RunSummary> {
        Reader() {
            super(RunSummary.class);
        }

        @Override
        public RunSummary deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
            JsonNode tree = ctxt.readTree(p);
            RunSummary s = RunSummary.EMPTY;
            Map<String, Object> others = new LinkedHashMap<>();
            for (Map.Entry<String, JsonNode> section : tree.properties()) {
                Optional<RunSummary> typed = section.getValue().isNull() ? Optional.empty() : typed(s, section.getKey(), section.getValue(), ctxt);
                if (typed.isPresent()) {
                    s = typed.get();
                } else {
                    others.put(section.getKey(), ctxt.readTreeAsValue(section.getValue(), Object.class));
                }
            }
            return s.withOthers(others);
        }

        /** {@code s} with the section {@code name} read as its type; empty for a name not known or a shape not its type's. */
        private static Optional<RunSummary> typed(RunSummary s, String name, JsonNode node, DeserializationContext ctxt)
                throws IOException {
            TypeFactory t = ctxt.getTypeFactory();
            if (!NAMES.contains(name)) {
                return Optional.empty();
            }
            try {
                return Optional.of(switch (name) {
                    case "plan" -> s.withPlan(ctxt.readTreeAsValue(node, SweepPlan.class));
                    case "compared" -> s.withCompared(ctxt.readTreeAsValue(node, list(t, ComparedResult.class)));
                    case "stabilityCompared" -> s.withStabilityCompared(ctxt.readTreeAsValue(node, t.constructMapType(
                            LinkedHashMap.class, t.constructType(String.class),
                            t.constructReferenceType(Optional.class, t.constructType(StabilitySummary.class)))));
                    case "differences" -> s.withDifferences(ctxt.readTreeAsValue(node, list(t, Difference.class)));
                    case "stoppedEarly" -> s.withStoppedEarly(ctxt.readTreeAsValue(node, t.constructMapType(
                            LinkedHashMap.class, String.class, String.class)));
                    case "steps" -> s.withSteps(ctxt.readTreeAsValue(node, list(t, StepSummary.class)));
                    case "saturation" -> s.withSaturation(ctxt.readTreeAsValue(node, list(t, Saturation.class)));
                    case "comparisons" -> s.withComparisons(ctxt.readTreeAsValue(node, list(t, CellComparison.class)));
                    case "stability" -> s.withStability(ctxt.readTreeAsValue(node, StabilitySummary.class));
                    case "shards" -> s.withShards(ctxt.readTreeAsValue(node, list(t, ShardSummary.class)));
                    case "clientBottleneck" -> s.withClientBottleneck(ctxt.readTreeAsValue(node, list(t, ClientBottleneck.class)));
                    case "datasetCheck" -> s.withDatasetCheck(ctxt.readTreeAsValue(node, DatasetCheck.class));
                    case "thresholds" -> s.withThresholds(ctxt.readTreeAsValue(node, ThresholdCheck.class));
                    default -> throw new IllegalStateException("no type for section " + name);
                });
            } catch (JsonProcessingException otherShape) {
                return Optional.empty();
            }
        }

        private static JavaType list(TypeFactory t, Class<?> element) {
            return t.constructCollectionType(List.class, element);
        }
    }
}
