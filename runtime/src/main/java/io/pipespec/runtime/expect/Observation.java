package io.pipespec.runtime.expect;

import static java.util.Objects.requireNonNull;

import io.pipespec.function.StatefulFunctionHarness;
import io.pipespec.runtime.capture.CapturedElement;
import io.pipespec.runtime.capture.CapturedOutput;
import io.pipespec.runtime.scope.Scope;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What one expectation judges: the elements of its output in its scope, and, so that a failure can
 * say where an element went instead, everything the scenario's run captured.
 */
public final class Observation {

  private final CapturedOutput<?> output;
  private final Scope scope;
  private final List<CapturedElement> inScope;
  private final Map<String, CapturedOutput<?>> allOutputs;
  private final StatefulFunctionHarness<?, ?, ?> functionHarness;

  public Observation(
      CapturedOutput<?> output,
      Scope scope,
      List<CapturedElement> inScope,
      Map<String, CapturedOutput<?>> allOutputs) {
    this(output, scope, inScope, allOutputs, null);
  }

  /**
   * An observation of a {@code @FunctionTest} scenario, which also carries the closed harness the
   * timeline ran on, so that state and timer expectations can read it.
   */
  public Observation(
      CapturedOutput<?> output,
      Scope scope,
      List<CapturedElement> inScope,
      Map<String, CapturedOutput<?>> allOutputs,
      StatefulFunctionHarness<?, ?, ?> functionHarness) {
    this.output = requireNonNull(output, "output");
    this.scope = requireNonNull(scope, "scope");
    this.inScope = requireNonNull(inScope, "inScope");
    this.allOutputs = requireNonNull(allOutputs, "allOutputs");
    this.functionHarness = functionHarness;
  }

  /** The harness of a function scenario after its timeline; empty for a pipeline scenario. */
  public Optional<StatefulFunctionHarness<?, ?, ?>> functionHarness() {
    return Optional.ofNullable(functionHarness);
  }

  /** The output the expectation judges, with every element it captured. */
  public CapturedOutput<?> output() {
    return output;
  }

  public Scope scope() {
    return scope;
  }

  /** The elements of {@link #output()} in {@link #scope()}, in arrival order. */
  public List<CapturedElement> inScope() {
    return inScope;
  }

  /** Every output of the scenario's run, by name, in declaration order. */
  public Map<String, CapturedOutput<?>> allOutputs() {
    return allOutputs;
  }
}
