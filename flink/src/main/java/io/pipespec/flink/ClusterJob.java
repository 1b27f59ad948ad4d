package io.pipespec.flink;

import static org.apiguardian.api.API.Status.INTERNAL;

import java.io.IOException;
import java.lang.reflect.Field;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Optional;
import org.apache.beam.runners.flink.FlinkDetachedRunnerResult;
import org.apache.beam.sdk.PipelineResult;
import org.apache.flink.api.common.JobID;
import org.apache.flink.client.deployment.ClusterClientJobClientAdapter;
import org.apache.flink.client.program.ClusterClient;
import org.apache.flink.client.program.ClusterClientProvider;
import org.apache.flink.core.execution.JobClient;
import org.apache.flink.runtime.client.JobExecutionException;
import org.apache.flink.shaded.jackson2.com.fasterxml.jackson.databind.JsonNode;
import org.apache.flink.shaded.jackson2.com.fasterxml.jackson.databind.ObjectMapper;
import org.apache.flink.util.InstantiationUtil;
import org.apache.flink.util.SerializedThrowable;
import org.apiguardian.api.API;

/**
 * A job on a Flink cluster, read by Pipespec itself from the JobManager's REST API ({@code
 * /jobs/<id>/execution-result}), where Flink's client reads it late or not at all.
 *
 * <p>Late: Flink's client polls that resource backing off to two seconds between polls ({@code
 * RestClusterClient}'s {@code ExponentialWaitStrategy(10, 2000)}), so a run learned up to two
 * seconds after its job had ended that it had. {@link #awaitEnd} polls at most {@link
 * #LONGEST_POLL} apart.
 *
 * <p>Not at all: the client turns the failure of a job back into an exception with the JVM's system
 * class loader ({@code SerializedThrowableDeserializer}). Under the JUnit console launcher, which
 * puts the tests and Flink in a class loader of their own ({@code --class-path}), that loader does
 * not see Flink: the client fails with {@code ClassNotFoundException:
 * org.apache.flink.util.SerializedThrowable}, logs it with its stack trace, retries twenty times
 * two and a half seconds apart, and gives up with a {@code RetryException} that says nothing of the
 * user's exception. {@link #failure} reads the failure with Flink's class loader and the test's, so
 * that the user's exception is the headline under every launcher, as it is under Maven, and {@link
 * #clientReadsFailures} says when the client should not be asked for it.
 */
@API(status = INTERNAL)
public final class ClusterJob {

  private static final Duration REQUEST_TIMEOUT = Duration.ofSeconds(30);

  /** Reads the JobManager's answers; an {@code ObjectMapper} is safe to share once configured. */
  private static final ObjectMapper JSON = new ObjectMapper();

  /** The longest wait between two polls of {@link #awaitEnd}; the first are a few milliseconds. */
  static final Duration LONGEST_POLL = Duration.ofMillis(100);

  private final JobID id;
  private final URI resultAddress;
  private final HttpClient http;

  /** {@code id} on the cluster whose REST API is at {@code restAddress}. */
  ClusterJob(JobID id, String restAddress) {
    this.id = id;
    this.resultAddress = URI.create(restAddress + "/jobs/" + id + "/execution-result");
    this.http = HttpClient.newBuilder().connectTimeout(REQUEST_TIMEOUT).build();
  }

  /**
   * {@code job}, read through its cluster's REST API; empty when it is not a job on a cluster that
   * Flink's client reaches over REST (the embedded cluster's jobs are read in the JVM already).
   */
  public static Optional<ClusterJob> of(JobClient job) {
    try {
      return restAddress(job).map(address -> new ClusterJob(job.getJobID(), address));
    } catch (ReflectiveOperationException | RuntimeException e) {
      return Optional.empty();
    }
  }

  /**
   * The job's execution result once the job has ended, polling the JobManager a few milliseconds
   * apart at first and {@link #LONGEST_POLL} apart at most; empty when it has not ended within
   * {@code timeout}.
   *
   * @throws IOException when the JobManager cannot be asked or its answer read
   */
  public Optional<JsonNode> awaitEnd(Duration timeout) throws IOException, InterruptedException {
    long deadline = System.nanoTime() + timeout.toNanos();
    long pause = 2;
    while (true) {
      JsonNode answer = executionResult();
      if ("COMPLETED".equals(answer.path("status").path("id").asText())) {
        return Optional.of(answer.path("job-execution-result"));
      }
      long left = deadline - System.nanoTime();
      if (left <= 0) {
        return Optional.empty();
      }
      Thread.sleep(Math.min(pause, Math.max(1, left / 1_000_000)));
      pause = Math.min(pause * 2, LONGEST_POLL.toMillis());
    }
  }

  /** What the JobManager answers now for the job's execution result. */
  private JsonNode executionResult() throws IOException, InterruptedException {
    HttpResponse<String> response =
        http.send(
            HttpRequest.newBuilder(resultAddress).timeout(REQUEST_TIMEOUT).GET().build(),
            HttpResponse.BodyHandlers.ofString());
    if (response.statusCode() != 200) {
      throw new IOException(
          "The JobManager answered " + response.statusCode() + " for " + resultAddress);
    }
    return JSON.readTree(response.body());
  }

  /**
   * The failure of the job whose execution result ({@link #awaitEnd}) is {@code result}, as Flink's
   * client would have reported it (a {@code JobExecutionException} whose cause is the user's
   * exception), read with Flink's class loader and {@code userClasses}; empty when the job did not
   * fail or the result says nothing of why.
   */
  public Optional<Exception> failure(JsonNode result, ClassLoader userClasses) {
    JsonNode serialized = result.path("failure-cause").path("serialized-throwable");
    if (!serialized.isTextual()) {
      return Optional.empty();
    }
    try {
      SerializedThrowable failure =
          InstantiationUtil.deserializeObject(
              serialized.binaryValue(), ClusterJob.class.getClassLoader());
      return Optional.of(
          new JobExecutionException(
              id, "Job execution failed.", failure.deserializeError(userClasses)));
    } catch (IOException | ReflectiveOperationException | RuntimeException e) {
      return Optional.empty();
    }
  }

  /**
   * The job's failure, read now ({@link #failure}), when it failed and the cluster says why; empty
   * otherwise, or when the JobManager cannot be asked.
   */
  public Optional<Exception> failureNow(ClassLoader userClasses) {
    try {
      return failure(executionResult(), userClasses);
    } catch (IOException | RuntimeException e) {
      return Optional.empty();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return Optional.empty();
    }
  }

  /**
   * Whether Flink's client can read why a job failed: whether the JVM's system class loader, which
   * it reads the failure with, sees Flink.
   */
  public static boolean clientReadsFailures() {
    try {
      Class.forName(SerializedThrowable.class.getName(), false, ClassLoader.getSystemClassLoader());
      return true;
    } catch (ClassNotFoundException | LinkageError e) {
      return false;
    }
  }

  /** The JobManager's REST address, {@code http://127.0.0.1:8081}, from Flink's job client. */
  private static Optional<String> restAddress(JobClient job) throws ReflectiveOperationException {
    if (!(job instanceof ClusterClientJobClientAdapter<?>)) {
      return Optional.empty();
    }
    // Flink's adapter keeps its cluster client's provider private; it has no other accessor.
    Field field = ClusterClientJobClientAdapter.class.getDeclaredField("clusterClientProvider");
    field.setAccessible(true);
    ClusterClientProvider<?> provider = (ClusterClientProvider<?>) field.get(job);
    try (ClusterClient<?> client = provider.getClusterClient()) {
      return Optional.ofNullable(client.getWebInterfaceURL());
    }
  }

  /** The Flink job behind a detached run's result; empty for any other result. */
  public static Optional<JobClient> jobClient(PipelineResult result) {
    if (!(result instanceof FlinkDetachedRunnerResult)) {
      return Optional.empty();
    }
    try {
      Field field = FlinkDetachedRunnerResult.class.getDeclaredField("jobClient");
      field.setAccessible(true);
      return Optional.ofNullable((JobClient) field.get(result));
    } catch (ReflectiveOperationException | RuntimeException e) {
      return Optional.empty();
    }
  }
}
