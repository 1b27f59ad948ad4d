package io.pipespec.flink;

import io.pipespec.runtime.fixtures.NumberScenarios.TimesTen;
import io.pipespec.runtime.run.ScenarioResult;
import io.pipespec.runtime.run.ScenarioRunner;
import java.util.List;

/** Runs one scenario on Flink and prints its outcome; for {@link LauncherLikeMain}. */
public final class IsolatedScenarioMain {

  private IsolatedScenarioMain() {}

  public static void main(String[] args) {
    ScenarioResult result =
        ScenarioRunner.run(
            FlinkScenarios.through("Isolated", List.of(1L, 2L), new TimesTen()),
            FlinkScenarios.onFlink());
    result.verify(FlinkScenarios.contains(10L, 20L));
    System.out.println("PIPESPEC-RESULT passed");
    System.exit(0);
  }
}
