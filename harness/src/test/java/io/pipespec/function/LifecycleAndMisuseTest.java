package io.pipespec.function;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.coders.StringUtf8Coder;
import org.apache.beam.sdk.state.StateSpec;
import org.apache.beam.sdk.state.StateSpecs;
import org.apache.beam.sdk.state.ValueState;
import org.apache.beam.sdk.transforms.Create;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.View;
import org.apache.beam.sdk.transforms.windowing.GlobalWindow;
import org.apache.beam.sdk.transforms.windowing.IntervalWindow;
import org.apache.beam.sdk.transforms.windowing.PaneInfo;
import org.apache.beam.sdk.transforms.windowing.Sessions;
import org.apache.beam.sdk.transforms.windowing.SlidingWindows;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollectionView;
import org.apache.beam.sdk.values.TupleTag;
import org.joda.time.Duration;
import org.joda.time.Instant;
import org.junit.jupiter.api.Test;

class LifecycleAndMisuseTest {

  /** Records its lifecycle calls in a static list, since the harness runs a serialized copy. */
  static class Lifecycle extends DoFn<String, String> {
    static final List<String> CALLS = new ArrayList<>();

    @Setup
    public void setup() {
      CALLS.add("setup");
    }

    @StartBundle
    public void startBundle() {
      CALLS.add("startBundle");
    }

    @ProcessElement
    public void process(@Element String element, OutputReceiver<String> out) {
      CALLS.add("process " + element);
      out.output(element);
    }

    @FinishBundle
    public void finishBundle(FinishBundleContext context) {
      CALLS.add("finishBundle");
      context.output("flushed", Instant.ofEpochMilli(7), GlobalWindow.INSTANCE);
    }

    @Teardown
    public void teardown() {
      CALLS.add("teardown");
    }
  }

  /** Records its lifecycle calls and throws for every element. */
  static class ThrowingLifecycle extends Lifecycle {
    @Override
    public void process(String element, OutputReceiver<String> out) {
      throw new IllegalStateException("bad " + element);
    }
  }

  @Test
  void lifecycleMethodsRunAsARunnerCallsThem() {
    Lifecycle.CALLS.clear();
    FunctionHarness<String, String> harness = FunctionHarness.forDoFn(new Lifecycle()).build();
    assertThat(Lifecycle.CALLS).containsExactly("setup");

    harness.processElement("a");
    harness.startBundle();
    harness.processElement("b");
    harness.processElements(List.of("c", "d"));
    harness.finishBundle();
    harness.close();
    harness.close();

    assertThat(Lifecycle.CALLS)
        .containsExactly(
            "setup",
            "startBundle",
            "process a",
            "finishBundle",
            "startBundle",
            "process b",
            "process c",
            "process d",
            "finishBundle",
            "teardown")
        .inOrder();
    assertThat(harness.getOutputValues())
        .containsExactly("a", "flushed", "b", "c", "d", "flushed")
        .inOrder();
    OutputElement<String> flushed = harness.getOutput().get(1);
    assertThat(flushed.timestamp()).isEqualTo(Instant.ofEpochMilli(7));
    assertThat(harness.isClosed()).isTrue();
  }

  @Test
  void aFreshInstancePerBundleIsSetUpBeforeItsBundleAndTornDownAfterIt() {
    Lifecycle.CALLS.clear();
    FunctionHarness<String, String> harness =
        FunctionHarness.forDoFn(new Lifecycle()).withFreshInstancePerBundle().build();
    assertThat(Lifecycle.CALLS).isEmpty();

    harness.processElement("a");
    harness.startBundle();
    harness.processElement("b");
    harness.processElement("c");
    harness.finishBundle();
    harness.close();

    assertThat(Lifecycle.CALLS)
        .containsExactly(
            "setup",
            "startBundle",
            "process a",
            "finishBundle",
            "teardown",
            "setup",
            "startBundle",
            "process b",
            "process c",
            "finishBundle",
            "teardown")
        .inOrder();
    assertThat(harness.getOutputValues())
        .containsExactly("a", "flushed", "b", "c", "flushed")
        .inOrder();
  }

  @Test
  void aFreshInstanceWhoseBundleThrowsIsTornDownAndTheFailureArrivesUnwrapped() {
    Lifecycle.CALLS.clear();
    FunctionHarness<String, String> harness =
        FunctionHarness.forDoFn(new ThrowingLifecycle()).withFreshInstancePerBundle().build();

    IllegalStateException e =
        assertThrows(IllegalStateException.class, () -> harness.processElement("x"));

    assertThat(e).hasMessageThat().isEqualTo("bad x");
    assertThat(Lifecycle.CALLS).containsExactly("setup", "startBundle", "teardown").inOrder();
  }

  @Test
  void closeFinishesAnOpenBundleBeforeTeardown() {
    Lifecycle.CALLS.clear();
    try (var harness = FunctionHarness.forDoFn(new Lifecycle()).build()) {
      harness.startBundle();
      harness.processElement("a");
    }
    assertThat(Lifecycle.CALLS)
        .containsExactly("setup", "startBundle", "process a", "finishBundle", "teardown")
        .inOrder();
  }

  @Test
  void outputCarriesTimestampWindowAndPaneAndCanBeCleared() {
    try (var harness =
        FunctionHarness.forDoFn(new Lifecycle())
            .withWindowFn(
                SlidingWindows.of(Duration.standardMinutes(2)).every(Duration.standardMinutes(1)))
            .build()) {
      harness.startBundle();
      harness.processElement("a", Instant.ofEpochMilli(90_000));
      List<OutputElement<String>> output = harness.getOutput();
      assertThat(output).hasSize(2);
      assertThat(output.stream().map(OutputElement::window))
          .containsExactly(
              new IntervalWindow(Instant.ofEpochMilli(0), Duration.standardMinutes(2)),
              new IntervalWindow(Instant.ofEpochMilli(60_000), Duration.standardMinutes(2)));
      assertThat(output.get(0).timestamp()).isEqualTo(Instant.ofEpochMilli(90_000));
      assertThat(output.get(0).pane()).isEqualTo(PaneInfo.NO_FIRING);
      assertThat(output.get(0).tag()).isEqualTo(harness.mainOutputTag());

      harness.clearOutput();
      assertThat(harness.getAllOutput()).isEmpty();
    }
  }

  static final TupleTag<Integer> LENGTHS = new TupleTag<Integer>() {};

  /** Splits input into a main and an additional output, using a side input as the threshold. */
  static class Split extends DoFn<String, String> {
    private final PCollectionView<Integer> threshold;

    Split(PCollectionView<Integer> threshold) {
      this.threshold = threshold;
    }

    @ProcessElement
    public void process(ProcessContext context) {
      String element = context.element();
      if (element.length() > context.sideInput(threshold)) {
        context.output(LENGTHS, element.length());
      } else {
        context.output(element);
      }
    }
  }

  @Test
  void sideInputsAndAdditionalOutputs() {
    PCollectionView<Integer> threshold =
        Pipeline.create().apply(Create.of(3)).apply(View.asSingleton());
    try (var harness =
        FunctionHarness.forDoFn(new Split(threshold))
            .withSideInput(threshold, 3)
            .withAdditionalOutput(LENGTHS)
            .build()) {
      harness.processElements(List.of("abc", "abcdef", "x"));
      assertThat(harness.getOutputValues()).containsExactly("abc", "x").inOrder();
      assertThat(harness.getOutputValues(LENGTHS)).containsExactly(6);
      assertThat(harness.getAllOutput()).hasSize(3);
    }
  }

  static class Counter extends DoFn<KV<String, String>, Long> {
    @StateId("count")
    private final StateSpec<ValueState<Long>> count = StateSpecs.value();

    @ProcessElement
    public void process(@StateId("count") ValueState<Long> count, OutputReceiver<Long> out) {
      long n = count.read() == null ? 1 : count.read() + 1;
      count.write(n);
      if (n > 2) {
        throw new IllegalStateException("too many for this key");
      }
      out.output(n);
    }
  }

  @Test
  void userExceptionsArriveUnwrapped() {
    try (var harness = StatefulFunctionHarness.forKeyedDoFn(new Counter()).build()) {
      harness.setState("count", "k", 2L);
      IllegalStateException e =
          assertThrows(IllegalStateException.class, () -> harness.processElement("k", "x"));
      assertThat(e).hasMessageThat().isEqualTo("too many for this key");
    }
  }

  @Test
  void processingAfterCloseSaysWhatAndHowToFix() {
    var harness = StatefulFunctionHarness.forKeyedDoFn(new Counter()).build();
    harness.close();
    IllegalStateException e =
        assertThrows(IllegalStateException.class, () -> harness.processElement("k", "x"));
    assertThat(e)
        .hasMessageThat()
        .contains("This harness is closed, so processElement() cannot run");
    assertThat(e).hasMessageThat().contains("before close(), or build a new harness");
    assertThrows(IllegalStateException.class, () -> harness.setWatermark(Instant.ofEpochMilli(1)));
  }

  @Test
  void unknownStateIdListsTheDeclaredOnes() {
    try (var harness = StatefulFunctionHarness.forKeyedDoFn(new Counter()).build()) {
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> harness.getState("cnt", "k"));
      assertThat(e).hasMessageThat().contains("declares no state 'cnt'");
      assertThat(e).hasMessageThat().contains("[count]");
      assertThrows(IllegalArgumentException.class, () -> harness.setState("cnt", "k", 1L));
      assertThrows(IllegalArgumentException.class, () -> harness.getKeysForState("cnt"));
    }
  }

  @Test
  void wrongStateValueTypeNamesTheStateAndTheExpectedType() {
    try (var harness = StatefulFunctionHarness.forKeyedDoFn(new Counter()).build()) {
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> harness.setState("count", "k", "two"));
      assertThat(e).hasMessageThat().contains("State 'count'");
      assertThat(e).hasMessageThat().contains("ValueState<java.lang.Long>");
      assertThat(e).hasMessageThat().contains("cannot hold java.lang.String two");
      assertThat(e).hasMessageThat().contains("Pass a value of type java.lang.Long");
      assertThat(harness.<Long>getState("count", "k")).isNull();
    }
  }

  @Test
  void wrongCollectionShapeIsRejected() {
    try (var harness =
        StatefulFunctionHarness.forKeyedDoFn(new StateKindsTest.EveryKind()).build()) {
      assertThat(
              assertThrows(IllegalArgumentException.class, () -> harness.setState("bag", "k", "x")))
          .hasMessageThat()
          .contains("Pass an Iterable");
      assertThat(
              assertThrows(
                  IllegalArgumentException.class,
                  () -> harness.setState("map", "k", Map.of("a", "not a long"))))
          .hasMessageThat()
          .contains("a map value of type java.lang.Long");
      assertThat(
              assertThrows(
                  IllegalArgumentException.class,
                  () -> harness.setState("ordered", "k", List.of("no timestamp"))))
          .hasMessageThat()
          .contains("TimestampedValue.of(value, timestamp)");
    }
  }

  @Test
  void watermarkAndProcessingTimeCannotMoveBackwards() {
    try (var harness = StatefulFunctionHarness.forKeyedDoFn(new Counter()).build()) {
      harness.setWatermark(Instant.ofEpochMilli(100));
      IllegalStateException e =
          assertThrows(
              IllegalStateException.class, () -> harness.setWatermark(Instant.ofEpochMilli(50)));
      assertThat(e).hasMessageThat().contains("The watermark cannot move backwards");
      assertThat(e).hasMessageThat().contains("process an element with a timestamp behind");

      harness.setProcessingTime(Instant.ofEpochMilli(100));
      assertThat(
              assertThrows(
                  IllegalStateException.class,
                  () -> harness.setProcessingTime(Instant.ofEpochMilli(99))))
          .hasMessageThat()
          .contains("Processing time cannot move backwards");
      assertThrows(
          IllegalArgumentException.class, () -> harness.advanceProcessingTime(Duration.millis(-1)));
      assertThrows(
          IllegalArgumentException.class,
          () -> harness.setInputWatermark("nope", Instant.ofEpochMilli(1)));
    }
  }

  @Test
  void statefulFunctionNeedsTheKeyedHarnessAndNoMergingWindows() {
    @SuppressWarnings({"unchecked", "rawtypes"})
    DoFn<String, Long> unkeyedView = (DoFn) new Counter();
    assertThat(
            assertThrows(
                IllegalArgumentException.class, () -> FunctionHarness.forDoFn(unkeyedView).build()))
        .hasMessageThat()
        .contains("StatefulFunctionHarness.forKeyedDoFn(fn)");
    assertThrows(
        UnsupportedOperationException.class,
        () ->
            StatefulFunctionHarness.forKeyedDoFn(new Counter())
                .withWindowFn(Sessions.withGapDuration(Duration.standardMinutes(1)))
                .build());
  }

  @Test
  void windowedStateNeedsAWindow() {
    try (var harness =
        StatefulFunctionHarness.forKeyedDoFn(new Counter())
            .withWindowFn(SlidingWindows.of(Duration.standardMinutes(2)))
            .build()) {
      assertThat(assertThrows(IllegalArgumentException.class, () -> harness.getState("count", "k")))
          .hasMessageThat()
          .isEqualTo(
              "This harness assigns windows with SlidingWindows of 2m every 1m, so state lives per"
                  + " window: name the window, as in getState(stateId, key, window).");
      assertThat(
              assertThrows(
                  IllegalArgumentException.class, () -> harness.getStateForAllKeys("count")))
          .hasMessageThat()
          .contains("as in getStateForAllKeys(stateId, window).");
      assertThat(
              assertThrows(
                  IllegalArgumentException.class, () -> harness.setState("count", "k", 1L)))
          .hasMessageThat()
          .contains("as in setState(stateId, key, window, contents).");
      assertThat(
              assertThrows(IllegalArgumentException.class, () -> harness.clearState("count", "k")))
          .hasMessageThat()
          .contains("as in clearState(stateId, key, window).");
    }
  }

  @Test
  void undeclaredOutputTagIsNamed() {
    try (var harness = FunctionHarness.forDoFn(new Lifecycle()).build()) {
      assertThat(
              assertThrows(
                  IllegalArgumentException.class,
                  () -> harness.getOutput(new TupleTag<String>("other"))))
          .hasMessageThat()
          .contains("withAdditionalOutput(tag)");
    }
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private static org.apache.beam.sdk.coders.Coder<Object> stringsOnly() {
    return (org.apache.beam.sdk.coders.Coder) StringUtf8Coder.of();
  }

  @Test
  void coderProblemsSayWhichCoderToGive() {
    DoFn<Object, String> untyped =
        new DoFn<Object, String>() {
          @ProcessElement
          public void process() {}
        };
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> FunctionHarness.forDoFn(untyped).withoutCopyingFn().build());
    assertThat(e).hasMessageThat().contains("withInputCoder");
    try (var harness =
        FunctionHarness.forDoFn(untyped)
            .withoutCopyingFn()
            .withInputCoder(stringsOnly())
            .withOutputCoder(StringUtf8Coder.of())
            .build()) {
      assertThat(
              assertThrows(
                  IllegalArgumentException.class, () -> harness.processElement(new Object())))
          .hasMessageThat()
          .contains("cannot be encoded");
    }
  }
}
