package io.pipespec.flink.cluster;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;

/**
 * {@code @PipelineTest} classes run by the engine on Beam's FlinkRunner against the shared local
 * cluster: the verdicts are the elements' verdicts, captured in the TaskManager's JVM.
 */
class LocalClusterEngineTest {

  private static final String SHOUT = "io.pipespec.flink.cluster.fixtures.ShoutOnClusterTest";
  private static final String WHERE = "io.pipespec.flink.cluster.fixtures.WhereItRanTest";
  private static final String STUCK = "io.pipespec.flink.cluster.fixtures.StuckOnClusterTest";
  private static final String THROWS = "io.pipespec.flink.cluster.fixtures.ThrowsOnClusterTest";
  private static final String JUDGED = "io.pipespec.flink.cluster.fixtures.JudgedOnClusterTest";

  @Test
  void passingAndFailingExpectationsKeepTheirVerdicts() {
    EngineExecutionResults results = onLocalCluster(SHOUT);

    assertThat(names(results.testEvents().succeeded().list()))
        .containsExactly("everyWordShouted", "twoWords");
    List<Event> failed = results.testEvents().failed().list();
    assertThat(names(failed)).containsExactly("notShouted");
    assertThat(
            failed
                .get(0)
                .getPayload(TestExecutionResult.class)
                .orElseThrow()
                .getThrowable()
                .orElseThrow())
        .hasMessageThat()
        .contains("QUIET");
  }

  @Test
  void aBadClusterSettingFailsTheEngineBeforeAnyScenarioRuns() {
    EngineExecutionResults results =
        EngineTestKit.engine("pipespec")
            .selectors(selectClass(SHOUT))
            .configurationParameter("pipespec.runner", "FlinkRunner")
            .configurationParameter(FlinkClusterSetting.PROPERTY, "nearby")
            .execute();

    assertThat(results.testEvents().started().count()).isEqualTo(0);
    List<Event> finished = results.containerEvents().finished().list();
    assertThat(finished).hasSize(1);
    assertThat(
            finished
                .get(0)
                .getPayload(TestExecutionResult.class)
                .orElseThrow()
                .getThrowable()
                .orElseThrow())
        .hasMessageThat()
        .startsWith(
            "The configuration parameter pipespec.flink.cluster = 'nearby' is not valid: expected"
                + " embedded");
  }

  @Test
  void theTransformRunsInAnotherProcess() {
    EngineExecutionResults results = onLocalCluster(WHERE);

    assertThat(names(results.testEvents().succeeded().list()))
        .containsExactly("ranInAnotherProcess");
    assertThat(results.testEvents().failed().count()).isEqualTo(0);
  }

  /**
   * A scenario past its timeout fails, and its job is cancelled on the cluster, where it would
   * otherwise hold a task slot for the rest of the test run.
   */
  @Test
  void aTimedOutJobIsCancelledOnTheCluster() throws Exception {
    // The engine stops the local cluster it starts when its execution ends; this test asks the
    // cluster afterwards, so it owns one and gives the engine its address.
    try (LocalFlinkCluster cluster = LocalFlinkCluster.start()) {
      aTimedOutJobIsCancelledOn(cluster);
    }
  }

  private void aTimedOutJobIsCancelledOn(LocalFlinkCluster cluster) throws Exception {
    EngineExecutionResults results =
        EngineTestKit.engine("pipespec")
            .selectors(selectClass(STUCK))
            .configurationParameter("pipespec.runner", "FlinkRunner")
            .configurationParameter(FlinkClusterSetting.PROPERTY, cluster.restAddress())
            .configurationParameter(
                FlinkClusterSetting.CAPTURE_LOCATION_PROPERTY, cluster.sharedDirectory().toString())
            // What pipespec.flink.cluster=local stages, not the whole class path, which would
            // take longer than the timeout to upload.
            .configurationParameter(
                "pipespec.pipelineOptions",
                "--filesToStage=" + String.join(",", cluster.filesToStage()))
            .configurationParameter("pipespec.timeout", "10s")
            .execute();

    List<Event> failed = results.testEvents().failed().list();
    assertThat(names(failed)).containsExactly("oneWord");
    assertThat(
            failed
                .get(0)
                .getPayload(TestExecutionResult.class)
                .orElseThrow()
                .getThrowable()
                .orElseThrow())
        .hasMessageThat()
        .contains("did not finish within 10s");
    String jobs = awaitNoRunningJob(cluster.restAddress());
    assertThat(jobs).contains("\"state\":\"CANCELED\"");
  }

  @Test
  void theUsersExceptionInTheTaskManagerIsTheHeadline() {
    EngineExecutionResults results = onLocalCluster(THROWS);

    results.testEvents().assertStatistics(stats -> stats.started(1).failed(1));
    Throwable failure =
        results
            .testEvents()
            .failed()
            .list()
            .get(0)
            .getPayload(TestExecutionResult.class)
            .orElseThrow()
            .getThrowable()
            .orElseThrow();
    assertThat(failure).hasMessageThat().contains("cannot handle boom");
    assertThat(failure).hasMessageThat().doesNotContain("Job failed (JobID");
    assertThat(failure).hasCauseThat().isInstanceOf(IllegalStateException.class);
    assertThat(failure).hasCauseThat().hasMessageThat().isEqualTo("cannot handle boom");
  }

  @Test
  void judgedOnTheRunnerOnlyTheDifferencesComeBack() {
    EngineExecutionResults results =
        EngineTestKit.engine("pipespec")
            .selectors(selectClass(JUDGED))
            .configurationParameter("pipespec.runner", "FlinkRunner")
            .configurationParameter(FlinkClusterSetting.PROPERTY, "local")
            .configurationParameter("pipespec.judge", "runner")
            .execute();

    assertThat(names(results.testEvents().succeeded().list())).containsExactly("everyNumber");
    List<Event> failed = results.testEvents().failed().list();
    assertThat(names(failed)).containsExactly("tenDiffer");
    String message =
        failed
            .get(0)
            .getPayload(TestExecutionResult.class)
            .orElseThrow()
            .getThrowable()
            .orElseThrow()
            .getMessage();
    assertThat(message.lines().filter(line -> line.startsWith("missing ")).count()).isEqualTo(10);
    assertThat(message.lines().filter(line -> line.startsWith("unexpected ")).count())
        .isEqualTo(10);
    assertThat(message).contains("missing    : -1000 (x1): never produced");
    assertThat(message).contains("unexpected : 1000 (x1): in global window");
    assertThat(message).contains("expected   : 200000 elements");
    assertThat(message).contains("but got    : 200000 elements");
  }

  /** The cluster's job overview once no job runs, waiting up to a minute for cancels to end. */
  private static String awaitNoRunningJob(String restAddress) throws Exception {
    HttpClient client = HttpClient.newHttpClient();
    HttpRequest overview =
        HttpRequest.newBuilder(URI.create("http://" + restAddress + "/jobs/overview")).build();
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    String jobs;
    do {
      jobs = client.send(overview, HttpResponse.BodyHandlers.ofString()).body();
      if (!jobs.contains("\"state\":\"RUNNING\"") && !jobs.contains("\"state\":\"CANCELLING\"")) {
        return jobs;
      }
      Thread.sleep(250);
    } while (System.nanoTime() < deadline);
    throw new AssertionError("A job still runs on the local cluster a minute later: " + jobs);
  }

  private static EngineExecutionResults onLocalCluster(String testClass) {
    return EngineTestKit.engine("pipespec")
        .selectors(selectClass(testClass))
        .configurationParameter("pipespec.runner", "FlinkRunner")
        .configurationParameter(FlinkClusterSetting.PROPERTY, "local")
        .execute();
  }

  private static List<String> names(List<Event> events) {
    return events.stream().map(event -> event.getTestDescriptor().getDisplayName()).toList();
  }
}
