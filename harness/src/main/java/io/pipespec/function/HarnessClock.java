package io.pipespec.function;

import io.pipespec.beam.Times;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.joda.time.Duration;
import org.joda.time.Instant;

/**
 * The time a harness's function sees: the watermark of each named input, the effective watermark
 * (their minimum), and processing time. Both only move forward; moving them is what makes timers
 * due, which the harness then fires.
 */
final class HarnessClock {

  private final Map<String, Instant> inputWatermarks = new LinkedHashMap<>();
  private Instant watermark = BoundedWindow.TIMESTAMP_MIN_VALUE;
  private Instant processingTime;

  /** The clock at the start: every input of {@code setup} at the minimum, its processing time. */
  HarnessClock(HarnessSetup<?, ?> setup) {
    for (String input : setup.inputs) {
      inputWatermarks.put(input, BoundedWindow.TIMESTAMP_MIN_VALUE);
    }
    this.processingTime = setup.processingTime;
  }

  /** The watermark the function sees: the minimum of its inputs' watermarks. */
  Instant watermark() {
    return watermark;
  }

  Instant processingTime() {
    return processingTime;
  }

  /** The watermark of one named input. */
  Instant inputWatermark(String input) {
    Instant at = inputWatermarks.get(input);
    if (at == null) {
      throw new IllegalArgumentException(
          "The harness has no input '" + input + "'; its inputs are " + inputWatermarks.keySet());
    }
    return at;
  }

  /** Moves the watermark of every input; whether the effective watermark advanced. */
  boolean setWatermark(Instant newWatermark) {
    inputWatermarks.forEach((input, at) -> checkForward(input, at, newWatermark));
    inputWatermarks.replaceAll((input, at) -> newWatermark);
    return advanceEffectiveWatermark();
  }

  /** Moves the watermark of one input; whether the effective watermark advanced. */
  boolean setInputWatermark(String input, Instant newWatermark) {
    Instant at = inputWatermarks.get(input);
    if (at == null) {
      throw new IllegalArgumentException(
          "The harness has no input '"
              + input
              + "'; its inputs are "
              + inputWatermarks.keySet()
              + ". Name the inputs with withInputs(...) on the builder.");
    }
    checkForward(input, at, newWatermark);
    inputWatermarks.put(input, newWatermark);
    return advanceEffectiveWatermark();
  }

  /**
   * Sets processing time.
   *
   * @throws IllegalStateException if processing time would move backwards
   */
  void setProcessingTime(Instant newProcessingTime) {
    if (newProcessingTime.isBefore(processingTime)) {
      throw new IllegalStateException(
          "Processing time cannot move backwards: it is at "
              + processingTime
              + " and setProcessingTime asked for "
              + newProcessingTime
              + ". Start the harness earlier with withProcessingTime(...) on the builder.");
    }
    processingTime = newProcessingTime;
  }

  /** Processing time {@code duration} from now. */
  Instant processingTimeAfter(Duration duration) {
    if (duration.isShorterThan(Duration.ZERO)) {
      throw new IllegalArgumentException(
          "Processing time cannot move backwards; advanceProcessingTime got "
              + Times.duration(duration)
              + ".");
    }
    long end = BoundedWindow.TIMESTAMP_MAX_VALUE.getMillis();
    if (duration.getMillis() > end - processingTime.getMillis()) {
      throw new IllegalArgumentException(
          "advanceProcessingTime("
              + Times.duration(duration)
              + ") would pass the end of time (BoundedWindow.TIMESTAMP_MAX_VALUE) from processing"
              + " time "
              + processingTime
              + "; advance by less.");
    }
    return processingTime.plus(duration);
  }

  private void checkForward(String input, Instant at, Instant newWatermark) {
    if (newWatermark.isBefore(at)) {
      throw new IllegalStateException(
          "The watermark cannot move backwards: "
              + (inputWatermarks.size() > 1 ? "input '" + input + "' is" : "it is")
              + " at "
              + at
              + " and setWatermark asked for "
              + newWatermark
              + ". Beam watermarks only advance; to test late data, process an element with a"
              + " timestamp behind the watermark instead.");
    }
    if (newWatermark.isAfter(BoundedWindow.TIMESTAMP_MAX_VALUE)) {
      throw new IllegalArgumentException(
          "A watermark cannot pass BoundedWindow.TIMESTAMP_MAX_VALUE; use"
              + " advanceWatermarkToInfinity() to end event time.");
    }
  }

  private boolean advanceEffectiveWatermark() {
    Instant minimum = Collections.min(inputWatermarks.values());
    if (!minimum.isAfter(watermark)) {
      return false;
    }
    watermark = minimum;
    return true;
  }
}
