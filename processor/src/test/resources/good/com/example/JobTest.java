package com.example;

import io.pipespec.Committed;
import io.pipespec.ExpectContains;
import io.pipespec.ExpectCount;
import io.pipespec.ExpectCounter;
import io.pipespec.ExpectDistribution;
import io.pipespec.ExpectGauge;
import io.pipespec.Input;
import io.pipespec.Options;
import io.pipespec.Output;
import io.pipespec.PipelineTest;
import io.pipespec.Scenario;
import io.pipespec.Timeline;
import io.pipespec.UnderTest;
import java.util.List;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.io.TextIO;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apache.beam.sdk.transforms.Create;

@PipelineTest
@Output(name = "lines", of = "WriteLines", type = String.class)
class JobTest {

  interface JobOptions extends PipelineOptions {
    String getInput();

    void setInput(String input);
  }

  @UnderTest
  static void job(Pipeline p, JobOptions options) {
    p.apply("ReadLines", TextIO.read().from(options.getInput()))
        .apply("WriteLines", TextIO.write().to("out"));
  }

  @Options
  static String[] options() {
    return new String[] {"--input=in.txt"};
  }

  @Input(replaces = "ReadLines")
  static final List<String> lines = List.of("a", "b");

  @Scenario
  static class Batch {
    @ExpectContains({"a", "b"})
    void written() {}

    @ExpectCounter(name = "badLines", value = "0")
    void noBadLines() {}
  }

  @Scenario
  @Output(name = "all", of = "WriteLines")
  @Timeline(
      replaces = "ReadLines",
      type = String.class,
      value = {"x @ 1s", "watermark 1m"})
  static class Streamed {
    @Options
    static JobOptions options() {
      return null;
    }

    @ExpectContains(output = "lines", value = "x")
    void streamed() {}

    @ExpectCount(output = "all", value = 1)
    void counted() {}

    @ExpectDistribution(name = "lengths", namespace = "job", step = "Parse", count = "1", max = "1")
    void lengths() {}

    @ExpectGauge(name = "last", value = "-3", committed = Committed.ATTEMPTED)
    void gauge() {}
  }

  @Scenario
  static class FromCreate {
    @Input(replaces = "ReadLines")
    static Create.Values<String> created() {
      return Create.of("c");
    }

    @ExpectContains("c")
    void fromCreate() {}
  }
}
