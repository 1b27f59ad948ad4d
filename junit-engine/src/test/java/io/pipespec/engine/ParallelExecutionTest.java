package io.pipespec.engine;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import io.pipespec.engine.fixtures.parallel.RendezvousTest;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.CyclicBarrier;
import org.junit.jupiter.api.Test;
import org.junit.platform.engine.DiscoverySelector;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;

/** Parallel execution is opt-in and changes nothing but the threads. */
class ParallelExecutionTest {

  private static final DiscoverySelector[] FIXTURES = {
    selectClass("io.pipespec.engine.fixtures.single.WordLengthsTest"),
    selectClass("io.pipespec.engine.fixtures.nested.WordCountTest"),
    selectClass("io.pipespec.engine.fixtures.failing.WrongLengthsTest"),
    selectClass("io.pipespec.engine.fixtures.throwing.ExplodingTest"),
    selectClass("io.pipespec.engine.fixtures.disabled.PartlyDisabledTest"),
    selectClass("io.pipespec.engine.fixtures.tagged.TaggedTest")
  };

  @Test
  void parallelRunHasTheSameResultsAsASerialRun() {
    Set<String> serial = outcomes(run("false"));
    Set<String> parallel = outcomes(run("true"));

    assertThat(parallel).containsExactlyElementsIn(serial);
    assertThat(serial).hasSize(32);
  }

  @Test
  void scenariosRunAtTheSameTime() {
    RendezvousTest.barrier = new CyclicBarrier(2);
    EngineExecutionResults results =
        EngineTestKit.engine("pipespec")
            .selectors(selectClass(RendezvousTest.class))
            .configurationParameter(PipespecEngineConstants.PARALLEL_ENABLED_PROPERTY_NAME, "true")
            .configurationParameter(
                PipespecEngineConstants.PARALLEL_CONFIG_PREFIX + "strategy", "fixed")
            .configurationParameter(
                PipespecEngineConstants.PARALLEL_CONFIG_PREFIX + "fixed.parallelism", "2")
            .execute();

    assertThat(results.testEvents().failed().list()).isEmpty();
    assertThat(results.testEvents().succeeded().count()).isEqualTo(2);
  }

  @Test
  void parallelFlagMustBeTrueOrFalse() {
    EngineExecutionResults results =
        EngineTestKit.engine("pipespec")
            .selectors(FIXTURES[0])
            .configurationParameter(PipespecEngineConstants.PARALLEL_ENABLED_PROPERTY_NAME, "yes")
            .execute();

    assertThat(results.testEvents().started().count()).isEqualTo(0);
    Throwable failure =
        results
            .containerEvents()
            .failed()
            .list()
            .get(0)
            .getPayload(TestExecutionResult.class)
            .orElseThrow()
            .getThrowable()
            .orElseThrow();
    assertThat(failure)
        .hasMessageThat()
        .startsWith(
            "Invalid value 'yes' for the configuration parameter 'pipespec.parallel.enabled':"
                + " expected true or false");
  }

  private static EngineExecutionResults run(String parallel) {
    return EngineTestKit.engine("pipespec")
        .selectors(FIXTURES)
        .configurationParameter(PipespecEngineConstants.PARALLEL_ENABLED_PROPERTY_NAME, parallel)
        .configurationParameter(
            PipespecEngineConstants.PARALLEL_CONFIG_PREFIX + "strategy", "fixed")
        .configurationParameter(
            PipespecEngineConstants.PARALLEL_CONFIG_PREFIX + "fixed.parallelism", "4")
        .execute();
  }

  /** Every finished or skipped node with its status and the first line of its failure. */
  private static Set<String> outcomes(EngineExecutionResults results) {
    Set<String> outcomes = new TreeSet<>();
    for (Event event : results.allEvents().list()) {
      String id = event.getTestDescriptor().getUniqueId().toString();
      event
          .getPayload(TestExecutionResult.class)
          .ifPresent(
              result ->
                  outcomes.add(
                      id
                          + " "
                          + result.getStatus()
                          + result
                              .getThrowable()
                              .map(failure -> " " + firstLine(failure.getMessage()))
                              .orElse("")));
      event.getPayload(String.class).ifPresent(reason -> outcomes.add(id + " SKIPPED " + reason));
    }
    return outcomes;
  }

  private static String firstLine(String message) {
    return message == null ? "" : message.lines().findFirst().orElse("");
  }
}
