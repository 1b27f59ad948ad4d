package io.pipespec.engine;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.nio.file.Path;
import java.util.List;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;

/**
 * What the tests of file-backed expectations ({@code @ExpectSnapshot}, {@code @ExpectShape},
 * {@code @ExpectEffects(snapshot = ...)}) share: a run of a compiled fixture in a mode, with its
 * files in a directory of the test's own, and the message of its one failure.
 */
final class FileModeRuns {

  private FileModeRuns() {}

  /**
   * Runs {@code testClass} with {@code modeProperty} set to {@code mode}, its files in {@code
   * files}, and no report written.
   */
  static EngineExecutionResults run(
      Class<?> testClass, String modeProperty, String mode, Path files) {
    return EngineTestKit.engine("pipespec")
        .selectors(selectClass(testClass))
        .configurationParameter(modeProperty, mode)
        .configurationParameter(
            PipespecEngineConstants.SNAPSHOTS_DIR_PROPERTY_NAME, files.toString())
        .configurationParameter(PipespecEngineConstants.REPORTS_PROPERTY_NAME, "none")
        .execute();
  }

  /** The message of the one failed test of {@code results}. */
  static String failure(EngineExecutionResults results) {
    List<Event> failed = results.testEvents().failed().list();
    assertThat(failed).hasSize(1);
    return failed
        .get(0)
        .getPayload(TestExecutionResult.class)
        .orElseThrow()
        .getThrowable()
        .orElseThrow()
        .getMessage();
  }
}
