package io.pipespec.runtime.build;

import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.runtime.suite.Inputs;
import io.pipespec.runtime.suite.Outputs;
import io.pipespec.runtime.suite.PipelineScenarioSpec;
import io.pipespec.runtime.suite.TransformUnderTest;
import java.util.LinkedHashMap;
import java.util.Map;
import org.apache.beam.sdk.transforms.PTransform;
import org.apache.beam.sdk.values.PCollection;
import org.apache.beam.sdk.values.PCollectionTuple;
import org.apiguardian.api.API;

/**
 * Several copies of a pipeline scenario built into one pipeline, so that they share the runner's
 * set-up: exploration's members ({@code explore.MemberBatch}) and generation's tries ({@code
 * generate.TryBatch}). Each copy applies the transform under test to inputs of its own ({@link
 * #transformUnderTest}), and each of its outputs is captured as {@code name#index} ({@link
 * #outputName}); {@code run.ScenarioResult#part} picks one copy's outputs out of the run.
 */
@API(status = INTERNAL)
public final class BatchedScenario {

  /** What separates an output's name from its copy's index. */
  public static final char MARK = '#';

  private BatchedScenario() {}

  /** The name of output {@code name} of copy {@code index} among the captured outputs. */
  public static String outputName(String name, int index) {
    return name + MARK + index;
  }

  /**
   * The transform under test of {@code scenario} as one step: a copy's inputs in, by name, its
   * outputs out, by name.
   */
  public static PTransform<PCollectionTuple, PCollectionTuple> transformUnderTest(
      PipelineScenarioSpec scenario) {
    return step(scenario.transform(), scenario.name());
  }

  /**
   * {@code transform} as one step, its inputs in by name and its outputs out by name; {@code
   * scenario} names it when it returns nothing. A step has names of its own, so that the same user
   * transforms applied beside it (another copy, a relation's reference) never clash with its names.
   */
  static PTransform<PCollectionTuple, PCollectionTuple> step(
      TransformUnderTest transform, String scenario) {
    return new Copy(transform, scenario);
  }

  private static final class Copy extends PTransform<PCollectionTuple, PCollectionTuple> {
    private static final long serialVersionUID = 1L;

    private final transient TransformUnderTest transform;
    private final String scenario;

    Copy(TransformUnderTest transform, String scenario) {
      this.transform = transform;
      this.scenario = scenario;
    }

    @Override
    public PCollectionTuple expand(PCollectionTuple input) {
      Map<String, PCollection<?>> inputs = new LinkedHashMap<>();
      input.getAll().forEach((tag, collection) -> inputs.put(tag.getId(), collection));
      Outputs outputs = transform.apply(new Inputs(inputs));
      if (outputs == null) {
        throw new IllegalStateException(
            "The transform of scenario '" + scenario + "' returned null instead of Outputs");
      }
      PCollectionTuple tuple = PCollectionTuple.empty(input.getPipeline());
      for (Map.Entry<String, PCollection<?>> output : outputs.asMap().entrySet()) {
        tuple = tuple.and(output.getKey(), output.getValue());
      }
      return tuple;
    }
  }
}
