package io.pipespec.processor.model;

import io.pipespec.grammar.WindowRef;
import java.util.Optional;
import org.apiguardian.api.API;

/**
 * One timer literal of a function test, {@code "flush red @ 10m"} or, naming its window, {@code
 * "flush red @ 9m59.999s in [0, 10m)"}.
 *
 * @param id the timer id, or {@code family/id} for a timer of a family
 * @param key the key it is set for
 * @param millis its time, in epoch milliseconds
 * @param window the window it must be in; empty when a timer of any window matches
 * @param source the literal as the user wrote it, shown beside the time in generated code
 */
@API(status = API.Status.INTERNAL)
public record TimerModel(
    String id, Literal key, long millis, Optional<WindowRef> window, String source) {}
