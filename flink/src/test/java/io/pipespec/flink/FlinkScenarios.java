package io.pipespec.flink;

import io.pipespec.runtime.expect.Expectations;
import io.pipespec.runtime.run.RunSettings;
import io.pipespec.runtime.spec.ExpectationSpec;
import io.pipespec.runtime.spec.ExpectationSpec.Target;
import io.pipespec.runtime.spec.InputSpec;
import io.pipespec.runtime.spec.Outputs;
import io.pipespec.runtime.spec.PipelineScenarioSpec;
import io.pipespec.runtime.spec.ScenarioSpec;
import java.time.Duration;
import java.util.List;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.ParDo;
import org.apache.beam.sdk.values.TypeDescriptors;

/** Scenarios built by hand, as a generated suite builds them, and the settings to run on Flink. */
final class FlinkScenarios {

  private FlinkScenarios() {}

  static RunSettings onFlink() {
    return new RunSettings("FlinkRunner", List.of(), Duration.ofMinutes(2));
  }

  /** {@code numbers} through {@code fn} into the output "out". */
  static PipelineScenarioSpec through(String name, List<Long> numbers, DoFn<Long, Long> fn) {
    return ScenarioSpec.builder(name, FlinkScenarios.class)
        .input(
            InputSpec.ofValues(
                "numbers", "FlinkScenarios.numbers()", () -> numbers, TypeDescriptors.longs()))
        .transform(inputs -> Outputs.single("out", inputs.<Long>get("numbers").apply(ParDo.of(fn))))
        .build();
  }

  static ExpectationSpec contains(Long... expected) {
    return ExpectationSpec.of(
        FlinkScenarios.class,
        "out",
        Target.output("out", Expectations.containsInAnyOrder(List.of(expected))));
  }
}
