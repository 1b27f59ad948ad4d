package io.pipespec.runtime.suite;

import static com.google.common.truth.Truth.assertThat;

import org.junit.jupiter.api.Test;

/** How a report reads a written timeline's steps. */
class TimeMarkTest {

  @Test
  void bothRestartStepsAreMarkedAsRestartsNotAsSavepoints() {
    TimelineSteps<String> failing =
        TimelineSteps.<String>create().element("a", 1_000).failAndRestart("`a @ 1s`");
    TimelineSteps<String> killing =
        TimelineSteps.<String>create().element("a", 1_000).killTaskManagerAndRestart("`a @ 1s`");

    assertThat(TimeMark.of(failing))
        .containsExactly(
            new TimeMark(TimeMark.Kind.ELEMENTS, 1_000, 1),
            new TimeMark(TimeMark.Kind.RESTART, 0, 0))
        .inOrder();
    assertThat(TimeMark.of(killing))
        .containsExactly(
            new TimeMark(TimeMark.Kind.ELEMENTS, 1_000, 1),
            new TimeMark(TimeMark.Kind.RESTART, 0, 0))
        .inOrder();
  }

  @Test
  void aSavepointStepIsStillASavepoint() {
    TimelineSteps<String> takingOver =
        TimelineSteps.<String>create().element("a", 1_000).savepoint().element("b", 2_000);

    assertThat(TimeMark.of(takingOver))
        .containsExactly(
            new TimeMark(TimeMark.Kind.ELEMENTS, 1_000, 1),
            new TimeMark(TimeMark.Kind.SAVEPOINT, 0, 0),
            new TimeMark(TimeMark.Kind.ELEMENTS, 2_000, 1))
        .inOrder();
  }
}
