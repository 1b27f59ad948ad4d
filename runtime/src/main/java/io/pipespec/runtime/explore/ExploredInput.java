package io.pipespec.runtime.explore;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.runtime.expect.ElementTexts;
import io.pipespec.runtime.explore.InputHistory.Advance;
import io.pipespec.runtime.explore.InputHistory.Part;
import io.pipespec.runtime.explore.InputHistory.Segment;
import io.pipespec.runtime.scope.Times;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.apache.beam.sdk.testing.TestStream;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.values.TimestampedValue;
import org.apiguardian.api.API;

/**
 * One explored input with what a message or a pasted scenario needs to name it: the {@code
 * UnderTest} parameter it feeds (pipeline), the read it replaces (job), or neither (the timeline of
 * a function), and its steps written as a {@code @Timeline} writes them.
 *
 * @param history what the input delivers, cut into segments
 * @param parameter the {@code @UnderTest} parameter it feeds, for a pipeline scenario
 * @param replaces the read it replaces, for a job scenario, with the element type's class name
 */
@API(status = INTERNAL)
public record ExploredInput(
    InputHistory<?> history, Optional<String> parameter, Optional<Replaced> replaces) {

  /** The read of a job that an input replaces, and the class of its elements. */
  public record Replaced(String transform, String typeName) {}

  public ExploredInput {
    requireNonNull(history, "history");
    requireNonNull(parameter, "parameter");
    requireNonNull(replaces, "replaces");
  }

  /** An element as a {@code @Timeline} step writes it: {@code blue=3 @ 2026-01-01T00:01Z}. */
  public static String element(TimestampedValue<?> element) {
    String value = ElementTexts.of(element.getValue(), Integer.MAX_VALUE);
    return element.getTimestamp().isAfter(BoundedWindow.TIMESTAMP_MIN_VALUE)
        ? value + " @ " + Times.instant(element.getTimestamp().getMillis())
        : value;
  }

  /** An advance as a {@code @Timeline} step writes it: {@code watermark 2026-01-01T00:20Z}. */
  public static String advance(TestStream.Event<?> event) {
    if (event instanceof TestStream.WatermarkEvent<?> watermark) {
      return watermark.getWatermark().isBefore(BoundedWindow.TIMESTAMP_MAX_VALUE)
          ? "watermark " + Times.instant(watermark.getWatermark().getMillis())
          : "watermark end";
    }
    if (event instanceof TestStream.ProcessingTimeEvent<?> processing) {
      return "processing +" + Times.duration(processing.getProcessingTimeAdvance());
    }
    return String.valueOf(event);
  }

  /** The texts of segment {@code segment}'s elements, in written order. */
  public List<String> elementTexts(int segment) {
    return history.segments().get(segment).elements().stream().map(ExploredInput::element).toList();
  }

  /**
   * Where segment {@code segment} is, as a message says it: "the segment before {@code watermark
   * 00:10}", "the segment after {@code processing +5m}", or "the input" for a bounded one.
   */
  public String where(int segment) {
    if (history.bounded()) {
      return "the input";
    }
    List<Part<?>> parts = new ArrayList<>(history.parts());
    int seen = -1;
    for (int i = 0; i < parts.size(); i++) {
      if (parts.get(i) instanceof Segment<?> && ++seen == segment) {
        for (int j = i + 1; j < parts.size(); j++) {
          if (parts.get(j) instanceof Advance<?> next
              && !advance(next.event()).equals("watermark end")) {
            return "the segment before `" + advance(next.event()) + "`";
          }
        }
        for (int j = i - 1; j >= 0; j--) {
          if (parts.get(j) instanceof Advance<?> previous) {
            return "the segment after `" + advance(previous.event()) + "`";
          }
        }
        return "the timeline";
      }
    }
    return "segment " + (segment + 1);
  }

  /** How messages name the input: {@code input 'scores'}. */
  public String label() {
    return history.label();
  }
}
