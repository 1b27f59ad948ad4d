package io.pipespec.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import io.pipespec.processor.rounds.PipespecProcessor;
import java.util.stream.Stream;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** One fixture under {@code bad/com/example/function} per {@code @FunctionTest} error. */
class FunctionValidationErrorTest {

  static Stream<Arguments> errors() {
    return Stream.of(
        Arguments.of(
            "UnknownState",
            "[PipespecUnknownState] @ExpectState on total names the state \"total\", but Fn declares the states [sum, lookup]. Use one of its @StateId ids.",
            "id = \"total\""),
        Arguments.of(
            "StateLiteralType",
            "[PipespecStateLiteralType] @ExpectState on lookupHolds cannot write a literal for state \"lookup\" of type MapState<String, Long>",
            "id = \"lookup\""),
        Arguments.of(
            "StateBadValue",
            "[PipespecBadLiteral] The value of sumIsOne: `one` is not a valid Long",
            "value = \"one\""),
        Arguments.of(
            "TimelineFile",
            "[PipespecBadTimeline] @Timeline on TimelineFile names a file, but a function test's"
                + " timeline is read at compile time, step by step.",
            "@Timeline(file"),
        Arguments.of(
            "UnknownTimer",
            "[PipespecUnknownTimer] The timer `flsh a @ 1m` of pending names the timer \"flsh\", but Fn declares the timers [flush]",
            "\"flsh a @ 1m\""),
        Arguments.of(
            "TimerLiteral",
            "[PipespecTimerLiteral] The timer `flush a` of fired is not `timerId key @ time`",
            "\"flush a\""),
        Arguments.of(
            "WatermarkBackwards",
            "[PipespecBadTimeline] Step 3 `watermark 5m` of @Timeline on WatermarkBackwards moves the watermark backwards, from 10m to 5m.",
            "\"watermark 5m\""),
        Arguments.of(
            "BadStepTime",
            "[PipespecBadTime] Step 1 `a=1 @ 10 minutes` of @Timeline on BadStepTime: the event time `10 minutes` is not a time",
            "\"a=1 @ 10 minutes\""),
        Arguments.of(
            "BadStepElement",
            "[PipespecBadLiteral] Step 1 `a=x @ 1m` of @Timeline on BadStepElement: `x` in `a=x` is not a valid Long",
            "\"a=x @ 1m\""),
        Arguments.of(
            "ProcessingBackwards",
            "[PipespecBadTime] Step 1 `processing -5m` of @Timeline on ProcessingBackwards: `-5m` is negative; a duration is 0 or more. Processing time only advances.",
            "\"processing -5m\""),
        Arguments.of(
            "TimelineWithInput",
            "[PipespecTimelineInput] @Timeline on TimelineWithInput names input \"events\", but a function test's timeline always feeds its function. Remove input.",
            "input = \"events\""),
        Arguments.of(
            "MissingTimeline",
            "[PipespecMissingTimeline] Scenario MissingTimeline has no @Timeline",
            "class MissingTimeline"),
        Arguments.of(
            "BadWindow",
            "[PipespecBadWindow] The window `[10m, 0)` of noSum is not valid: it ends before it starts",
            "window = \"[10m, 0)\""),
        Arguments.of(
            "ConfigureWrongType",
            "[PipespecConfigureHarness] @ConfigureHarness method configure must be static, not private, void, without checked exceptions, and take one parameter of type StatefulFunctionHarness.Builder<String, Long, Long>",
            "@ConfigureHarness"),
        Arguments.of(
            "HarnessSatisfiesWrongType",
            "[PipespecSatisfiesParameter] The parameter of @Satisfies method check is StatefulFunctionHarness<String, Long, String>, but the harness of the function is StatefulFunctionHarness<String, Long, Long>",
            "harness) {}"),
        Arguments.of(
            "NotADoFn",
            "[PipespecFunctionUnderTest] The return type of @UnderTest method fn is List<String>, not a DoFn<KV<K, V>, OutputT>",
            "@UnderTest"),
        Arguments.of(
            "HarnessSatisfiesWithOutput",
            "[PipespecFunctionOutput] @Satisfies method check takes the harness, which holds every"
                + " output; remove output = \"...\".",
            "output = \"fn\""),
        Arguments.of(
            "WhereOnHarness",
            "[PipespecMisplacedAnnotation] @Where on check narrows the elements of an output, but"
                + " check takes the function harness, which holds every output.",
            "@Where"),
        // The checks a function test shares with a pipeline test give the same tags and messages.
        Arguments.of(
            "GenericFunctionTest",
            "[PipespecGenericClass] @FunctionTest class GenericFunctionTest has type parameters."
                + " Remove them; the suite creates and names the class without type arguments.",
            "@FunctionTest"),
        Arguments.of(
            "InnerFunctionTest",
            "[PipespecNestedTestClass] @FunctionTest class Inner is nested in InnerFunctionTest,"
                + " and Maven Surefire's default excludes skip nested classes"
                + " (InnerFunctionTest$Inner), so mvn test would never run it. Move Inner to a"
                + " top-level class in a file of its own (Inner.java); to test several cases of"
                + " one @UnderTest, give it @Scenario classes.",
            "@FunctionTest"),
        Arguments.of(
            "PrivateDoFn",
            "[PipespecInaccessibleType] The return type of @UnderTest method fn uses Fn, which the"
                + " generated suite in package com.example.function cannot refer to.",
            "static Fn fn()"),
        Arguments.of(
            "UnwritableTimerKey",
            "[PipespecUnsupportedLiteralType] The timer `flush a @ 1m` of pending: its key cannot"
                + " be written as a literal of Object: Object has no literal form.",
            "\"flush a @ 1m\""),
        Arguments.of(
            "UnwritableTimelineKey",
            "[PipespecUnsupportedLiteralType] @Timeline on UnwritableTimelineKey cannot write"
                + " elements of KV<Object, Long>, the input of Fn: Object (the key of KV<Object,"
                + " Long>) has no literal form.",
            "@Timeline"),
        Arguments.of(
            "StateInPipelineTest",
            "[PipespecMisplacedAnnotation] @ExpectState on sum is not in a @FunctionTest class or one of its @Scenario classes",
            "@ExpectState"));
  }

  @Test
  void aTimelineWithoutElementsNeedsNoLiteralsOfTheKey() {
    Compilation compilation =
        javac()
            .withProcessors(new PipespecProcessor())
            .compile(JavaFileObjects.forResource("good/com/example/KeyWithoutLiteralTest.java"));

    assertThat(compilation).succeededWithoutWarnings();
  }

  private static final JavaFileObject SCOPES_AND_TIMERS =
      JavaFileObjects.forResource("bad/com/example/function/BadScopesAndTimers.java");

  /** {@code BadScopesAndTimers}, compiled once for all its tests. */
  private static Compilation scopesAndTimers;

  private static Compilation scopesAndTimers() {
    if (scopesAndTimers == null) {
      scopesAndTimers = javac().withProcessors(new PipespecProcessor()).compile(SCOPES_AND_TIMERS);
    }
    return scopesAndTimers;
  }

  /** The misuses of {@code BadScopesAndTimers}, one a line, named by their methods. */
  static Stream<Arguments> scopeAndTimerErrors() {
    return Stream.of(
        // @Window and @Pane on a function's output: the checks and tags of a pipeline test.
        Arguments.of(
            "windowBadStart",
            "[PipespecBadTime] start of @Window on windowBadStart: `soon` is not a time: write an"
                + " ISO-8601 instant"),
        Arguments.of(
            "paneIndexWithOnly",
            "[PipespecBadPane] @Pane on paneIndexWithOnly combines ONLY, which names several"
                + " panes, with index 1"),
        Arguments.of(
            "scopeOnState",
            "[PipespecMisplacedScope] @Window on scopeOnState has no effect: @ExpectNoState reads"
                + " the function's state and timers, not the elements of an output. Name the"
                + " window in the expectation itself (window = \"[0, 10m)\" for state, a timer as"
                + " \"flush b @ 9m59.999s in [0, 10m)\"), or remove @Window."),
        Arguments.of(
            "scopeOnHarness",
            "[PipespecMisplacedScope] @Pane on scopeOnHarness has no effect: scopeOnHarness takes"
                + " the function harness, which holds every output, window and pane. Select them"
                + " in code, or remove @Pane."),
        Arguments.of(
            "timerBadWindow",
            "[PipespecBadWindow] The window `[10m, 0)` of the timer `flush a @ 9m in [10m, 0)` of"
                + " timerBadWindow is not valid: it ends before it starts. Leave out `in ...` to"
                + " match a timer of any window."),
        Arguments.of(
            "timerWindowBadTime",
            "[PipespecBadTime] The window `[0, 10 minutes)` of the timer `flush a @ 9m in [0, 10"
                + " minutes)` of timerWindowBadTime is not valid: its end: `10 minutes` is not a"
                + " time"),
        Arguments.of(
            "timerWithoutWindow",
            "[PipespecBadWindow] The window `` of the timer `flush a @ 9m in` of"
                + " timerWithoutWindow is not valid: write it as [start, end), such as [0, 10m)."),
        Arguments.of(
            "unquotedIdWithASpace",
            "[PipespecUnknownTimer] The timer `slow flush a @ 1m` of unquotedIdWithASpace names"
                + " the timer \"slow\", but Fn declares the timers [flush, slow flush]. Use one of"
                + " them (a timer of a family as family/id; quote an id that holds spaces: 'my"
                + " timer' key @ time)."),
        Arguments.of(
            "unclosedQuotedId",
            "[PipespecTimerLiteral] The timer `'slow flush a @ 1m` of unclosedQuotedId: its id:"
                + " the quote that opens `'slow flush a @ 1m` is never closed"),
        Arguments.of(
            "elementsOfTheWrongType",
            "[PipespecSatisfiesParameter] The parameter of @Satisfies method"
                + " elementsOfTheWrongType is List<OutputElement<String>>, but the elements of"
                + " output \"fn\" are Long. Make it List<Long>, Collection<Long> or Iterable<Long>"
                + " for the values of output \"fn\"; List<OutputElement<Long>> for each value"
                + " with its timestamp, window and pane; or StatefulFunctionHarness<String, Long,"
                + " Long> for the state, the timers and every output."));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("scopeAndTimerErrors")
  void reportsEachScopeAndTimerErrorOnItsLine(String method, String message) {
    assertThat(scopesAndTimers())
        .hadErrorContaining(message)
        .inFile(SCOPES_AND_TIMERS)
        .onLineContaining(" " + method + "(");
  }

  @Test
  void reportsEachScopeAndTimerErrorOnce() {
    assertThat(scopesAndTimers()).hadErrorCount((int) scopeAndTimerErrors().count());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("errors")
  void reportsTheErrorOnTheOffendingLine(String fixture, String message, String line) {
    JavaFileObject file =
        JavaFileObjects.forResource("bad/com/example/function/" + fixture + ".java");

    Compilation compilation = javac().withProcessors(new PipespecProcessor()).compile(file);

    assertThat(compilation).failed();
    assertThat(compilation).hadErrorContaining(message).inFile(file).onLineContaining(line);
  }
}
