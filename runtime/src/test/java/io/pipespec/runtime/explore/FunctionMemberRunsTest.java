package io.pipespec.runtime.explore;

import static com.google.common.truth.Truth.assertThat;

import io.pipespec.Explore;
import io.pipespec.function.StatefulFunctionHarness;
import io.pipespec.grammar.WindowRef;
import io.pipespec.runtime.capture.CapturedOutput;
import io.pipespec.runtime.run.FunctionResult;
import io.pipespec.runtime.run.FunctionTrace;
import io.pipespec.runtime.run.RunSettings;
import io.pipespec.runtime.run.ScenarioResult;
import io.pipespec.runtime.run.ScenarioRunner;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.Expectations;
import io.pipespec.runtime.suite.FunctionScenarioSpec;
import io.pipespec.runtime.suite.FunctionTimeline;
import io.pipespec.runtime.suite.ScenarioSpec;
import io.pipespec.runtime.verdict.scope.Scopes;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import org.apache.beam.sdk.coders.BooleanCoder;
import org.apache.beam.sdk.coders.StringUtf8Coder;
import org.apache.beam.sdk.state.StateSpec;
import org.apache.beam.sdk.state.StateSpecs;
import org.apache.beam.sdk.state.ValueState;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.windowing.GlobalWindow;
import org.apache.beam.sdk.util.CoderUtils;
import org.apache.beam.sdk.values.KV;
import org.junit.jupiter.api.Test;

/**
 * How a member of a function scenario's family runs on the harness: in the member's order and
 * bundles, with one instance or a fresh one per bundle, and the written member as the plain run.
 */
class FunctionMemberRunsTest {

  @Explore(runs = 100)
  static final class Asked {}

  /** Outputs, for each element, the bundle it came in and how many elements its instance saw. */
  static final class Tracing extends DoFn<KV<String, String>, String> {
    private transient int bundles;
    private transient int seen;
    private transient List<String> bundle;

    @StartBundle
    public void start() {
      bundles++;
      bundle = new ArrayList<>();
    }

    @ProcessElement
    public void process(@Element KV<String, String> element) {
      seen++;
      bundle.add(element.getValue() + seen);
    }

    @FinishBundle
    public void finish(FinishBundleContext context) {
      context.output(
          "bundle " + bundles + " " + bundle,
          GlobalWindow.INSTANCE.maxTimestamp(),
          GlobalWindow.INSTANCE);
    }
  }

  /** Keeps the first element of each key to arrive: depends on arrival order. */
  static final class FirstArrival extends DoFn<KV<String, String>, String> {
    @StateId("seen")
    private final StateSpec<ValueState<Boolean>> seen = StateSpecs.value(BooleanCoder.of());

    @ProcessElement
    public void process(
        @Element KV<String, String> event,
        @StateId("seen") ValueState<Boolean> seen,
        OutputReceiver<String> out) {
      if (seen.read() == null) {
        seen.write(true);
        out.output(event.getValue());
      }
    }
  }

  /**
   * Numbers each element by how many its instance saw: right only if one instance sees them all.
   */
  static final class CountsInAField extends DoFn<KV<String, String>, String> {
    private transient int seen;

    @ProcessElement
    public void process(@Element KV<String, String> element, OutputReceiver<String> out) {
      seen++;
      out.output(Integer.toString(seen));
    }
  }

  private static final RunSettings SETTINGS =
      RunSettings.defaults().withTimeout(Duration.ofMinutes(1));

  private static FunctionScenarioSpec scenario(
      DoFn<KV<String, String>, String> fn, ExpectationSpec... expectations) {
    FunctionTimeline<String, String, String> timeline =
        FunctionTimeline.<String, String, String>builder(
                "out",
                "FunctionMemberRunsTest.fn()",
                () ->
                    StatefulFunctionHarness.forKeyedDoFn(fn).withOutputCoder(StringUtf8Coder.of()))
            .element("k=a @ 1s", KV.of("k", "a"), 1_000)
            .element("k=b @ 2s", KV.of("k", "b"), 2_000)
            .bundle("bundle")
            .element("k=c @ 3s", KV.of("k", "c"), 3_000)
            .watermark("watermark 10s", 10_000)
            .element("k=d @ 11s", KV.of("k", "d"), 11_000)
            .build();
    var builder = ScenarioSpec.builder("Traced", Asked.class).function(timeline);
    for (ExpectationSpec expectation : expectations) {
      builder.expectation(expectation);
    }
    return builder.build();
  }

  private static List<String> output(ScenarioResult result) {
    assertThat(result.failure()).isEmpty();
    CapturedOutput<?> out = result.capturedOutputs().get("out");
    List<String> values = new ArrayList<>();
    for (var element : out.elements()) {
      try {
        values.add(CoderUtils.decodeFromByteArray(StringUtf8Coder.of(), element.encoded()));
      } catch (Exception e) {
        throw new AssertionError(e);
      }
    }
    return values;
  }

  private static List<String> run(FunctionScenarioSpec spec, Member member) {
    return output(
        new FunctionMemberRuns(spec, SETTINGS, Dimensions.STANDARD).run(List.of(member)).get(0));
  }

  @Test
  void theWrittenMemberRunsAsThePlainRunDoesConsecutiveElementsInOneBundleCutByABundleStep() {
    FunctionScenarioSpec spec = scenario(new Tracing());
    Member written = Family.of(spec, SETTINGS).written();

    assertThat(written.inputs().get(0))
        .containsExactly(Arrangement.inOrder(3, List.of(2)), Arrangement.inOrder(1, List.of()))
        .inOrder();
    List<String> plain = output(ScenarioRunner.run(spec, SETTINGS));
    assertThat(plain)
        .containsExactly("bundle 1 [a1, b2]", "bundle 2 [c3]", "bundle 3 []", "bundle 4 [d4]")
        .inOrder();
    assertThat(run(spec, written)).isEqualTo(plain);
  }

  @Test
  void aTraceOfThePlainRunListsEveryWrittenStepWithWhatFinishingItsBundleOutput() {
    FunctionScenarioSpec spec = scenario(new Tracing());

    FunctionTrace trace =
        ((FunctionResult) ScenarioRunner.run(spec, SETTINGS.withFunctionTrace(true)))
            .functionTrace()
            .orElseThrow();

    assertThat(trace.steps().stream().map(FunctionTrace.Step::source).toList())
        .isEqualTo(spec.functionSteps());
    // k=b ends the first bundle: what @FinishBundle output shows on it, not on the next step
    assertThat(trace.steps().get(1).outputs()).hasSize(1);
    assertThat(trace.steps().get(1).outputs().get(0)).contains("bundle 1 [a1, b2]");
    assertThat(trace.steps().get(2).outputs()).isEmpty();
  }

  @Test
  void aMemberDeliversEachSegmentInItsOrderAndBundlesTheAdvancesWhereWritten() {
    FunctionScenarioSpec spec = scenario(new Tracing());
    Member written = Family.of(spec, SETTINGS).written();
    Member member = written.with(0, 0, new Arrangement(List.of(2, 0, 1), List.of(1)));

    assertThat(run(spec, member))
        .containsExactly("bundle 1 [c1]", "bundle 2 [a2, b3]", "bundle 3 []", "bundle 4 [d4]")
        .inOrder();
  }

  @Test
  void freshInstancesStartEveryBundleOnANewCopyOfTheFunction() {
    FunctionScenarioSpec spec = scenario(new Tracing());
    Member fresh = Family.of(spec, SETTINGS).written().with(new FreshInstances(), true);

    assertThat(run(spec, fresh))
        .containsExactly("bundle 1 [a1, b2]", "bundle 1 [c1]", "bundle 1 []", "bundle 1 [d1]")
        .inOrder();
  }

  @Test
  void aFunctionScenarioIsExploredOnTheHarnessAndItsFindingShrunkToAScenarioToPaste() {
    ExpectationSpec keepsA =
        ExpectationSpec.of(
            Asked.class,
            "keepsTheEarliest",
            ExpectationSpec.Target.output(
                "out", Scopes.of(WindowRef.any()), Expectations.containsInAnyOrder(List.of("a"))));
    FunctionScenarioSpec spec = scenario(new FirstArrival(), keepsA);
    ScenarioResult written = ScenarioRunner.run(spec, SETTINGS);
    ExploreSettings settings =
        new ExploreSettings(false, OptionalInt.empty(), Optional.empty(), OptionalLong.of(5));

    Exploration exploration = Explorer.explore(spec, SETTINGS, settings, written);

    assertThat(exploration.summary()).contains("1 expectation fails");
    Finding found = ((Exploration.Explored) exploration).finding(keepsA).orElseThrow();
    assertThat(found.member().arrangement(0, 0).size()).isEqualTo(2);
    assertThat(found.member().value(new FreshInstances())).isFalse();
    assertThat(found.differences().get(0))
        .containsMatch(
            "`k=[bc] @ [23]s` arrives before `k=a @ 1s` in the segment before `watermark 10s`");
    // The function's own steps, the moved one first, the advance and the next segment as written
    assertThat(found.scenario()).startsWith("@Scenario\n@Timeline({\n    \"k=");
    assertThat(found.scenario())
        .containsMatch(
            "\"k=[bc] @ [23]s\",\n    \"k=a @ 1s\",\n    \"watermark 10s\",\n    \"k=d @ 11s\"}\\)");
    assertThat(((Exploration.Explored) exploration).limits()).isEmpty();
  }

  @Test
  void aHarnessThatRunsTheGivenInstanceItselfIsExploredWithoutFreshInstancesSayingWhy() {
    FunctionTimeline<String, String, String> timeline =
        FunctionTimeline.<String, String, String>builder(
                "out",
                "FunctionMemberRunsTest.fn()",
                () ->
                    StatefulFunctionHarness.forKeyedDoFn(new FirstArrival())
                        .withOutputCoder(StringUtf8Coder.of())
                        .withoutCopyingFn())
            .element("k=a @ 1s", KV.of("k", "a"), 1_000)
            .element("k=b @ 2s", KV.of("k", "b"), 2_000)
            .build();
    FunctionScenarioSpec spec = ScenarioSpec.builder("Own", Asked.class).function(timeline).build();

    Family family = Family.of(spec, SETTINGS);

    assertThat(family.dimensions()).isEmpty();
    assertThat(family.limits().get(0)).contains("remove withoutCopyingFn()");
  }

  @Test
  void theHarnessSaysWhyAFreshInstancePerBundleAndRunningTheInstanceItselfExcludeEachOther() {
    var builder = StatefulFunctionHarness.forKeyedDoFn(new FirstArrival()).withoutCopyingFn();
    IllegalStateException e =
        org.junit.jupiter.api.Assertions.assertThrows(
            IllegalStateException.class, builder::withFreshInstancePerBundle);
    assertThat(e).hasMessageThat().contains("remove withoutCopyingFn()");
  }

  @Test
  void aFindingThatNeedsAFreshInstancePerBundleIsNotPastedAsAScenarioThatWouldPassAsWritten() {
    ExpectationSpec numbered =
        ExpectationSpec.of(
            Asked.class,
            "numbersEveryElement",
            ExpectationSpec.Target.output(
                "out",
                Scopes.of(WindowRef.any()),
                Expectations.containsInAnyOrder(List.of("1", "2", "3", "4"))));
    FunctionScenarioSpec spec = scenario(new CountsInAField(), numbered);
    ScenarioResult written = ScenarioRunner.run(spec, SETTINGS);
    ExploreSettings settings =
        new ExploreSettings(false, OptionalInt.empty(), Optional.empty(), OptionalLong.of(5));

    Exploration exploration = Explorer.explore(spec, SETTINGS, settings, written);

    Finding found = ((Exploration.Explored) exploration).finding(numbered).orElseThrow();
    // Only a fresh instance per bundle breaks it, which no @Timeline can ask for: the run as
    // written, pasted, would pass, so no scenario is offered as failing as written.
    assertThat(found.member().value(new FreshInstances())).isTrue();
    assertThat(found.scenario()).isEmpty();
    assertThat(found.differences())
        .contains(
            "each bundle gets a fresh instance of the function instead of one reused instance");
    String message = found.error(5).getMessage();
    assertThat(message)
        .contains(
            "cannot be pasted as a scenario: a @Timeline cannot ask for a fresh instance of the"
                + " function per bundle");
    assertThat(message).doesNotContain("as a scenario to paste into the test class");
    assertThat(message).contains("-Dpipespec.explore.seed=5 replays it");
  }
}
