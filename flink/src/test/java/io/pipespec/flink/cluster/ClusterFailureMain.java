package io.pipespec.flink.cluster;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;

/**
 * Runs a scenario whose transform throws on a local Flink cluster and prints the failure's message
 * and cause; for {@code LauncherLikeMain}, which loads it as the JUnit console launcher would.
 */
public final class ClusterFailureMain {

  private ClusterFailureMain() {}

  public static void main(String[] args) {
    EngineExecutionResults results =
        EngineTestKit.engine("pipespec")
            .selectors(selectClass("io.pipespec.flink.cluster.fixtures.ThrowsOnClusterTest"))
            .configurationParameter("pipespec.runner", "FlinkRunner")
            .configurationParameter(FlinkClusterSetting.PROPERTY, "local")
            .execute();
    results.testEvents().failed().stream()
        .map(event -> event.getPayload(TestExecutionResult.class).orElseThrow().getThrowable())
        .flatMap(java.util.Optional::stream)
        .forEach(
            failure -> {
              System.out.println("PIPESPEC-FAILURE " + failure.getMessage());
              System.out.println("PIPESPEC-CAUSE " + failure.getCause());
            });
    System.out.println("PIPESPEC-FAILED " + results.testEvents().failed().count());
    System.exit(0);
  }
}
