package io.pipespec.benchmarks;

import io.pipespec.flink.FlinkDefaults;
import io.pipespec.runtime.run.RunSettings;
import io.pipespec.runtime.run.ScenarioResult;
import io.pipespec.runtime.run.ScenarioRunner;
import io.pipespec.runtime.spi.ScenarioTraits;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.ScenarioSpec;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.apache.beam.runners.flink.FlinkRunner;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.PipelineResult;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apache.beam.sdk.options.PipelineOptionsFactory;

/**
 * Runs pipelines and scenarios on FlinkRunner's embedded mini-cluster. The baselines get the same
 * options Pipespec sets ({@link FlinkDefaults}, batch), so that both sides pay for the same cluster
 * start and the same bundling; only the capture and the judging differ.
 */
final class OnFlink {

  private OnFlink() {}

  static PipelineOptions options() {
    List<String> args =
        new ArrayList<>(FlinkDefaults.faithful(new ScenarioTraits("baseline", false, List.of())));
    args.add("--flinkMaster=" + FlinkDefaults.EMBEDDED_MASTER);
    PipelineOptions options =
        PipelineOptionsFactory.fromArgs(args.toArray(new String[0])).withValidation().create();
    options.setRunner(FlinkRunner.class);
    return options;
  }

  static Pipeline newPipeline() {
    return Pipeline.create(options());
  }

  /** Runs {@code pipeline} to the end; a PAssert failure surfaces here. */
  static void run(Pipeline pipeline) {
    PipelineResult.State state = pipeline.run().waitUntilFinish();
    if (state != PipelineResult.State.DONE) {
      throw new IllegalStateException("The pipeline ended in state " + state);
    }
  }

  static ScenarioResult runAndVerify(ScenarioSpec scenario) {
    ScenarioResult result =
        ScenarioRunner.run(
            scenario, new RunSettings("FlinkRunner", List.of(), Duration.ofMinutes(10)));
    for (ExpectationSpec expectation : scenario.expectations()) {
      result.verify(expectation);
    }
    return result;
  }
}
