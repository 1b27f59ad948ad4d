package io.pipespec.runtime.build;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.runtime.suite.PipelineScenarioSpec;
import io.pipespec.runtime.usercode.ScenarioTimeoutException;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apache.beam.sdk.values.PCollection;
import org.apiguardian.api.API;

/**
 * How {@code PipelineScenarioRunner} builds the pipeline of a run: a transform under test fed by
 * inputs ({@link TransformConstruction}), a whole job with replaced reads and captured writes
 * ({@link JobConstruction}), or several members of an explored scenario's family in one pipeline.
 * Everything after building (capture, run, verify) is the same for all.
 */
@API(status = INTERNAL)
public interface PipelineConstruction {

  /** How a pipeline scenario is built: its inputs, then the transform under test on them. */
  static PipelineConstruction of(PipelineScenarioSpec scenario) {
    return new TransformConstruction(scenario);
  }

  /**
   * The options of the run, before Pipespec sets the runner.
   *
   * @param engineArgs the engine's {@code pipespec.pipelineOptions}
   * @throws IllegalArgumentException when they are not valid, with how to fix them
   * @throws ScenarioTimeoutException when the user's code that gives them (a job's {@code @Options}
   *     method) does not return within the scenario's timeout
   */
  PipelineOptions options(List<String> engineArgs) throws ScenarioTimeoutException;

  /** Builds what runs on {@code pipeline}, which has the options of {@link #options}. */
  Constructed build(Pipeline pipeline) throws ConstructionFailure;

  /**
   * What a build made.
   *
   * @param outputs the collections to capture, by output name, in declaration order
   * @param notes what the build has to tell besides its outputs, for the scenario's report entries
   * @param job how a job was wired to the test, for its page; empty for other builds
   * @param asWritten the reads and writes of a job that the test let run as written, in the graph's
   *     order; empty for a build that is not a job's
   */
  record Constructed(
      Map<String, PCollection<?>> outputs,
      Map<String, String> notes,
      Optional<JobWiring> job,
      List<AsWritten> asWritten) {
    public Constructed {
      outputs = Collections.unmodifiableMap(new LinkedHashMap<>(outputs));
      notes = Collections.unmodifiableMap(new LinkedHashMap<>(notes));
      requireNonNull(job, "job");
      asWritten = List.copyOf(asWritten);
    }

    /** What a build that is not a job's made. */
    public Constructed(Map<String, PCollection<?>> outputs, Map<String, String> notes) {
      this(outputs, notes, Optional.empty(), List.of());
    }
  }
}
