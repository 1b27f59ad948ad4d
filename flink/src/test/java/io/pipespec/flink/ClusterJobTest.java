package io.pipespec.flink;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.google.common.collect.Range;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntFunction;
import org.apache.flink.api.common.JobID;
import org.apache.flink.runtime.client.JobExecutionException;
import org.apache.flink.shaded.jackson2.com.fasterxml.jackson.databind.JsonNode;
import org.apache.flink.util.InstantiationUtil;
import org.apache.flink.util.SerializedThrowable;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * {@link ClusterJob} against a JobManager's REST API played by a small HTTP server that answers
 * {@code /jobs/<id>/execution-result} as Flink 1.19 does.
 */
class ClusterJobTest {

  private static final JobID JOB = new JobID();

  private static final String IN_PROGRESS = "{\"status\":{\"id\":\"IN_PROGRESS\"}}";

  private final List<HttpServer> servers = new ArrayList<>();

  /** The REST address of a JobManager that gives the {@code n}th request's answer (from 0). */
  private String jobManager(AtomicInteger requests, IntFunction<String> answer) throws IOException {
    HttpServer server =
        HttpServer.create(
            new InetSocketAddress(InetAddress.getByAddress(new byte[] {127, 0, 0, 1}), 0), 0);
    server.createContext(
        "/jobs/" + JOB + "/execution-result",
        exchange -> {
          byte[] body = answer.apply(requests.getAndIncrement()).getBytes(StandardCharsets.UTF_8);
          exchange.sendResponseHeaders(body.length == 0 ? 500 : 200, body.length == 0 ? -1 : 0);
          try (OutputStream out = exchange.getResponseBody()) {
            out.write(body);
          }
        });
    server.start();
    servers.add(server);
    return "http://127.0.0.1:" + server.getAddress().getPort();
  }

  @AfterEach
  void stopServers() {
    servers.forEach(server -> server.stop(0));
  }

  private static String completed(String resultFields) {
    return "{\"status\":{\"id\":\"COMPLETED\"},\"job-execution-result\":{\"id\":\""
        + JOB
        + "\","
        + resultFields
        + "}}";
  }

  private static String failedWith(Throwable thrown) {
    String serialized;
    try {
      serialized =
          Base64.getEncoder()
              .encodeToString(InstantiationUtil.serializeObject(new SerializedThrowable(thrown)));
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
    return completed(
        "\"application-status\":\"FAILED\",\"failure-cause\":{\"class\":\""
            + thrown.getClass().getName()
            + "\",\"serialized-throwable\":\""
            + serialized
            + "\"}");
  }

  @Test
  void awaitEndPollsUntilTheJobHasEndedAndGivesItsResult() throws Exception {
    AtomicInteger requests = new AtomicInteger();
    String address =
        jobManager(
            requests, n -> n < 6 ? IN_PROGRESS : completed("\"application-status\":\"SUCCEEDED\""));

    Optional<JsonNode> ended = new ClusterJob(JOB, address).awaitEnd(Duration.ofMinutes(1));

    assertThat(ended).isPresent();
    assertThat(ended.get().path("application-status").asText()).isEqualTo("SUCCEEDED");
    assertThat(requests.get()).isEqualTo(7);
    assertThat(new ClusterJob(JOB, address).failure(ended.get(), getClass().getClassLoader()))
        .isEmpty();
  }

  @Test
  void awaitEndGivesNothingWhenTheJobHasNotEndedInTime() throws Exception {
    AtomicInteger requests = new AtomicInteger();
    String address = jobManager(requests, n -> IN_PROGRESS);

    assertThat(new ClusterJob(JOB, address).awaitEnd(Duration.ofSeconds(1))).isEmpty();
    // Polled more than once, and not in a busy loop: a few milliseconds apart at first, then
    // up to a tenth of a second.
    assertThat(requests.get()).isIn(Range.closed(3, 60));
  }

  @Test
  void anAnswerThatIsNotAResultIsAnIoException() throws Exception {
    String address = jobManager(new AtomicInteger(), n -> "");

    IOException thrown =
        assertThrows(
            IOException.class, () -> new ClusterJob(JOB, address).awaitEnd(Duration.ofMinutes(1)));
    assertThat(thrown).hasMessageThat().contains("answered 500");
  }

  @Test
  void theFailureIsTheUsersExceptionUnderAJobExecutionException() throws Exception {
    String address =
        jobManager(new AtomicInteger(), n -> failedWith(new IllegalStateException("boom")));
    ClusterJob job = new ClusterJob(JOB, address);

    JsonNode result = job.awaitEnd(Duration.ofMinutes(1)).orElseThrow();
    Optional<Exception> failure = job.failure(result, getClass().getClassLoader());

    assertThat(failure).isPresent();
    assertThat(failure.get()).isInstanceOf(JobExecutionException.class);
    assertThat(((JobExecutionException) failure.get()).getJobID()).isEqualTo(JOB);
    assertThat(failure.get()).hasCauseThat().isInstanceOf(IllegalStateException.class);
    assertThat(failure.get()).hasCauseThat().hasMessageThat().isEqualTo("boom");
  }

  @Test
  void flinksClientReadsFailuresWhereTheSystemClassLoaderSeesFlink() {
    // Under Surefire, Flink is on the JVM's class path; under the console launcher it is not
    // (LauncherClassLoaderTest runs a JVM set up that way).
    assertThat(ClusterJob.clientReadsFailures()).isTrue();
  }
}
