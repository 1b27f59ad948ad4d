package io.pipespec.runtime.build;

import io.pipespec.runtime.suite.InputSpec;
import io.pipespec.runtime.suite.Inputs;
import io.pipespec.runtime.suite.Outputs;
import io.pipespec.runtime.suite.PipelineScenarioSpec;
import io.pipespec.runtime.suite.TimelineRetry;
import io.pipespec.runtime.suite.TimelineSteps;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apache.beam.sdk.options.PipelineOptionsFactory;
import org.apache.beam.sdk.values.PCollection;

/**
 * A pipeline scenario's build: each input, then the transform under test on them. An input whose
 * timeline writes a retry step goes through the pass-through that fails that bundle's attempt
 * ({@link RetriedStage}), and the build's notes tell it.
 */
public final class TransformConstruction implements PipelineConstruction {

  private final PipelineScenarioSpec scenario;

  public TransformConstruction(PipelineScenarioSpec scenario) {
    this.scenario = scenario;
  }

  @Override
  public PipelineOptions options(List<String> engineArgs) {
    try {
      return PipelineOptionsFactory.fromArgs(engineArgs.toArray(new String[0]))
          .withValidation()
          .create();
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(
          "The pipeline options "
              + engineArgs
              + " are not valid: "
              + e.getMessage()
              + " Fix pipespec.pipelineOptions; the options of a runner or an IO are known only"
              + " when its artifact is on the test classpath.",
          e);
    }
  }

  @Override
  public Constructed build(Pipeline pipeline) throws ConstructionFailure {
    PipelineScenarioSpec scenario;
    try {
      scenario = Relations.expand(this.scenario);
    } catch (IllegalArgumentException e) {
      throw ConstructionFailure.refusal(
          "the scenario's relational expectations are refused:", String.valueOf(e.getMessage()));
    }
    Map<String, PCollection<?>> inputs = new LinkedHashMap<>();
    Map<String, String> notes = new LinkedHashMap<>();
    for (InputSpec<?> input : scenario.transformInputs()) {
      String stage = "the input '" + input.name() + "' (" + input.origin() + ") threw";
      Optional<String> retried;
      try {
        // Reads the input's steps: a generated input's draw, user code, may throw here first.
        retried = retryOf(input);
      } catch (RuntimeException e) {
        throw new ConstructionFailure(stage, e);
      }
      if (retried.isPresent()) {
        if (!notes.isEmpty()) {
          throw ConstructionFailure.refusal(
              "the scenario's retry steps are refused:",
              "Two inputs write a retry step, and a run as written retries one bundle. Keep the"
                  + " step in one timeline.");
        }
        notes.put(RetriedStage.NOTE, retried.get());
        refuseUnfaithful(input);
      }
      try {
        inputs.put(input.name(), read(pipeline, input));
      } catch (Throwable e) {
        throw new ConstructionFailure(stage, e);
      }
    }
    Outputs result;
    try {
      result = scenario.transform().apply(new Inputs(inputs));
    } catch (Throwable e) {
      throw new ConstructionFailure("the transform under test threw", e);
    }
    if (result == null) {
      throw new ConstructionFailure(
          "the suite returned no outputs:",
          new IllegalStateException(
              "The transform of scenario '"
                  + scenario.name()
                  + "' returned null instead of Outputs; regenerate the suite (mvn clean"
                  + " test-compile)."));
    }
    if (!notes.isEmpty()) {
      try {
        RetriedStage.target(pipeline, "the transform", "the input its retry step fails");
      } catch (IllegalStateException e) {
        throw ConstructionFailure.refusal(
            "the scenario's retry step is refused:", String.valueOf(e.getMessage()));
      }
    }
    return new Constructed(result.asMap(), notes);
  }

  /** {@code input}'s source in {@code pipeline}, through its retry step's failed attempt if any. */
  private static <T> PCollection<T> read(Pipeline pipeline, InputSpec<T> input) {
    PCollection<T> read = pipeline.apply(input.name(), InputSources.newSource(input));
    Optional<TimelineRetry<T>> retry = input.timelineSteps().flatMap(TimelineSteps::retry);
    if (retry.isEmpty()) {
      return read;
    }
    return RetriedStage.before(
        read,
        read.getCoder(),
        retry.get().bundle(),
        retry.get().afterElements(),
        retry.get().inFinishBundle());
  }

  /** What the retry step of {@code input}'s timeline does, told for a failure; empty for none. */
  private static Optional<String> retryOf(InputSpec<?> input) {
    return input
        .timelineSteps()
        .flatMap(TimelineSteps::retry)
        .map(retry -> RetriedStage.told(input.name(), retry));
  }

  private void refuseUnfaithful(InputSpec<?> input) throws ConstructionFailure {
    Optional<String> why;
    try {
      why = RetriedStage.unfaithful(scenario, input.name());
    } catch (Throwable e) {
      throw new ConstructionFailure("the transform under test threw", e);
    }
    if (why.isPresent()) {
      throw ConstructionFailure.refusal(
          "the retry step of input '" + input.name() + "' is refused:",
          "The retry step of input '"
              + input.name()
              + "' cannot be replayed on the DirectRunner: "
              + why.get()
              + ".");
    }
  }
}
