package dev.dbbench.reports;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import com.fasterxml.jackson.databind.type.TypeFactory;
import dev.dbbench.result.CellComparison;
import dev.dbbench.result.ClientBottleneck;
import dev.dbbench.result.ComparedResult;
import dev.dbbench.result.DatasetCheck;
import dev.dbbench.result.Difference;
import dev.dbbench.result.RunSummary;
import dev.dbbench.result.Saturation;
import dev.dbbench.result.ShardSummary;
import dev.dbbench.result.StabilitySummary;
import dev.dbbench.result.StepSummary;
import dev.dbbench.result.SweepPlan;
import dev.dbbench.result.ThresholdCheck;
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

    /** Puts the one-object layout on {@link RunSummary} without the API's records depending on Jackson's databind. */
    @JsonSerialize(using = Writer.class)
    @JsonDeserialize(using = Reader.class)
    abstract static class Mixin {
    }

    static final class Writer extends StdSerializer<RunSummary> {
        Writer() {
            super(RunSummary.class);
        }

        @Override
        public void serialize(RunSummary summary, JsonGenerator gen, SerializerProvider provider) throws IOException {
            gen.writeStartObject();
            for (Map.Entry<String, Object> section : summary.byName().entrySet()) {
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
