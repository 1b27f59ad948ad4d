package com.example;

import io.pipespec.ExpectContains;
import io.pipespec.ExpectFiredTimers;
import io.pipespec.ExpectState;
import io.pipespec.FunctionTest;
import io.pipespec.Scenario;
import io.pipespec.Timeline;
import io.pipespec.UnderTest;
import org.apache.beam.sdk.state.StateSpec;
import org.apache.beam.sdk.state.StateSpecs;
import org.apache.beam.sdk.state.TimeDomain;
import org.apache.beam.sdk.state.TimerSpec;
import org.apache.beam.sdk.state.TimerSpecs;
import org.apache.beam.sdk.state.ValueState;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.values.KV;

/**
 * Texts that generated code must carry unchanged: line and paragraph separators, the next-line
 * control character, a lone surrogate, a byte-order mark, quotes, backslashes and a backslash-u
 * that is text, in literals, timeline steps, state and timer ids and a method name.
 */
@FunctionTest
class UnusualTextTest {
  static class Fn extends DoFn<KV<String, String>, String> {
    @StateId("last\u2028line")
    private final StateSpec<ValueState<String>> last = StateSpecs.value();

    @TimerId("flush\u2029")
    private final TimerSpec flush = TimerSpecs.timer(TimeDomain.EVENT_TIME);

    @ProcessElement
    public void process(@Element KV<String, String> element) {}
  }

  @UnderTest
  static Fn fn() {
    return new Fn();
  }

  @Scenario
  @Timeline({"a\u2028b=c\u2029d @ 1m", "'\\\\u0041\\'\"\u0085'=\uD800\uFEFF", "watermark 2m"})
  static class Separators {
    @ExpectContains({"a\u2028b", "\u2029", "x\u0085y", "\uD800", "\uFEFF", "say \"hi\\u0041\""})
    void separatorsInOutput() {}

    @ExpectState(id = "last\u2028line", key = "a\u2028b", value = "*/ \\u002a/ \u2028 /*")
    void stateOfAnUnusualId() {}

    @ExpectFiredTimers("flush\u2029 a\u2028b @ 1m")
    void timerOfAnUnusualId() {}

    @ExpectContains("caf\u00e9")
    void caf\u00e9() {}
  }
}
