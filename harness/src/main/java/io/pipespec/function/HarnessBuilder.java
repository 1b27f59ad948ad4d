package io.pipespec.function;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.EXPERIMENTAL;
import static org.apiguardian.api.API.Status.INTERNAL;
import static org.apiguardian.api.API.Status.STABLE;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.coders.CoderRegistry;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apache.beam.sdk.options.PipelineOptionsFactory;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.windowing.GlobalWindows;
import org.apache.beam.sdk.transforms.windowing.WindowFn;
import org.apache.beam.sdk.values.PCollectionView;
import org.apache.beam.sdk.values.TupleTag;
import org.apache.beam.sdk.values.TypeDescriptor;
import org.apiguardian.api.API;
import org.joda.time.Duration;
import org.joda.time.Instant;
import org.jspecify.annotations.Nullable;

/**
 * The settings both harness builders share: windowing, outputs, side inputs, inputs, options. Every
 * setting has a default, so {@code build()} right after {@code forDoFn(fn)} works for a {@code
 * DoFn} whose coders Beam can infer.
 *
 * @param <InputT> the function's input type
 * @param <OutputT> the function's main output type
 * @param <B> the concrete builder, so that chained calls keep its type
 */
@API(status = STABLE)
public abstract class HarnessBuilder<
    InputT, OutputT, B extends HarnessBuilder<InputT, OutputT, B>> {

  final DoFn<InputT, OutputT> fn;
  WindowFn<?, ?> windowFn = new GlobalWindows();
  Duration allowedLateness = Duration.ZERO;
  TupleTag<OutputT> mainOutputTag = new TupleTag<>("main");
  @Nullable Coder<OutputT> outputCoder;
  final Map<TupleTag<?>, Coder<?>> additionalOutputs = new LinkedHashMap<>();
  final GivenSideInputs sideInputs = new GivenSideInputs();
  final Map<String, PCollectionView<?>> sideInputIds = new LinkedHashMap<>();
  final List<String> inputs = new ArrayList<>(List.of(FunctionHarness.DEFAULT_INPUT));
  @Nullable PipelineOptions options;
  @Nullable CoderRegistry coderRegistry;
  private @Nullable Instant processingTime;
  private @Nullable Instant baseTime;
  boolean cloneFn = true;
  boolean freshInstancePerBundle;

  HarnessBuilder(DoFn<InputT, OutputT> fn) {
    this.fn = requireNonNull(fn, "fn");
  }

  @SuppressWarnings("unchecked")
  private B self() {
    return (B) this;
  }

  /**
   * Assigns every input element to windows with this {@link WindowFn}, as {@code Window.into} would
   * upstream. State and timers are per key and window. Default: the global window. Merging window
   * functions (sessions) are rejected at build time, as Beam rejects them for stateful {@code
   * DoFn}s.
   */
  public B withWindowFn(WindowFn<?, ?> windowFn) {
    this.windowFn = requireNonNull(windowFn, "windowFn");
    return self();
  }

  /**
   * The allowed lateness of the windowing strategy: a window expires (its state is cleared, its
   * {@code @OnWindowExpiration} runs, later elements for it are dropped) when the watermark passes
   * the end of the window plus this. Default: zero.
   */
  public B withAllowedLateness(Duration allowedLateness) {
    this.allowedLateness = requireNonNull(allowedLateness, "allowedLateness");
    return self();
  }

  /** The coder of the main output; default: inferred from the function's output type. */
  public B withOutputCoder(Coder<OutputT> outputCoder) {
    this.outputCoder = requireNonNull(outputCoder, "outputCoder");
    return self();
  }

  /** The tag of the main output, when the function refers to it; default: a fresh tag. */
  public B withMainOutputTag(TupleTag<OutputT> mainOutputTag) {
    this.mainOutputTag = requireNonNull(mainOutputTag, "mainOutputTag");
    return self();
  }

  /**
   * Declares an additional output, as {@code ParDo.withOutputTags} would. Its coder is inferred
   * from the tag's type, which needs a tag created as an anonymous subclass ({@code new
   * TupleTag<String>() {}}); otherwise use {@link #withAdditionalOutput(TupleTag, Coder)}.
   */
  public B withAdditionalOutput(TupleTag<?> tag) {
    additionalOutputs.put(requireNonNull(tag, "tag"), null);
    return self();
  }

  /** Declares an additional output with its coder. */
  public <T> B withAdditionalOutput(TupleTag<T> tag, Coder<T> coder) {
    additionalOutputs.put(requireNonNull(tag, "tag"), requireNonNull(coder, "coder"));
    return self();
  }

  /**
   * Gives a side input: {@code value} is what the function reads from {@code c.sideInput(view)} (a
   * {@code Map} for {@code View.asMap()}, the single value for {@code View.asSingleton()}, and so
   * on), in every window.
   */
  public <T> B withSideInput(PCollectionView<T> view, T value) {
    sideInputs.put(requireNonNull(view, "view"), value);
    return self();
  }

  /**
   * Gives a side input the function reads through a {@code @SideInput("id")} parameter, as {@code
   * ParDo.withSideInput(id, view)} would bind it.
   */
  public <T> B withSideInput(String id, PCollectionView<T> view, T value) {
    sideInputIds.put(requireNonNull(id, "id"), requireNonNull(view, "view"));
    return withSideInput(view, value);
  }

  /**
   * Names the inputs that feed the function (for a {@code DoFn} after a {@code Flatten} of several
   * sources), each with its own watermark; the watermark the function sees is their minimum. Only
   * needed with {@link FunctionHarness#setInputWatermark(String, Instant)}; default: one input.
   */
  public B withInputs(String... names) {
    if (names.length == 0) {
      throw new IllegalArgumentException("withInputs needs at least one input name.");
    }
    inputs.clear();
    for (String name : names) {
      if (inputs.contains(requireNonNull(name, "input name"))) {
        throw new IllegalArgumentException("Input '" + name + "' is named twice in withInputs.");
      }
      inputs.add(name);
    }
    return self();
  }

  /** The pipeline options the function sees; default: {@code PipelineOptionsFactory.create()}. */
  public B withPipelineOptions(PipelineOptions options) {
    this.options = requireNonNull(options, "options");
    return self();
  }

  /** The registry coders are inferred from; default: {@code CoderRegistry.createDefault()}. */
  public B withCoderRegistry(CoderRegistry coderRegistry) {
    this.coderRegistry = requireNonNull(coderRegistry, "coderRegistry");
    return self();
  }

  /** The processing time the harness starts at; default: the epoch, so tests are repeatable. */
  public B withProcessingTime(Instant processingTime) {
    this.processingTime = requireNonNull(processingTime, "processingTime");
    return self();
  }

  /**
   * The base time of the {@code @FunctionTest} scenario the harness runs: processing time starts
   * there, as the times of the scenario's steps and expectations count from it. Generated suites
   * call it; tests set {@link #withProcessingTime} instead.
   */
  @API(status = INTERNAL)
  public B withBaseTime(Instant baseTime) {
    this.baseTime = requireNonNull(baseTime, "baseTime");
    return self();
  }

  /**
   * Where processing time starts: {@link #withProcessingTime}, else the base time, else the epoch.
   *
   * @throws IllegalArgumentException when both are given and differ: a scenario has one base time
   */
  Instant startingProcessingTime() {
    if (processingTime != null && baseTime != null && !processingTime.equals(baseTime)) {
      throw new IllegalArgumentException(
          "The harness is configured to start processing time at "
              + processingTime
              + " (withProcessingTime), but its scenario's @BaseTime is "
              + baseTime
              + ": a scenario has one base time, where processing time starts. Remove"
              + " withProcessingTime(...) from the harness configuration.");
    }
    return processingTime != null ? processingTime : baseTime != null ? baseTime : Instant.EPOCH;
  }

  /**
   * Runs the given instance itself instead of a serialized copy. A runner always runs a copy (and
   * so does the harness by default, which also proves the function serializable); run the instance
   * only to inspect its fields from the test.
   */
  public B withoutCopyingFn() {
    if (freshInstancePerBundle) {
      throw new IllegalStateException(
          "withoutCopyingFn() runs the given instance itself, and withFreshInstancePerBundle()"
              + " gives every bundle a copy of it: choose one.");
    }
    this.cloneFn = false;
    return self();
  }

  /**
   * Gives every bundle a fresh copy of the function, as a runner may (Beam promises no reuse of an
   * instance across bundles): {@code @Setup} runs on the copy before its bundle, {@code @Teardown}
   * after it; state and timers are the harness's, shared by every copy. Without it one instance
   * serves every bundle and key, as the DirectRunner does at {@code --targetParallelism=1}. A
   * function that keeps something in an instance field across bundles or keys behaves differently
   * under the two.
   *
   * @throws IllegalStateException after {@link #withoutCopyingFn()}, which runs the given instance
   */
  @API(status = EXPERIMENTAL)
  public B withFreshInstancePerBundle() {
    if (!cloneFn) {
      throw new IllegalStateException(
          "withoutCopyingFn() runs the given instance itself, so every bundle cannot get a fresh"
              + " copy of it; remove withoutCopyingFn() to give each bundle a fresh instance.");
    }
    this.freshInstancePerBundle = true;
    return self();
  }

  PipelineOptions options() {
    return options != null ? options : PipelineOptionsFactory.create();
  }

  CoderRegistry coderRegistry() {
    return coderRegistry != null ? coderRegistry : CoderRegistry.createDefault();
  }

  /**
   * {@code given}, or else the coder of {@code type} inferred from the registry; {@code what} and
   * {@code fix} are for the message when inference fails ("input key", "withKeyCoder(coder)").
   */
  <T> Coder<T> givenOrInferred(
      @Nullable Coder<T> given, TypeDescriptor<T> type, String what, String fix) {
    return given != null ? given : HarnessSetup.inferCoder(coderRegistry(), type, fn, what, fix);
  }
}
