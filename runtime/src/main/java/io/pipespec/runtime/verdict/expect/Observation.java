package io.pipespec.runtime.verdict.expect;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.runtime.capture.CapturedElement;
import io.pipespec.runtime.capture.CapturedOutput;
import io.pipespec.runtime.capture.RunnerVerdict;
import io.pipespec.runtime.verdict.scope.Scope;
import io.pipespec.runtime.verdict.snapshot.SnapshotSettings;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apiguardian.api.API;
import org.jspecify.annotations.Nullable;

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
  private final @Nullable RunnerVerdict verdict;

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
    this(output, scope, inScope, allOutputs, snapshots, null);
  }

  private Observation(
      CapturedOutput<?> output,
      Scope scope,
      List<CapturedElement> inScope,
      Map<String, CapturedOutput<?>> allOutputs,
      SnapshotSettings snapshots,
      @Nullable RunnerVerdict verdict) {
    this.verdict = verdict;
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

  /**
   * This observation with the verdict the runner computed for the expectation: its output was
   * judged on the runner, and {@link #inScope()} is empty.
   */
  public Observation withVerdict(RunnerVerdict verdict) {
    return new Observation(output, scope, inScope, allOutputs, snapshots, verdict);
  }

  /** The verdict the runner computed, when the output was judged there. */
  public Optional<RunnerVerdict> runnerVerdict() {
    return Optional.ofNullable(verdict);
  }

  /**
   * How many elements of the output are out of the scope: counted by the pipeline when the output
   * was judged on the runner.
   */
  public long outOfScope() {
    return verdict != null
        ? verdict.outOfScope()
        : (long) output.elements().size() - inScope.size();
  }

  /** The run's snapshot settings ({@code pipespec.snapshots}, {@code pipespec.snapshots.dir}). */
  public SnapshotSettings snapshots() {
    return snapshots;
  }
}
