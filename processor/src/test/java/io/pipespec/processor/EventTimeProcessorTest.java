package io.pipespec.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import io.pipespec.processor.rounds.PipespecProcessor;
import java.io.IOException;
import java.util.stream.Stream;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code @Window}, {@code @Pane}, {@code @Timeline} and {@code @BaseTime}: one fixture under {@code
 * badtime/} per error, each failing with its tagged message on the wrong line; and the code
 * generated for a good class, with every time resolved to epoch milliseconds.
 */
class EventTimeProcessorTest {

  static Stream<Arguments> errors() {
    return Stream.of(
        error(
            "WindowBadStart",
            "[PipespecBadTime] start of @Window on e: `20x` is not a time: write an ISO-8601 instant",
            "start = \"20x\""),
        error(
            "WindowNoEnd",
            "[PipespecBadWindow] @Window on e gives neither end nor size. Give exactly one of them.",
            "@Window(start = \"0\")"),
        error(
            "WindowEndBeforeStart",
            "[PipespecBadWindow] @Window on e ends at 10m, not after its start 20m.",
            "end = \"10m\""),
        error(
            "WindowGlobalAndInterval",
            "[PipespecBadWindow] @Window on e names the global window and an interval.",
            "global = true"),
        error(
            "PaneIndexWithOnly",
            "[PipespecBadPane] @Pane on e combines ONLY, which names several panes, with index 1",
            "index = 1"),
        error("PaneNegativeIndex", "[PipespecBadPane] @Pane on e has index -2.", "index = -2"),
        error(
            "ScopeWithoutExpectation",
            "[PipespecMisplacedScope] @Window on notAnExpectation has no effect: the method has no expectation annotation.",
            "@Window"),
        error(
            "TimelineBackwards",
            "[PipespecBadTimeline] Step 3 `watermark 10m` of @Timeline on TimelineBackwards moves the watermark backwards, from 20m to 10m.",
            "@Timeline"),
        error(
            "TimelineBadLiteral",
            "[PipespecBadLiteral] Step 1 `a=x @ 0` of @Timeline on TimelineBadLiteral: `x` in `a=x` is not a valid Integer",
            "@Timeline"),
        error(
            "TimelineBadTime",
            "[PipespecBadTime] Step 1 `a=1 @ soon` of @Timeline on TimelineBadTime: the event time `soon` is not a time",
            "@Timeline"),
        error(
            "TimelineZeroProcessing",
            "[PipespecBadTimeline] Step 2 `processing 0` of @Timeline on TimelineZeroProcessing advances processing time by zero.",
            "@Timeline"),
        error(
            "TimelineNotAStep",
            "[PipespecBadTimeline] Step 2 `flush` of @Timeline on TimelineNotAStep is neither a step nor an element of KV<String, Integer>",
            "@Timeline"),
        // A keyword is always a step, a quoted start always an element: one reading each.
        error(
            "TimelineWatermarkWithoutTime",
            "[PipespecBadTimeline] Step 2 `watermark` of @Timeline on TimelineWatermarkWithoutTime"
                + " has no time: write watermark <time>, such as `watermark 5m`, or `watermark"
                + " end`. For an element that is the word itself, quote it: 'watermark'.",
            "@Timeline"),
        error(
            "TimelineProcessingWithoutDuration",
            "[PipespecBadTimeline] Step 2 `Processing` of @Timeline on"
                + " TimelineProcessingWithoutDuration has no duration: write processing <duration>,"
                + " such as `processing +5m`. For an element that is the word itself, quote it:"
                + " 'Processing'.",
            "@Timeline"),
        error(
            "TimelineKeywordWithAt",
            "[PipespecBadTimeline] Step 1 `watermark @ 5m` of @Timeline on TimelineKeywordWithAt"
                + " starts with the keyword watermark, so it is a watermark step, not an element,"
                + " and has an @. Write `watermark <time>` without @, or quote the element:"
                + " 'watermark' @ 5m.",
            "@Timeline"),
        error(
            "TimelineUnclosedQuote",
            "[PipespecBadTimeline] Step 1 `'a@b @ 1m` of @Timeline on TimelineUnclosedQuote: the"
                + " quote that opens `'a@b @ 1m` is never closed; end the quoted part with ' (write"
                + " \\' for a quote inside it). A step that starts with a quote is a quoted element,"
                + " such as 'a@b' @ 1m.",
            "@Timeline"),
        error(
            "TimelineEndNotLast",
            "[PipespecBadTimeline] Step 1 `watermark end` of @Timeline on TimelineEndNotLast advances the watermark to the end of time",
            "@Timeline"),
        error(
            "TimelineUnknownInput",
            "[PipespecTimelineInput] @Timeline on TimelineUnknownInput gives input \"evnets\", but the parameters of t(events) are [events].",
            "input = \"evnets\""),
        error(
            "TimelineAndInput",
            "[PipespecTimelineAndInput] Parameter events gets two inputs in Both: its @Timeline and @Input events.",
            "@Timeline"),
        error(
            "TimelineFileAndSteps",
            "[PipespecBadTimeline] @Timeline on TimelineFileAndSteps gives both steps and file ="
                + " \"events.txt\". Give the elements in one place: remove the steps, or remove"
                + " file.",
            "@Timeline"),
        error(
            "TimelineFileBadName",
            "[PipespecBadTimeline] @Timeline on TimelineFileBadName names the file"
                + " \"data\\events.txt\", which is not a class-path resource name.",
            "@Timeline"),
        error(
            "TimelineFileUnwritable",
            "[PipespecUnsupportedLiteralType] @Timeline on TimelineFileUnwritable reads the file"
                + " \"events.txt\" as literals of Opaque, which have no form:",
            "@Timeline"),
        error(
            "BadBaseTime",
            "[PipespecBadTime] @BaseTime on BadBaseTime: `tomorrow` is not an ISO-8601 instant",
            "@BaseTime"));
  }

  private static Arguments error(String fixture, String message, String line) {
    return Arguments.of(fixture, message, line);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("errors")
  void reportsTheErrorOnTheOffendingLine(String fixture, String message, String line) {
    JavaFileObject file = JavaFileObjects.forResource("badtime/com/example/" + fixture + ".java");

    Compilation compilation = javac().withProcessors(new PipespecProcessor()).compile(file);

    assertThat(compilation).failed();
    assertThat(compilation).hadErrorContaining(message).inFile(file).onLineContaining(line);
  }

  @Test
  void generatesScopesAndTimelinesWithEveryTimeInEpochMillis() throws IOException {
    Compilation compilation =
        javac()
            .withProcessors(new PipespecProcessor())
            .compile(JavaFileObjects.forResource("goodtime/com/example/EventTimeTest.java"));

    assertThat(compilation).succeededWithoutWarnings();
    String suite =
        compilation
            .generatedSourceFile("com.example.Pipespec_EventTimeTest")
            .orElseThrow()
            .getCharContent(false)
            .toString();
    // 2026-01-01T00:00:00Z is 1767225600000 ms after the epoch; each number keeps, in a comment
    // beside it, the text it was read from.
    assertThat(suite)
        .contains(
            "InputSpec.ofTimeline(\"events\", \"@Timeline of EventTimeTest.Late\", new"
                + " TypeDescriptor<KV<String, Integer>>() {},"
                + " Pipespec_EventTimeTest::lateEventsTimeline)");
    assertThat(suite)
        .contains(
            "  private static TimelineSteps<KV<String, Integer>> lateEventsTimeline() {\n"
                + "    TimelineSteps<KV<String, Integer>> steps = TimelineSteps.create();\n"
                + "    steps.element(KV.of(\"blue\", 3), 1767225660000L /* blue=3 @ 1m */);\n"
                + "    steps.element(KV.of(\"red\", 1), 1767225690000L /* red=1 @ +90s */);\n"
                + "    steps.processing(300000L /* processing +5m */);\n"
                + "    steps.processing(60000L /* processing 1m */);\n"
                + "    steps.watermark(1767231000000L /* watermark 1h30m */);\n"
                + "    steps.element(KV.of(\"blue\", 4), 1767225900000L /* blue=4 @"
                + " 2026-01-01T00:05:00Z */);\n"
                // An element without a time gets Beam's minimum timestamp, as in a function test.
                + "    steps.element(KV.of(\"red\", 2), -9223372036854775L /* red=2 */);\n"
                + "    // watermark end\n"
                + "    return steps;\n");
    assertThat(suite)
        .contains(
            "Target.output(\"t\", Scopes.of(Scopes.window(1767225600000L, 1767226800000L,"
                + " \"@Window(start = \\\"0\\\", size = \\\"PT20M\\\")\"), Timing.LATE, 2), ");
    assertThat(suite)
        .contains("Target.output(\"t\", Scopes.of(Scopes.globalWindow(), Timing.ALL, -1), ");
    assertThat(suite)
        .contains("Target.output(\"t\", Scopes.of(Scopes.anyWindow(), Timing.FINAL, -1), ");
    assertThat(suite).contains("steps.element(KV.of(\"blue\", 3), -1000L /* blue=3 @ -1s */);");
    assertThat(suite)
        .contains(
            "Target.output(\"t\", Scopes.of(Scopes.window(-1200000L, 0L, \"@Window(start ="
                + " \\\"-20m\\\", end = \\\"0\\\")\"), Timing.ALL, -1), ");
    // A file of literals is read when the scenario runs, from the class path beside the class.
    assertThat(suite)
        .contains(
            "InputSpec.ofValues(\"events\", \"@Timeline(file = \\\"events.txt\\\") of"
                + " EventTimeTest.FromFile\", () -> LiteralFile.elements(EventTimeTest.FromFile.class,"
                + " \"events.txt\", new TypeDescriptor<KV<String, Integer>>() {}, \"@Timeline(file ="
                + " \\\"events.txt\\\") of EventTimeTest.FromFile\"), new TypeDescriptor<KV<String,"
                + " Integer>>() {})");
  }
}
