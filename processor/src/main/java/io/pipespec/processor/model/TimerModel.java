package io.pipespec.processor.model;

import org.apiguardian.api.API;

/**
 * One timer literal of a function test, {@code "flush red @ 10m"}.
 *
 * @param id the timer id, or {@code family/id} for a timer of a family
 * @param key the key it is set for
 * @param millis its time, in epoch milliseconds
 * @param source the literal as the user wrote it, shown beside the time in generated code
 */
@API(status = API.Status.INTERNAL)
public record TimerModel(String id, Literal key, long millis, String source) {}
