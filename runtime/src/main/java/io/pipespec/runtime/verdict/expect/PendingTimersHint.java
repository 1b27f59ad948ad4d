package io.pipespec.runtime.verdict.expect;

import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.function.HarnessTimer;
import io.pipespec.function.StatefulFunctionHarness;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.apache.beam.sdk.state.TimeDomain;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apiguardian.api.API;

/**
 * The hint a failure of a function scenario ends with when timers are still pending: which ones,
 * and which step would fire them. A pipeline's bounded input ends with an implied {@code watermark
 * end}; a function's timeline does not, so a flush timer it never reaches is the usual reason for
 * output that did not arrive.
 */
@API(status = INTERNAL)
public final class PendingTimersHint {

  private PendingTimersHint() {}

  /** The hint for {@code harness}, or empty when no timer is pending. */
  public static Optional<String> of(StatefulFunctionHarness<?, ?, ?> harness) {
    List<? extends HarnessTimer<?>> pending = harness.getPendingTimers();
    if (pending.isEmpty()) {
      return Optional.empty();
    }
    StringBuilder hint = new StringBuilder("timers still pending when the timeline ended:");
    for (HarnessTimer<?> timer : pending) {
      hint.append("\n  ")
          .append(ExpectedTimer.of(timer))
          .append(timer.domain() == TimeDomain.EVENT_TIME ? "" : " (" + timer.domain() + ")");
    }
    boolean eventTime = pending.stream().anyMatch(t -> t.domain() == TimeDomain.EVENT_TIME);
    if (eventTime && harness.getWatermark().isBefore(BoundedWindow.TIMESTAMP_MAX_VALUE)) {
      hint.append(
          "\nthe watermark stopped at "
              + Rendering.timestamp(harness.getWatermark())
              + ": end the @Timeline with \"watermark end\" to fire every event-time timer and"
              + " expire every window, as a pipeline's bounded input does.");
    }
    List<String> processing =
        pending.stream()
            .filter(t -> t.domain() != TimeDomain.EVENT_TIME)
            .map(t -> Rendering.timestamp(t.timestamp()))
            .distinct()
            .collect(Collectors.toList());
    if (!processing.isEmpty()) {
      hint.append(
          "\nprocessing time stopped at "
              + Rendering.timestamp(harness.getProcessingTime())
              + ": a \"processing <duration>\" step past "
              + String.join(", ", processing)
              + " fires the processing-time timers.");
    }
    return Optional.of(hint.toString());
  }
}
