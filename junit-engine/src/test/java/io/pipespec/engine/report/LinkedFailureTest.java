package io.pipespec.engine.report;

import static com.google.common.truth.Truth.assertThat;

import io.pipespec.RefusedExpectationError;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;

/** The page's path at the end of a failure, the failure otherwise unchanged. */
class LinkedFailureTest {

  private static final String LINE = "Timeline report: file:///tmp/A/B.html";

  @Test
  void assertionFailuresKeepTypeExpectedActualCauseAndStackTrace() {
    IllegalStateException cause = new IllegalStateException("inner");
    AssertionFailedError failure = new AssertionFailedError("wrong", "e", "a", cause);
    Throwable linked = ScenarioReport.linked(failure, LINE);
    assertThat(linked).isInstanceOf(AssertionFailedError.class);
    assertThat(linked).hasMessageThat().isEqualTo("wrong\n" + LINE);
    assertThat(((AssertionFailedError) linked).getExpected().getValue()).isEqualTo("e");
    assertThat(((AssertionFailedError) linked).getActual().getValue()).isEqualTo("a");
    assertThat(linked).hasCauseThat().isSameInstanceAs(cause);
    assertThat(linked.getStackTrace()).isEqualTo(failure.getStackTrace());

    AssertionError plain = new AssertionError("plain");
    assertThat(ScenarioReport.linked(plain, LINE)).hasMessageThat().isEqualTo("plain\n" + LINE);
  }

  @Test
  void refusalsStayRefusalsWithTheirReason() {
    Throwable linked =
        ScenarioReport.linked(new RefusedExpectationError("refused: why", "why"), LINE);
    assertThat(linked).isInstanceOf(RefusedExpectationError.class);
    assertThat(((RefusedExpectationError) linked).reason()).isEqualTo("why");
    assertThat(linked).hasMessageThat().endsWith(LINE);
  }

  @Test
  void otherThrowablesKeepTheirTypeAndMessageAndCarryTheLineAsSuppressed() {
    IllegalArgumentException misuse = new IllegalArgumentException("no output named x");
    Throwable linked = ScenarioReport.linked(misuse, LINE);
    assertThat(linked).isSameInstanceAs(misuse);
    assertThat(linked).hasMessageThat().isEqualTo("no output named x");
    assertThat(linked.getSuppressed()[0]).hasMessageThat().isEqualTo(LINE);
  }

  @Test
  void pagePathsAreSafeFileNames() {
    Path dir = Path.of("/r");
    assertThat(ScenarioReport.pagePath(dir, "com.acme.Outer$Test", "Late scores/2"))
        .isEqualTo(Path.of("/r/com.acme.Outer$Test/Late_0020scores_002f2.html"));
    assertThat(ScenarioReport.pagePath(dir, "a.B", "..").getFileName().toString())
        .isEqualTo("_002e_002e.html");
  }
}
