package io.pipespec.runtime.run;

import static com.google.common.truth.Truth.assertThat;
import static io.pipespec.runtime.run.Fixtures.settings;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.pipespec.RefusedExpectationError;
import io.pipespec.grammar.WindowRef;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.ExpectationSpec.Target;
import io.pipespec.runtime.suite.Expectations;
import io.pipespec.runtime.verdict.expect.Expectation;
import io.pipespec.runtime.verdict.scope.Scope;
import io.pipespec.runtime.verdict.scope.Scopes;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;

/**
 * What every failure is made of, whatever failed: its type tells a refusal from a failed
 * expectation, and its stack trace starts at the expectation method, so that an IDE's click on the
 * top frame opens the test.
 */
class FailureShapeTest {

  /** Stands for a user's test class; its methods are the expectations. */
  static final class TopItemsTest {
    void duneFirst() {}
  }

  private static final StackTraceElement DUNE_FIRST =
      new StackTraceElement(TopItemsTest.class.getName(), "duneFirst", "TopItemsTest.java", 45);

  private static ExpectationSpec declared(Scope scope, Expectation expectation) {
    return ExpectationSpec.of(
            TopItemsTest.class, "duneFirst", Target.output("tens", scope, expectation))
        .declaredAt("TopItemsTest.java", 45);
  }

  private static void assertStartsAtTheExpectation(Throwable failure) {
    StackTraceElement[] trace = failure.getStackTrace();
    assertThat(trace[0]).isEqualTo(DUNE_FIRST);
    assertThat(trace[0].toString())
        .isEqualTo(
            "io.pipespec.runtime.run.FailureShapeTest$TopItemsTest.duneFirst(TopItemsTest.java:45)");
    // The rest of the trace is kept: where in Pipespec the failure was made.
    assertThat(
            Arrays.stream(trace).skip(1).anyMatch(f -> f.getClassName().startsWith("io.pipespec.")))
        .isTrue();
  }

  @Test
  void aFailedExpectationStartsAtTheExpectationMethod() {
    ScenarioResult result = ScenarioRunner.run(ContainsTest.timesTen(List.of(1L, 2L)), settings());

    AssertionFailedError failure =
        assertThrows(
            AssertionFailedError.class,
            () ->
                result.verify(
                    declared(
                        Scope.everything(), Expectations.containsInAnyOrder(List.of(10L, 30L)))));

    assertStartsAtTheExpectation(failure);
    assertThat(failure).isNotInstanceOf(RefusedExpectationError.class);
    assertThat(failure.getExpected().getStringRepresentation()).isEqualTo("10\n30");
  }

  @Test
  void aRefusalIsARefusedExpectationErrorThatStartsAtTheExpectationMethod() {
    ScenarioResult result = ScenarioRunner.run(ContainsTest.timesTen(List.of(1L, 2L)), settings());

    AssertionFailedError refusal =
        assertThrows(
            AssertionFailedError.class,
            () ->
                result.verify(
                    declared(
                        Scopes.of(WindowRef.interval(0, 600_000, "[0, 10m)")),
                        Expectations.empty())));

    assertThat(refusal).isInstanceOf(RefusedExpectationError.class);
    assertThat(refusal)
        .hasMessageThat()
        .startsWith(
            "Output 'tens' (all panes of window [1970-01-01T00:00Z, 1970-01-01T00:10Z)) cannot be"
                + " judged honestly: window [1970-01-01T00:00Z, 1970-01-01T00:10Z) is not a window"
                + " of this output: it is in the global window.");
    assertThat(((RefusedExpectationError) refusal).reason())
        .isEqualTo(
            "window [1970-01-01T00:00Z, 1970-01-01T00:10Z) is not a window of this output: it is"
                + " in the global window. Use @Window(global = true), or window the output.");
    assertStartsAtTheExpectation(refusal);
  }

  @Test
  void aFailedRunStartsAtTheExpectationMethodAndKeepsTheUsersException() {
    ScenarioResult result = ScenarioRunner.run(Fixtures.failsOnThree("tens"), settings());

    AssertionFailedError failure =
        assertThrows(
            AssertionFailedError.class,
            () -> result.verify(declared(Scope.everything(), Expectations.empty())));

    assertStartsAtTheExpectation(failure);
    assertThat(failure.getCause()).isSameInstanceAs(result.failure().orElseThrow());
  }

  @Test
  void aCheckersOwnAssertionErrorStartsAtTheExpectationMethodToo() {
    ScenarioResult result = ScenarioRunner.run(ContainsTest.timesTen(List.of(1L)), settings());
    AssertionError thrown = new AssertionError("not what I wanted");

    AssertionError failure =
        assertThrows(
            AssertionError.class,
            () ->
                result.verify(
                    declared(
                        Scope.everything(),
                        Expectations.<Long>satisfies(
                            "duneFirst",
                            values -> {
                              throw thrown;
                            }))));

    assertThat(failure.getStackTrace()[0]).isEqualTo(DUNE_FIRST);
    assertThat(failure.getMessage()).isEqualTo("not what I wanted");
  }

  @Test
  void withoutADeclaredLineTheTopFrameStillNamesTheMethod() {
    ScenarioResult result = ScenarioRunner.run(ContainsTest.timesTen(List.of(1L)), settings());
    ExpectationSpec fromAnOlderSuite =
        ExpectationSpec.of(
            TopItemsTest.class, "duneFirst", Target.output("tens", Expectations.empty()));

    AssertionFailedError failure =
        assertThrows(AssertionFailedError.class, () -> result.verify(fromAnOlderSuite));

    assertThat(failure.getStackTrace()[0])
        .isEqualTo(new StackTraceElement(TopItemsTest.class.getName(), "duneFirst", null, -1));
    assertThat(fromAnOlderSuite.sourceFileName()).isEmpty();
    assertThat(fromAnOlderSuite.sourceLine()).isEmpty();
  }

  @Test
  void aDeclarationNeedsAFileAndAPositiveLine() {
    ExpectationSpec spec =
        ExpectationSpec.of(
            TopItemsTest.class, "duneFirst", Target.output("tens", Expectations.empty()));
    assertThrows(IllegalArgumentException.class, () -> spec.declaredAt("TopItemsTest.java", 0));
    assertThrows(NullPointerException.class, () -> spec.declaredAt(null, 3));
  }
}
