package io.pipespec.engine;

import static com.google.common.truth.Truth.assertThat;

import io.pipespec.runtime.explore.ExploredInput;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.transforms.windowing.GlobalWindow;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.TimestampedValue;
import org.joda.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every element an exploration writes into a pasted {@code @Timeline} reads back, through the
 * processor, as the element it was: the steps {@link ExploredInput#element} writes for values that
 * the step grammar or the literal syntax would otherwise read as something else (a keyword, a
 * bracket that closes nothing, an {@code @}, a quote, spaces the processor strips) are compiled
 * into a test class with the processor, run, and a checker compares the elements with the same
 * values written as Java.
 */
class TimelineStepRoundTripTest {

  private static final String PACKAGE = "io.pipespec.engine.steps";
  private static final long BASE = java.time.Instant.parse("2026-01-01T00:00:00Z").toEpochMilli();

  /** Texts that a timeline step or a literal reads otherwise unless they are written with care. */
  static final List<String> AWKWARD =
      List.of(
          "a)b",
          "(a",
          "a]",
          "{",
          "a @ b",
          "a@b",
          "@",
          "watermark",
          "Watermark 5m",
          "watermark end",
          "processing +5m",
          "bundle",
          "savepoint",
          "'q'",
          "'",
          "'a'=b",
          "#x",
          "",
          " padded ",
          "a,b",
          "k=v",
          "\"double\"",
          "back\\slash",
          "\\u0041",
          "null",
          "line\nbreak",
          "tab\there",
          "\u00e9\ud83d\ude00",
          "\u202eright-to-left");

  /** Keys and values of {@code KV}s with such parts. */
  static final List<KV<String, String>> AWKWARD_KVS =
      List.of(
          KV.of("k", "a)b"),
          KV.of("watermark x", "1"),
          KV.of("bundle", ""),
          KV.of("'q'", "#x"),
          KV.of("", "\u00e9\ud83d\ude00"),
          KV.of("a @ b", "c=d"),
          KV.of("a,b", "[x"),
          KV.of(" s ", "savepoint"),
          KV.of("x", "'"),
          KV.of("processing", "+5m"));

  @TempDir Path directory;

  @Test
  void stringElementsReadBackAsWritten() throws Exception {
    String source =
        testClass("StringStepsTest", "String", AWKWARD, TimelineStepRoundTripTest::java);

    assertThat(run("StringStepsTest", source)).containsExactly("atTimes", "ok", "atMinimum", "ok");
  }

  @Test
  void kvElementsReadBackAsWritten() throws Exception {
    String source =
        testClass(
            "KvStepsTest",
            "KV<String, String>",
            AWKWARD_KVS,
            kv -> "KV.of(" + java(kv.getKey()) + ", " + java(kv.getValue()) + ")");

    assertThat(run("KvStepsTest", source)).containsExactly("atTimes", "ok", "atMinimum", "ok");
  }

  /** Event times at the edges of what a year of four digits writes, and of Beam's time. */
  static final Map<String, Long> EXTREME_TIMES =
      extremeTimes(
          "endOfTheGlobalWindow",
          GlobalWindow.INSTANCE.maxTimestamp().getMillis(),
          "lastBeforeTheEndOfTime",
          BoundedWindow.TIMESTAMP_MAX_VALUE.getMillis() - 1,
          "firstAfterTheStartOfTime",
          BoundedWindow.TIMESTAMP_MIN_VALUE.getMillis() + 1,
          "yearTenThousand",
          java.time.Instant.parse("+10000-01-01T00:00:00Z").toEpochMilli(),
          "yearZero",
          java.time.Instant.parse("0000-06-01T00:00:00Z").toEpochMilli(),
          "yearMinusOne",
          java.time.Instant.parse("-0001-06-01T12:34:56.789Z").toEpochMilli());

  private static Map<String, Long> extremeTimes(Object... namesAndMillis) {
    Map<String, Long> times = new LinkedHashMap<>();
    for (int i = 0; i < namesAndMillis.length; i += 2) {
      times.put((String) namesAndMillis[i], (Long) namesAndMillis[i + 1]);
    }
    return times;
  }

  @Test
  void eventTimesAtTheEdgesReadBackAsWritten() throws Exception {
    List<String> steps = new ArrayList<>();
    StringBuilder expected = new StringBuilder();
    EXTREME_TIMES.forEach(
        (value, millis) -> {
          steps.add(ExploredInput.element(TimestampedValue.of(value, new Instant(millis))));
          expected.append("    EXPECTED.put(\"").append(value).append("\", ").append(millis);
          expected.append("L);\n");
        });
    String source =
        "package "
            + PACKAGE
            + ";\n"
            + "import io.pipespec.*;\n"
            + "import io.pipespec.function.OutputElement;\n"
            + "import java.util.*;\n"
            + "import org.apache.beam.sdk.values.*;\n"
            + "@PipelineTest\n"
            + "public class EdgeTimesTest {\n"
            + "  static final Map<String, Long> EXPECTED = new HashMap<>();\n"
            + "  static {\n"
            + expected
            + "  }\n"
            + "  @UnderTest\n"
            + "  static PCollection<String> same(PCollection<String> values) {\n"
            + "    return values;\n"
            + "  }\n"
            + "  @Scenario\n"
            + "  @Timeline({\n      "
            + steps.stream()
                .map(TimelineStepRoundTripTest::java)
                .collect(Collectors.joining(",\n      "))
            + "})\n"
            + "  static class AtTheEdges {\n"
            + "    @Satisfies\n"
            + "    void atTheEdges(List<OutputElement<String>> elements) {\n"
            + "      Map<String, Long> read = new HashMap<>();\n"
            + "      elements.forEach(e -> read.put(e.value(), e.timestamp().getMillis()));\n"
            + "      if (!read.equals(EXPECTED)) {\n"
            + "        throw new AssertionError(\"read back \" + read + \", wrote \" + EXPECTED);\n"
            + "      }\n"
            + "    }\n"
            + "  }\n"
            + "}\n";

    assertThat(run("EdgeTimesTest", source)).containsExactly("atTheEdges", "ok");
  }

  /**
   * A test class of the identity on elements of {@code type}: one scenario with the values at event
   * times, one at Beam's minimum timestamp, each timeline written by {@link ExploredInput#element},
   * each checked against the values written as Java by {@code java}.
   */
  private static <T> String testClass(
      String name, String type, List<T> values, Function<T, String> java) {
    List<String> atTimes = new ArrayList<>();
    List<String> atMinimum = new ArrayList<>();
    for (int i = 0; i < values.size(); i++) {
      T value = values.get(i);
      atTimes.add(
          ExploredInput.element(
              TimestampedValue.of(value, Instant.ofEpochMilli(BASE + 1000L * (i + 1)))));
      atMinimum.add(ExploredInput.element(TimestampedValue.atMinimumTimestamp(value)));
    }
    String expected = values.stream().map(java).collect(Collectors.joining(",\n      "));
    return "package "
        + PACKAGE
        + ";\n"
        + "import io.pipespec.*;\n"
        + "import java.util.*;\n"
        + "import org.apache.beam.sdk.values.*;\n"
        + "@PipelineTest\n"
        + "public class "
        + name
        + " {\n"
        + "  static final List<"
        + type
        + "> EXPECTED = List.of(\n      "
        + expected
        + ");\n"
        + "  @UnderTest\n"
        + "  static PCollection<"
        + type
        + "> same(PCollection<"
        + type
        + "> values) {\n"
        + "    return values;\n"
        + "  }\n"
        + "  static void check(List<"
        + type
        + "> elements) {\n"
        + "    if (elements.size() != EXPECTED.size()"
        + " || !new HashSet<>(elements).equals(new HashSet<>(EXPECTED))) {\n"
        + "      throw new AssertionError(\"read back \" + elements + \", wrote \" + EXPECTED);\n"
        + "    }\n"
        + "  }\n"
        + scenario("AtTimes", "atTimes", type, atTimes)
        + scenario("AtMinimum", "atMinimum", type, atMinimum)
        + "}\n";
  }

  private static String scenario(String name, String method, String type, List<String> steps) {
    return "  @Scenario\n"
        + "  @Timeline({\n      "
        + steps.stream()
            .map(TimelineStepRoundTripTest::java)
            .collect(Collectors.joining(",\n      "))
        + "})\n"
        + "  static class "
        + name
        + " {\n"
        + "    @Satisfies\n"
        + "    void "
        + method
        + "(List<"
        + type
        + "> elements) {\n"
        + "      check(elements);\n"
        + "    }\n"
        + "  }\n";
  }

  /**
   * Compiles {@code source} with the processor and runs it: each expectation's method name with
   * "ok", or its failure.
   */
  private Map<String, String> run(String name, String source) throws Exception {
    return EngineOutcomes.compileAndRun(directory, PACKAGE, name, source);
  }

  /** {@code text} as a Java string literal, every character outside printable ASCII escaped. */
  static String java(String text) {
    StringBuilder java = new StringBuilder("\"");
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '"' -> java.append("\\\"");
        case '\\' -> java.append("\\\\");
        case '\n' -> java.append("\\n");
        case '\r' -> java.append("\\r");
        case '\t' -> java.append("\\t");
        default -> {
          if (c < 0x20 || c > 0x7e) {
            java.append(String.format("\\u%04x", (int) c));
          } else {
            java.append(c);
          }
        }
      }
    }
    return java.append('"').toString();
  }
}
