package io.pipespec.flink.restart;

import io.pipespec.ExpectContains;
import io.pipespec.PipelineTest;
import io.pipespec.Runners;
import io.pipespec.Timeline;
import io.pipespec.UnderTest;
import org.apache.beam.sdk.transforms.ParDo;
import org.apache.beam.sdk.values.PCollection;

/**
 * The field buffer of {@link FieldPairsRestartTest}, failed by a killed TaskManager JVM on the
 * local cluster: the restarted job runs in a fresh TaskManager with an empty field, so {@code a} is
 * lost. Refused on the DirectRunner, and on Flink embedded, which has no TaskManager JVM to kill.
 */
@PipelineTest
@Runners({"DirectRunner", "FlinkRunner"})
@Timeline({"a @ 1s", "kill the TaskManager and restart", "b @ 2s", "c @ 3s", "d @ 4s"})
public class FieldPairsKillTest {

  @UnderTest
  static PCollection<String> pairs(PCollection<String> clicks) {
    return clicks.apply("Pairs", ParDo.of(new FieldPairsRestartTest.Pairs()));
  }

  @ExpectContains({"a", "b", "c", "d"})
  void all() {}
}
