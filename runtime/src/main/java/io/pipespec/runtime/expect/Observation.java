package io.pipespec.runtime.expect;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.runtime.capture.CapturedElement;
import io.pipespec.runtime.capture.CapturedOutput;
import io.pipespec.runtime.scope.Scope;
import io.pipespec.runtime.snapshot.SnapshotSettings;
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
  private final SnapshotSettings snapshots;

  /** An observation whose snapshots are verified in the default directory. */
  public Observation(
      CapturedOutput<?> output,
      Scope scope,
      List<CapturedElement> inScope,
      Map<String, CapturedOutput<?>> allOutputs) {
    this(output, scope, inScope, allOutputs, SnapshotSettings.defaults());
  }

  /**
   * @param snapshots where {@code @ExpectSnapshot} finds its files, and whether it may write them
   */
  public Observation(
      CapturedOutput<?> output,
      Scope scope,
      List<CapturedElement> inScope,
      Map<String, CapturedOutput<?>> allOutputs,
      SnapshotSettings snapshots) {
    this.output = requireNonNull(output, "output");
    this.scope = requireNonNull(scope, "scope");
    this.inScope = requireNonNull(inScope, "inScope");
    this.allOutputs = requireNonNull(allOutputs, "allOutputs");
    this.snapshots = requireNonNull(snapshots, "snapshots");
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

  /** The run's snapshot settings ({@code pipespec.snapshots}, {@code pipespec.snapshots.dir}). */
  public SnapshotSettings snapshots() {
    return snapshots;
  }
}
