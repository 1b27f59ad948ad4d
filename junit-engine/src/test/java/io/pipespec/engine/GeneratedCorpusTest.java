package io.pipespec.engine;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.support.descriptor.MethodSource;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;

/**
 * The generated-scenario corpus: five transforms whose bugs show only for some inputs (an {@code
 * int} sum that overflows, an empty key dropped, an element at a window's edge counted in the
 * window before, an element just past the allowed lateness counted, two sessions bridged by an
 * element left apart), each with a generator written as a careful user would, not aimed at its bug;
 * and three correct transforms judged by the same kinds of property. Every bug is found, with the
 * seed, how many inputs were tried and a small shrunk input printed as a scenario to paste; no
 * control is flagged. One finding is pasted and run as written (the round trip a user makes).
 */
class GeneratedCorpusTest {

  private static final String PACKAGE = "io.pipespec.engine.fixtures.generate.";

  /** Where the pasted scenarios are compiled. */
  private static final String PASTED_PACKAGE = "io.pipespec.engine.pastedgenerated";

  /** The most elements a shrunk input of the corpus keeps: every bug shows with three. */
  private static final int SMALL = 3;

  /** Failure message by "Class#method"; null for a passed expectation. */
  private static final Map<String, String> outcomes = new LinkedHashMap<>();

  /**
   * Runs the corpus as two engine runs side by side, each on half the fixtures: a DirectRunner
   * pipeline keeps about one core busy, and two runs at once keep both cores of a CI machine busy.
   * What one run's scenarios remember (the failure file) is taken in turns.
   */
  @BeforeAll
  static void runCorpus() throws Exception {
    List<List<String>> halves =
        List.of(
            List.of(
                "IntSumOverflowTest",
                "WindowEndTest",
                "SessionBridgeTest",
                "ShiftedWindowsControlTest"),
            List.of(
                "EmptyKeyTest", "LatenessTest", "PerKeySumControlTest", "SettledSumControlTest"));
    ClassLoader loader = Thread.currentThread().getContextClassLoader();
    ExecutorService pool =
        Executors.newFixedThreadPool(
            halves.size(),
            task -> {
              Thread thread = new Thread(task, "generated-corpus");
              thread.setContextClassLoader(loader);
              return thread;
            });
    try {
      List<Future<List<Event>>> runs = new ArrayList<>();
      for (List<String> half : halves) {
        runs.add(pool.submit(() -> run(half)));
      }
      for (Future<List<Event>> run : runs) {
        record(run.get());
      }
    } finally {
      pool.shutdownNow();
    }
  }

  /** The finished events of one engine run of {@code fixtures}. */
  private static List<Event> run(List<String> fixtures) {
    EngineTestKit.Builder engine = EngineTestKit.engine("pipespec");
    for (String fixture : fixtures) {
      engine = engine.selectors(selectClass(PACKAGE + fixture));
    }
    return engine
        .configurationParameter("pipespec.reports", "none")
        .execute()
        .testEvents()
        .finished()
        .list();
  }

  private static void record(List<Event> finished) {
    for (Event event : finished) {
      MethodSource source = EngineOutcomes.method(event);
      // The expectation's class is its scenario's, nested in the test class: "Test$Scenario".
      String testClass = source.getClassName().substring(PACKAGE.length()).replaceAll("\\$.*", "");
      String name = testClass + "#" + source.getMethodName();
      outcomes.put(name, EngineOutcomes.failure(event));
    }
  }

  @Test
  void noCorrectTransformIsFlagged() {
    for (String control :
        List.of(
            "PerKeySumControlTest#sumsLikeGrouping",
            "ShiftedWindowsControlTest#movesWithItsInput",
            "SettledSumControlTest#settlesAsBounded")) {
      assertThat(outcomes).containsKey(control);
      assertWithMessage(control).that(outcomes.get(control)).isNull();
    }
  }

  @Test
  void anIntSumThatOverflowsIsFoundBesideALongReferenceAndByANonNegativeProperty() {
    assertFoundAndShrunk("IntSumOverflowTest#sumsLikeLongs");
    assertThat(outcomes.get("IntSumOverflowTest#sumsLikeLongs")).contains("longTotals");
    String negative = assertFoundAndShrunk("IntSumOverflowTest#totalsAreNotNegative");
    assertThat(negative).contains("a negative total of non-negative amounts");
  }

  @Test
  void anEmptyKeyDroppedIsFoundBesideAReferenceThatSumsEveryKey() {
    assertFoundAndShrunk("EmptyKeyTest#sumsEveryKey");
    assertThat(outcomes.get("EmptyKeyTest#sumsEveryKey")).contains("everyKey");
  }

  @Test
  void anElementAtAWindowsEdgeCountedInTheWindowBeforeIsFoundBesideFixedWindows() {
    assertFoundAndShrunk("WindowEndTest#sumsPerFixedWindow");
    assertThat(outcomes.get("WindowEndTest#sumsPerFixedWindow")).contains("fixedWindows");
  }

  @Test
  void anElementJustPastTheAllowedLatenessCountedIsFoundBesideBeamsLateness() {
    assertFoundAndShrunk("LatenessTest#dropsWhatIsTooLate");
    assertThat(outcomes.get("LatenessTest#dropsWhatIsTooLate")).contains("allowedLateness");
  }

  @Test
  void twoSessionsABridgingElementLeavesApartAreFoundBesideBeamsSessions() {
    assertFoundAndShrunk("SessionBridgeTest#mergesSessions");
    assertThat(outcomes.get("SessionBridgeTest#mergesSessions")).contains("sessions");
  }

  /**
   * A generated finding, pasted: the shrunk scenario printed for the {@code int} sum that overflows
   * is pasted into a test class, compiled with the processor as a user's build does, and run as
   * written. It fails there, beside the same long reference, while a transform that widens before
   * it sums passes the same pasted scenario.
   */
  @Test
  void anOverflowFoundByGeneratingFailsAsWrittenWhenPastedAndALongSumPasses(@TempDir Path directory)
      throws Exception {
    String failure = assertFoundAndShrunk("IntSumOverflowTest#sumsLikeLongs");
    String pasted = pastedScenario(failure);
    assertThat(pasted).contains("@ExpectSameAs(\"longTotals\")");
    assertThat(pasted).doesNotContain("@Generate");

    Map<String, String> overflowing =
        EngineOutcomes.compileAndRun(
            directory.resolve("int"),
            PASTED_PACKAGE,
            "PastedOverflowTest",
            totalsTest("PastedOverflowTest", "(long) total.getValue()", pasted));
    assertThat(overflowing).containsKey("sumsLikeLongs");
    assertThat(overflowing.get("sumsLikeLongs")).isNotEqualTo("ok");
    assertThat(overflowing.get("sumsLikeLongs")).contains("longTotals");

    // The same pasted scenario on a transform whose sum cannot overflow.
    Map<String, String> widened =
        EngineOutcomes.compileAndRun(
            directory.resolve("long"),
            PASTED_PACKAGE,
            "PastedWidenedTest",
            totalsTest("PastedWidenedTest", null, pasted));
    assertThat(widened).containsEntry("sumsLikeLongs", "ok");
  }

  /**
   * A test class of the overflow fixture's shape, then {@code pasted}: its transform sums in {@code
   * int} and widens each total by {@code widenTotal}, or (null) widens each amount and sums in
   * {@code long} as the reference does.
   */
  private static String totalsTest(String name, String widenTotal, String pasted) {
    String kvs = "TypeDescriptors.kvs(TypeDescriptors.strings(), TypeDescriptors.longs())";
    String widenAmounts =
        "MapElements.into(" + kvs + ").via(a -> KV.of(a.getKey(), (long) a.getValue()))";
    String windowed = "amounts.apply(Window.into(FixedWindows.of(Duration.standardMinutes(20))))";
    String underTest =
        widenTotal == null
            ? windowed + ".apply(" + widenAmounts + ").apply(Sum.longsPerKey())"
            : windowed
                + ".apply(Sum.integersPerKey()).apply(MapElements.into("
                + kvs
                + ").via(total -> KV.of(total.getKey(), "
                + widenTotal
                + ")))";
    return "package "
        + PASTED_PACKAGE
        + ";\n"
        + "import io.pipespec.*;\n"
        + "import java.util.*;\n"
        + "import org.apache.beam.sdk.transforms.*;\n"
        + "import org.apache.beam.sdk.transforms.windowing.FixedWindows;\n"
        + "import org.apache.beam.sdk.transforms.windowing.Window;\n"
        + "import org.apache.beam.sdk.values.*;\n"
        + "import org.joda.time.Duration;\n"
        + "@PipelineTest\n"
        + "public class "
        + name
        + " {\n"
        + "  @UnderTest\n"
        + "  static PCollection<KV<String, Long>> totals(PCollection<KV<String, Integer>> amounts) {\n"
        + "    return "
        + underTest
        + ";\n"
        + "  }\n"
        + "  static PCollection<KV<String, Long>> longTotals("
        + "PCollection<KV<String, Integer>> amounts) {\n"
        + "    return "
        + windowed
        + ".apply("
        + widenAmounts
        + ").apply(Sum.longsPerKey());\n"
        + "  }\n"
        + pasted.indent(2)
        + "}\n";
  }

  /**
   * Asserts that the property {@code name} failed on a generated input and says how to find it
   * again and what to paste, with a shrunk input of at most {@link #SMALL} elements; returns the
   * message.
   */
  private static String assertFoundAndShrunk(String name) {
    assertThat(outcomes).containsKey(name);
    String failure = outcomes.get(name);
    assertWithMessage(name + " passed").that(failure).isNotNull();
    assertThat(failure).contains("seed");
    assertThat(failure).contains("pipespec.generate.seed=");
    assertThat(failure).contains("tried");
    String pasted = pastedScenario(failure);
    assertThat(pasted).contains("@Timeline(");
    List<String> steps = timeline(pasted);
    assertWithMessage(name + " shrunk to " + steps).that(elementCount(steps)).isAtLeast(1);
    assertWithMessage(name + " shrunk to " + steps).that(elementCount(steps)).isAtMost(SMALL);
    return failure;
  }

  /**
   * The {@code @Scenario} class a generated failure prints to paste: from its {@code @Scenario}
   * (followed by its {@code @Timeline}) to the brace that closes the class.
   */
  static String pastedScenario(String failure) {
    Matcher start = Pattern.compile("@Scenario\\s+@Timeline\\(").matcher(failure);
    assertWithMessage("a @Scenario with a @Timeline to paste in:\n" + failure)
        .that(start.find())
        .isTrue();
    int classAt = failure.indexOf("static class", start.start());
    assertWithMessage("the pasted scenario's class in:\n" + failure).that(classAt).isAtLeast(0);
    int depth = 0;
    for (int i = failure.indexOf('{', classAt); i < failure.length(); i++) {
      char c = failure.charAt(i);
      if (c == '{') {
        depth++;
      } else if (c == '}' && --depth == 0) {
        return failure.substring(start.start(), i + 1);
      }
    }
    throw new AssertionError("the pasted scenario does not close in:\n" + failure);
  }

  /** The steps of the first {@code @Timeline} of {@code pasted}, unquoted. */
  static List<String> timeline(String pasted) {
    int from = pasted.indexOf("@Timeline(");
    int to = pasted.indexOf("static class", from);
    // The steps: its array, or its only string; not the name in input = "events".
    int open = pasted.indexOf('{', from);
    int value = pasted.indexOf("value =", from);
    int steps = open >= 0 && open < to ? open : value >= 0 && value < to ? value : from;
    Matcher quoted = Pattern.compile("\"((?:[^\"\\\\]|\\\\.)*)\"").matcher(pasted);
    quoted.region(steps, to);
    List<String> found = new ArrayList<>();
    while (quoted.find()) {
      found.add(quoted.group(1));
    }
    return found;
  }

  /** How many of {@code steps} deliver an element (not the watermark nor processing time). */
  static long elementCount(List<String> steps) {
    return steps.stream()
        .filter(step -> !step.startsWith("watermark") && !step.startsWith("processing"))
        .count();
  }
}
