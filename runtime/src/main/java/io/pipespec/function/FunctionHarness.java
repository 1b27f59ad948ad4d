package io.pipespec.function;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.apache.beam.runners.core.DoFnRunner;
import org.apache.beam.runners.core.DoFnRunners;
import org.apache.beam.runners.core.InMemoryStateInternals;
import org.apache.beam.runners.core.LateDataUtils;
import org.apache.beam.runners.core.StateInternals;
import org.apache.beam.runners.core.StateNamespace;
import org.apache.beam.runners.core.StateNamespaces;
import org.apache.beam.runners.core.StateTag;
import org.apache.beam.runners.core.StatefulDoFnRunner;
import org.apache.beam.runners.core.StepContext;
import org.apache.beam.runners.core.TimerInternals;
import org.apache.beam.runners.core.TimerInternals.TimerData;
import org.apache.beam.runners.core.metrics.MetricsContainerImpl;
import org.apache.beam.sdk.coders.CannotProvideCoderException;
import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.coders.CoderException;
import org.apache.beam.sdk.coders.CoderRegistry;
import org.apache.beam.sdk.metrics.MetricName;
import org.apache.beam.sdk.metrics.MetricsEnvironment;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apache.beam.sdk.state.State;
import org.apache.beam.sdk.state.StateContext;
import org.apache.beam.sdk.state.TimeDomain;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.DoFnSchemaInformation;
import org.apache.beam.sdk.transforms.reflect.DoFnInvoker;
import org.apache.beam.sdk.transforms.reflect.DoFnInvokers;
import org.apache.beam.sdk.transforms.reflect.DoFnSignature;
import org.apache.beam.sdk.transforms.reflect.DoFnSignatures;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.transforms.windowing.GlobalWindow;
import org.apache.beam.sdk.transforms.windowing.PaneInfo;
import org.apache.beam.sdk.transforms.windowing.WindowFn;
import org.apache.beam.sdk.util.CoderUtils;
import org.apache.beam.sdk.util.SerializableUtils;
import org.apache.beam.sdk.util.UserCodeException;
import org.apache.beam.sdk.util.WindowedValueMultiReceiver;
import org.apache.beam.sdk.values.TimestampedValue;
import org.apache.beam.sdk.values.TupleTag;
import org.apache.beam.sdk.values.TypeDescriptor;
import org.apache.beam.sdk.values.WindowedValue;
import org.apache.beam.sdk.values.WindowedValues;
import org.apache.beam.sdk.values.WindowingStrategy;
import org.joda.time.Duration;
import org.joda.time.Instant;

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
public class FunctionHarness<InputT, OutputT> implements AutoCloseable {

  static final String DEFAULT_INPUT = "input";

  /** Timers runner-core sets for its own bookkeeping: window garbage collection, sorted input. */
  private static final String SYSTEM_TIMER_PREFIX = "__";

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

    private Coder<InputT> inputCoder;

    private Builder(DoFn<InputT, OutputT> fn) {
      super(fn);
    }

    /** The coder of the input; default: inferred from the function's input type. */
    public Builder<InputT, OutputT> withInputCoder(Coder<InputT> inputCoder) {
      this.inputCoder = java.util.Objects.requireNonNull(inputCoder, "inputCoder");
      return this;
    }

    /** Builds the harness and calls the function's {@code @Setup}. */
    public FunctionHarness<InputT, OutputT> build() {
      DoFnSignature signature = DoFnSignatures.getSignature(fn.getClass());
      if (signature.isStateful() || signature.onWindowExpiration() != null) {
        throw new IllegalArgumentException(
            fn.getClass().getName()
                + " uses state or timers, which Beam only allows on keyed input. Test it with"
                + " StatefulFunctionHarness.forKeyedDoFn(fn).");
      }
      Coder<InputT> coder =
          inputCoder != null
              ? inputCoder
              : inferCoder(
                  coderRegistry(), fn.getInputTypeDescriptor(), fn, "input", "withInputCoder");
      return new FunctionHarness<>(this, coder, null, null);
    }
  }

  final DoFn<InputT, OutputT> fn;
  final DoFnSignature signature;
  final String fnName;
  final WindowingStrategy<?, ?> windowingStrategy;
  final Coder<BoundedWindow> windowCoder;
  final Coder<InputT> inputCoder;
  final DeclaredStates states;
  private final WindowFn<Object, BoundedWindow> windowFn;
  private final TupleTag<OutputT> mainOutputTag;
  private final Map<TupleTag<?>, Coder<?>> outputCoders = new LinkedHashMap<>();
  private final DoFnInvoker<InputT, OutputT> invoker;
  private final DoFnRunner<InputT, OutputT> runner;
  private final boolean stateful;

  /** How to find the key of an input element; null for unkeyed functions. */
  private final Function<InputT, Object> keyOf;

  private final Coder<Object> keyCoder;
  private final KeyContext<Object> unkeyed;
  final Map<Object, KeyContext<Object>> keys = new LinkedHashMap<>();
  private KeyContext<Object> current;

  private final Map<String, Instant> inputWatermarks = new LinkedHashMap<>();
  private Instant watermark = BoundedWindow.TIMESTAMP_MIN_VALUE;
  private Instant processingTime;

  private final List<OutputElement<?>> outputs = new ArrayList<>();
  final List<HarnessTimer<Object>> firedTimers = new ArrayList<>();
  private final List<TimestampedValue<InputT>> dropped = new ArrayList<>();

  private final MetricsContainerImpl metrics =
      new MetricsContainerImpl("pipespec-function-harness");
  private boolean bundleOpen;
  private boolean explicitBundle;
  private boolean closed;

  @SuppressWarnings("unchecked")
  FunctionHarness(
      HarnessBuilder<InputT, OutputT, ?> builder,
      Coder<InputT> inputCoder,
      Function<InputT, ?> keyOf,
      Coder<?> keyCoder) {
    this.fn = builder.cloneFn ? copyOf(builder.fn) : builder.fn;
    this.fnName = fn.getClass().getName();
    this.signature = DoFnSignatures.getSignature(fn.getClass());
    this.inputCoder = inputCoder;
    this.keyOf = (Function<InputT, Object>) keyOf;
    this.keyCoder = (Coder<Object>) keyCoder;
    this.windowFn = (WindowFn<Object, BoundedWindow>) builder.windowFn;
    this.windowingStrategy =
        WindowingStrategy.of(builder.windowFn).withAllowedLateness(builder.allowedLateness);
    this.windowCoder = (Coder<BoundedWindow>) builder.windowFn.windowCoder();
    this.mainOutputTag = builder.mainOutputTag;
    this.processingTime = builder.startingProcessingTime();
    for (String input : builder.inputs) {
      inputWatermarks.put(input, BoundedWindow.TIMESTAMP_MIN_VALUE);
    }
    this.unkeyed = keyOf == null ? newKeyContext(null) : null;

    CoderRegistry registry = builder.coderRegistry();
    outputCoders.put(
        mainOutputTag,
        builder.outputCoder != null
            ? builder.outputCoder
            : inferOutputCoder(registry, fn, inputCoder));
    builder.additionalOutputs.forEach(
        (tag, coder) ->
            outputCoders.put(
                tag,
                coder != null
                    ? coder
                    : inferCoder(
                        registry,
                        tag.getTypeDescriptor(),
                        fn,
                        "additional output '" + tag.getId() + "'",
                        "withAdditionalOutput(tag, coder)")));

    this.states = new DeclaredStates(fn, signature, registry, inputCoder);
    this.stateful = signature.isStateful() || signature.onWindowExpiration() != null;

    PipelineOptions options = builder.options();
    StepContext stepContext = new CurrentKeyStepContext();
    DoFnRunner<InputT, OutputT> simple =
        DoFnRunners.simpleRunner(
            options,
            fn,
            builder.sideInputs,
            new Recorder(),
            mainOutputTag,
            new ArrayList<>(builder.additionalOutputs.keySet()),
            stepContext,
            inputCoder,
            outputCoders,
            windowingStrategy,
            DoFnSchemaInformation.create(),
            builder.sideInputIds);
    if (stateful) {
      this.runner =
          DoFnRunners.defaultStatefulDoFnRunner(
              fn,
              inputCoder,
              simple,
              stepContext,
              windowingStrategy,
              new StatefulDoFnRunner.TimeInternalsCleanupTimer<>(
                  stepContext.timerInternals(), windowingStrategy),
              new StatefulDoFnRunner.StateInternalsStateCleaner<>(
                  fn, stepContext.stateInternals(), windowCoder),
              signature.processElement().requiresTimeSortedInput());
    } else {
      this.runner = simple;
    }
    this.invoker = call(() -> DoFnInvokers.tryInvokeSetupFor(fn, options));
  }

  private static <T extends java.io.Serializable> T copyOf(T fn) {
    try {
      return SerializableUtils.clone(fn);
    } catch (RuntimeException e) {
      throw new IllegalArgumentException(
          fn.getClass().getName()
              + " cannot be serialized, so no runner could run it: "
              + e.getMessage()
              + ". Make it and its fields Serializable (an anonymous DoFn in a test captures the"
              + " test instance; use a static nested class), or build the harness with"
              + " withoutCopyingFn() to run the instance itself.",
          e);
    }
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private static <OutputT> Coder<OutputT> inferOutputCoder(
      CoderRegistry registry, DoFn<?, OutputT> fn, Coder<?> inputCoder) {
    try {
      return registry.getCoder(
          fn.getOutputTypeDescriptor(),
          (TypeDescriptor) fn.getInputTypeDescriptor(),
          (Coder) inputCoder);
    } catch (CannotProvideCoderException | RuntimeException e) {
      throw new IllegalArgumentException(
          "Cannot infer a coder for the output of "
              + fn.getClass().getName()
              + " ("
              + fn.getOutputTypeDescriptor()
              + "). Give it with withOutputCoder(coder).",
          e);
    }
  }

  static <T> Coder<T> inferCoder(
      CoderRegistry registry, TypeDescriptor<T> type, DoFn<?, ?> fn, String what, String fix) {
    try {
      return registry.getCoder(type);
    } catch (CannotProvideCoderException | RuntimeException e) {
      throw new IllegalArgumentException(
          "Cannot infer a coder for the "
              + what
              + " of "
              + fn.getClass().getName()
              + " (type "
              + type
              + "). Give it with "
              + fix
              + (what.startsWith("additional output")
                  ? ", or create the tag as an anonymous subclass: new TupleTag<T>() {}."
                  : "."),
          e);
    }
  }

  // ---------------------------------------------------------------- elements

  /** Processes one element at the minimum timestamp, as {@code Create} without timestamps gives. */
  public void processElement(InputT element) {
    processElement(element, BoundedWindow.TIMESTAMP_MIN_VALUE);
  }

  /**
   * Processes one element with an event timestamp; its windows are assigned by the harness's {@link
   * WindowFn}. An element in a window that has already expired (its end plus allowed lateness is
   * before the watermark) is dropped by a stateful function, as Beam drops it; see {@link
   * #getDroppedElements()}.
   */
  public void processElement(InputT element, Instant timestamp) {
    checkOpen("processElement");
    java.util.Objects.requireNonNull(timestamp, "timestamp");
    InputT copy = encodeRoundTrip(inputCoder, element, "input element");
    Collection<BoundedWindow> windows = assignWindows(copy, timestamp);
    KeyContext<Object> context = keyOf == null ? unkeyed : contextFor(keyOf.apply(copy));
    for (BoundedWindow window : windows) {
      if (stateful && isExpired(window)) {
        dropped.add(TimestampedValue.of(element, timestamp));
      }
    }
    context.windows.addAll(windows);
    WindowedValue<InputT> value = WindowedValues.of(copy, timestamp, windows, PaneInfo.NO_FIRING);
    inBundle(
        () -> {
          current = context;
          runner.processElement(value);
        });
  }

  /** Processes a timestamped element. */
  public void processElement(TimestampedValue<InputT> element) {
    processElement(element.getValue(), element.getTimestamp());
  }

  /** Processes elements at the minimum timestamp, one after another, in one bundle. */
  public void processElements(Iterable<? extends InputT> elements) {
    checkOpen("processElements");
    inBundle(
        () -> {
          for (InputT element : elements) {
            processElement(element);
          }
        });
  }

  /** Processes timestamped elements, one after another, in one bundle. */
  public void processTimestampedElements(Iterable<TimestampedValue<InputT>> elements) {
    checkOpen("processTimestampedElements");
    inBundle(
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

  private Collection<BoundedWindow> assignWindows(InputT element, Instant timestamp) {
    try {
      return windowFn.assignWindows(
          windowFn.new AssignContext() {
            @Override
            public Object element() {
              return element;
            }

            @Override
            public Instant timestamp() {
              return timestamp;
            }

            @Override
            public BoundedWindow window() {
              return GlobalWindow.INSTANCE;
            }
          });
    } catch (Exception e) {
      throw new IllegalArgumentException(
          "The WindowFn " + windowFn + " failed to assign windows to " + element, e);
    }
  }

  private boolean isExpired(BoundedWindow window) {
    return LateDataUtils.garbageCollectionTime(window, windowingStrategy).isBefore(watermark);
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
    checkOpen("setWatermark");
    java.util.Objects.requireNonNull(newWatermark, "newWatermark");
    inputWatermarks.forEach((input, at) -> checkForward(input, at, newWatermark));
    inputWatermarks.replaceAll((input, at) -> newWatermark);
    advanceEffectiveWatermark();
  }

  /**
   * Moves the watermark of one named input (see {@link HarnessBuilder#withInputs}); the watermark
   * the function sees is the minimum over all inputs, so timers fire only when that minimum
   * advances.
   */
  public void setInputWatermark(String input, Instant newWatermark) {
    checkOpen("setInputWatermark");
    java.util.Objects.requireNonNull(newWatermark, "newWatermark");
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
    advanceEffectiveWatermark();
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
    return watermark;
  }

  /** The watermark of one named input. */
  public Instant getInputWatermark(String input) {
    Instant at = inputWatermarks.get(input);
    if (at == null) {
      throw new IllegalArgumentException(
          "The harness has no input '" + input + "'; its inputs are " + inputWatermarks.keySet());
    }
    return at;
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

  private void advanceEffectiveWatermark() {
    Instant minimum = Collections.min(inputWatermarks.values());
    if (!minimum.isAfter(watermark)) {
      return;
    }
    watermark = minimum;
    for (KeyContext<Object> context : contexts()) {
      context.timers.advanceInputWatermark(watermark);
    }
    inBundle(() -> fireDue(TimeDomain.EVENT_TIME));
  }

  /**
   * Advances processing time by {@code duration} and fires, in timestamp order, every processing
   * time timer it passes, including timers those timers set.
   */
  public void advanceProcessingTime(Duration duration) {
    if (duration.isShorterThan(Duration.ZERO)) {
      throw new IllegalArgumentException(
          "Processing time cannot move backwards; advanceProcessingTime got " + duration + ".");
    }
    setProcessingTime(processingTime.plus(duration));
  }

  /**
   * Sets processing time and fires every processing-time timer whose time has passed.
   *
   * @throws IllegalStateException if processing time would move backwards
   */
  public void setProcessingTime(Instant newProcessingTime) {
    checkOpen("setProcessingTime");
    if (newProcessingTime.isBefore(processingTime)) {
      throw new IllegalStateException(
          "Processing time cannot move backwards: it is at "
              + processingTime
              + " and setProcessingTime asked for "
              + newProcessingTime
              + ". Start the harness earlier with withProcessingTime(...) on the builder.");
    }
    processingTime = newProcessingTime;
    for (KeyContext<Object> context : contexts()) {
      context.timers.advanceProcessingTime(processingTime);
    }
    inBundle(
        () -> {
          fireDue(TimeDomain.PROCESSING_TIME);
          fireDue(TimeDomain.SYNCHRONIZED_PROCESSING_TIME);
        });
  }

  /** The current processing time. */
  public Instant getProcessingTime() {
    return processingTime;
  }

  /** Fires due timers of one domain across all keys, earliest first, until none is due. */
  private void fireDue(TimeDomain domain) {
    while (true) {
      KeyContext<Object> next = null;
      Instant nextAt = null;
      for (KeyContext<Object> context : contexts()) {
        Instant due = context.timers.nextDue(domain);
        if (due != null && (nextAt == null || due.isBefore(nextAt))) {
          next = context;
          nextAt = due;
        }
      }
      if (next == null) {
        return;
      }
      TimerData timer = next.timers.removeNextDue(domain);
      BoundedWindow window = windowOf(timer.getNamespace());
      if (!isSystemTimer(timer)) {
        firedTimers.add(toHarnessTimer(next, timer));
      }
      current = next;
      runner.onTimer(
          timer.getTimerId(),
          timer.getTimerFamilyId(),
          next.key,
          window,
          timer.getTimestamp(),
          timer.getOutputTimestamp(),
          timer.getDomain());
    }
  }

  static boolean isSystemTimer(TimerData timer) {
    return timer.getTimerId().startsWith(SYSTEM_TIMER_PREFIX);
  }

  HarnessTimer<Object> toHarnessTimer(KeyContext<Object> context, TimerData timer) {
    // runner-core prefixes ids to keep plain timers and families apart; users know the bare ids.
    String familyId =
        stripPrefix(timer.getTimerFamilyId(), DoFnSignature.TimerFamilyDeclaration.PREFIX);
    String timerId =
        familyId.isEmpty()
            ? stripPrefix(timer.getTimerId(), DoFnSignature.TimerDeclaration.PREFIX)
            : timer.getTimerId();
    return new HarnessTimer<>(
        timerId,
        familyId,
        context.key,
        windowOf(timer.getNamespace()),
        timer.getTimestamp(),
        timer.getOutputTimestamp(),
        timer.getDomain());
  }

  private static String stripPrefix(String id, String prefix) {
    return id.startsWith(prefix) ? id.substring(prefix.length()) : id;
  }

  static BoundedWindow windowOf(StateNamespace namespace) {
    if (namespace instanceof StateNamespaces.WindowNamespace<?> windowNamespace) {
      return windowNamespace.getWindow();
    }
    return GlobalWindow.INSTANCE;
  }

  // ---------------------------------------------------------------- output

  /** Everything emitted to the main output so far, in emission order. */
  public List<OutputElement<OutputT>> getOutput() {
    return getOutput(mainOutputTag);
  }

  /** The values emitted to the main output so far, in emission order. */
  public List<OutputT> getOutputValues() {
    return getOutputValues(mainOutputTag);
  }

  /** Everything emitted to one output so far, in emission order. */
  @SuppressWarnings("unchecked")
  public <T> List<OutputElement<T>> getOutput(TupleTag<T> tag) {
    checkKnownTag(tag);
    List<OutputElement<T>> result = new ArrayList<>();
    for (OutputElement<?> output : outputs) {
      if (output.tag().equals(tag)) {
        result.add((OutputElement<T>) output);
      }
    }
    return Collections.unmodifiableList(result);
  }

  /** The values emitted to one output so far, in emission order. */
  public <T> List<T> getOutputValues(TupleTag<T> tag) {
    List<T> values = new ArrayList<>();
    for (OutputElement<T> output : getOutput(tag)) {
      values.add(output.value());
    }
    return Collections.unmodifiableList(values);
  }

  /** Everything emitted to any output so far, in emission order. */
  public List<OutputElement<?>> getAllOutput() {
    return Collections.unmodifiableList(new ArrayList<>(outputs));
  }

  /** Forgets the output recorded so far, of every tag. */
  public void clearOutput() {
    outputs.clear();
  }

  /** The tag of the main output. */
  public TupleTag<OutputT> mainOutputTag() {
    return mainOutputTag;
  }

  /** The coder the main output is recorded with: given to the builder, or inferred. */
  @SuppressWarnings("unchecked")
  public Coder<OutputT> getOutputCoder() {
    return (Coder<OutputT>) outputCoders.get(mainOutputTag);
  }

  /** The windowing strategy elements are assigned windows with: the builder's window function. */
  public WindowingStrategy<?, ?> getWindowingStrategy() {
    return windowingStrategy;
  }

  private void checkKnownTag(TupleTag<?> tag) {
    if (!outputCoders.containsKey(tag)) {
      throw new IllegalArgumentException(
          "The harness has no output "
              + tag.getId()
              + "; declare it with withAdditionalOutput(tag) on the builder. Its outputs are "
              + outputCoders.keySet().stream().map(TupleTag::getId).toList()
              + ".");
    }
  }

  /** Receives what the runner emits; copies each value through its coder, as a runner would. */
  private final class Recorder implements WindowedValueMultiReceiver {
    @Override
    @SuppressWarnings("unchecked")
    public <T> void output(TupleTag<T> tag, WindowedValue<T> output) {
      Coder<T> coder = (Coder<T>) outputCoders.get(tag);
      if (coder == null) {
        throw new IllegalArgumentException(
            fnName
                + " emitted to output "
                + tag.getId()
                + ", which the harness does not know. Declare it with withAdditionalOutput(tag).");
      }
      T value = encodeRoundTrip(coder, output.getValue(), "output to " + tag.getId());
      for (BoundedWindow window : output.getWindows()) {
        outputs.add(
            new OutputElement<>(tag, value, output.getTimestamp(), window, output.getPaneInfo()));
      }
    }
  }

  private <T> T encodeRoundTrip(Coder<T> coder, T value, String what) {
    try {
      return CoderUtils.clone(coder, value);
    } catch (CoderException | RuntimeException e) {
      throw new IllegalArgumentException(
          "The "
              + what
              + " "
              + value
              + " cannot be encoded with "
              + coder
              + ", so no runner could pass it on. Fix the value or give the right coder to the"
              + " builder.",
          e);
    }
  }

  // ---------------------------------------------------------------- metrics

  /**
   * The value of a Beam counter the function (or runner-core) incremented, 0 if never; for example
   * {@code getCounter(StatefulDoFnRunner.class.getName(), "StatefulParDoDropped")}.
   */
  public long getCounter(String namespace, String name) {
    Long value = metrics.getCounter(MetricName.named(namespace, name)).getCumulative();
    return value == null ? 0L : value;
  }

  // ---------------------------------------------------------------- lifecycle

  /**
   * Starts a bundle that lasts until {@link #finishBundle()}: every call in between runs in it, so
   * {@code @FinishBundle} runs once for all of them.
   */
  public void startBundle() {
    checkOpen("startBundle");
    if (bundleOpen) {
      throw new IllegalStateException(
          "A bundle is already open; call finishBundle() before starting another.");
    }
    openBundle();
    explicitBundle = true;
  }

  /** Finishes the bundle {@link #startBundle()} opened, calling {@code @FinishBundle}. */
  public void finishBundle() {
    checkOpen("finishBundle");
    if (!explicitBundle) {
      throw new IllegalStateException(
          "No bundle is open: finishBundle() closes a bundle opened with startBundle(). Without"
              + " startBundle() every call runs in a bundle of its own.");
    }
    explicitBundle = false;
    closeBundle();
  }

  /**
   * Finishes an open bundle and calls the function's {@code @Teardown}. Pending timers do not fire
   * (call {@link #advanceWatermarkToInfinity()} first to end event time as a bounded pipeline
   * would). Calling it again does nothing.
   */
  @Override
  public void close() {
    if (closed) {
      return;
    }
    try {
      if (bundleOpen) {
        explicitBundle = false;
        closeBundle();
      }
    } finally {
      closed = true;
      call(
          () -> {
            invoker.invokeTeardown();
            return null;
          });
    }
  }

  /** Whether {@link #close()} was called. */
  public boolean isClosed() {
    return closed;
  }

  private void openBundle() {
    call(
        () -> {
          runner.startBundle();
          return null;
        });
    bundleOpen = true;
  }

  private void closeBundle() {
    bundleOpen = false;
    call(
        () -> {
          runner.finishBundle();
          return null;
        });
  }

  /** Runs work inside the open bundle, or inside a bundle of its own. */
  void inBundle(Runnable work) {
    boolean own = !bundleOpen;
    if (own) {
      openBundle();
    }
    try {
      call(
          () -> {
            work.run();
            return null;
          });
    } catch (RuntimeException | Error e) {
      // A runner throws a failed bundle away; so does the harness, without @FinishBundle.
      bundleOpen = false;
      explicitBundle = false;
      throw e;
    }
    if (own) {
      closeBundle();
    }
  }

  void checkOpen(String method) {
    if (closed) {
      throw new IllegalStateException(
          "This harness is closed, so "
              + method
              + "() cannot run: close() already ran @Teardown of "
              + fnName
              + ". Call "
              + method
              + "() before close(), or build a new harness.");
    }
  }

  /**
   * Runs runner-core code with the harness's metrics container in scope (so Beam metrics, such as
   * runner-core's count of dropped late elements, have somewhere to go), rethrowing the user's own
   * exception instead of Beam's wrapper.
   */
  private <T> T call(java.util.function.Supplier<T> work) {
    try (java.io.Closeable scope = MetricsEnvironment.scopedMetricsContainer(metrics)) {
      return work.get();
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    } catch (UserCodeException e) {
      Throwable cause = e.getCause();
      if (cause instanceof RuntimeException runtime) {
        throw runtime;
      }
      if (cause instanceof Error error) {
        throw error;
      }
      throw e;
    }
  }

  // ---------------------------------------------------------------- keys and state

  private KeyContext<Object> newKeyContext(Object key) {
    return new KeyContext<>(key, watermark, processingTime);
  }

  KeyContext<Object> contextFor(Object key) {
    Object structural = keyCoder.structuralValue(key);
    return keys.computeIfAbsent(structural, k -> newKeyContext(key));
  }

  KeyContext<Object> existingContext(Object key) {
    return keys.get(keyCoder.structuralValue(key));
  }

  Collection<KeyContext<Object>> contexts() {
    return keyOf == null ? List.of(unkeyed) : new ArrayList<>(keys.values());
  }

  /** The state of one key in one window, bound through runner-core as the function binds it. */
  State stateOf(KeyContext<Object> context, String stateId, BoundedWindow window) {
    StateTag<? extends State> tag = states.tag(stateId);
    return context.state.state(StateNamespaces.window(windowCoder, window), tag);
  }

  /**
   * Points state and timer access at the key being processed: runner-core binds state and sets
   * timers through the step context, and a runner switches it per key (Flink's DoFnOperator does so
   * through its keyed state backend).
   */
  private final class CurrentKeyStepContext implements StepContext {
    private final StateInternals state = new CurrentKeyState();
    private final TimerInternals timers = new CurrentKeyTimers();

    @Override
    public StateInternals stateInternals() {
      return state;
    }

    @Override
    public TimerInternals timerInternals() {
      return timers;
    }
  }

  private KeyContext<Object> current() {
    if (current == null) {
      throw new IllegalStateException("No key is being processed; this is a harness bug.");
    }
    return current;
  }

  private final class CurrentKeyState implements StateInternals {
    @Override
    public Object getKey() {
      return current().key;
    }

    @Override
    public <T extends State> T state(
        StateNamespace namespace, StateTag<T> address, StateContext<?> context) {
      InMemoryStateInternals<Object> state = current().state;
      return state.state(namespace, address, context);
    }
  }

  private final class CurrentKeyTimers implements TimerInternals {
    @Override
    public void setTimer(
        StateNamespace namespace,
        String timerId,
        String timerFamilyId,
        Instant target,
        Instant outputTimestamp,
        TimeDomain timeDomain) {
      current().windows.add(windowOf(namespace));
      current()
          .timers
          .setTimer(namespace, timerId, timerFamilyId, target, outputTimestamp, timeDomain);
    }

    @Override
    @SuppressWarnings("deprecation")
    public void setTimer(TimerData timerData) {
      current().timers.setTimer(timerData);
    }

    @Override
    public void deleteTimer(
        StateNamespace namespace, String timerId, String timerFamilyId, TimeDomain timeDomain) {
      current().timers.deleteTimer(namespace, timerId, timerFamilyId, timeDomain);
    }

    @Override
    @SuppressWarnings("deprecation")
    public void deleteTimer(StateNamespace namespace, String timerId, String timerFamilyId) {
      current().timers.deleteTimer(namespace, timerId, timerFamilyId);
    }

    @Override
    @SuppressWarnings("deprecation")
    public void deleteTimer(TimerData timerKey) {
      current().timers.deleteTimer(timerKey);
    }

    @Override
    public Instant currentProcessingTime() {
      return processingTime;
    }

    @Override
    public Instant currentSynchronizedProcessingTime() {
      return processingTime;
    }

    @Override
    public Instant currentInputWatermarkTime() {
      return watermark;
    }

    @Override
    public Instant currentOutputWatermarkTime() {
      return current == null ? null : current.timers.currentOutputWatermarkTime();
    }
  }
}
