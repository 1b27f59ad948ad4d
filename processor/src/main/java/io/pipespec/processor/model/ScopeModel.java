package io.pipespec.processor.model;

import io.pipespec.grammar.WindowRef;
import org.apiguardian.api.API;

/**
 * The {@code @Window} and {@code @Pane} of one expectation.
 *
 * @param window which window; {@link WindowRef.Any} without {@code @Window}
 * @param timing the name of an {@code io.pipespec.Timing} constant
 * @param index the pane index, or -1 for any
 */
@API(status = API.Status.INTERNAL)
public record ScopeModel(WindowRef window, String timing, int index) {}
