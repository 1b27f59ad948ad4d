package io.pipespec.runtime.verdict.onrunner;

import io.pipespec.runtime.capture.Capture;
import io.pipespec.runtime.capture.CaptureStore;
import io.pipespec.runtime.capture.CapturedElement;
import io.pipespec.runtime.capture.RunnerAggregate;
import io.pipespec.runtime.verdict.expect.Aggregation;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.apache.beam.sdk.coders.BigDecimalCoder;
import org.apache.beam.sdk.coders.ByteArrayCoder;
import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.coders.CoderException;
import org.apache.beam.sdk.coders.CoderRegistry;
import org.apache.beam.sdk.coders.CustomCoder;
import org.apache.beam.sdk.coders.StringUtf8Coder;
import org.apache.beam.sdk.coders.VarLongCoder;
import org.apache.beam.sdk.transforms.Combine;
import org.apache.beam.sdk.transforms.Create;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.Flatten;
import org.apache.beam.sdk.transforms.ParDo;
import org.apache.beam.sdk.transforms.windowing.AfterWatermark;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.transforms.windowing.GlobalWindow;
import org.apache.beam.sdk.transforms.windowing.GlobalWindows;
import org.apache.beam.sdk.transforms.windowing.PaneInfo;
import org.apache.beam.sdk.transforms.windowing.Window;
import org.apache.beam.sdk.util.CoderUtils;
import org.apache.beam.sdk.values.PCollection;
import org.apache.beam.sdk.values.PCollectionList;
import org.joda.time.Duration;
import org.joda.time.Instant;

/**
 * Folds every element of an output into one value on the runner ({@link
 * io.pipespec.runtime.verdict.expect.OnRunner.Aggregate}): each element becomes a fold of one, and
 * one {@code Combine.globally} in the global window, fired at the end of time, merges them into the
 * size, the nulls, the earliest {@link #LISTED} elements and nulls, and the sum or the hash. Only
 * that fold is captured.
 *
 * <p>A sum keeps the test JVM and every worker bounded. A hash cannot: Beam Go's {@code
 * passert.Hash} is one MD5 over every element in one sorted order, so the final merge gathers the
 * UTF-8 bytes of every element on one worker, sorts and hashes them there, as {@code PAssert}
 * gathers a whole output on one worker. The test JVM still holds none of them.
 */
final class Aggregates {

  /** How many elements and how many nulls come back for a failure to list (it lists 50). */
  static final int LISTED = 50;

  private Aggregates() {}

  /**
   * Attaches the folding of {@code collection} by {@code aggregation} under the transform names
   * {@code name}, and its capture as {@code capture} in {@code store}.
   */
  static <T> void attach(
      String name,
      Aggregation aggregation,
      PCollection<T> collection,
      Coder<T> coder,
      CaptureStore store,
      String capture) {
    Coder<? extends BoundedWindow> windowCoder =
        collection.getWindowingStrategy().getWindowFn().windowCoder();
    FoldedCoder foldedCoder = new FoldedCoder(windowCoder);
    PCollection<Folded> folds =
        collection
            .apply(name + ": folds of one", ParDo.of(new FoldOne<>(aggregation, coder)))
            .setCoder(foldedCoder)
            .apply(name + ": folds in one window", endOfTime());
    // A fold of nothing, so that the merge has an input and is written whenever the end of time
    // fires: a missing fold then means it never fired, not an empty output.
    PCollection<Folded> nothing =
        collection
            .getPipeline()
            .apply(name + ": nothing", Create.of(new Folded()).withCoder(foldedCoder))
            .apply(name + ": nothing in one window", endOfTime());
    PCollectionList.of(folds)
        .and(nothing)
        .apply(name + ": all folds", Flatten.pCollections())
        .apply(
            name + ": fold",
            Combine.globally(new Merge(aggregation, windowCoder)).withoutDefaults())
        .apply(
            name + ": capture",
            Capture.of(foldedCoder, store.sink(capture, GlobalWindow.Coder.INSTANCE)));
  }

  /** What the fold captured as {@code captured} brought back. */
  static RunnerAggregate read(
      CapturedElement captured, Coder<? extends BoundedWindow> windowCoder) {
    Folded folded;
    try {
      folded = CoderUtils.decodeFromByteArray(new FoldedCoder(windowCoder), captured.encoded());
    } catch (CoderException e) {
      throw new IllegalStateException("A fold the runner wrote does not decode", e);
    }
    return new RunnerAggregate(
        folded.size, folded.sum, folded.hash, folded.listed, folded.nulls, folded.listedNulls);
  }

  /** Every fold in the global window, fired once when the watermark reaches the end of time. */
  private static Window<Folded> endOfTime() {
    return Window.<Folded>into(new GlobalWindows())
        .triggering(AfterWatermark.pastEndOfWindow())
        .withAllowedLateness(Duration.ZERO)
        .discardingFiredPanes();
  }

  /**
   * Some elements folded: how many, how many null, their sum or (until the last merge hashes them)
   * their UTF-8 bytes, and the earliest elements and nulls. Folds merge in any order to the same
   * fold, so that a runner may combine them however it bundles them.
   */
  static final class Folded {
    long size;
    long nulls;
    BigDecimal sum = BigDecimal.ZERO;
    String hash = "";
    List<byte[]> utf8 = new ArrayList<>();
    List<CapturedElement> listed = new ArrayList<>();
    List<CapturedElement> listedNulls = new ArrayList<>();

    void merge(Folded other) {
      size += other.size;
      nulls += other.nulls;
      sum = sum.add(other.sum);
      utf8.addAll(other.utf8);
      for (CapturedElement element : other.listed) {
        keep(listed, element);
      }
      for (CapturedElement element : other.listedNulls) {
        keep(listedNulls, element);
      }
    }

    /**
     * Inserts {@code element} into {@code earliest}, kept sorted and at most {@link #LISTED} long;
     * a fold of one per element merges in O(log LISTED) when it is not among the earliest.
     */
    private static void keep(List<CapturedElement> earliest, CapturedElement element) {
      if (earliest.size() == LISTED
          && CapturedElement.EARLIEST.compare(element, earliest.get(LISTED - 1)) >= 0) {
        return;
      }
      int at = Collections.binarySearch(earliest, element, CapturedElement.EARLIEST);
      earliest.add(at < 0 ? -at - 1 : at, element);
      if (earliest.size() > LISTED) {
        earliest.remove(LISTED);
      }
    }
  }

  /** Each element as a fold of one, per window it is in. */
  private static final class FoldOne<T> extends DoFn<T, Folded> {
    private static final long serialVersionUID = 1L;
    private final Aggregation aggregation;
    private final Coder<T> coder;

    FoldOne(Aggregation aggregation, Coder<T> coder) {
      this.aggregation = aggregation;
      this.coder = coder;
    }

    // The window parameter makes the runner explode multi-window elements, one call per window.
    @ProcessElement
    public void processElement(ProcessContext context, BoundedWindow window) throws CoderException {
      T element = context.element();
      CapturedElement arrival =
          new CapturedElement(
              CoderUtils.encodeToByteArray(coder, element),
              window,
              context.pane(),
              context.timestamp());
      Folded one = new Folded();
      one.size = 1;
      if (element == null) {
        one.nulls = 1;
        one.listedNulls.add(arrival);
      } else {
        switch (aggregation) {
          case SUM -> one.sum = Aggregation.summand((Number) element);
          case HASH -> one.utf8.add(((String) element).getBytes(StandardCharsets.UTF_8));
        }
      }
      one.listed.add(arrival);
      context.output(one);
    }
  }

  /** Merges the folds into one; the last merge hashes the gathered bytes. */
  private static final class Merge extends Combine.CombineFn<Folded, Folded, Folded> {
    private static final long serialVersionUID = 1L;
    private final Aggregation aggregation;
    private final Coder<? extends BoundedWindow> windowCoder;

    Merge(Aggregation aggregation, Coder<? extends BoundedWindow> windowCoder) {
      this.aggregation = aggregation;
      this.windowCoder = windowCoder;
    }

    @Override
    public Folded createAccumulator() {
      return new Folded();
    }

    @Override
    public Folded addInput(Folded accumulator, Folded input) {
      accumulator.merge(input);
      return accumulator;
    }

    @Override
    public Folded mergeAccumulators(Iterable<Folded> accumulators) {
      Folded merged = new Folded();
      for (Folded each : accumulators) {
        merged.merge(each);
      }
      return merged;
    }

    @Override
    public Folded extractOutput(Folded accumulator) {
      if (aggregation == Aggregation.HASH) {
        accumulator.hash = Aggregation.hash(accumulator.utf8);
        accumulator.utf8 = new ArrayList<>();
      }
      return accumulator;
    }

    @Override
    public Coder<Folded> getAccumulatorCoder(CoderRegistry registry, Coder<Folded> inputCoder) {
      return new FoldedCoder(windowCoder);
    }

    @Override
    public Coder<Folded> getDefaultOutputCoder(CoderRegistry registry, Coder<Folded> inputCoder) {
      return new FoldedCoder(windowCoder);
    }
  }

  /** Encodes folds, their elements' windows with the output's window coder. */
  static final class FoldedCoder extends CustomCoder<Folded> {
    private static final long serialVersionUID = 1L;
    private static final Coder<Long> LONG = VarLongCoder.of();
    private static final Coder<byte[]> BYTES = ByteArrayCoder.of();

    private final Coder<BoundedWindow> windowCoder;

    @SuppressWarnings("unchecked")
    FoldedCoder(Coder<? extends BoundedWindow> windowCoder) {
      this.windowCoder = (Coder<BoundedWindow>) windowCoder;
    }

    @Override
    public boolean equals(@org.jspecify.annotations.Nullable Object other) {
      return other instanceof FoldedCoder that && that.windowCoder.equals(windowCoder);
    }

    @Override
    public int hashCode() {
      return windowCoder.hashCode();
    }

    @Override
    public void encode(Folded folded, OutputStream out) throws IOException {
      LONG.encode(folded.size, out);
      LONG.encode(folded.nulls, out);
      BigDecimalCoder.of().encode(folded.sum, out);
      StringUtf8Coder.of().encode(folded.hash, out);
      LONG.encode((long) folded.utf8.size(), out);
      for (byte[] bytes : folded.utf8) {
        BYTES.encode(bytes, out);
      }
      encodeElements(folded.listed, out);
      encodeElements(folded.listedNulls, out);
    }

    @Override
    public Folded decode(InputStream in) throws IOException {
      Folded folded = new Folded();
      folded.size = LONG.decode(in);
      folded.nulls = LONG.decode(in);
      folded.sum = BigDecimalCoder.of().decode(in);
      folded.hash = StringUtf8Coder.of().decode(in);
      long utf8 = LONG.decode(in);
      for (long i = 0; i < utf8; i++) {
        folded.utf8.add(BYTES.decode(in));
      }
      folded.listed = decodeElements(in);
      folded.listedNulls = decodeElements(in);
      return folded;
    }

    private void encodeElements(List<CapturedElement> elements, OutputStream out)
        throws IOException {
      LONG.encode((long) elements.size(), out);
      for (CapturedElement element : elements) {
        BYTES.encode(element.encoded(), out);
        windowCoder.encode(element.window(), out);
        PaneInfo.PaneInfoCoder.INSTANCE.encode(element.pane(), out);
        LONG.encode(element.timestamp().getMillis(), out);
      }
    }

    private List<CapturedElement> decodeElements(InputStream in) throws IOException {
      long count = LONG.decode(in);
      List<CapturedElement> elements = new ArrayList<>();
      for (long i = 0; i < count; i++) {
        elements.add(
            new CapturedElement(
                BYTES.decode(in),
                windowCoder.decode(in),
                PaneInfo.PaneInfoCoder.INSTANCE.decode(in),
                Instant.ofEpochMilli(LONG.decode(in))));
      }
      return elements;
    }

    @Override
    public void verifyDeterministic() throws NonDeterministicException {
      verifyDeterministic(this, "the window coder must be deterministic", windowCoder);
    }
  }
}
