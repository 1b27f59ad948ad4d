package io.pipespec.samples.job;

import io.pipespec.ExpectContains;
import io.pipespec.ExpectCounter;
import io.pipespec.ExpectDistribution;
import io.pipespec.ExpectEmpty;
import io.pipespec.Input;
import io.pipespec.Options;
import io.pipespec.Output;
import io.pipespec.PipelineTest;
import io.pipespec.Scenario;
import io.pipespec.UnderTest;
import io.pipespec.samples.job.ScoresJob.ScoresOptions;
import java.util.List;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.transforms.Create;

/**
 * The scores job as written, reads and writes included: its read is replaced by each scenario's
 * lines, its two writes are captured instead of written, and its counter and distribution are
 * expected like any output.
 */
// snippet:job-test
@PipelineTest
@Output(name = "scores", of = "WriteScores", type = String.class)
@Output(name = "deadLetters", of = "WriteDeadLetters", type = String.class)
class ScoresJobTest {

  @UnderTest
  static void scores(Pipeline pipeline, ScoresOptions options) {
    ScoresJob.build(pipeline, options);
  }

  /** The job's arguments, parsed and validated as Beam does; nothing is read from or written to. */
  @Options
  static String[] arguments() {
    return new String[] {
      "--input=/data/scores/*.csv", "--output=/data/totals/scores", "--deadLetters=/data/bad/lines"
    };
  }

  @Scenario
  static class MixedLines {
    @Input(replaces = "ReadLines")
    static List<String> lines() {
      return List.of("ann,red,3", "bob,blue,5", "cid,red,4", "no points here", "dan,blue,x");
    }

    @ExpectContains(
        output = "scores",
        value = {"red,7", "blue,5"})
    void teamTotals() {}

    @ExpectContains(
        output = "deadLetters",
        value = {"no points here", "dan,blue,x"})
    void badLinesAreWrittenAside() {}

    // snippet:metrics
    @ExpectCounter(name = "badLines", value = "2")
    void badLinesAreCounted() {}

    @ExpectDistribution(name = "points", step = "ParseLines", count = "3", sum = "12", max = "5")
    void pointsOfTheGoodLines() {}
    // end snippet:metrics
  }

  // end snippet:job-test

  @Scenario
  static class OneTeam {
    @Input(replaces = "ReadLines")
    static Create.Values<String> lines() {
      return Create.of("ann,red,1", "bob,red,2");
    }

    @ExpectContains(output = "scores", value = "red,3")
    void oneTotal() {}

    @ExpectEmpty(output = "deadLetters")
    void noDeadLetters() {}

    @ExpectDistribution(name = "points", min = "1", max = "2")
    void pointsRange() {}
  }
}
