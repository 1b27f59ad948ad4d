package io.pipespec.runtime.suite;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.pipespec.beam.Times;
import io.pipespec.grammar.WindowRef;
import io.pipespec.runtime.run.RunSettings;
import io.pipespec.runtime.run.ScenarioResult;
import io.pipespec.runtime.run.ScenarioRunner;
import io.pipespec.runtime.verdict.scope.Scopes;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.apache.beam.sdk.coders.StringUtf8Coder;
import org.apache.beam.sdk.testing.TestStream;
import org.apache.beam.sdk.transforms.windowing.FixedWindows;
import org.apache.beam.sdk.transforms.windowing.Window;
import org.apache.beam.sdk.values.TypeDescriptor;
import org.apache.beam.sdk.values.TypeDescriptors;
import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;

/** {@code @Timeline} inputs: TimelineSteps as a TestStream, with the coder from the pipeline. */
class TimelineTest {

  private static ExpectationSpec inWindow(long start, long end, List<String> expected) {
    return ExpectationSpec.of(
        TimelineTest.class,
        "words",
        ExpectationSpec.Target.output(
            "words",
            Scopes.of(WindowRef.interval(start, end, Times.interval(start, end))),
            Expectations.containsInAnyOrder(expected)));
  }

  @Test
  void elementsKeepTheirEventTimes() {
    ExpectationSpec first = inWindow(0, 10_000, List.of("a", "b"));
    ExpectationSpec second = inWindow(10_000, 20_000, List.of("c"));
    ScenarioSpec scenario =
        ScenarioSpec.builder("Timeline", TimelineTest.class)
            .input(
                InputSpec.ofTimeline(
                    "words",
                    "TimelineTest",
                    TypeDescriptors.strings(),
                    () ->
                        TimelineSteps.<String>create()
                            .element("a", 1_000)
                            .element("b", 9_999)
                            .watermark(5_000)
                            .processing(1_000)
                            .element("c", 10_000)))
            .transform(
                inputs ->
                    Outputs.single(
                        "words",
                        inputs
                            .<String>get("words")
                            .apply(
                                Window.into(
                                    FixedWindows.of(org.joda.time.Duration.standardSeconds(10))))))
            .expectation(first)
            .expectation(second)
            .build();

    ScenarioResult result =
        ScenarioRunner.run(scenario, RunSettings.defaults().withTimeout(Duration.ofSeconds(60)));

    result.verify(first);
    result.verify(second);
  }

  /** A type Beam has no coder for. */
  static final class Opaque {}

  @Test
  void elementTypeWithoutCoderFailsAtConstructionSayingWhatToRegister() {
    ExpectationSpec any =
        ExpectationSpec.of(
            TimelineTest.class, "any", ExpectationSpec.Target.output("out", Expectations.empty()));
    ScenarioSpec scenario =
        ScenarioSpec.builder("NoCoder", TimelineTest.class)
            .input(
                InputSpec.ofTimeline(
                    "in",
                    "@Timeline of TimelineTest.NoCoder",
                    new TypeDescriptor<Opaque>() {},
                    () -> TimelineSteps.<Opaque>create().element(new Opaque(), 0)))
            .transform(inputs -> Outputs.single("out", inputs.get("in")))
            .expectation(any)
            .build();

    ScenarioResult result =
        ScenarioRunner.run(scenario, RunSettings.defaults().withTimeout(Duration.ofSeconds(60)));

    AssertionFailedError failure =
        assertThrows(AssertionFailedError.class, () -> result.verify(any));
    assertWithMessage(failure.getMessage())
        .that(failure.getMessage())
        .contains("failed at construction");
    String cause = failure.getCause().getMessage();
    assertWithMessage(cause)
        .that(cause)
        .startsWith(
            "Beam has no coder for io.pipespec.runtime.suite.TimelineTest$Opaque, the element type"
                + " of @Timeline of TimelineTest.NoCoder: ");
    assertWithMessage(cause)
        .that(cause)
        .endsWith(
            "Annotate the type with @DefaultCoder or @DefaultSchema, or give the"
                + " input as a TestStream<T> from code, built with TestStream.create(coder).");
  }

  @Test
  void stepsAreCheckedAsTestStreamChecksThem() {
    TimelineSteps<String> steps = TimelineSteps.<String>create().watermark(5_000);
    IllegalArgumentException backwards =
        assertThrows(IllegalArgumentException.class, () -> steps.watermark(4_000));
    assertThat(backwards.getMessage())
        .isEqualTo(
            "The watermark must monotonically advance: 1970-01-01T00:00:04Z is before"
                + " 1970-01-01T00:00:05Z");
    assertThrows(IllegalArgumentException.class, () -> steps.processing(0));
    assertThrows(IllegalArgumentException.class, () -> steps.watermark(Long.MAX_VALUE / 1000));
  }

  @Test
  void aBundleStepCutsTheElementsAroundItIntoTwoBundles() {
    TestStream<String> stream =
        TimelineSteps.<String>create()
            .element("a", 1_000)
            .element("b", 2_000)
            .bundle()
            .element("c", 3_000)
            .watermark(5_000)
            .element("d", 6_000)
            .toTestStream(StringUtf8Coder.of());

    List<List<String>> bundles = new ArrayList<>();
    for (TestStream.Event<String> event : stream.getEvents()) {
      if (event instanceof TestStream.ElementEvent<String> elements) {
        List<String> bundle = new ArrayList<>();
        elements.getElements().forEach(value -> bundle.add(value.getValue()));
        bundles.add(bundle);
      }
    }
    assertThat(bundles).containsExactly(List.of("a", "b"), List.of("c"), List.of("d")).inOrder();
  }

  @Test
  void aBundleStepOnlyGoesBetweenTwoElements() {
    assertThrows(IllegalArgumentException.class, () -> TimelineSteps.<String>create().bundle());
    assertThrows(
        IllegalArgumentException.class,
        () -> TimelineSteps.<String>create().element("a", 0).bundle().bundle());
    IllegalArgumentException beforeAdvance =
        assertThrows(
            IllegalArgumentException.class,
            () -> TimelineSteps.<String>create().element("a", 0).bundle().watermark(5));
    assertThat(beforeAdvance).hasMessageThat().contains("put it between two elements");
    assertThrows(
        IllegalArgumentException.class,
        () ->
            TimelineSteps.<String>create()
                .element("a", 0)
                .bundle()
                .toTestStream(StringUtf8Coder.of()));
  }
}
