package io.pipespec.runtime.build;

import io.pipespec.runtime.suite.InputSpec;
import io.pipespec.runtime.suite.Inputs;
import io.pipespec.runtime.suite.Outputs;
import io.pipespec.runtime.suite.PipelineScenarioSpec;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apache.beam.sdk.options.PipelineOptionsFactory;
import org.apache.beam.sdk.values.PCollection;

/** A pipeline scenario's build: each input, then the transform under test on them. */
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
    Map<String, PCollection<?>> inputs = new LinkedHashMap<>();
    for (InputSpec<?> input : scenario.transformInputs()) {
      String stage = "the input '" + input.name() + "' (" + input.origin() + ") threw";
      try {
        inputs.put(input.name(), pipeline.apply(input.name(), InputSources.newSource(input)));
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
    return new Constructed(result.asMap(), Map.of());
  }
}
