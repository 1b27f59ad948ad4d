package io.pipespec.runtime.expect;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.runtime.capture.CapturedElement;
import io.pipespec.runtime.capture.CapturedOutput;
import io.pipespec.runtime.scope.Scope;
import java.util.List;
import java.util.Map;
import org.apiguardian.api.API;

/**
 * What one output expectation judges: the elements of its output in its scope, and, so that a
 * failure can say where an element went instead, everything the scenario's run captured.
 */
@API(status = INTERNAL)
public final class Observation {

  private final CapturedOutput<?> output;
  private final Scope scope;
  private final List<CapturedElement> inScope;
  private final Map<String, CapturedOutput<?>> allOutputs;

  public Observation(
      CapturedOutput<?> output,
      Scope scope,
      List<CapturedElement> inScope,
      Map<String, CapturedOutput<?>> allOutputs) {
    this.output = requireNonNull(output, "output");
    this.scope = requireNonNull(scope, "scope");
    this.inScope = requireNonNull(inScope, "inScope");
    this.allOutputs = requireNonNull(allOutputs, "allOutputs");
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
