package io.pipespec.flink.restart;

import io.pipespec.ExpectContains;
import io.pipespec.PipelineTest;
import io.pipespec.Runners;
import io.pipespec.Timeline;
import io.pipespec.UnderTest;
import org.apache.beam.sdk.values.PCollection;

/**
 * The control of {@link FieldPairsKillTest}: the bag and timer of {@link BagTimerRestartTest} come
 * back from the checkpoint in the fresh TaskManager, so the killed one changes nothing.
 */
@PipelineTest
@Runners("FlinkRunner")
@Timeline({"a @ 1s", "b @ 2s", "kill the TaskManager and restart", "c @ 3s"})
public class BagTimerKillTest {

  @UnderTest
  static PCollection<String> held(PCollection<String> clicks) {
    return BagTimerRestartTest.held(clicks);
  }

  @ExpectContains({"a", "b", "c"})
  void all() {}
}
