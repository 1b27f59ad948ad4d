package io.pipespec.runtime.suite;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.function.StatefulFunctionHarness;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.values.KV;
import org.apiguardian.api.API;
import org.joda.time.Duration;
import org.joda.time.Instant;
import org.jspecify.annotations.Nullable;

/**
 * What a {@code @FunctionTest} scenario runs instead of a pipeline: how to make the harness of the
 * function under test, the scenario's base time, and the steps of its timeline, each resolved to
 * epoch milliseconds by the processor. Generated code builds it; the runtime drives a {@link
 * StatefulFunctionHarness} through the steps and then closes it.
 *
 * @param <K> the key type
 * @param <V> the value type
 * @param <OutputT> the main output type
 */
@API(status = INTERNAL)
public final class FunctionTimeline<K, V, OutputT> {

  /**
   * One step of the timeline.
   *
   * @param source the step as the user wrote it, for messages: {@code "watermark 3m"}
   * @param kind what the step is to bundles and to exploration
   */
  public record Step<K, V, OutputT>(
      String source, Kind kind, Consumer<StatefulFunctionHarness<K, V, OutputT>> action) {
    public Step {
      requireNonNull(source, "source");
      requireNonNull(kind, "kind");
      requireNonNull(action, "action");
    }
  }

  /**
   * What a step is to bundles and to exploration. Consecutive {@link #ELEMENT} steps are a
   * <em>segment</em>: they arrive in one bundle, as consecutive elements of a pipeline's {@code
   * Timeline} do on the DirectRunner, unless a {@link #BUNDLE} step cuts them; exploration may
   * reorder and re-cut the elements of a segment, never move one out of it.
   */
  public enum Kind {
    /** An element: it may arrive anywhere in its segment, in any bundle of it. */
    ELEMENT,
    /** {@code "bundle"}: the elements before and after it arrive in two bundles. */
    BUNDLE,
    /** An advance of the watermark or of processing time: it ends a segment. */
    ADVANCE,
    /** Any other step, which ends a segment too: it runs in a bundle of its own. */
    OTHER,
    /**
     * {@code "fail and retry"}: the bundle it stands in fails after the elements before it and is
     * retried whole on a fresh instance, the failed attempt's outputs, state and timer changes
     * discarded.
     */
    RETRY,
    /**
     * {@code "fail in @FinishBundle and retry"}: the bundle it ends fails in {@code @FinishBundle}.
     */
    RETRY_IN_FINISH_BUNDLE;

    /** Whether a step of this kind fails the attempt of its bundle. */
    public boolean retries() {
      return this == RETRY || this == RETRY_IN_FINISH_BUNDLE;
    }
  }

  /** The step that fails its bundle's attempt after the elements before it. */
  public static final String RETRY = "fail and retry";

  /** The step that fails its bundle's attempt in {@code @FinishBundle}. */
  public static final String RETRY_IN_FINISH_BUNDLE = "fail in @FinishBundle and retry";

  /**
   * The step of a retry cut in two ({@link #retryStep(int)}), followed by the number of elements of
   * the retry's first bundle: {@code "fail and retry, cut after 1"}, as a timeline or exploration
   * writes it.
   */
  public static final String RETRY_CUT = "fail and retry, cut after ";

  /**
   * A step that fails its bundle's attempt there, and whose retry delivers the bundle in two
   * bundles: its first {@code cutAfter} elements, then the rest; on the harness only.
   */
  public static <K, V, OutputT> Step<K, V, OutputT> retryStep(int cutAfter) {
    return new Step<>(RETRY_CUT + cutAfter, Kind.RETRY, harness -> {});
  }

  /** A step that fails its bundle's attempt: there, or in {@code @FinishBundle}. */
  public static <K, V, OutputT> Step<K, V, OutputT> retryStep(boolean inFinishBundle) {
    return new Step<>(
        inFinishBundle ? RETRY_IN_FINISH_BUNDLE : RETRY,
        inFinishBundle ? Kind.RETRY_IN_FINISH_BUNDLE : Kind.RETRY,
        harness -> {});
  }

  /**
   * How a run delivers the timeline to the harness: the steps in the order they run, grouped into
   * bundles, and whether each bundle gets a fresh instance of the function.
   *
   * @param bundles the steps in order, each inner list one bundle; a bundle of more than one step
   *     holds only elements, and at most one retry step after one of them; a {@code "bundle"} step
   *     alone runs nothing, so it makes no bundle
   * @param freshInstances whether each bundle gets a fresh copy of the function, {@code @Setup} and
   *     {@code @Teardown} run on it, instead of one instance for every bundle and key
   */
  public record Delivery<K, V, OutputT>(
      List<List<Step<K, V, OutputT>>> bundles, boolean freshInstances) {
    public Delivery {
      bundles = bundles.stream().map(List::copyOf).toList();
      for (List<Step<K, V, OutputT>> bundle : bundles) {
        long retries = bundle.stream().filter(s -> s.kind().retries()).count();
        if (bundle.isEmpty()
            || (bundle.size() > 1
                && bundle.stream().anyMatch(s -> s.kind() != Kind.ELEMENT && !s.kind().retries()))
            || retries > 1
            || (retries == 1 && bundle.get(0).kind().retries())) {
          throw new IllegalArgumentException(
              "A bundle holds one step, or elements and at most one retry step after one of them: "
                  + sources(bundle));
        }
      }
    }

    private static List<String> sources(List<? extends Step<?, ?, ?>> bundle) {
      return bundle.stream().map(Step::source).toList();
    }
  }

  private final String output;
  private final String origin;
  private final Supplier<StatefulFunctionHarness.Builder<K, V, OutputT>> harness;
  private final @Nullable Instant baseTime;
  private final List<Step<K, V, OutputT>> steps;
  private final List<TimeMark> timeMarks;

  private FunctionTimeline(Builder<K, V, OutputT> builder) {
    this.output = builder.output;
    this.origin = builder.origin;
    this.harness = builder.harness;
    this.baseTime = builder.baseTime;
    this.steps = Collections.unmodifiableList(new ArrayList<>(builder.steps));
    this.timeMarks = List.copyOf(builder.marks);
  }

  /**
   * Starts a timeline.
   *
   * @param output the name of the main output, which output expectations name
   * @param origin where the function comes from, for messages: {@code "SumPerKeyTest.sumPerKey()"}
   * @param harness a new, configured harness builder for each run
   */
  public static <K, V, OutputT> Builder<K, V, OutputT> builder(
      String output,
      String origin,
      Supplier<StatefulFunctionHarness.Builder<K, V, OutputT>> harness) {
    return new Builder<>(output, origin, harness);
  }

  /** The name of the main output. */
  public String output() {
    return output;
  }

  /** Where the function under test comes from. */
  public String origin() {
    return origin;
  }

  /** The scenario's {@code @BaseTime}, where processing time starts; empty for the epoch. */
  public Optional<Instant> baseTime() {
    return Optional.ofNullable(baseTime);
  }

  /**
   * A new, configured builder of the harness, whose processing time starts at the base time;
   * {@code @Setup} runs when it is built.
   */
  public StatefulFunctionHarness.Builder<K, V, OutputT> newHarness() {
    StatefulFunctionHarness.Builder<K, V, OutputT> builder = harness.get();
    if (builder == null) {
      throw new IllegalStateException(
          "The harness of " + origin + " was null; regenerate the suite (mvn clean test-compile).");
    }
    return baseTime == null ? builder : builder.withBaseTime(baseTime);
  }

  /** The steps of the timeline, in order. */
  public List<Step<K, V, OutputT>> steps() {
    return steps;
  }

  /**
   * The timeline's event and processing times, as a report draws a pipeline's {@code @Timeline}:
   * each run of consecutive elements one batch (at its latest timestamp), each watermark and
   * processing-time step; the final watermark to the end of time left out, as a {@code
   * TestStream}'s is.
   */
  public List<TimeMark> timeMarks() {
    return timeMarks;
  }

  /**
   * The timeline as written: each run of consecutive elements in one bundle, cut where a {@code
   * "bundle"} step stands (kept alone in its place, where it runs nothing); every other step in a
   * bundle of its own (as the harness runs a call made outside {@code startBundle()}); one instance
   * of the function for every bundle and key.
   */
  public Delivery<K, V, OutputT> asWritten() {
    List<List<Step<K, V, OutputT>>> bundles = new ArrayList<>();
    List<Step<K, V, OutputT>> elements = new ArrayList<>();
    for (Step<K, V, OutputT> step : steps) {
      if (step.kind() == Kind.ELEMENT || step.kind().retries()) {
        // A retry step stands inside its bundle, among the elements (the processor checks where).
        elements.add(step);
        continue;
      }
      if (!elements.isEmpty()) {
        bundles.add(elements);
        elements = new ArrayList<>();
      }
      // A "bundle" step runs nothing; it stays in its place so that a trace of the run lists
      // every written step.
      bundles.add(List.of(step));
    }
    if (!elements.isEmpty()) {
      bundles.add(elements);
    }
    return new Delivery<>(bundles, false);
  }

  @Override
  public String toString() {
    return "function " + origin + ", " + steps.size() + " steps";
  }

  /** Builds the timeline step by step, in the order the user wrote it. */
  public static final class Builder<K, V, OutputT> {
    private final String output;
    private final String origin;
    private final Supplier<StatefulFunctionHarness.Builder<K, V, OutputT>> harness;
    private @Nullable Instant baseTime;
    private final List<Step<K, V, OutputT>> steps = new ArrayList<>();
    private final List<TimeMark> marks = new ArrayList<>();

    /** Whether the last step was an element, whose batch the next element joins. */
    private boolean inBatch;

    /** The harness's processing time after the steps so far, once a step has set it. */
    private @Nullable Long processingTime;

    private Builder(
        String output,
        String origin,
        Supplier<StatefulFunctionHarness.Builder<K, V, OutputT>> harness) {
      this.output = requireNonNull(output, "output");
      this.origin = requireNonNull(origin, "origin");
      this.harness = requireNonNull(harness, "harness");
    }

    /**
     * The scenario's {@code @BaseTime} in epoch milliseconds: the harness's processing time starts
     * there, as the times of the steps and expectations (resolved by the processor) count from it.
     * Without it, processing time starts at the epoch.
     */
    public Builder<K, V, OutputT> baseTime(long epochMillis) {
      this.baseTime = Instant.ofEpochMilli(epochMillis);
      return this;
    }

    /** Processes {@code element} with the event timestamp {@code timestampMillis}. */
    public Builder<K, V, OutputT> element(String source, KV<K, V> element, long timestampMillis) {
      Instant timestamp = Instant.ofEpochMilli(timestampMillis);
      markElement(timestampMillis);
      return step(source, Kind.ELEMENT, harness -> harness.processElement(element, timestamp));
    }

    /** Processes {@code element} at the minimum timestamp, as {@code Create} does. */
    public Builder<K, V, OutputT> element(String source, KV<K, V> element) {
      markElement(BoundedWindow.TIMESTAMP_MIN_VALUE.getMillis());
      return step(source, Kind.ELEMENT, harness -> harness.processElement(element));
    }

    /**
     * {@code "bundle"}: the elements before this step and after it arrive in two bundles; it runs
     * nothing itself.
     */
    public Builder<K, V, OutputT> bundle(String source) {
      return step(source, Kind.BUNDLE, harness -> {});
    }

    /** Sets the watermark, firing due event-time timers. */
    public Builder<K, V, OutputT> watermark(String source, long millis) {
      Instant watermark = Instant.ofEpochMilli(millis);
      marks.add(new TimeMark(TimeMark.Kind.WATERMARK, millis, 0));
      return step(source, Kind.ADVANCE, harness -> harness.setWatermark(watermark));
    }

    /** Moves the watermark to the end of time: every timer fires, every window expires. */
    public Builder<K, V, OutputT> watermarkToEnd(String source) {
      return step(source, Kind.ADVANCE, StatefulFunctionHarness::advanceWatermarkToInfinity);
    }

    /** Sets processing time, firing due processing-time timers. */
    public Builder<K, V, OutputT> processingTime(String source, long millis) {
      Instant time = Instant.ofEpochMilli(millis);
      markProcessing(millis - now());
      return step(source, Kind.ADVANCE, harness -> harness.setProcessingTime(time));
    }

    /** Advances processing time, firing due processing-time timers. */
    public Builder<K, V, OutputT> advanceProcessingTime(String source, long millis) {
      Duration duration = Duration.millis(millis);
      markProcessing(millis);
      return step(source, Kind.ADVANCE, harness -> harness.advanceProcessingTime(duration));
    }

    /**
     * {@code "fail and retry"} or {@code "fail in @FinishBundle and retry"}: the bundle of the
     * elements before it fails there and is retried whole.
     */
    public Builder<K, V, OutputT> retry(boolean inFinishBundle) {
      steps.add(retryStep(inFinishBundle));
      return this;
    }

    /**
     * {@code "fail and retry, cut after N"}: the bundle of the elements before it fails there and
     * is retried cut in two bundles, its first {@code cutAfter} elements and the rest.
     */
    public Builder<K, V, OutputT> retry(int cutAfter) {
      steps.add(retryStep(cutAfter));
      return this;
    }

    /** Any other step: it ends a segment and runs in a bundle of its own. */
    public Builder<K, V, OutputT> step(
        String source, Consumer<StatefulFunctionHarness<K, V, OutputT>> action) {
      return step(source, Kind.OTHER, action);
    }

    private Builder<K, V, OutputT> step(
        String source, Kind kind, Consumer<StatefulFunctionHarness<K, V, OutputT>> action) {
      steps.add(new Step<>(source, kind, action));
      inBatch = kind == Kind.ELEMENT;
      return this;
    }

    /** An element at {@code millis}: a batch of its own, or one more of the batch before it. */
    private void markElement(long millis) {
      if (inBatch && !marks.isEmpty()) {
        TimeMark batch = marks.remove(marks.size() - 1);
        marks.add(
            new TimeMark(
                TimeMark.Kind.ELEMENTS, Math.max(batch.millis(), millis), batch.count() + 1));
      } else {
        marks.add(new TimeMark(TimeMark.Kind.ELEMENTS, millis, 1));
      }
    }

    /** Processing time advanced by {@code advance}. */
    private void markProcessing(long advance) {
      marks.add(new TimeMark(TimeMark.Kind.PROCESSING, advance, 0));
      processingTime = now() + advance;
    }

    /** The harness's processing time now: where the last step left it, or the base time. */
    private long now() {
      if (processingTime != null) {
        return processingTime;
      }
      return baseTime == null ? 0 : baseTime.getMillis();
    }

    public FunctionTimeline<K, V, OutputT> build() {
      return new FunctionTimeline<>(this);
    }
  }
}
