package io.pipespec.runtime.verdict.scope;

import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.grammar.WindowRef;
import io.pipespec.runtime.capture.CapturedElement;
import io.pipespec.runtime.capture.CapturedOutput;
import java.util.List;
import java.util.Optional;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apiguardian.api.API;

/**
 * Which part of an output an expectation judges: some windows, some panes. Without {@code @Window}
 * and {@code @Pane} it is every element of every window and pane, as in PAssert.
 *
 * <p>{@code ScenarioResult.verify} asks the scope first whether it {@link #refusal refuses} the
 * output, then {@link #select selects} the elements and hands them to the expectation, so that
 * every expectation kind is scoped the same way.
 */
@API(status = INTERNAL)
public interface Scope {

  /** The elements of {@code output} in this scope, in arrival order. */
  List<CapturedElement> select(CapturedOutput<?> output);

  /** How a failure message names this scope, such as "all windows, all panes". */
  String describe();

  /**
   * Why this scope cannot honestly be judged on {@code output} (a pane the output's windowing
   * strategy never produces, a window its window function never assigns), or empty when it can. A
   * refused expectation fails with this reason instead of judging an empty scope.
   */
  default Optional<String> refusal(CapturedOutput<?> output) {
    return Optional.empty();
  }

  /**
   * Whether a failure message shows the history of {@code window}: the windows this scope reads.
   */
  default boolean involves(BoundedWindow window) {
    return true;
  }

  /**
   * The window this scope reads ({@link WindowRef.Any} for every window), for tools that draw the
   * scope.
   */
  default WindowRef window() {
    return WindowRef.any();
  }

  /**
   * The scope as the pipeline applies it when the output is judged on the runner; empty for a scope
   * that only the test JVM can apply. Every element of every window and pane needs no test there.
   */
  default Optional<RunnerScope> onRunner() {
    return Optional.empty();
  }

  /** Every element of every window and pane. */
  static Scope everything() {
    return Everything.INSTANCE;
  }
}
