package io.pipespec.engine;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;

/**
 * A scenario its runner refuses is reported as its expectations skipped, each under the display
 * name and legacy reporting name it has when it runs ({@code all [Restarted]}), never as one
 * skipped container that Maven Surefire names {@code [DirectRunner]} or after the bare scenario.
 */
class RefusedNamesTest {

  private static final String REFUSED = "io.pipespec.engine.fixtures.refused.RefusedRestartTest";

  @Test
  void refusedExpectationsAreSkippedUnderTheNamesOfTheirRunnableSiblings() {
    EngineExecutionResults results =
        EngineTestKit.engine("pipespec").selectors(selectClass(REFUSED)).execute();

    assertThat(results.containerEvents().skipped().list()).isEmpty();
    Map<String, String> reasons = new LinkedHashMap<>();
    Map<String, String> displayNames = new LinkedHashMap<>();
    for (Event event : results.testEvents().skipped().list()) {
      String name = event.getTestDescriptor().getLegacyReportingName();
      reasons.put(name, event.getRequiredPayload(String.class));
      displayNames.put(name, event.getTestDescriptor().getDisplayName());
    }
    assertThat(reasons.keySet())
        .containsExactly(
            "all [Restarted]",
            "all [RestartedOnBoth] [DirectRunner]",
            "all [RestartedOnBoth] [UncheckedDirectRunner]");
    assertThat(displayNames.values())
        .containsExactly("all", "all [DirectRunner]", "all [UncheckedDirectRunner]")
        .inOrder();
    assertThat(reasons.get("all [Restarted]")).startsWith("Refused: DirectRunner does not restart");
    assertThat(reasons.get("all [RestartedOnBoth] [DirectRunner]"))
        .startsWith("Refused on DirectRunner: DirectRunner does not restart");
    assertThat(reasons.get("all [RestartedOnBoth] [UncheckedDirectRunner]"))
        .startsWith("Refused on UncheckedDirectRunner: ");
    assertThat(
            results.testEvents().succeeded().list().stream()
                .map(event -> event.getTestDescriptor().getLegacyReportingName())
                .toList())
        .containsExactly("all [Plain]");
  }
}
