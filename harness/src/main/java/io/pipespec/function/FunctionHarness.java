package io.pipespec.function;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.STABLE;

import io.pipespec.beam.DeclaredMetrics;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.metrics.MetricQueryResults;
import org.apache.beam.sdk.state.TimeDomain;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.reflect.DoFnSignatures;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.transforms.windowing.PaneInfo;
import org.apache.beam.sdk.values.TimestampedValue;
import org.apache.beam.sdk.values.TupleTag;
import org.apache.beam.sdk.values.WindowingStrategy;
import org.apiguardian.api.API;
import org.joda.time.Duration;
import org.joda.time.Instant;
import org.jspecify.annotations.Nullable;

/**
 * Runs one {@link DoFn} directly, element by element, on Beam's runner-core {@code
 * SimpleDoFnRunner}: the white-box test harness {@code DoFnTester} used to be, with windows, panes,
 * side inputs, additional outputs, bundles and the lifecycle a runner gives a function.
 *
 * <p>This class runs functions that use neither state nor timers; for a keyed, stateful or
 * timer-using {@code DoFn<KV<K, V>, OutputT>} use {@link StatefulFunctionHarness}, which adds state
 * and timer access to everything here.
 *
 * <pre>{@code
 * try (FunctionHarness<String, Integer> harness =
 *     FunctionHarness.forDoFn(new ParseScores())
 *         .withWindowFn(FixedWindows.of(Duration.standardMinutes(1)))
 *         .withAdditionalOutput(ParseScores.REJECTED)
 *         .build()) {
 *   harness.processElement("blue,12", Instant.parse("2025-01-01T00:00:10Z"));
 *   harness.processElement("nonsense");
 *   assertThat(harness.getOutputValues()).containsExactly(12);
 *   assertThat(harness.getOutputValues(ParseScores.REJECTED)).containsExactly("nonsense");
 * }
 * }</pre>
 *
 * <p><b>Bundles.</b> Every call that runs the function ({@code processElement}, {@code
 * setWatermark}, {@code advanceProcessingTime}, ...) runs in a bundle of its own:
 * {@code @StartBundle} before, {@code @FinishBundle} after, so what {@code @FinishBundle} emits is
 * visible when the call returns. To put several calls in one bundle, call {@link #startBundle()}
 * first and {@link #finishBundle()} after. {@code @Setup} runs in {@code build()},
 * {@code @Teardown} in {@link #close()}.
 *
 * <p><b>Not thread-safe.</b> A harness is meant for one test on one thread.
 *
 * @param <InputT> the function's input type
 * @param <OutputT> the function's main output type
 */
@API(status = STABLE)
public class FunctionHarness<InputT, OutputT> implements AutoCloseable {

  static final String DEFAULT_INPUT = "input";

  /**
   * Starts building a harness for a {@code DoFn} that uses neither state nor timers.
   *
   * @throws IllegalArgumentException if the function declares state or timers
   */
  public static <InputT, OutputT> Builder<InputT, OutputT> forDoFn(DoFn<InputT, OutputT> fn) {
    return new Builder<>(fn);
  }

  /** Builds a {@link FunctionHarness}; see {@link HarnessBuilder} for the shared settings. */
  public static final class Builder<InputT, OutputT>
      extends HarnessBuilder<InputT, OutputT, Builder<InputT, OutputT>> {

    private @Nullable Coder<InputT> inputCoder;

    private Builder(DoFn<InputT, OutputT> fn) {
      super(fn);
    }

    /** The coder of the input; default: inferred from the function's input type. */
    public Builder<InputT, OutputT> withInputCoder(Coder<InputT> inputCoder) {
      this.inputCoder = requireNonNull(inputCoder, "inputCoder");
      return this;
    }

    /** Builds the harness and calls the function's {@code @Setup}. */
    public FunctionHarness<InputT, OutputT> build() {
      if (HarnessSetup.isStateful(DoFnSignatures.getSignature(fn.getClass()))) {
        throw new IllegalArgumentException(
            fn.getClass().getName()
                + " uses state or timers, which Beam only allows on keyed input. Test it with"
                + " StatefulFunctionHarness.forKeyedDoFn(fn).");
      }
      HarnessSetup<InputT, OutputT> setup =
          new HarnessSetup<>(
              this,
              givenOrInferred(inputCoder, fn.getInputTypeDescriptor(), "input", "withInputCoder"));
      return new FunctionHarness<>(setup, new HarnessClock(setup), new NoKeys<>(setup.fnName));
    }
  }

  final HarnessSetup<InputT, OutputT> setup;
  final HarnessClock clock;
  final Keying<InputT> keying;
  final RecordedOutput output;
  final DoFnDriver<InputT, OutputT> driver;
  private final List<TimestampedValue<InputT>> dropped = new ArrayList<>();

  /** The open bundle attempt that may still fail, if any. */
  @Nullable BundleAttempt attempt;

  /** The harness of {@code setup}, keyed by {@code keying}; calls the function's {@code @Setup}. */
  FunctionHarness(HarnessSetup<InputT, OutputT> setup, HarnessClock clock, Keying<InputT> keying) {
    this.setup = setup;
    this.clock = clock;
    this.keying = keying;
    this.output = new RecordedOutput(setup);
    this.driver = new DoFnDriver<>(setup, keying.stepContext(), output);
  }

  // ---------------------------------------------------------------- elements

  /** Processes one element at the minimum timestamp, as {@code Create} without timestamps gives. */
  public void processElement(InputT element) {
    processElement(element, BoundedWindow.TIMESTAMP_MIN_VALUE);
  }

  /**
   * Processes one element with an event timestamp; its windows are assigned by the harness's {@link
   * org.apache.beam.sdk.transforms.windowing.WindowFn}. An element in a window that has already
   * expired (its end plus allowed lateness is before the watermark) is dropped by a stateful
   * function, as Beam drops it; see {@link #getDroppedElements()}.
   */
  public void processElement(InputT element, Instant timestamp) {
    driver.checkOpen("processElement");
    requireNonNull(timestamp, "timestamp");
    InputT copy = HarnessSetup.copyThroughCoder(setup.inputCoder, element, "input element");
    Collection<BoundedWindow> windows = setup.assignWindows(copy, timestamp);
    for (BoundedWindow window : windows) {
      if (keying.dropsExpired(window, clock.watermark())) {
        dropped.add(TimestampedValue.of(element, timestamp));
      }
    }
    driver.inBundle(
        () -> {
          keying.enter(copy, windows);
          RunnerCoreElements.ofRunningBeam()
              .processElement(driver.runner(), copy, timestamp, windows, PaneInfo.NO_FIRING);
        });
  }

  /** Processes a timestamped element. */
  public void processElement(TimestampedValue<InputT> element) {
    processElement(element.getValue(), element.getTimestamp());
  }

  /** Processes elements at the minimum timestamp, one after another, in one bundle. */
  public void processElements(Iterable<? extends InputT> elements) {
    driver.checkOpen("processElements");
    driver.inBundle(
        () -> {
          for (InputT element : elements) {
            processElement(element);
          }
        });
  }

  /** Processes timestamped elements, one after another, in one bundle. */
  public void processTimestampedElements(Iterable<TimestampedValue<InputT>> elements) {
    driver.checkOpen("processTimestampedElements");
    driver.inBundle(
        () -> {
          for (TimestampedValue<InputT> element : elements) {
            processElement(element);
          }
        });
  }

  /**
   * Elements a stateful function never saw because their window had expired when they arrived (Beam
   * counts them in the {@code StatefulParDoDropped} counter), one entry per expired window.
   */
  public List<TimestampedValue<InputT>> getDroppedElements() {
    return Collections.unmodifiableList(new ArrayList<>(dropped));
  }

  // ---------------------------------------------------------------- time

  /**
   * Moves the watermark of every input to {@code newWatermark} and fires, in timestamp order, every
   * event-time timer it passes, including timers those timers set. A timer fires once the watermark
   * is past its timestamp (as in Beam's {@code InMemoryTimerInternals}). When the watermark passes
   * the end of a window plus the allowed lateness, the window expires: {@code @OnWindowExpiration}
   * runs for every key with state in it, then its state is cleared.
   *
   * @throws IllegalStateException if the watermark would move backwards
   */
  public void setWatermark(Instant newWatermark) {
    driver.checkOpen("setWatermark");
    requireNonNull(newWatermark, "newWatermark");
    if (clock.setWatermark(newWatermark)) {
      watermarkAdvanced();
    }
  }

  /**
   * Moves the watermark of one named input (see {@link HarnessBuilder#withInputs}); the watermark
   * the function sees is the minimum over all inputs, so timers fire only when that minimum
   * advances.
   */
  public void setInputWatermark(String input, Instant newWatermark) {
    driver.checkOpen("setInputWatermark");
    requireNonNull(newWatermark, "newWatermark");
    if (clock.setInputWatermark(input, newWatermark)) {
      watermarkAdvanced();
    }
  }

  private void watermarkAdvanced() {
    keying.watermarkAdvanced(clock.watermark());
    driver.inBundle(() -> keying.fireDue(TimeDomain.EVENT_TIME, driver.runner()));
  }

  /**
   * Moves the watermark to the end of time, as a bounded source does when it is exhausted: every
   * event-time timer fires and every window, the global one included, expires.
   */
  public void advanceWatermarkToInfinity() {
    setWatermark(BoundedWindow.TIMESTAMP_MAX_VALUE);
  }

  /** The watermark the function sees: the minimum of its inputs' watermarks. */
  public Instant getWatermark() {
    return clock.watermark();
  }

  /** The watermark of one named input. */
  public Instant getInputWatermark(String input) {
    return clock.inputWatermark(input);
  }

  /**
   * Advances processing time by {@code duration} and fires, in timestamp order, every processing
   * time timer it passes, including timers those timers set.
   */
  public void advanceProcessingTime(Duration duration) {
    setProcessingTime(clock.processingTimeAfter(duration));
  }

  /**
   * Sets processing time and fires every processing-time timer whose time has passed.
   *
   * @throws IllegalStateException if processing time would move backwards
   */
  public void setProcessingTime(Instant newProcessingTime) {
    driver.checkOpen("setProcessingTime");
    clock.setProcessingTime(newProcessingTime);
    keying.processingTimeAdvanced(clock.processingTime());
    driver.inBundle(
        () -> {
          keying.fireDue(TimeDomain.PROCESSING_TIME, driver.runner());
          keying.fireDue(TimeDomain.SYNCHRONIZED_PROCESSING_TIME, driver.runner());
        });
  }

  /** The current processing time. */
  public Instant getProcessingTime() {
    return clock.processingTime();
  }

  // ---------------------------------------------------------------- output

  /** Everything emitted to the main output so far, in emission order. */
  public List<OutputElement<OutputT>> getOutput() {
    return getOutput(setup.mainOutputTag);
  }

  /** The values emitted to the main output so far, in emission order. */
  public List<OutputT> getOutputValues() {
    return getOutputValues(setup.mainOutputTag);
  }

  /** Everything emitted to one output so far, in emission order. */
  public <T> List<OutputElement<T>> getOutput(TupleTag<T> tag) {
    return output.of(tag);
  }

  /** The values emitted to one output so far, in emission order. */
  public <T> List<T> getOutputValues(TupleTag<T> tag) {
    return getOutput(tag).stream().map(OutputElement::value).toList();
  }

  /** Everything emitted to any output so far, in emission order. */
  public List<OutputElement<?>> getAllOutput() {
    return output.all();
  }

  /** Forgets the output recorded so far, of every tag. */
  public void clearOutput() {
    output.clear();
  }

  /** The tag of the main output. */
  public TupleTag<OutputT> mainOutputTag() {
    return setup.mainOutputTag;
  }

  /** The coder the main output is recorded with: given to the builder, or inferred. */
  public Coder<OutputT> getOutputCoder() {
    // The setup has a coder for every output, the main one first.
    return requireNonNull(output.coder(setup.mainOutputTag), "main output coder");
  }

  /** The windowing strategy elements are assigned windows with: the builder's window function. */
  public WindowingStrategy<?, ?> getWindowingStrategy() {
    return setup.windowingStrategy;
  }

  // ---------------------------------------------------------------- metrics

  /**
   * The value of a Beam counter the function (or runner-core) incremented, 0 if never; for example
   * {@code getCounter(StatefulDoFnRunner.class.getName(), "StatefulParDoDropped")}.
   */
  public long getCounter(String namespace, String name) {
    return driver.counter(namespace, name);
  }

  /**
   * Every counter, distribution and gauge the function (or runner-core) reported, with the
   * function's name as their step; attempted values only, since a harness commits nothing.
   */
  public MetricQueryResults getMetrics() {
    return driver.metricResults();
  }

  /**
   * The metrics the function declares in fields, with the function's name as their step, as {@link
   * #getMetrics()} names it: what lets an expectation tell a metric that saw nothing from a
   * misspelled one.
   */
  @API(status = API.Status.INTERNAL)
  public List<DeclaredMetrics.Declared> declaredMetrics() {
    return DeclaredMetrics.of(setup.fn, setup.fnName);
  }

  // ---------------------------------------------------------------- lifecycle

  /**
   * Starts a bundle that lasts until {@link #finishBundle()}: every call in between runs in it, so
   * {@code @FinishBundle} runs once for all of them.
   */
  public void startBundle() {
    driver.startBundle();
  }

  /**
   * Starts a bundle, as {@link #startBundle()} does, as an attempt that may fail and be retried:
   * see {@link BundleAttempt}.
   *
   * @throws IllegalStateException after {@code withoutCopyingFn()}: a retry runs on a fresh copy
   */
  @API(status = API.Status.EXPERIMENTAL)
  public BundleAttempt startAttempt() {
    attempt = BundleAttempt.start(this);
    return attempt;
  }

  /** Finishes the bundle {@link #startBundle()} opened, calling {@code @FinishBundle}. */
  public void finishBundle() {
    if (attempt != null) {
      attempt.committed(); // its effects, @FinishBundle's too, stay unmarked: it did not fail
    }
    attempt = null;
    keying.commitAttempt();
    driver.finishBundle();
  }

  /**
   * Finishes an open bundle and calls the function's {@code @Teardown}. Pending timers do not fire
   * (call {@link #advanceWatermarkToInfinity()} first to end event time as a bounded pipeline
   * would). Calling it again does nothing.
   */
  @Override
  public void close() {
    driver.close();
  }

  /** Whether {@link #close()} was called. */
  public boolean isClosed() {
    return driver.isClosed();
  }
}
