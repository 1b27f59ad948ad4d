package com.example.walk;

import io.pipespec.Timing;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.Expectations;
import io.pipespec.runtime.suite.InputSpec;
import io.pipespec.runtime.suite.Inputs;
import io.pipespec.runtime.suite.Outputs;
import io.pipespec.runtime.suite.PipespecSuite;
import io.pipespec.runtime.suite.ScenarioSpec;
import io.pipespec.runtime.suite.Scopes;
import io.pipespec.runtime.suite.TimelineSteps;
import java.util.Arrays;
import java.util.List;
import javax.annotation.processing.Generated;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.TypeDescriptor;

@Generated(
    value = "io.pipespec.processor.rounds.PipespecProcessor",
    comments = "from com.example.walk.TeamScoresTest"
)
public final class Pipespec_TeamScoresTest implements PipespecSuite {
  public Pipespec_TeamScoresTest() {
  }

  @Override
  public Class<?> testClass() {
    return TeamScoresTest.class;
  }

  @Override
  public List<ScenarioSpec> scenarios() {
    return List.of(teamScoresTest());
  }

  private static Outputs underTest(Inputs inputs) {
    return Outputs.single("teamScores", TeamScoresTest.teamScores(inputs.get("scores")));
  }

  private static ScenarioSpec teamScoresTest() {
    ScenarioSpec.KindBuilder<?, ?> scenario = ScenarioSpec.builder("TeamScoresTest", TeamScoresTest.class)
        .input(InputSpec.ofTimeline("scores", "@Timeline of TeamScoresTest", new TypeDescriptor<KV<String, Integer>>() {}, Pipespec_TeamScoresTest::teamScoresTestScoresTimeline))
        .transform(Pipespec_TeamScoresTest::underTest);
    scenario.expectation(ExpectationSpec.of(TeamScoresTest.class, "onTime",
        ExpectationSpec.Target.output("teamScores", Scopes.of(Scopes.window(0L, 1200000L, "@Window(start = \"0\", size = \"20m\")"), Timing.ALL, -1), Expectations.containsInAnyOrder(Arrays.<KV<String, Integer>>asList(KV.of("blue", 12)))))
        .declaredAt("TeamScoresTest.java", 30));
    return scenario.build();
  }

  private static TimelineSteps<KV<String, Integer>> teamScoresTestScoresTimeline() {
    TimelineSteps<KV<String, Integer>> steps = TimelineSteps.create();
    steps.element(KV.of("blue", 5), 60000L /* blue=5 @ 1m */);
    steps.element(KV.of("blue", 7), 720000L /* blue=7 @ 12m */);
    // watermark end
    return steps;
  }
}
