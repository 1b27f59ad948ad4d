package io.pipespec.runtime.build;

import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.runtime.spi.ScenarioTraits;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.JobScenarioSpec;
import io.pipespec.runtime.usercode.ScenarioTimeoutException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apache.beam.sdk.transforms.PTransform;
import org.apache.beam.sdk.values.PBegin;
import org.apache.beam.sdk.values.PDone;
import org.apiguardian.api.API;

/**
 * Several copies of a job scenario built into one pipeline, so that they share the runner's set-up,
 * as {@link BatchedScenario} does for a pipeline scenario: the members of an explored job ({@code
 * explore.JobMemberRuns}). Each copy is the job built anew inside a step of its own ({@link
 * #step}), where the job's transforms nest: its names are found among that step's transforms only,
 * its reads are replaced by its own inputs, and its writes are captured as {@code name#index}.
 * {@code run.ScenarioResult#copy} then picks one copy's outputs, and the metrics of its steps, out
 * of the run.
 *
 * <p>What is the whole run's cannot be told apart by copy, so a scenario that reads it is not
 * copied ({@link #notCopyable}): what it lets run as written, the effects on fakes, the pipeline's
 * shape, and the runner's restarts and take-overs.
 */
@API(status = INTERNAL)
public final class JobCopies implements PipelineConstruction {

  private final List<JobConstruction> copies = new ArrayList<>();

  /**
   * @param copies the scenario of each copy: one job, each with inputs of its own
   * @param timeout how long the user's {@code @Options} method may take (pipespec.timeout)
   */
  public JobCopies(List<JobScenarioSpec> copies, Duration timeout) {
    if (copies.isEmpty()) {
      throw new IllegalArgumentException("No copy of the job to build");
    }
    copies.forEach(copy -> this.copies.add(new JobConstruction(copy, timeout)));
  }

  /** The step copy {@code index} of the job is built in. */
  public static String step(int index) {
    return "Copy" + BatchedScenario.MARK + index;
  }

  /**
   * Why copies of {@code scenario} cannot share a pipeline, if they cannot: an expectation or a
   * step that reads what is the whole run's.
   */
  public static Optional<String> notCopyable(JobScenarioSpec scenario) {
    if (!scenario.asWritten().isEmpty()) {
      return Optional.of("it lets transforms run as written (@RunsAsWritten)");
    }
    for (ExpectationSpec expectation : scenario.expectations()) {
      if (expectation.target() instanceof ExpectationSpec.Target.Effects
          || expectation.target() instanceof ExpectationSpec.Target.Shape) {
        return Optional.of(
            expectation.methodName() + " reads the whole run's effects or pipeline shape");
      }
    }
    ScenarioTraits traits = ScenarioTraits.of(scenario);
    if (traits.takesOver() || traits.restarts()) {
      return Optional.of("its run restarts or takes over from a savepoint");
    }
    return Optional.empty();
  }

  @Override
  public PipelineOptions options(List<String> engineArgs) throws ScenarioTimeoutException {
    // The copies differ in their inputs only: the options are the job's.
    return copies.get(0).options(engineArgs);
  }

  @Override
  public Constructed build(Pipeline pipeline) throws ConstructionFailure {
    for (int i = 0; i < copies.size(); i++) {
      try {
        pipeline.apply(step(i), new Copy(copies.get(i)));
      } catch (Failed e) {
        throw e.failure;
      }
    }
    JobConstruction first = copies.get(0);
    Optional<String> retried = JobRetries.told(first.scenario());
    JobWires wires = new JobWires();
    List<TransformGraph> graphs = new ArrayList<>();
    for (int i = 0; i < copies.size(); i++) {
      TransformGraph graph = TransformGraph.of(pipeline, step(i) + "/");
      if (graph.isEmpty()) {
        throw JobConstruction.builtNothing();
      }
      graphs.add(graph);
      int index = i;
      wires.add(
          copies.get(i).scenario(),
          pipeline,
          graph,
          name -> BatchedScenario.outputName(name, index),
          i == 0);
    }
    return first.finish(pipeline, graphs.get(0), retried, wires, JobCopies::withinCopy);
  }

  /** {@code fullName} without the step of the copy it is in: as a run of the job alone names it. */
  static String withinCopy(String fullName) {
    String prefix = "Copy" + BatchedScenario.MARK;
    int slash = fullName.indexOf('/');
    return fullName.startsWith(prefix) && slash > 0 ? fullName.substring(slash + 1) : fullName;
  }

  /** The step a copy of the job is built in. */
  private static final class Copy extends PTransform<PBegin, PDone> {
    private static final long serialVersionUID = 1L;

    private final transient JobConstruction construction;

    Copy(JobConstruction construction) {
      this.construction = construction;
    }

    @Override
    public PDone expand(PBegin begin) {
      try {
        construction.buildJob(begin.getPipeline());
      } catch (ConstructionFailure e) {
        throw new Failed(e);
      }
      return PDone.in(begin.getPipeline());
    }
  }

  /** A copy's build failure, through Beam's {@code apply}. */
  private static final class Failed extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final transient ConstructionFailure failure;

    Failed(ConstructionFailure failure) {
      super(failure);
      this.failure = failure;
    }
  }
}
