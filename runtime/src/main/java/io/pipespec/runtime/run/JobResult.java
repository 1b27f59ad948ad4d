package io.pipespec.runtime.run;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.runtime.build.AsWritten;
import io.pipespec.runtime.build.JobWiring;
import io.pipespec.runtime.suite.JobScenarioSpec;
import io.pipespec.runtime.verdict.shape.ShapeReading;
import java.util.List;
import java.util.Optional;
import org.apiguardian.api.API;

/**
 * The result of a job scenario's run: its captured writes, how the build wired the job to the test,
 * what of the job ran as written and, when an expectation reads it, the shape of the job.
 */
@API(status = INTERNAL)
public final class JobResult extends ScenarioResult {

  private final JobScenarioSpec scenario;
  private final Optional<JobWiring> job;
  private final List<AsWritten> asWritten;
  private final Optional<ShapeReading> shape;

  /**
   * @param job how the build wired the job (see {@link #job()})
   * @param asWritten what of the job ran as written (see {@link #asWritten()})
   * @param shape the shape of the job as it was built (see {@link #shape()})
   */
  JobResult(
      JobScenarioSpec scenario,
      Common common,
      Optional<JobWiring> job,
      List<AsWritten> asWritten,
      Optional<ShapeReading> shape) {
    super(common);
    this.scenario = requireNonNull(scenario, "scenario");
    this.job = requireNonNull(job, "job");
    this.asWritten = List.copyOf(asWritten);
    this.shape = requireNonNull(shape, "shape");
  }

  @Override
  public JobScenarioSpec spec() {
    return scenario;
  }

  /**
   * How the build wired the job to the test (replaced reads, captured writes, options); empty when
   * the job was not built.
   */
  public Optional<JobWiring> job() {
    return job;
  }

  /**
   * The reads and writes of the job that the test let run as written ({@code @RunsAsWritten}), in
   * the graph's order: they touched what they touch outside the test. Empty when the scenario
   * failed before the job was built.
   */
  public List<AsWritten> asWritten() {
    return asWritten;
  }

  /**
   * The shape of the job as read when it was built, before Pipespec attached its capture steps and
   * the runner replaced anything; what {@code @ExpectShape} judges. Empty when no expectation reads
   * it, or the job was not built.
   */
  public Optional<ShapeReading> shape() {
    return shape;
  }

  /**
   * What a failure of this scenario adds: a line per read or write that ran as written and, when
   * the run itself failed or timed out, how to replace the reads, which may be why; empty when
   * nothing ran as written.
   */
  @Override
  String asWrittenNote(boolean runFailed) {
    if (asWritten.isEmpty()) {
      return "";
    }
    StringBuilder note = new StringBuilder();
    for (AsWritten exit : asWritten) {
      note.append('\n').append(exit.ran());
    }
    List<String> reads =
        asWritten.stream()
            .filter(exit -> exit.role() == AsWritten.Role.READ)
            .map(AsWritten::transform)
            .toList();
    if (runFailed && !reads.isEmpty()) {
      note.append("\nA read that runs as written may be what failed or did not end (a missing")
          .append(" file, an unbounded source): replace it with ")
          .append(
              String.join(
                  " or ",
                  reads.stream().map(read -> "@Input(replaces = \"" + read + "\")").toList()))
          .append(", or a @Timeline(replaces = ..., type = ...).");
    }
    return note.toString();
  }

  @Override
  public <R> R match(Cases<R> cases) {
    return cases.job(this);
  }

  @Override
  JobResult with(Common common) {
    return new JobResult(scenario, common, job, asWritten, shape);
  }
}
