package dev.dbbench.capture.model;

import java.util.List;

/**
 * A transaction of the captured workload file: one variant of a type.
 *
 * @param weight        how many of the window's transactions it stands for
 * @param transactional whether it runs between BEGIN and COMMIT
 * @param statements    its SQL with {@code :name} parameters, in order: one text, or a map of texts by server where
 *                      PostgreSQL needs a cast
 */
public record FileTxn(String name, String type, long weight, boolean transactional, List<Param> params, List<Object> statements) {

    public FileTxn {
        params = List.copyOf(params);
        statements = List.copyOf(statements);
    }
}
