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
 * Why a job on a Flink cluster failed, read from the JobManager's REST API by Pipespec itself when
 * Flink's client could not read it.
 *
 * <p>Flink's REST client turns the failure of a job back into an exception with the JVM's system
 * class loader ({@code SerializedThrowableDeserializer}). Under the JUnit console launcher, which
 * puts the tests and Flink in a class loader of their own ({@code --class-path}), that loader does
 * not see Flink: the client fails with {@code ClassNotFoundException:
 * org.apache.flink.util.SerializedThrowable}, retries, and gives up with a {@code RetryException}
 * that says nothing of the user's exception. Pipespec then asks for the same result ({@code
 * /jobs/<id>/execution-result}) and reads the failure with Flink's class loader and the test's, so
 * that the user's exception is the headline under every launcher, as it is under Maven.
 */
@API(status = INTERNAL)
public final class FailedJobCause {

  private static final Duration REQUEST_TIMEOUT = Duration.ofSeconds(30);

  private FailedJobCause() {}

  /**
   * The failure of {@code job} as Flink's client would have reported it (a {@code
   * JobExecutionException} whose cause is the user's exception), when the job failed and the
   * cluster says why; empty otherwise.
   */
  public static Optional<Exception> of(JobClient job, ClassLoader userClasses) {
    try {
      Optional<String> address = restAddress(job);
      if (address.isEmpty()) {
        return Optional.empty();
      }
      HttpClient http = HttpClient.newBuilder().connectTimeout(REQUEST_TIMEOUT).build();
      HttpResponse<String> response =
          http.send(
              HttpRequest.newBuilder(
                      URI.create(address.get() + "/jobs/" + job.getJobID() + "/execution-result"))
                  .timeout(REQUEST_TIMEOUT)
                  .GET()
                  .build(),
              HttpResponse.BodyHandlers.ofString());
      JsonNode serialized =
          new ObjectMapper()
              .readTree(response.body())
              .path("job-execution-result")
              .path("failure-cause")
              .path("serialized-throwable");
      if (!serialized.isTextual()) {
        return Optional.empty();
      }
      SerializedThrowable failure =
          InstantiationUtil.deserializeObject(
              serialized.binaryValue(), FailedJobCause.class.getClassLoader());
      return Optional.of(
          new JobExecutionException(
              job.getJobID(), "Job execution failed.", failure.deserializeError(userClasses)));
    } catch (IOException | ReflectiveOperationException | RuntimeException e) {
      return Optional.empty();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return Optional.empty();
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
