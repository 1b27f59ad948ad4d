package io.pipespec.function;

import static java.util.Objects.requireNonNull;

import java.io.Serializable;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.beam.sdk.coders.CannotProvideCoderException;
import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.coders.CoderException;
import org.apache.beam.sdk.coders.CoderRegistry;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.reflect.DoFnSignature;
import org.apache.beam.sdk.transforms.reflect.DoFnSignatures;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.transforms.windowing.GlobalWindow;
import org.apache.beam.sdk.transforms.windowing.WindowFn;
import org.apache.beam.sdk.util.CoderUtils;
import org.apache.beam.sdk.util.SerializableUtils;
import org.apache.beam.sdk.values.PCollectionView;
import org.apache.beam.sdk.values.TupleTag;
import org.apache.beam.sdk.values.TypeDescriptor;
import org.apache.beam.sdk.values.WindowingStrategy;
import org.joda.time.Instant;
import org.jspecify.annotations.Nullable;

/**
 * What a harness builder's settings resolve to when it builds: the function (a serialized copy, as
 * a runner runs), its signature, every coder, the windowing strategy and the options. Immutable;
 * the parts of a harness are made from it.
 *
 * @param <InputT> the function's input type
 * @param <OutputT> the function's main output type
 */
final class HarnessSetup<InputT, OutputT> {

  final DoFn<InputT, OutputT> fn;
  final String fnName;
  final DoFnSignature signature;
  final Coder<InputT> inputCoder;
  final WindowingStrategy<?, ?> windowingStrategy;
  final WindowFn<Object, BoundedWindow> windowFn;
  final Coder<BoundedWindow> windowCoder;
  final TupleTag<OutputT> mainOutputTag;

  /** The coder of every output, the main one first. */
  final Map<TupleTag<?>, Coder<?>> outputCoders;

  final List<TupleTag<?>> additionalOutputTags;
  final GivenSideInputs sideInputs;
  final Map<String, PCollectionView<?>> sideInputIds;
  final List<String> inputs;
  final PipelineOptions options;
  final CoderRegistry registry;
  final Instant processingTime;

  /**
   * The function as given, serialized, from which every fresh copy is made, so that a copy never
   * holds what a running instance kept in its fields; null when the harness runs the given
   * instance.
   */
  private final byte @Nullable [] serializedFn;

  /** Whether each bundle gets a fresh copy of {@link #fn} (which then processes nothing itself). */
  final boolean freshInstancePerBundle;

  @SuppressWarnings("unchecked") // A WindowFn assigns windows of its own window coder's type.
  HarnessSetup(HarnessBuilder<InputT, OutputT, ?> builder, Coder<InputT> inputCoder) {
    this.serializedFn = builder.cloneFn ? serialized(builder.fn) : null;
    this.fn = serializedFn == null ? builder.fn : deserialized(serializedFn, builder.fn.getClass());
    this.fnName = fn.getClass().getName();
    this.signature = DoFnSignatures.getSignature(fn.getClass());
    this.inputCoder = inputCoder;
    this.windowFn = (WindowFn<Object, BoundedWindow>) builder.windowFn;
    this.windowingStrategy =
        WindowingStrategy.of(builder.windowFn).withAllowedLateness(builder.allowedLateness);
    this.windowCoder = (Coder<BoundedWindow>) builder.windowFn.windowCoder();
    this.mainOutputTag = builder.mainOutputTag;
    this.registry = builder.coderRegistry();
    Map<TupleTag<?>, Coder<?>> coders = new LinkedHashMap<>();
    coders.put(
        mainOutputTag,
        builder.outputCoder != null
            ? builder.outputCoder
            : inferOutputCoder(registry, fn, inputCoder));
    builder.additionalOutputs.forEach(
        (tag, coder) ->
            coders.put(
                tag,
                coder != null
                    ? coder
                    : inferCoder(
                        registry,
                        tag.getTypeDescriptor(),
                        fn,
                        "additional output '" + tag.getId() + "'",
                        "withAdditionalOutput(tag, coder)")));
    this.outputCoders = Collections.unmodifiableMap(coders);
    this.additionalOutputTags = List.copyOf(builder.additionalOutputs.keySet());
    this.sideInputs = builder.sideInputs;
    this.sideInputIds = Collections.unmodifiableMap(new LinkedHashMap<>(builder.sideInputIds));
    this.inputs = List.copyOf(builder.inputs);
    this.options = builder.options();
    this.processingTime = builder.startingProcessingTime();
    this.freshInstancePerBundle = builder.freshInstancePerBundle;
  }

  /** Whether the function uses state or timers, and so runs on keyed input only. */
  boolean isStateful() {
    return isStateful(signature);
  }

  @SuppressWarnings("deprecation") // DoFnSignature.isStateful is what runner-core itself asks.
  static boolean isStateful(DoFnSignature signature) {
    return signature.isStateful() || signature.onWindowExpiration() != null;
  }

  /** The windows {@link #windowFn} assigns {@code element} at {@code timestamp}. */
  Collection<BoundedWindow> assignWindows(InputT element, Instant timestamp) {
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

  /** Whether fresh copies of the function can be made: the harness does not run the given one. */
  boolean copiesFn() {
    return serializedFn != null;
  }

  /** A fresh copy of the function as given, for a bundle of its own or a retry. */
  DoFn<InputT, OutputT> freshFn() {
    return deserialized(requireNonNull(serializedFn, "serializedFn"), fn.getClass());
  }

  /**
   * The object of {@code bytes}, read with the class loader of its {@code type} in scope (as {@code
   * SerializableUtils.clone} does), so that a function from a test's own class loader reads back.
   */
  @SuppressWarnings({"unchecked", "TypeParameterUnusedInFormals"}) // the bytes of a T
  private static <T> T deserialized(byte[] bytes, Class<?> type) {
    Thread thread = Thread.currentThread();
    ClassLoader before = thread.getContextClassLoader();
    ClassLoader own = type.getClassLoader();
    if (own != null) {
      thread.setContextClassLoader(own);
    }
    try {
      return (T) SerializableUtils.deserializeFromByteArray(bytes, type.getName());
    } finally {
      thread.setContextClassLoader(before);
    }
  }

  private static byte[] serialized(Serializable fn) {
    try {
      return SerializableUtils.serializeToByteArray(fn);
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

  @SuppressWarnings({"unchecked", "rawtypes", "deprecation"}) // Beam's own inference, untyped.
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

  /** The coder of {@code type} from {@code registry}, or a message that says which to give. */
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

  /**
   * {@code value} copied through its coder, as a runner passes it on: a value that cannot be
   * encoded fails at once, and later mutation of the original cannot change the copy.
   */
  static <T> T copyThroughCoder(Coder<T> coder, T value, String what) {
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
}
