package io.pipespec.runtime.run;

import io.pipespec.runtime.fixtures.NumberScenarios.FailsOnThree;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.ExpectationSpec.Target;
import io.pipespec.runtime.suite.InputSpec;
import io.pipespec.runtime.suite.Outputs;
import io.pipespec.runtime.suite.PipelineScenarioSpec;
import io.pipespec.runtime.suite.ScenarioSpec;
import io.pipespec.runtime.suite.TransformUnderTest;
import io.pipespec.runtime.verdict.expect.Expectation;
import io.pipespec.runtime.verdict.scope.Scope;
import java.io.Serializable;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.ParDo;
import org.apache.beam.sdk.values.TypeDescriptors;

/** Scenarios built by hand, the way a generated suite builds them. */
final class Fixtures {

  private Fixtures() {}

  static PipelineScenarioSpec.Builder scenario(
      String name, List<Long> numbers, TransformUnderTest transform) {
    return ScenarioSpec.builder(name, Fixtures.class)
        .input(
            InputSpec.ofValues(
                "numbers", "Fixtures.numbers()", () -> numbers, TypeDescriptors.longs()))
        .transform(transform);
  }

  /** Scenario "Failing": 1, 2, 3 through {@link FailsOnThree}, into the output {@code output}. */
  static PipelineScenarioSpec failsOnThree(String output) {
    return scenario(
            "Failing",
            List.of(1L, 2L, 3L),
            inputs ->
                Outputs.single(
                    output, inputs.<Long>get("numbers").apply(ParDo.of(new FailsOnThree()))))
        .build();
  }

  static ExpectationSpec expect(String method, String output, Expectation expectation) {
    return ExpectationSpec.of(Fixtures.class, method, Target.output(output, expectation));
  }

  static ExpectationSpec expect(
      String method, String output, Scope scope, Expectation expectation) {
    return ExpectationSpec.of(Fixtures.class, method, Target.output(output, scope, expectation));
  }

  static RunSettings settings() {
    return RunSettings.defaults().withTimeout(Duration.ofSeconds(60));
  }

  /** Never finishes an element, until interrupted. */
  static final class SleepsForever extends DoFn<Long, Long> {
    @ProcessElement
    public void process(@Element Long number, OutputReceiver<Long> out)
        throws InterruptedException {
      Thread.sleep(Duration.ofMinutes(10).toMillis());
      out.output(number);
    }
  }

  /** A value whose Java serialization is not deterministic as far as Beam knows. */
  static final class Point implements Serializable {
    final int x;
    final int y;

    Point(int x, int y) {
      this.x = x;
      this.y = y;
    }

    @Override
    public boolean equals(Object other) {
      return other instanceof Point that && that.x == x && that.y == y;
    }

    @Override
    public int hashCode() {
      return Objects.hash(x, y);
    }

    @Override
    public String toString() {
      return "(" + x + "," + y + ")";
    }
  }
}
