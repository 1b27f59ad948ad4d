package io.pipespec.engine;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;

/**
 * The scenario an exploration failure prints is pasted into a test class, compiled with the
 * processor as a user's build does, and run: it fails deterministically on the DirectRunner, as
 * written, while the scenario it was found from passes as written.
 */
class PastedScenarioRoundTripTest {

  private static final String FIXTURE =
      "io.pipespec.engine.fixtures.explore.FirstArrivalDedupeTest";
  private static final String PACKAGE = "io.pipespec.engine.pasted";

  @TempDir Path directory;

  @Test
  void thePrintedScenarioFailsAsWrittenWhenPasted() throws Exception {
    String failure =
        failures(EngineTestKit.engine("pipespec").selectors(selectClass(FIXTURE)))
            .get("keepsTheEarliest");
    String pasted = pastedScenario(failure);
    assertThat(pasted).startsWith("@Scenario");

    String source = dedupeClassHead("PastedDedupeTest") + pasted.indent(2) + "}\n";
    try (URLClassLoader loader =
        FixtureCompiler.compileWithProcessor(
            directory, Map.of(PACKAGE + ".PastedDedupeTest", source))) {
      Class<?> pastedClass = loader.loadClass(PACKAGE + ".PastedDedupeTest");
      Map<String, String> outcomes =
          failures(EngineTestKit.engine("pipespec").selectors(selectClass(pastedClass)));

      assertThat(outcomes).containsKey("keepsTheEarliest");
      assertThat(outcomes.get("keepsTheEarliest")).contains("unexpected : k=late");
    }
  }

  @Test
  void aClassThatIsItsOwnScenarioIsToldWhereThePrintedScenarioGoesAndItFitsThere()
      throws Exception {
    String failure =
        failures(EngineTestKit.engine("pipespec").selectors(selectClass(FIXTURE)))
            .get("keepsTheEarliest");
    assertThat(failure)
        .contains(
            "FirstArrivalDedupeTest is its own scenario, so a @Scenario class cannot go beside its"
                + " expectations ([PipespecExpectationOutsideScenario]): first move the @Timeline"
                + " or @Input members it gives its scenario and its expectation methods into a"
                + " @Scenario static class of their own (such as @Scenario static class Written),"
                + " then paste this class beside that one");
    String pasted = pastedScenario(failure);

    // The test class as the message says to shape it: its scenario moved into Written, the
    // printed scenario beside it.
    String source =
        dedupeClassHead("MovedDedupeTest")
            + "  @Scenario\n"
            + "  @Timeline({\"k=early @ 1s\", \"k=late @ 2s\", \"watermark 10s\"})\n"
            + "  static class Written {\n"
            + "    @ExpectContains(\"k=early\")\n"
            + "    void keepsTheEarliest() {}\n"
            + "  }\n"
            + pasted.indent(2)
            + "}\n";
    try (URLClassLoader loader =
        FixtureCompiler.compileWithProcessor(
            directory, Map.of(PACKAGE + ".MovedDedupeTest", source))) {
      Class<?> moved = loader.loadClass(PACKAGE + ".MovedDedupeTest");
      List<Event> finished =
          EngineTestKit.engine("pipespec")
              .selectors(selectClass(moved))
              .configurationParameter("pipespec.reports", "none")
              .execute()
              .testEvents()
              .finished()
              .list();
      Map<String, TestExecutionResult.Status> statuses = new java.util.TreeMap<>();
      for (Event event : finished) {
        statuses.put(
            event.getTestDescriptor().getLegacyReportingName(),
            event.getPayload(TestExecutionResult.class).orElseThrow().getStatus());
      }
      assertThat(statuses)
          .containsExactly(
              "keepsTheEarliest [FirstArrivalDedupeTestExplored]",
              TestExecutionResult.Status.FAILED,
              "keepsTheEarliest [Written]",
              TestExecutionResult.Status.SUCCESSFUL);
    }
  }

  @Test
  void aPrintedScenarioWithBundleStepsFailsAsWrittenWhenPasted() throws Exception {
    String failure =
        failures(
                EngineTestKit.engine("pipespec")
                    .selectors(selectClass("io.pipespec.engine.fixtures.explore.BundleTotalTest")))
            .get("countsEveryLine");
    String pasted = pastedScenario(failure);
    assertThat(pasted).contains("\"bundle\"");

    String source =
        "package "
            + PACKAGE
            + ";\n"
            + "import io.pipespec.*;\n"
            + "import org.apache.beam.sdk.transforms.*;\n"
            + "import org.apache.beam.sdk.transforms.windowing.*;\n"
            + "import org.apache.beam.sdk.values.*;\n"
            + "@PipelineTest\n"
            + "@BaseTime(\"2026-01-01T00:00:00Z\")\n"
            + "public class PastedTotalTest {\n"
            + "  @UnderTest\n"
            + "  static PCollection<Long> total(PCollection<String> lines) {\n"
            + "    return lines.apply(ParDo.of(new CountPerBundle()));\n"
            + "  }\n"
            + "  static class CountPerBundle extends DoFn<String, Long> {\n"
            + "    private transient long count;\n"
            + "    @StartBundle public void start() { count = 0; }\n"
            + "    @ProcessElement public void process(@Element String line) { count++; }\n"
            + "    @FinishBundle public void finish(FinishBundleContext context) {\n"
            + "      context.output(count, BoundedWindow.TIMESTAMP_MIN_VALUE, GlobalWindow.INSTANCE);\n"
            + "    }\n"
            + "  }\n"
            + pasted.indent(2)
            + "}\n";
    try (URLClassLoader loader =
        FixtureCompiler.compileWithProcessor(
            directory, Map.of(PACKAGE + ".PastedTotalTest", source))) {
      Class<?> pastedClass = loader.loadClass(PACKAGE + ".PastedTotalTest");
      Map<String, String> outcomes =
          failures(EngineTestKit.engine("pipespec").selectors(selectClass(pastedClass)));

      assertThat(outcomes).containsKey("countsEveryLine");
      assertThat(outcomes.get("countsEveryLine")).contains("missing    : 3");
    }
  }

  @Test
  void aPrintedFunctionScenarioWithBundleStepsFailsAsWrittenOnTheHarnessWhenPasted()
      throws Exception {
    String failure =
        failures(
                EngineTestKit.engine("pipespec")
                    .selectors(
                        selectClass("io.pipespec.engine.fixtures.explore.FunctionBundleTotalTest")))
            .get("countsEveryLine");
    assertThat(failure).contains("(it fails on the function harness as written)");
    String pasted = pastedScenario(failure);
    assertThat(pasted).contains("\"bundle\"");

    String source =
        "package "
            + PACKAGE
            + ";\n"
            + "import io.pipespec.*;\n"
            + "import org.apache.beam.sdk.transforms.*;\n"
            + "import org.apache.beam.sdk.transforms.windowing.*;\n"
            + "import org.apache.beam.sdk.values.*;\n"
            + "@FunctionTest\n"
            + "public class PastedFunctionTotalTest {\n"
            + "  @UnderTest\n"
            + "  static CountPerBundle total() {\n"
            + "    return new CountPerBundle();\n"
            + "  }\n"
            + "  static class CountPerBundle extends DoFn<KV<String, String>, Long> {\n"
            + "    private transient long count;\n"
            + "    @StartBundle public void start() { count = 0; }\n"
            + "    @ProcessElement public void process(@Element KV<String, String> line) {"
            + " count++; }\n"
            + "    @FinishBundle public void finish(FinishBundleContext context) {\n"
            + "      if (count > 0) {\n"
            + "        context.output(count, GlobalWindow.INSTANCE.maxTimestamp(),"
            + " GlobalWindow.INSTANCE);\n"
            + "      }\n"
            + "    }\n"
            + "  }\n"
            + pasted.indent(2)
            + "}\n";
    try (URLClassLoader loader =
        FixtureCompiler.compileWithProcessor(
            directory, Map.of(PACKAGE + ".PastedFunctionTotalTest", source))) {
      Class<?> pastedClass = loader.loadClass(PACKAGE + ".PastedFunctionTotalTest");
      Map<String, String> outcomes =
          failures(EngineTestKit.engine("pipespec").selectors(selectClass(pastedClass)));

      assertThat(outcomes).containsKey("countsEveryLine");
      assertThat(outcomes.get("countsEveryLine")).contains("missing    : 3");
    }
  }

  @Test
  void aPrintedFunctionScenarioWithARetryFailsAsWrittenOnTheHarnessWhenPasted() throws Exception {
    String failure =
        failures(
                EngineTestKit.engine("pipespec")
                    .selectors(
                        selectClass(
                            "io.pipespec.engine.fixtures.explore.FunctionRetryCounterTest")))
            .get("countsEachKey");
    assertThat(failure).contains("passes in the order and bundles written");
    assertThat(failure).contains("(it fails on the function harness as written)");
    String pasted = pastedScenario(failure);
    assertThat(pasted).contains("retry\"");

    String source =
        "package "
            + PACKAGE
            + ";\n"
            + "import io.pipespec.*;\n"
            + "import java.util.Map;\n"
            + "import java.util.UUID;\n"
            + "import java.util.concurrent.ConcurrentHashMap;\n"
            + "import java.util.concurrent.atomic.AtomicLong;\n"
            + "import org.apache.beam.sdk.state.*;\n"
            + "import org.apache.beam.sdk.transforms.*;\n"
            + "import org.apache.beam.sdk.values.*;\n"
            + "import org.joda.time.Instant;\n"
            + "@FunctionTest\n"
            + "public class PastedRetryCounterTest {\n"
            + "  @UnderTest\n"
            + "  static StaticCount count() {\n"
            + "    return new StaticCount();\n"
            + "  }\n"
            + "  static class StaticCount extends DoFn<KV<String, String>, String> {\n"
            + "    static final Map<String, AtomicLong> COUNTS = new ConcurrentHashMap<>();\n"
            + "    private final String pipeline = UUID.randomUUID().toString();\n"
            + "    @TimerId(\"emit\")\n"
            + "    private final TimerSpec emit = TimerSpecs.timer(TimeDomain.EVENT_TIME);\n"
            + "    @ProcessElement\n"
            + "    public void process(@Element KV<String, String> element,"
            + " @TimerId(\"emit\") Timer emit) {\n"
            + "      COUNTS.computeIfAbsent(pipeline + element.getKey(), k -> new AtomicLong())"
            + ".incrementAndGet();\n"
            + "      emit.set(Instant.ofEpochMilli(9_999));\n"
            + "    }\n"
            + "    @OnTimer(\"emit\")\n"
            + "    public void onEmit(@Key String key, OutputReceiver<String> out) {\n"
            + "      out.output(key + \"=\" + COUNTS.get(pipeline + key).get());\n"
            + "    }\n"
            + "  }\n"
            + pasted.indent(2)
            + "}\n";
    try (URLClassLoader loader =
        FixtureCompiler.compileWithProcessor(
            directory, Map.of(PACKAGE + ".PastedRetryCounterTest", source))) {
      Class<?> pastedClass = loader.loadClass(PACKAGE + ".PastedRetryCounterTest");
      Map<String, String> outcomes =
          failures(EngineTestKit.engine("pipespec").selectors(selectClass(pastedClass)));

      // The fixture's timeline, the same without the step, passes as written (the exploration says
      // so): the pasted step is what fails it.
      assertThat(outcomes).containsKey("countsEachKey");
      assertThat(outcomes.get("countsEachKey")).contains("unexpected : ");
    }
  }

  @Test
  void aPrintedScenarioOfValuesThatNeedQuotingReadsBackAndFailsTheSameWay() throws Exception {
    String failure =
        failures(
                EngineTestKit.engine("pipespec")
                    .selectors(
                        selectClass("io.pipespec.engine.fixtures.explore.AwkwardValuesTest")))
            .get("pairsInWrittenOrder");
    String pasted = pastedScenario(failure);
    // Every element is still there, each as the literal syntax reads it back.
    assertThat(pasted).contains("\"k='a)b' @ ");
    assertThat(pasted).contains("\"'watermark x=1' @ ");

    String source =
        "package "
            + PACKAGE
            + ";\n"
            + "import io.pipespec.*;\n"
            + "import org.apache.beam.sdk.values.*;\n"
            + "@PipelineTest\n"
            + "@BaseTime(\"2026-01-01T00:00:00Z\")\n"
            + "public class PastedAwkwardTest {\n"
            + "  @UnderTest\n"
            + "  static PCollection<String> pairs(PCollection<KV<String, String>> events) {\n"
            + "    return io.pipespec.engine.fixtures.explore.AwkwardValuesTest.pairs(events);\n"
            + "  }\n"
            + pasted.indent(2)
            + "}\n";
    try (URLClassLoader loader =
        FixtureCompiler.compileWithProcessor(
            directory, Map.of(PACKAGE + ".PastedAwkwardTest", source))) {
      Class<?> pastedClass = loader.loadClass(PACKAGE + ".PastedAwkwardTest");
      Map<String, String> outcomes =
          failures(EngineTestKit.engine("pipespec").selectors(selectClass(pastedClass)));

      // The pasted run fails exactly as the member exploration found did (only the scenario's
      // name differs): the same elements, read back as they were, delivered the same way.
      String onThatRun = "the expectation's failure on that run:\n";
      assertThat(outcomes.get("pairsInWrittenOrder"))
          .isEqualTo(
              failure
                  .substring(failure.indexOf(onThatRun) + onThatRun.length())
                  .replace(
                      "scenario 'AwkwardValuesTest',", "scenario 'AwkwardValuesTestExplored',"));
    }
  }

  /** The scenario between the message's introduction and its seed line. */
  static String pastedScenario(String failure) {
    String start = " as written):\n\n";
    int from = failure.indexOf(start) + start.length();
    int to = failure.indexOf("\n\nFound by exploring");
    return failure.substring(from, to);
  }

  /** The failure message of each failed expectation, by method name. */
  private static Map<String, String> failures(EngineTestKit.Builder engine) {
    return EngineOutcomes.failures(engine);
  }

  /**
   * The opening of a test class of the state-based dedupe whose finding is pasted: its package,
   * imports, the transform and its {@code DoFn}, up to where the scenarios go.
   */
  private static String dedupeClassHead(String className) {
    return "package "
        + PACKAGE
        + ";\n"
        + "import io.pipespec.*;\n"
        + "import org.apache.beam.sdk.coders.BooleanCoder;\n"
        + "import org.apache.beam.sdk.state.*;\n"
        + "import org.apache.beam.sdk.transforms.*;\n"
        + "import org.apache.beam.sdk.values.*;\n"
        + "@PipelineTest\n"
        + "@BaseTime(\"2026-01-01T00:00:00Z\")\n"
        + "public class "
        + className
        + " {\n"
        + "  @UnderTest\n"
        + "  static PCollection<KV<String, String>> dedupe(PCollection<KV<String, String>> events) {\n"
        + "    return events.apply(ParDo.of(new FirstArrival()));\n"
        + "  }\n"
        + "  static class FirstArrival extends DoFn<KV<String, String>, KV<String, String>> {\n"
        + "    @StateId(\"seen\")\n"
        + "    private final StateSpec<ValueState<Boolean>> seen ="
        + " StateSpecs.value(BooleanCoder.of());\n"
        + "    @ProcessElement\n"
        + "    public void process(@Element KV<String, String> event,"
        + " @StateId(\"seen\") ValueState<Boolean> seen,"
        + " OutputReceiver<KV<String, String>> out) {\n"
        + "      if (seen.read() == null) { seen.write(true); out.output(event); }\n"
        + "    }\n"
        + "  }\n";
  }
}
