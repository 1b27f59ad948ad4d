package io.pipespec.runtime.runner;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.pipespec.runtime.fixtures.NumberScenarios;
import io.pipespec.runtime.run.RunSettings;
import io.pipespec.runtime.run.ScenarioResult;
import io.pipespec.runtime.run.ScenarioRunner;
import java.time.Duration;
import java.util.List;
import org.apache.beam.sdk.transforms.DoFn;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;

/**
 * How a DirectRunner run ends, as the wait sees it: well, with a user's exception, or well but with
 * a failed shutdown, which the DirectRunner posts just after the run is done and which must still
 * fail the scenario. A wait that stops at the first sign of a run done would lose that last one.
 */
class DirectRunnerShutdownTest {

  private static final RunSettings DIRECT =
      RunSettings.defaults().withTimeout(Duration.ofMinutes(1));

  /** Passes numbers through, then throws when the runner tears it down. */
  static final class ThrowsOnTeardown extends DoFn<Long, Long> {
    @ProcessElement
    public void process(@Element Long number, OutputReceiver<Long> out) {
      out.output(number);
    }

    private final boolean closeFails = true;

    @Teardown
    public void teardown() {
      if (closeFails) {
        throw new IllegalStateException("could not close the connection");
      }
    }
  }

  /**
   * A run that ends well but whose shutdown fails: the DirectRunner posts that failure just after
   * the run is done, and the scenario fails with it. Repeated, since the failure and the state
   * race.
   */
  @RepeatedTest(10)
  void aTeardownThatThrowsFailsTheScenario() {
    ScenarioResult result =
        ScenarioRunner.run(
            NumberScenarios.through(
                DirectRunnerShutdownTest.class,
                "Teardown",
                List.of(1L, 2L),
                new ThrowsOnTeardown()),
            DIRECT);

    assertThat(result.failure()).isPresent();
    // Beam's message, which does not carry the DoFn's own exception.
    assertThat(String.valueOf(result.failure().get().getMessage()))
        .contains("Exceptions thrown while tearing down DoFns");
    AssertionFailedError failed =
        assertThrows(
            AssertionFailedError.class,
            () -> result.verify(NumberScenarios.contains(DirectRunnerShutdownTest.class, 1L, 2L)));
    assertThat(failed)
        .hasMessageThat()
        .contains(
            "\nDirectRunner: a @Teardown threw when the run was shut down, after every element was"
                + " processed; Beam's message keeps nothing of its exception. The DoFns in this run"
                + " with a @Teardown (Beam's own left out): "
                + ThrowsOnTeardown.class.getName()
                + ".");
  }

  @Test
  void aRunThatEndsWellIsJudgedAndAThrowingDoFnFailsWithItsException() {
    ScenarioResult passed =
        ScenarioRunner.run(
            NumberScenarios.through(
                DirectRunnerShutdownTest.class,
                "TimesTen",
                List.of(1L, 2L),
                new NumberScenarios.TimesTen()),
            DIRECT);
    ScenarioResult failed =
        ScenarioRunner.run(
            NumberScenarios.through(
                DirectRunnerShutdownTest.class,
                "FailsOnThree",
                List.of(1L, 2L, 3L),
                new NumberScenarios.FailsOnThree()),
            DIRECT);

    assertThat(passed.failure()).isEmpty();
    passed.verify(NumberScenarios.contains(DirectRunnerShutdownTest.class, 10L, 20L));
    assertThat(failed.failure().orElseThrow()).hasMessageThat().isEqualTo("cannot handle 3");
  }
}
