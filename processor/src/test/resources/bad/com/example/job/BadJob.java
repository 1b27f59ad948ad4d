package com.example.job;

import io.pipespec.ExpectContains;
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
import io.pipespec.Where;
import io.pipespec.Window;
import java.util.List;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.values.KV;

/** One misuse a line, each named by what the line holds. */
@PipelineTest
@Output(name = "", of = "WriteEmptyName")
@Output(name = "emptyOf", of = "")
@Output(name = "dup", of = "WriteFirst")
@Output(name = "dup", of = "WriteSecond")
@Output(name = "generic", of = "WriteGeneric", type = KV.class)
@Output(name = "primitive", of = "WritePrimitive", type = long.class)
@Output(name = "lines", of = "WriteLines", type = String.class)
class BadJob {

  @UnderTest
  static void job(Pipeline p) {}

  @Input /* without replaces */
  static final List<String> noReplaces = List.of();

  @Input(replaces = "ReadTwice")
  static final List<String> first = List.of();

  @Input(value = "second", replaces = "ReadTwice")
  static final List<String> second = List.of();

  @Input(replaces = "ReadChecked")
  static List<String> checked() throws java.io.IOException {
    return List.of();
  }

  @Options /* of an int */
  static int optionsOfAnInt() {
    return 0;
  }

  @Scenario
  @Timeline(replaces = "ReadUntyped", value = {"a @ 1s"})
  static class Misuses {
    @ExpectCounter(name = "", value = "1")
    void emptyName() {}

    @ExpectCounter(name = "c", value = "two")
    void notANumber() {}

    @ExpectGauge(name = "g", value = "1.5")
    void fractionalGauge() {}

    @ExpectDistribution(name = "d")
    void nothingExpected() {}

    @ExpectDistribution(name = "d", min = "-")
    void badMin() {}

    @ExpectCounter(name = "c", value = "1")
    @Window(start = "0", size = "1m")
    void windowedCounter() {}

    @ExpectCounter(name = "c", value = "1")
    @Where(greaterThan = "1")
    void filteredCounter() {}

    @ExpectContains(output = "undeclared", value = "x")
    void undeclaredOutput() {}
  }

  @Scenario
  @Timeline(replaces = "ReadEmpty", type = String.class, value = {})
  static class EmptyTimeline {
    @ExpectCounter(name = "c", value = "0")
    void counted() {}
  }
}
