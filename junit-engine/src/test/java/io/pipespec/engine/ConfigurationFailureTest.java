package io.pipespec.engine;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;

/** A bad configuration value fails the engine before any scenario runs, with its message. */
class ConfigurationFailureTest {

  @Test
  void badTimeoutFailsTheEngineAndRunsNoScenario() {
    EngineExecutionResults results =
        EngineTestKit.engine("pipespec")
            .selectors(selectClass("io.pipespec.engine.fixtures.single.WordLengthsTest"))
            .configurationParameter(PipespecEngineConstants.TIMEOUT_PROPERTY_NAME, "soon")
            .execute();

    assertThat(results.testEvents().started().count()).isEqualTo(0);
    List<Event> finished = results.containerEvents().finished().list();
    assertThat(finished).hasSize(1);
    TestExecutionResult engineResult =
        finished.get(0).getPayload(TestExecutionResult.class).orElseThrow();
    assertThat(engineResult.getStatus()).isEqualTo(TestExecutionResult.Status.FAILED);
    assertThat(engineResult.getThrowable().orElseThrow())
        .hasMessageThat()
        .startsWith("Invalid value 'soon' for the configuration parameter 'pipespec.timeout'");
  }
}
