package io.pipespec.flink;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import io.pipespec.flink.cluster.FlinkClusterSetting;
import io.pipespec.flink.restart.FieldPairsKillTest;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;

/**
 * {@code "kill the TaskManager and restart"} where there is no TaskManager JVM Pipespec may kill:
 * Flink embedded and a cluster reached by address refuse it, saying what to use instead.
 */
class KillTaskManagerRefusalTest {

  @Test
  void flinkEmbeddedRefusesTheKillAndNamesTheAlternatives() {
    String reason = flinkRefusal(EngineTestKit.engine("pipespec"));

    assertThat(reason).contains("Flink embedded runs its TaskManager inside the test JVM");
    assertThat(reason).contains("use \"fail and restart\" here");
    assertThat(reason).contains("pipespec.flink.cluster=local");
  }

  @Test
  void aClusterReachedByAddressRefusesTheKill() {
    String reason =
        flinkRefusal(
            EngineTestKit.engine("pipespec")
                .configurationParameter(FlinkClusterSetting.PROPERTY, "127.0.0.1:1"));

    assertThat(reason).contains("does not kill a TaskManager of a cluster reached by address");
    assertThat(reason).contains("pipespec.flink.cluster=local");
  }

  /** A killed TaskManager would fail the jobs of the scenarios that run beside on it. */
  @Test
  void theLocalClusterRefusesTheKillWhenScenariosRunInParallel() {
    String reason =
        flinkRefusal(
            EngineTestKit.engine("pipespec")
                .configurationParameter(FlinkClusterSetting.PROPERTY, "local")
                .configurationParameter("pipespec.parallel.enabled", "true"));

    assertThat(reason).contains("other scenarios' jobs run there at the same time");
    assertThat(reason).contains("pipespec.parallel.enabled=false");
  }

  private static String flinkRefusal(EngineTestKit.Builder engine) {
    EngineExecutionResults results =
        engine.selectors(selectClass(FieldPairsKillTest.class)).execute();
    assertThat(results.testEvents().started().count()).isEqualTo(0);
    List<Event> skipped =
        results.testEvents().skipped().list().stream()
            .filter(e -> e.getTestDescriptor().getDisplayName().equals("all [FlinkRunner]"))
            .toList();
    assertThat(skipped).hasSize(1);
    return skipped.get(0).getRequiredPayload(String.class);
  }
}
