package dev.dbbench.spi.target;

import dev.dbbench.spi.PsMode;

/**
 * What a run will ask of the server, for {@link ServerInspector#preflight}.
 *
 * @param threads                     the most workers any step of the run opens, one connection each
 * @param psMode                      whether the workers prepare statements on the server
 * @param preparedStatementsPerWorker how many server-side prepared statements each worker keeps open under
 *                                    {@link PsMode#AUTO} (the workload's count); 0 when it keeps none or does not say
 */
public record PreflightRequest(int threads, PsMode psMode, int preparedStatementsPerWorker) {
}
