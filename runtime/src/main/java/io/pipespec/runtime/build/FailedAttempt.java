package io.pipespec.runtime.build;

import io.pipespec.function.BundleAttempt;
import io.pipespec.function.FunctionHarness;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.coders.CoderException;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.windowing.WindowFn;
import org.apache.beam.sdk.util.CoderUtils;
import org.apache.beam.sdk.values.TimestampedValue;
import org.apache.beam.sdk.values.TupleTag;
import org.joda.time.Instant;
import org.jspecify.annotations.Nullable;

/**
 * A pass-through in front of one member's copy of the transform under test that replays, beside the
 * DirectRunner's run, the failed attempt of a bundle a runner would retry: when the bundle the
 * member's retry names passes through it, a fresh copy of each {@code DoFn} that reads this input
 * ({@link #target}) processes the bundle's first elements (or all of them and
 * {@code @FinishBundle}) on the function harness and fails there, its outputs discarded. Only then
 * does the bundle go on to the member's copy, as the retry. Whatever the failed attempt did outside
 * Beam (a static, a cache, a call) stays, as on a runner that retries.
 *
 * <p>The DirectRunner hands each bundle of a ParDo's output on whole, after its
 * {@code @FinishBundle}, so the failed attempt runs before the member's copy sees the bundle. The
 * bundle is recognized by its elements, since the DirectRunner may process a source's bundles in
 * any order; the attempt runs once per pipeline.
 *
 * @param <T> the element type of the input
 */
final class FailedAttempt<T> extends DoFn<T, T> {
  private static final long serialVersionUID = 1L;

  /** The pass-throughs whose failed attempt has run, by {@link #id}: once per pipeline run. */
  private static final Set<String> RAN = ConcurrentHashMap.newKeySet();

  /** Shared by every copy the runner deserializes of this pass-through. */
  private final String id = UUID.randomUUID().toString();

  private final Coder<T> coder;
  private final List<byte[]> bundle;
  private final int afterElements;
  private final boolean inFinishBundle;
  private final List<Target> targets = new ArrayList<>();

  private transient List<TimestampedValue<T>> seen = new ArrayList<>();
  private transient List<byte[]> seenEncoded = new ArrayList<>();

  /**
   * @param bundle the elements of the bundle that fails, encoded with {@code coder}, in order
   * @param afterElements how many of them the failed attempt processes
   * @param inFinishBundle whether it processes all of them and fails in {@code @FinishBundle}
   */
  FailedAttempt(Coder<T> coder, List<byte[]> bundle, int afterElements, boolean inFinishBundle) {
    this.coder = coder;
    this.bundle = List.copyOf(bundle);
    this.afterElements = afterElements;
    this.inFinishBundle = inFinishBundle;
  }

  /** A {@code DoFn} that reads this input and fails in the attempt, with its outputs' coders. */
  record Target(
      DoFn<?, ?> fn,
      TupleTag<?> mainOutput,
      Coder<?> mainCoder,
      Map<TupleTag<?>, Coder<?>> others,
      @Nullable WindowFn<?, ?> windowFn)
      implements Serializable {
    private static final long serialVersionUID = 1L;
  }

  /** Adds {@code target} to the functions that fail, before the pipeline runs. */
  void target(Target target) {
    targets.add(target);
  }

  /** Whether the failed attempt has run, in this JVM, for the pipeline this pass-through is in. */
  boolean ran() {
    return RAN.contains(id);
  }

  /** Whether any function reads this input to fail. */
  boolean hasTargets() {
    return !targets.isEmpty();
  }

  @StartBundle
  public void startBundle() {
    seen = new ArrayList<>();
    seenEncoded = new ArrayList<>();
  }

  @ProcessElement
  public void process(@Element T element, @Timestamp Instant timestamp, OutputReceiver<T> out)
      throws CoderException {
    seen.add(TimestampedValue.of(element, timestamp));
    seenEncoded.add(CoderUtils.encodeToByteArray(coder, element));
    out.output(element);
  }

  @FinishBundle
  public void finishBundle() {
    if (isTheBundle() && RAN.add(id)) {
      List<TimestampedValue<T>> processed =
          inFinishBundle ? seen : seen.subList(0, Math.min(afterElements, seen.size()));
      for (Target target : targets) {
        fail(target, processed);
      }
    }
  }

  private boolean isTheBundle() {
    if (seenEncoded.size() != bundle.size()) {
      return false;
    }
    for (int i = 0; i < bundle.size(); i++) {
      if (!Arrays.equals(seenEncoded.get(i), bundle.get(i))) {
        return false;
      }
    }
    return true;
  }

  /** Runs {@code target}'s failed attempt on a fresh copy of it; its outputs go nowhere. */
  @SuppressWarnings("unchecked") // the target reads this input; its outputs are its own
  private <O> void fail(Target target, List<TimestampedValue<T>> processed) {
    FunctionHarness.Builder<T, O> builder =
        FunctionHarness.forDoFn((DoFn<T, O>) target.fn())
            .withInputCoder(coder)
            .withMainOutputTag((TupleTag<O>) target.mainOutput())
            .withOutputCoder((Coder<O>) target.mainCoder());
    target.others().forEach((tag, tagCoder) -> additional(builder, tag, tagCoder));
    if (target.windowFn() != null) {
      builder.withWindowFn(target.windowFn());
    }
    try (FunctionHarness<T, O> harness = builder.build()) {
      BundleAttempt attempt = harness.startAttempt();
      processed.forEach(harness::processElement);
      if (inFinishBundle) {
        attempt.failInFinishBundle();
      } else {
        attempt.fail();
      }
    }
  }

  @SuppressWarnings("unchecked") // a tag and the coder of its own output
  private static <X> void additional(
      FunctionHarness.Builder<?, ?> builder, TupleTag<?> tag, Coder<?> coder) {
    builder.withAdditionalOutput((TupleTag<X>) tag, (Coder<X>) coder);
  }
}
