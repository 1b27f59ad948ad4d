package io.pipespec.runtime.explore;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.pipespec.runtime.suite.InputSpec;
import io.pipespec.runtime.suite.TimelineSteps;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.values.TypeDescriptors;
import org.junit.jupiter.api.Test;

/** A pipeline timeline that writes a retry step is not explored, and exploration says why. */
class WrittenRetryExplorationTest {

  @Test
  void aPipelineTimelineWithARetryStepIsNotExploredAndSaysWhy() {
    InputSpec<String> events =
        InputSpec.ofTimeline(
            "events",
            "WrittenRetryExplorationTest.events()",
            TypeDescriptors.strings(),
            () ->
                TimelineSteps.<String>create()
                    .element("a", 1_000)
                    .failAndRetry(false, "a @ 1s")
                    .element("b", 2_000));

    IllegalArgumentException thrown =
        assertThrows(
            IllegalArgumentException.class,
            () -> InputHistory.of("input 'events'", events, Pipeline.create()));

    assertThat(thrown)
        .hasMessageThat()
        .isEqualTo(
            "the timeline of input 'events' writes `fail and retry`, which replays one failed"
                + " attempt; exploration varies the run as written and tries retries itself, so it"
                + " does not explore such a timeline. Remove @Explore from this scenario, or"
                + " explore a copy of it without the step.");
  }
}
