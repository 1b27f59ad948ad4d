package io.pipespec.runtime.run;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
import static io.pipespec.runtime.run.Fixtures.settings;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.pipespec.runtime.build.Relations;
import io.pipespec.runtime.capture.MemoryCaptureStore;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.ExpectationSpec.Target;
import io.pipespec.runtime.suite.Expectations;
import io.pipespec.runtime.suite.InputSpec;
import io.pipespec.runtime.suite.Outputs;
import io.pipespec.runtime.suite.PipelineScenarioSpec;
import io.pipespec.runtime.suite.ScenarioSpec;
import io.pipespec.runtime.suite.TimelineSteps;
import io.pipespec.runtime.suite.TransformUnderTest;
import io.pipespec.runtime.verdict.expect.Expectation;
import io.pipespec.runtime.verdict.onrunner.JudgeMode;
import java.util.List;
import java.util.Optional;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.coders.KvCoder;
import org.apache.beam.sdk.coders.StringUtf8Coder;
import org.apache.beam.sdk.coders.VarIntCoder;
import org.apache.beam.sdk.testing.TestStream;
import org.apache.beam.sdk.transforms.Create;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.Filter;
import org.apache.beam.sdk.transforms.GroupByKey;
import org.apache.beam.sdk.transforms.MapElements;
import org.apache.beam.sdk.transforms.ParDo;
import org.apache.beam.sdk.transforms.Sum;
import org.apache.beam.sdk.transforms.windowing.AfterPane;
import org.apache.beam.sdk.transforms.windowing.AfterWatermark;
import org.apache.beam.sdk.transforms.windowing.FixedWindows;
import org.apache.beam.sdk.transforms.windowing.Window;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;
import org.apache.beam.sdk.values.TypeDescriptor;
import org.apache.beam.sdk.values.TypeDescriptors;
import org.joda.time.Duration;
import org.joda.time.Instant;
import org.junit.jupiter.api.Test;

/**
 * The relational expectations, each judged on a written timeline against the copy of the run that
 * {@link Relations#expand} adds: each passes for a transform that keeps the relation and fails,
 * saying where, for one that breaks it (so a relation judged as always holding fails this test).
 */
class RelationsTest {

  private static final long MINUTE = 60_000L;
  private static final Duration TEN_MINUTES = Duration.standardMinutes(10);

  private static PCollection<KV<String, Integer>> windowed(PCollection<KV<String, Integer>> in) {
    return in.apply("Ten minutes", Window.into(FixedWindows.of(TEN_MINUTES)));
  }

  /** The optimised sum: Combine.perKey. */
  static Outputs combined(PipelineInputs inputs) {
    return Outputs.single("totals", windowed(inputs.scores()).apply(Sum.integersPerKey()));
  }

  /** The plain sum: GroupByKey, then adding up; {@code dropZeros} loses keys whose values are 0. */
  static Outputs grouped(PipelineInputs inputs, boolean dropZeros) {
    PCollection<KV<String, Integer>> scores = windowed(inputs.scores());
    if (dropZeros) {
      scores = scores.apply("Drop zeros", Filter.by(kv -> kv.getValue() != 0));
    }
    return Outputs.single(
        "totals",
        scores
            .apply(GroupByKey.create())
            .apply(
                MapElements.into(
                        TypeDescriptors.kvs(TypeDescriptors.strings(), TypeDescriptors.integers()))
                    .via(
                        group -> {
                          int sum = 0;
                          for (int value : group.getValue()) {
                            sum += value;
                          }
                          return KV.of(group.getKey(), sum);
                        })));
  }

  /** The inputs of a transform of these tests, read by name. */
  private record PipelineInputs(io.pipespec.runtime.suite.Inputs inputs) {
    PCollection<KV<String, Integer>> scores() {
      return inputs.get("scores");
    }
  }

  private static TransformUnderTest transform(
      java.util.function.Function<PipelineInputs, Outputs> body) {
    return inputs -> body.apply(new PipelineInputs(inputs));
  }

  /** blue=3 @ 1m, green=0 @ 2m, blue=4 @ 7m, watermark 15m, red=1 @ 12m, blue=5 @ 3m (late). */
  private static TimelineSteps<KV<String, Integer>> timeline(boolean late) {
    TimelineSteps<KV<String, Integer>> steps =
        TimelineSteps.<KV<String, Integer>>create()
            .element(KV.of("blue", 3), MINUTE)
            .element(KV.of("green", 0), 2 * MINUTE)
            .watermark(5 * MINUTE)
            .element(KV.of("blue", 4), 7 * MINUTE)
            .watermark(15 * MINUTE)
            .element(KV.of("red", 1), 12 * MINUTE);
    return late ? steps.element(KV.of("blue", 5), 3 * MINUTE) : steps;
  }

  private static ScenarioResult run(
      TransformUnderTest transform, boolean late, ExpectationSpec expectation) {
    PipelineScenarioSpec scenario =
        ScenarioSpec.builder("Relational", RelationsTest.class)
            .input(
                InputSpec.ofTimeline(
                    "scores",
                    "RelationsTest.scores()",
                    new TypeDescriptor<KV<String, Integer>>() {},
                    () -> timeline(late)))
            .transform(transform)
            .expectation(expectation)
            .build();
    return ScenarioRunner.run(scenario, settings());
  }

  private static ExpectationSpec expect(String method, Expectation expectation) {
    return ExpectationSpec.of(RelationsTest.class, method, Target.output("totals", expectation));
  }

  private static String failure(ScenarioResult result, ExpectationSpec expectation) {
    assertWithMessage(String.valueOf(result.failure())).that(result.failure()).isEmpty();
    return assertThrows(AssertionError.class, () -> result.verify(expectation)).getMessage();
  }

  @Test
  void combinePerKeyIsTheSameAsGroupByKeyAndASum() {
    ExpectationSpec sameAs =
        expect(
            "sameAsPlain",
            Expectations.sameAs("grouped", transform(inputs -> grouped(inputs, false))));
    ScenarioResult result = run(transform(RelationsTest::combined), false, sameAs);

    assertWithMessage(String.valueOf(result.failure())).that(result.failure()).isEmpty();
    assertThat(result.outputs().get("totals~sameAs:grouped").elements()).hasSize(3);
    result.verify(sameAs);
  }

  /**
   * With pipespec.judge=auto on a cluster, an output no expectation reads directly stays on the
   * runner: the copy a relation compares with comes back to the test JVM all the same.
   */
  @Test
  void theCopyComesBackToTheTestJvmWhenOutputsMayBeJudgedOnTheRunner() throws Exception {
    ExpectationSpec settles = expect("settles", Expectations.settlesAlike());
    Pipeline pipeline = Pipeline.create();
    PCollection<String> copy = pipeline.apply(Create.of("a"));
    RunSettings auto = settings().withJudge(JudgeMode.AUTO);
    try (MemoryCaptureStore store = MemoryCaptureStore.create()) {
      CapturePoint<String> copied =
          CapturePoint.attach(
              "totals~bounded",
              copy,
              store,
              DeclaredTriggers.none(),
              Optional.of(List.of(settles)),
              auto,
              true);
      CapturePoint<String> unread =
          CapturePoint.attach(
              "other",
              copy,
              store,
              DeclaredTriggers.none(),
              Optional.of(List.of(settles)),
              auto,
              true);

      assertThat(copied.judged()).isEmpty();
      assertThat(unread.judged()).isPresent(); // what an unread output does, as before
    }
  }

  @Test
  void aReferenceThatDropsZerosDiffersByTheZeroSum() {
    ExpectationSpec sameAs =
        expect(
            "sameAsPlain",
            Expectations.sameAs("dropsZeros", transform(inputs -> grouped(inputs, true))));
    String message = failure(run(transform(RelationsTest::combined), false, sameAs), sameAs);

    assertThat(message).contains("the transform under test and the reference dropsZeros() differ");
    assertThat(message)
        .containsMatch("only the transform under test *: .*green.* in .*pane ON_TIME #0");
    assertThat(message).containsMatch("only the reference dropsZeros\\(\\) *: \\(nothing\\)");
  }

  /** Ten-minute sums that keep late data for an hour and accumulate: late data still counts. */
  static Outputs keepsLateData(PipelineInputs inputs) {
    return Outputs.single(
        "totals",
        inputs
            .scores()
            .apply(
                Window.<KV<String, Integer>>into(FixedWindows.of(TEN_MINUTES))
                    .triggering(
                        AfterWatermark.pastEndOfWindow()
                            .withLateFirings(AfterPane.elementCountAtLeast(1)))
                    .withAllowedLateness(Duration.standardHours(1))
                    .accumulatingFiredPanes())
            .apply(Sum.integersPerKey()));
  }

  @Test
  void sumsThatKeepLateDataSettleAsTheBoundedInputDoes() {
    ExpectationSpec settles = expect("settles", Expectations.settlesAlike());
    ScenarioResult result = run(transform(RelationsTest::keepsLateData), true, settles);

    assertWithMessage(String.valueOf(result.failure())).that(result.failure()).isEmpty();
    assertThat(result.outputs()).containsKey("totals~bounded");
    result.verify(settles);
  }

  @Test
  void sumsThatDropLateDataDoNotSettleAlike() {
    ExpectationSpec settles = expect("settles", Expectations.settlesAlike());
    String message = failure(run(transform(RelationsTest::combined), true, settles), settles);

    assertThat(message).contains("does not settle alike");
    assertThat(message)
        .contains(
            "differs in                : window [1970-01-01T00:00Z, 1970-01-01T00:10Z), key blue");
    assertThat(message).contains("final pane of the timeline: [blue=7] in pane ON_TIME #0");
    assertThat(message).contains("final pane read bounded   : [blue=12] in pane ON_TIME #0");
  }

  @Test
  void tenMinuteSumsMovedByTenMinutesMoveAlike() {
    ExpectationSpec shifted = expect("shifted", Expectations.shifted(10 * MINUTE, "10m"));
    ScenarioResult result = run(transform(RelationsTest::combined), false, shifted);

    assertWithMessage(String.valueOf(result.failure())).that(result.failure()).isEmpty();
    assertThat(result.outputs().get("totals~shifted:600000").elements()).hasSize(3);
    result.verify(shifted);
  }

  /**
   * Drops every element before a hard-coded instant (5m after the epoch): moving time breaks it.
   */
  static final class DropsBeforeFiveMinutes extends DoFn<KV<String, Integer>, KV<String, Integer>> {
    @ProcessElement
    public void process(
        @Element KV<String, Integer> element,
        @Timestamp Instant timestamp,
        OutputReceiver<KV<String, Integer>> out) {
      if (!timestamp.isBefore(Instant.ofEpochMilli(5 * MINUTE))) {
        out.output(element);
      }
    }
  }

  @Test
  void aTransformThatReadsTheClockOfTheEpochDoesNotMoveAlike() {
    ExpectationSpec shifted = expect("shifted", Expectations.shifted(10 * MINUTE, "10m"));
    TransformUnderTest dropsEarly =
        transform(
            inputs ->
                Outputs.single(
                    "totals",
                    windowed(inputs.scores().apply(ParDo.of(new DropsBeforeFiveMinutes())))
                        .apply(Sum.integersPerKey())));
    String message = failure(run(dropsEarly, false, shifted), shifted);

    assertThat(message).contains("is not the output moved by 10m");
    assertThat(message)
        .containsMatch(
            "only moved by 10m \\(moved back\\) *: blue=7 in window \\[1970-01-01T00:00Z, 1970-01-01T00:10Z\\)");
    assertThat(message).containsMatch("only as written *: blue=4 in window");
  }

  @Test
  void aTestStreamFromCodeCannotBeMovedAndTheRunIsRefusedSayingSo() {
    ExpectationSpec shifted = expect("shifted", Expectations.shifted(10 * MINUTE, "10m"));
    PipelineScenarioSpec scenario =
        ScenarioSpec.builder("FromCode", RelationsTest.class)
            .input(
                InputSpec.ofTestStream(
                    "scores",
                    "RelationsTest.stream()",
                    () ->
                        TestStream.create(KvCoder.of(StringUtf8Coder.of(), VarIntCoder.of()))
                            .advanceWatermarkToInfinity()))
            .transform(transform(RelationsTest::combined))
            .expectation(shifted)
            .build();
    ScenarioResult result = ScenarioRunner.run(scenario, settings());

    assertThat(result.failure()).isPresent();
    String message = assertThrows(Throwable.class, () -> result.verify(shifted)).getMessage();
    assertThat(message).contains("a TestStream from code (RelationsTest.stream()) cannot be moved");
    assertThat(Relations.relates(scenario)).isTrue();
  }
}
