package io.pipespec.flink;

import io.pipespec.runtime.fixtures.NumberScenarios;
import io.pipespec.runtime.run.RunSettings;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.PipelineScenarioSpec;
import java.time.Duration;
import java.util.List;
import org.apache.beam.sdk.transforms.DoFn;

/** Scenarios built by hand, as a generated suite builds them, and the settings to run on Flink. */
final class FlinkScenarios {

  private FlinkScenarios() {}

  static RunSettings onFlink() {
    return new RunSettings("FlinkRunner", List.of(), Duration.ofMinutes(2));
  }

  /** {@code numbers} through {@code fn} into the output "out". */
  static PipelineScenarioSpec through(String name, List<Long> numbers, DoFn<Long, Long> fn) {
    return NumberScenarios.through(FlinkScenarios.class, name, numbers, fn);
  }

  static ExpectationSpec contains(Long... expected) {
    return NumberScenarios.contains(FlinkScenarios.class, expected);
  }
}
