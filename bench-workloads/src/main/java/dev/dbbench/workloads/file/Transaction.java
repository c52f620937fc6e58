package dev.dbbench.workloads.file;

import dev.dbbench.workloads.file.gen.Generator;
import dev.dbbench.workloads.file.gen.Value;
import dev.dbbench.workloads.random.Rng;
import java.util.List;

/**
 * A transaction ready to run. Its values live in numbered slots of the worker: its parameters first, in the order
 * the file gives them, then the values its statements read.
 *
 * @param params generator of slot i, drawn at the start of each run
 * @param slots  how many slots it uses
 */
record Transaction(String name, long weight, boolean transactional, boolean readOnly, List<Generator> params, List<Step> steps,
                   int slots) {

    Transaction {
        params = List.copyOf(params);
        steps = List.copyOf(steps);
    }

    /** Draws the parameters into their slots, in order: the only draws a run of a plain transaction makes. */
    void draw(Rng rng, Value[] values) {
        for (int i = 0; i < params.size(); i++) {
            params.get(i).fill(rng, 0, values[i]);
        }
    }
}
