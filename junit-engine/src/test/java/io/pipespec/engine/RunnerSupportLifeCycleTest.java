package io.pipespec.engine;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import io.pipespec.engine.fixtures.matrix.CountingRunnerSupport;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;

/**
 * The runner supports belong to one engine execution: configured with its parameters when it
 * starts, each runner resolved once for the refusal check and the run, closed when it ends.
 */
class RunnerSupportLifeCycleTest {

  private static final String SINGLE = "io.pipespec.engine.fixtures.single.WordLengthsTest";

  @BeforeEach
  void forgetEarlierExecutions() {
    CountingRunnerSupport.CONFIGURED.clear();
  }

  private static EngineExecutionResults execute(String marker) {
    return EngineTestKit.engine("pipespec")
        .selectors(selectClass(SINGLE))
        .configurationParameter(
            PipespecEngineConstants.RUNNER_PROPERTY_NAME, "UncheckedDirectRunner")
        .configurationParameter(CountingRunnerSupport.MARKER, marker)
        .execute();
  }

  @Test
  void twoExecutionsInOneJvmDoNotSeeEachOthersConfiguration() {
    EngineExecutionResults first = execute("first");
    EngineExecutionResults second = execute("second");

    assertThat(first.testEvents().failed().count()).isEqualTo(0);
    assertThat(second.testEvents().failed().count()).isEqualTo(0);
    List<CountingRunnerSupport> configured = CountingRunnerSupport.CONFIGURED;
    assertThat(configured).hasSize(2);
    assertThat(configured.get(0).marker()).hasValue("first");
    assertThat(configured.get(0).preparedWith).containsExactly(Optional.of("first"));
    assertThat(configured.get(1).marker()).hasValue("second");
    assertThat(configured.get(1).preparedWith).containsExactly(Optional.of("second"));
  }

  @Test
  void theEngineClosesTheSupportsWhenItsExecutionEnds() {
    execute("closed");

    CountingRunnerSupport support = CountingRunnerSupport.CONFIGURED.get(0);
    assertThat(support.preparedWith).isNotEmpty();
    assertThat(support.closed.get()).isEqualTo(1);
  }

  @Test
  void theRunnerIsResolvedOnceForTheRefusalCheckAndTheRun() {
    EngineExecutionResults results = execute("once");

    assertThat(results.testEvents().succeeded().count()).isGreaterThan(0);
    CountingRunnerSupport support = CountingRunnerSupport.CONFIGURED.get(0);
    assertThat(support.preparedWith).hasSize(1);
    assertThat(support.asked.get()).isEqualTo(1);
  }
}
