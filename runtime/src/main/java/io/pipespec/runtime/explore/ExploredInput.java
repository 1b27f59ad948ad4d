package io.pipespec.runtime.explore;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.beam.Times;
import io.pipespec.runtime.explore.InputHistory.Advance;
import io.pipespec.runtime.suite.FunctionTimeline;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.beam.sdk.testing.TestStream;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.values.TimestampedValue;
import org.apiguardian.api.API;
import org.jspecify.annotations.Nullable;

/**
 * One explored input as messages and a pasted scenario name it: its segments' elements and the
 * steps between them written as a {@code @Timeline} writes them, and the {@code UnderTest}
 * parameter it feeds (pipeline), the read it replaces (job), or neither (the timeline of a
 * function).
 *
 * @param label how messages name the input: {@code input 'scores'}
 * @param bounded whether the input is bounded values, one segment that messages call "the input"
 * @param parts its segments and the steps between them, in written order
 * @param parameter the {@code @UnderTest} parameter it feeds, for a pipeline scenario
 * @param replaces the read it replaces, for a job scenario, with the element type's class name
 */
@API(status = INTERNAL)
public record ExploredInput(
    String label,
    boolean bounded,
    List<Part> parts,
    Optional<String> parameter,
    Optional<Replaced> replaces) {

  /** The read of a job that an input replaces, and the class of its elements. */
  public record Replaced(String transform, String typeName) {}

  /** A segment of elements, or a step between two segments. */
  public sealed interface Part permits Segment, Boundary {}

  /**
   * Elements that arrive between two boundaries.
   *
   * @param elements the elements' texts in written order
   * @param written the arrangement as written: every element in order, cut where written
   * @param unpastable by index in written order, why an element cannot be written in a pasted
   *     {@code @Timeline}: it has no literal form, or an event time no timeline element can have
   */
  public record Segment(List<String> elements, Arrangement written, Map<Integer, String> unpastable)
      implements Part {
    public Segment {
      elements = List.copyOf(elements);
      requireNonNull(written, "written");
      unpastable = Map.copyOf(unpastable);
    }

    /** A segment whose every element a pasted timeline writes. */
    public Segment(List<String> elements, Arrangement written) {
      this(elements, written, Map.of());
    }
  }

  /**
   * A step that ends a segment: an advance of the watermark or processing time, or another step of
   * a function's timeline.
   *
   * @param step the step as a {@code @Timeline} writes it
   * @param written whether a pasted timeline writes it ({@code watermark end} of a {@code
   *     TestStream} is implied)
   * @param advance whether it advances the watermark or processing time, which messages name a
   *     segment by
   */
  public record Boundary(String step, boolean written, boolean advance) implements Part {
    public Boundary {
      requireNonNull(step, "step");
    }
  }

  public ExploredInput {
    requireNonNull(label, "label");
    parts = List.copyOf(parts);
    requireNonNull(parameter, "parameter");
    requireNonNull(replaces, "replaces");
  }

  /** The input of a pipeline or job that {@code history} reads. */
  static ExploredInput of(
      InputHistory<?> history, Optional<String> parameter, Optional<Replaced> replaces) {
    List<Part> parts = new ArrayList<>();
    for (InputHistory.Part<?> part : history.parts()) {
      if (part instanceof InputHistory.Segment<?> segment) {
        Map<Integer, String> unpastable = new HashMap<>();
        for (int i = 0; i < segment.elements().size(); i++) {
          int index = i;
          unpastable(segment.elements().get(i)).ifPresent(why -> unpastable.put(index, why));
        }
        parts.add(
            new Segment(
                segment.elements().stream().map(ExploredInput::element).toList(),
                segment.written(),
                unpastable));
      } else {
        String step = advance(((Advance<?>) part).event());
        parts.add(new Boundary(step, !step.equals("watermark end"), true));
      }
    }
    return new ExploredInput(history.label(), history.bounded(), parts, parameter, replaces);
  }

  /**
   * The timeline of a function: its elements' texts are the user's own steps; consecutive elements
   * are a segment, cut where a {@code "bundle"} step stands; every other step is a boundary.
   */
  static ExploredInput of(FunctionTimeline<?, ?, ?> timeline) {
    List<Part> parts = new ArrayList<>();
    List<String> elements = new ArrayList<>();
    List<Integer> cuts = new ArrayList<>();
    for (FunctionTimeline.Step<?, ?, ?> step : timeline.steps()) {
      switch (step.kind()) {
        case ELEMENT -> elements.add(step.source());
        case RETRY, RETRY_IN_FINISH_BUNDLE -> throw writtenRetry(timeline, step.source());
        case BUNDLE -> {
          if (!elements.isEmpty()) {
            cuts.add(elements.size());
          }
        }
        case ADVANCE, OTHER -> {
          if (!elements.isEmpty()) {
            parts.add(segment(elements, cuts));
            elements = new ArrayList<>();
            cuts = new ArrayList<>();
          }
          parts.add(
              new Boundary(step.source(), true, step.kind() == FunctionTimeline.Kind.ADVANCE));
        }
      }
    }
    if (!elements.isEmpty()) {
      parts.add(segment(elements, cuts));
    }
    return new ExploredInput(
        "the timeline of " + timeline.origin(), false, parts, Optional.empty(), Optional.empty());
  }

  /** Exploration's refusal of a timeline that writes a failed attempt. */
  static IllegalArgumentException writtenRetry(FunctionTimeline<?, ?, ?> timeline, String step) {
    return new IllegalArgumentException(
        "The timeline of "
            + timeline.origin()
            + " writes `"
            + step
            + "`, which replays one failed attempt; exploration varies the run as written and"
            + " tries retries itself, so it does not explore such a timeline yet. Remove @Explore"
            + " from this scenario, or explore a copy of it without the step.");
  }

  private static Segment segment(List<String> elements, List<Integer> cuts) {
    List<Integer> inside = cuts.stream().filter(cut -> cut < elements.size()).toList();
    return new Segment(elements, Arrangement.inOrder(elements.size(), inside));
  }

  /**
   * An element as a {@code @Timeline} step writes it, so that the processor reads back an equal
   * element: {@code blue=3 @ 2026-01-01T00:01Z}, {@code k='a)b' @ 2026-01-01T00:01Z}, {@code
   * 'watermark' @ 2026-01-01T00:01Z} ({@link ElementStep}).
   */
  public static String element(TimestampedValue<?> element) {
    return ElementStep.of(
        element.getValue(),
        element.getTimestamp().isAfter(BoundedWindow.TIMESTAMP_MIN_VALUE)
            ? Optional.of(Times.step(element.getTimestamp().getMillis()))
            : Optional.empty());
  }

  /**
   * {@code value} as an element step of a {@code @Timeline} writes it, without its event time: what
   * a generated scenario's shrunk input prints ({@code generate}).
   */
  public static String literal(@Nullable Object value) {
    return ElementStep.of(value, Optional.empty());
  }

  /**
   * Why {@code value} has no literal form a {@code @Timeline} step could hold; empty when it has.
   */
  public static Optional<String> noLiteral(@Nullable Object value) {
    return ElementStep.noLiteral(value);
  }

  /**
   * Why a pasted {@code @Timeline} cannot hold {@code element}: it has no literal form, or it is at
   * the end of time, where Beam's {@code TestStream} holds no element; empty when it can.
   */
  static Optional<String> unpastable(TimestampedValue<?> element) {
    if (!element.getTimestamp().isBefore(BoundedWindow.TIMESTAMP_MAX_VALUE)) {
      return Optional.of(
          "its event time is the end of time, and a timeline holds elements before it only");
    }
    return ElementStep.noLiteral(element.getValue());
  }

  /** An advance as a {@code @Timeline} step writes it: {@code watermark 2026-01-01T00:20Z}. */
  public static String advance(TestStream.Event<?> event) {
    if (event instanceof TestStream.WatermarkEvent<?> watermark) {
      return watermark.getWatermark().isBefore(BoundedWindow.TIMESTAMP_MAX_VALUE)
          ? "watermark " + Times.step(watermark.getWatermark().getMillis())
          : "watermark end";
    }
    if (event instanceof TestStream.ProcessingTimeEvent<?> processing) {
      return "processing +" + Times.duration(processing.getProcessingTimeAdvance());
    }
    return String.valueOf(event);
  }

  /** The segments, in order. */
  public List<Segment> segments() {
    List<Segment> segments = new ArrayList<>();
    for (Part part : parts) {
      if (part instanceof Segment segment) {
        segments.add(segment);
      }
    }
    return segments;
  }

  /** The arrangement of every segment as written. */
  public List<Arrangement> written() {
    return segments().stream().map(Segment::written).toList();
  }

  /** The texts of segment {@code segment}'s elements, in written order. */
  public List<String> elementTexts(int segment) {
    return segments().get(segment).elements();
  }

  /**
   * Where segment {@code segment} is, as a message says it: "the segment before {@code watermark
   * 00:10}", "the segment after {@code processing +5m}", or "the input" for a bounded one.
   */
  public String where(int segment) {
    if (bounded) {
      return "the input";
    }
    int seen = -1;
    for (int i = 0; i < parts.size(); i++) {
      if (parts.get(i) instanceof Segment && ++seen == segment) {
        for (int j = i + 1; j < parts.size(); j++) {
          if (parts.get(j) instanceof Boundary next && next.written()) {
            return "the segment before `" + next.step() + "`";
          }
        }
        for (int j = i - 1; j >= 0; j--) {
          if (parts.get(j) instanceof Boundary previous) {
            return "the segment after `" + previous.step() + "`";
          }
        }
        return "the timeline";
      }
    }
    return "segment " + (segment + 1);
  }
}
