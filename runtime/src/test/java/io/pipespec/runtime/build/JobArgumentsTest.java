package io.pipespec.runtime.build;

import static com.google.common.truth.Truth.assertThat;

import java.util.List;
import org.apache.beam.sdk.options.PipelineOptions;
import org.junit.jupiter.api.Test;

class JobArgumentsTest {

  public enum Mode {
    FAST,
    SAFE
  }

  public interface ScoresOptions extends PipelineOptions {
    String getInput();

    void setInput(String input);

    Integer getShards();

    void setShards(Integer shards);

    boolean isDryRun();

    void setDryRun(boolean dryRun);

    Mode getMode();

    void setMode(Mode mode);
  }

  @Test
  void everyBadOptionIsReportedAtOnceInPipespecsWords() {
    List<String> problems =
        JobArguments.problems(
            List.of(
                "--inptu=/data/in",
                "--shards=two",
                "--dryRun=maybe",
                "--mode=SLOW",
                "output=/data/out",
                "--input=/data/in",
                "--tempLocation=/tmp"),
            ScoresOptions.class);

    assertThat(problems)
        .containsExactly(
            "--inptu=/data/in: ScoresOptions and the registered options have no option 'inptu'"
                + " (did you mean --input?)",
            "--shards=two: the option is an Integer, and 'two' is not one",
            "--dryRun=maybe: the option is a boolean: true or false, not 'maybe'",
            "--mode=SLOW: the option is a Mode: one of [FAST, SAFE], not 'SLOW'",
            "'output=/data/out' is not an option: write it as --name=value (or --name for a flag)")
        .inOrder();
  }

  @Test
  void goodOptionsPassAndFlagsNeedNoValue() {
    assertThat(
            JobArguments.problems(
                List.of("--input=x", "--shards=3", "--dryRun", "--mode=FAST", "--jobName=j"),
                ScoresOptions.class))
        .isEmpty();
  }

  @Test
  void theJobsRunnerGivesWayToPipespecs() {
    assertThat(
            JobArguments.withoutRunner(
                List.of("--runner=DataflowRunner", "--input=x", "--runner", "--project=p")))
        .containsExactly("--input=x", "--project=p")
        .inOrder();
  }
}
