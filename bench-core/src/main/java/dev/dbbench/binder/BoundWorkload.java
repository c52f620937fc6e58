package dev.dbbench.binder;

import dev.dbbench.spi.UsageException;
import dev.dbbench.spi.bench.AnnotatedWorkload;
import dev.dbbench.spi.metric.Metric;
import dev.dbbench.spi.workload.ConfiguredWorkload;
import dev.dbbench.spi.workload.OptionSpec;
import dev.dbbench.spi.workload.Options;
import dev.dbbench.spi.workload.Workload;
import java.lang.reflect.InvocationTargetException;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * An annotated workload class as a {@link Workload}: its {@code @Param} fields are its options, and each configuration
 * is a new instance of the class with its params set and its {@code @Configure} method run. Stateless apart from the
 * model made when the class was bound; thread-safe.
 */
public final class BoundWorkload implements Workload {
    private final BenchModel model;

    BoundWorkload(BenchModel model) {
        this.model = model;
    }

    /** The workload class. */
    public Class<?> type() {
        return model.type();
    }

    @Override
    public String id() {
        return model.id();
    }

    @Override
    public String description() {
        return model.description();
    }

    @Override
    public List<OptionSpec> options() {
        return model.params().stream().map(ParamField::spec).toList();
    }

    /** The transactions and their declared weights, for {@code list}. */
    @Override
    public List<String> outline(Options defaults) {
        return List.of("transactions (weight): " + model.transactions().stream().map(t -> t.name() + " " + t.weight())
                .collect(Collectors.joining(", ")));
    }

    /** The class's declarations, read from a new instance whose params keep their initial values. */
    @Override
    public List<Metric> metrics() {
        return ((AnnotatedWorkload) newInstance()).metrics();
    }

    @Override
    public ConfiguredWorkload<?> configure(Options options) {
        Object workload = newInstance();
        model.params().forEach(p -> p.set(workload, options));
        Hook configure = model.lifecycle().get(Lifecycle.CONFIGURE);
        if (configure != null) {
            try {
                configure.call(workload, Map.of());
            } catch (SQLException e) {
                throw new IllegalStateException(Names.of(model.type()) + "'s @Configure method failed: " + e.getMessage(), e);
            }
        }
        Map<String, String> settings = new LinkedHashMap<>();
        model.params().forEach(p -> settings.put(p.name(), p.text(workload)));
        AnnotatedWorkload annotated = (AnnotatedWorkload) workload;
        int[] weights = weights(annotated, settings);
        boolean deck = annotated.dealsFromDeck();
        int cards = new Mix(weights).deckSize();
        if (deck && cards > Mix.MAX_DECK) {
            throw new UsageException(model.id() + ": a deck of its weights with " + settings + " holds " + cards + " cards, above "
                    + Mix.MAX_DECK + "; give weights whose sum over their greatest common divisor is at most " + Mix.MAX_DECK);
        }
        return new BoundRun(model, workload, weights, deck, settings, annotated.preparedStatementsPerWorker(),
                annotated.serverCounters());
    }

    private int[] weights(AnnotatedWorkload workload, Map<String, String> settings) {
        List<BenchModel.TxMethod> txs = model.transactions();
        int[] weights = new int[txs.size()];
        int sum = 0;
        for (int i = 0; i < weights.length; i++) {
            weights[i] = workload.weight(txs.get(i).name(), txs.get(i).weight());
            if (weights[i] < 0) {
                throw new UsageException(model.id() + ": transaction " + txs.get(i).name() + " has weight " + weights[i] + " with "
                        + settings + "; change the params so that every weight is 0 or more");
            }
            sum += weights[i];
        }
        if (sum == 0) {
            throw new UsageException(model.id() + ": every transaction has weight 0 with " + settings
                    + "; change the params so that one transaction has a positive weight");
        }
        return weights;
    }

    private Object newInstance() {
        try {
            return model.type().getConstructor().newInstance();
        } catch (InvocationTargetException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            throw new IllegalStateException(Names.of(model.type()) + "'s constructor failed: " + e.getCause(), e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(model.type() + " passed the binding checks but cannot be made: " + e, e);
        }
    }
}
