package io.pipespec.runtime.explore;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.runtime.build.InputSources;
import io.pipespec.runtime.suite.InputSpec;
import java.util.ArrayList;
import java.util.List;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.testing.TestStream;
import org.apache.beam.sdk.transforms.Create;
import org.apache.beam.sdk.transforms.PTransform;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.values.PBegin;
import org.apache.beam.sdk.values.PCollection;
import org.apache.beam.sdk.values.TimestampedValue;
import org.apiguardian.api.API;

/**
 * What one input of a pipeline or job scenario delivers, cut where a runner may not reorder it: its
 * {@link Segment}s of elements, each between two advances of the watermark or of processing time,
 * and the advances themselves. A bounded input (values, {@code Create.Values}) is one segment with
 * no advance. Exploration arranges each segment anew and gives the input back as a source ({@link
 * #source}); the advances stay where they are.
 *
 * @param label how messages name the input: {@code "input 'scores'"}
 * @param coder the element coder
 * @param bounded whether the input is bounded (values), else a {@code TestStream}
 * @param parts the segments and advances, in order
 * @param <T> the element type
 */
@API(status = INTERNAL)
public record InputHistory<T>(String label, Coder<T> coder, boolean bounded, List<Part<T>> parts) {

  /** A segment of elements, or an advance between two segments. */
  public sealed interface Part<T> permits Segment, Advance {}

  /**
   * Elements that arrive between two advances, in the order and bundles written.
   *
   * @param bundles the bundles as written, each a non-empty list of elements
   */
  public record Segment<T>(List<List<TimestampedValue<T>>> bundles) implements Part<T> {
    public Segment {
      bundles = bundles.stream().map(List::copyOf).toList();
    }

    /** The elements in written order. */
    public List<TimestampedValue<T>> elements() {
      return bundles.stream().flatMap(List::stream).toList();
    }

    /** The arrangement as written: every element in order, cut where the bundles were. */
    public Arrangement written() {
      List<Integer> cuts = new ArrayList<>();
      int position = 0;
      for (int i = 0; i < bundles.size() - 1; i++) {
        position += bundles.get(i).size();
        cuts.add(position);
      }
      return Arrangement.inOrder(elements().size(), cuts);
    }
  }

  /** An advance of the watermark or of processing time, as the {@code TestStream} event it is. */
  public record Advance<T>(TestStream.Event<T> event) implements Part<T> {
    public Advance {
      requireNonNull(event, "event");
    }
  }

  public InputHistory {
    requireNonNull(label, "label");
    requireNonNull(coder, "coder");
    parts = List.copyOf(parts);
  }

  /**
   * The history of {@code input}, read from its declaration: the elements of its values or {@code
   * TestStream}. {@code scratch} gives the element coder of a {@code @Timeline} or of values from
   * its registries; nothing is applied to it that runs.
   */
  public static <T> InputHistory<T> of(String label, InputSpec<T> input, Pipeline scratch) {
    if (input.kind() == InputSpec.Kind.VALUES) {
      Create.Values<T> values = InputSources.values(input);
      Coder<T> coder = scratch.apply(values).getCoder();
      List<TimestampedValue<T>> elements = new ArrayList<>();
      for (T value : values.getElements()) {
        elements.add(TimestampedValue.of(value, BoundedWindow.TIMESTAMP_MIN_VALUE));
      }
      List<Part<T>> parts =
          elements.isEmpty() ? List.of() : List.of(new Segment<>(List.of(elements)));
      return new InputHistory<>(label, coder, true, parts);
    }
    input
        .timelineSteps()
        .flatMap(steps -> steps.retry())
        .ifPresent(
            retry -> {
              throw new IllegalArgumentException(
                  "the timeline of "
                      + label
                      + " writes `"
                      + retry.step()
                      + "`, which replays one failed attempt; exploration varies the run as"
                      + " written and tries retries itself, so it does not explore such a"
                      + " timeline. Remove @Explore from this scenario, or explore a copy of it"
                      + " without the step.");
            });
    TestStream<T> stream = InputSources.testStream(input, scratch);
    List<Part<T>> parts = new ArrayList<>();
    List<List<TimestampedValue<T>>> bundles = new ArrayList<>();
    for (TestStream.Event<T> event : stream.getEvents()) {
      if (event instanceof TestStream.ElementEvent<T> elements) {
        List<TimestampedValue<T>> bundle = new ArrayList<>();
        elements.getElements().forEach(bundle::add);
        if (!bundle.isEmpty()) {
          bundles.add(bundle);
        }
      } else {
        if (!bundles.isEmpty()) {
          parts.add(new Segment<>(bundles));
          bundles = new ArrayList<>();
        }
        parts.add(new Advance<>(event));
      }
    }
    if (!bundles.isEmpty()) {
      parts.add(new Segment<>(bundles));
    }
    return new InputHistory<>(label, stream.getValueCoder(), false, parts);
  }

  /** Whether the input advances processing time anywhere. */
  boolean advancesProcessingTime() {
    return parts.stream()
        .anyMatch(
            part ->
                part instanceof Advance<T> advance
                    && advance.event() instanceof TestStream.ProcessingTimeEvent);
  }

  /** The segments, in order. */
  public List<Segment<T>> segments() {
    List<Segment<T>> segments = new ArrayList<>();
    for (Part<T> part : parts) {
      if (part instanceof Segment<T> segment) {
        segments.add(segment);
      }
    }
    return segments;
  }

  /** The arrangement of every segment as written. */
  public List<Arrangement> written() {
    return segments().stream().map(Segment::written).toList();
  }

  /**
   * The bundles of each segment as {@code arrangements} (one per segment, in order) arrange them,
   * the advances between them kept.
   */
  public List<Part<T>> arranged(List<Arrangement> arrangements) {
    if (arrangements.size() != segments().size()) {
      throw new IllegalArgumentException(
          arrangements.size()
              + " arrangements for the "
              + segments().size()
              + " segments of "
              + label);
    }
    List<Part<T>> arranged = new ArrayList<>();
    int index = 0;
    for (Part<T> part : parts) {
      if (part instanceof Segment<T> segment) {
        arranged.add(new Segment<>(arrangements.get(index++).bundles(segment.elements())));
      } else {
        arranged.add(part);
      }
    }
    return arranged;
  }

  /** A source of this input with each segment as {@code arrangements} arrange it. */
  public PTransform<PBegin, PCollection<T>> source(List<Arrangement> arrangements) {
    List<Part<T>> arranged = arranged(arrangements);
    if (bounded) {
      List<List<TimestampedValue<T>>> bundles = new ArrayList<>();
      for (Part<T> part : arranged) {
        bundles.addAll(((Segment<T>) part).bundles());
      }
      return BundledSource.read(bundles, coder);
    }
    return testStream(arranged, coder);
  }

  /** The {@code TestStream} of {@code parts}: one {@code addElements} per bundle. */
  static <T> TestStream<T> testStream(List<Part<T>> parts, Coder<T> coder) {
    TestStream.Builder<T> builder = TestStream.create(coder);
    for (Part<T> part : parts) {
      if (part instanceof Segment<T> segment) {
        for (List<TimestampedValue<T>> bundle : segment.bundles()) {
          builder = builder.addElements(bundle.get(0), rest(bundle));
        }
      } else {
        TestStream.Event<T> event = ((Advance<T>) part).event();
        if (event instanceof TestStream.WatermarkEvent<T> watermark) {
          // The end of time is the builder's own last step, below.
          if (watermark.getWatermark().isBefore(BoundedWindow.TIMESTAMP_MAX_VALUE)) {
            builder = builder.advanceWatermarkTo(watermark.getWatermark());
          }
        } else if (event instanceof TestStream.ProcessingTimeEvent<T> processing) {
          builder = builder.advanceProcessingTime(processing.getProcessingTimeAdvance());
        }
      }
    }
    return builder.advanceWatermarkToInfinity();
  }

  @SuppressWarnings("unchecked") // an array of the list's own elements
  private static <T> TimestampedValue<T>[] rest(List<TimestampedValue<T>> bundle) {
    return bundle.subList(1, bundle.size()).toArray(TimestampedValue[]::new);
  }
}
