package io.pipespec.runtime.generate;

import io.pipespec.runtime.build.BatchedScenario;
import io.pipespec.runtime.build.ConstructionFailure;
import io.pipespec.runtime.build.InputSources;
import io.pipespec.runtime.build.PipelineConstruction;
import io.pipespec.runtime.build.Relations;
import io.pipespec.runtime.suite.InputSpec;
import io.pipespec.runtime.suite.PipelineScenarioSpec;
import io.pipespec.runtime.usercode.ScenarioTimeoutException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apache.beam.sdk.values.PCollection;
import org.apache.beam.sdk.values.PCollectionTuple;
import org.apache.beam.sdk.values.TupleTag;

/**
 * Several tries of a generated scenario built into one pipeline, as exploration builds members
 * ({@code explore.MemberBatch}), so that they share the runner's set-up: each try's inputs from
 * sources of their own, into a copy of the transform under test per try ({@code Try 3/...}). Each
 * output is captured per try as {@code name#3}.
 */
final class TryBatch implements PipelineConstruction {

  private final PipelineScenarioSpec scenario;
  private final List<DrawnTry> tries;

  TryBatch(PipelineScenarioSpec scenario, List<DrawnTry> tries) {
    this.scenario = scenario;
    this.tries = List.copyOf(tries);
  }

  @Override
  public PipelineOptions options(List<String> engineArgs) throws ScenarioTimeoutException {
    return PipelineConstruction.of(scenario).options(engineArgs);
  }

  @Override
  public Constructed build(Pipeline pipeline) throws ConstructionFailure {
    Map<String, PCollection<?>> outputs = new LinkedHashMap<>();
    for (int t = 0; t < tries.size(); t++) {
      PipelineScenarioSpec built = built(tries.get(t).scenario(scenario));
      PCollectionTuple inputs = PCollectionTuple.empty(pipeline);
      for (InputSpec<?> input : built.transformInputs()) {
        try {
          inputs = inputs.and(input.name(), read(pipeline, input, t));
        } catch (RuntimeException e) {
          throw new ConstructionFailure(
              "the generated input '" + input.name() + "' (" + input.origin() + ") threw", e);
        }
      }
      PCollectionTuple tryOutputs;
      try {
        tryOutputs = inputs.apply("Try " + t, BatchedScenario.transformUnderTest(built));
      } catch (RuntimeException e) {
        throw new ConstructionFailure("the transform under test threw", e);
      }
      for (Map.Entry<TupleTag<?>, PCollection<?>> output : tryOutputs.getAll().entrySet()) {
        outputs.put(BatchedScenario.outputName(output.getKey().getId(), t), output.getValue());
      }
    }
    return new Constructed(outputs, Map.of());
  }

  /**
   * The scenario of one try as a run as written builds it ({@code TransformConstruction}): with the
   * copies its relational expectations compare with ({@code build.Relations}).
   */
  private static PipelineScenarioSpec built(PipelineScenarioSpec tryScenario)
      throws ConstructionFailure {
    try {
      return Relations.expand(tryScenario);
    } catch (IllegalArgumentException e) {
      throw ConstructionFailure.refusal(
          "the scenario's relational expectations are refused:", String.valueOf(e.getMessage()));
    }
  }

  private static <T> PCollection<T> read(Pipeline pipeline, InputSpec<T> input, int t) {
    return pipeline.apply("Generated " + input.name() + "#" + t, InputSources.newSource(input));
  }
}
