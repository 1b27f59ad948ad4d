package io.pipespec.runtime.verdict.onrunner;

import io.pipespec.runtime.capture.CapturedElement;
import io.pipespec.runtime.capture.RunnerVerdict;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import org.apache.beam.sdk.coders.ByteArrayCoder;
import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.coders.CoderRegistry;
import org.apache.beam.sdk.coders.CustomCoder;
import org.apache.beam.sdk.coders.KvCoder;
import org.apache.beam.sdk.coders.VarLongCoder;
import org.apache.beam.sdk.transforms.Combine;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.values.KV;
import org.joda.time.Instant;
import org.jspecify.annotations.Nullable;

/**
 * The totals of a comparison made on the runner and its first differing elements, bounded: what
 * comes back to the test JVM. Summaries of parts of the tallies merge to the summary of the whole,
 * whatever the parts, since the kept elements are the least by a fixed order.
 */
final class Summary {

  /** Missing elements come first where the expected side first lists them. */
  static final Comparator<KV<byte[], Tally>> MISSING_ORDER =
      Comparator.<KV<byte[], Tally>>comparingLong(entry -> entry.getValue().firstIndex)
          .thenComparing(KV::getKey, Arrays::compareUnsigned);

  /** Unexpected elements come first by the event time of their first arrival, then encoding. */
  static final Comparator<KV<byte[], Tally>> UNEXPECTED_ORDER =
      Comparator.<KV<byte[], Tally>>comparingLong(entry -> entry.getValue().earliest())
          .thenComparing(KV::getKey, Arrays::compareUnsigned);

  long expectedCount;
  long actualCount;
  long missingDistinct;
  long unexpectedDistinct;

  /** How many elements both sides hold: per distinct element, the lesser of its two counts. */
  long equal;

  List<KV<byte[], Tally>> missing = new ArrayList<>();
  List<KV<byte[], Tally>> unexpected = new ArrayList<>();

  /** The verdict the test JVM judges with. */
  RunnerVerdict verdict() {
    return new RunnerVerdict(
        expectedCount,
        actualCount,
        missingDistinct,
        unexpectedDistinct,
        differences(missing),
        differences(unexpected),
        equal);
  }

  private static List<RunnerVerdict.Difference> differences(List<KV<byte[], Tally>> entries) {
    List<RunnerVerdict.Difference> differences = new ArrayList<>();
    for (KV<byte[], Tally> entry : entries) {
      Tally tally = entry.getValue();
      List<CapturedElement> arrivals = new ArrayList<>();
      for (Tally.Arrival arrival : tally.arrivals) {
        arrivals.add(
            new CapturedElement(
                entry.getKey(),
                arrival.window(),
                arrival.pane(),
                Instant.ofEpochMilli(arrival.timestampMillis())));
      }
      differences.add(
          new RunnerVerdict.Difference(entry.getKey(), tally.expected, tally.actual, arrivals));
    }
    return differences;
  }

  /**
   * Sums every tally and keeps the first {@code limit} missing and unexpected ones; also the
   * accumulator, so that the runner may combine in parts.
   */
  static final class Summarize extends Combine.CombineFn<KV<byte[], Tally>, Summary, Summary> {
    private static final long serialVersionUID = 1L;

    private final int limit;
    private final Coder<? extends BoundedWindow> windowCoder;

    Summarize(int limit, Coder<? extends BoundedWindow> windowCoder) {
      this.limit = limit;
      this.windowCoder = windowCoder;
    }

    @Override
    public Summary createAccumulator() {
      return new Summary();
    }

    @Override
    public Summary addInput(Summary summary, KV<byte[], Tally> entry) {
      Tally tally = entry.getValue();
      summary.expectedCount += tally.expected;
      summary.actualCount += tally.actual;
      summary.equal += Math.min(tally.expected, tally.actual);
      if (tally.expected > tally.actual) {
        summary.missingDistinct++;
        keep(summary.missing, entry, MISSING_ORDER);
      } else if (tally.actual > tally.expected) {
        summary.unexpectedDistinct++;
        keep(summary.unexpected, entry, UNEXPECTED_ORDER);
      }
      return summary;
    }

    @Override
    public Summary mergeAccumulators(Iterable<Summary> summaries) {
      Summary merged = new Summary();
      for (Summary summary : summaries) {
        merged.expectedCount += summary.expectedCount;
        merged.actualCount += summary.actualCount;
        merged.missingDistinct += summary.missingDistinct;
        merged.unexpectedDistinct += summary.unexpectedDistinct;
        merged.equal += summary.equal;
        for (KV<byte[], Tally> entry : summary.missing) {
          keep(merged.missing, entry, MISSING_ORDER);
        }
        for (KV<byte[], Tally> entry : summary.unexpected) {
          keep(merged.unexpected, entry, UNEXPECTED_ORDER);
        }
      }
      trim(merged.missing, MISSING_ORDER);
      trim(merged.unexpected, UNEXPECTED_ORDER);
      return merged;
    }

    @Override
    public Summary extractOutput(Summary summary) {
      trim(summary.missing, MISSING_ORDER);
      trim(summary.unexpected, UNEXPECTED_ORDER);
      return summary;
    }

    @Override
    public Coder<Summary> getAccumulatorCoder(
        CoderRegistry registry, Coder<KV<byte[], Tally>> inputCoder) {
      return new SummaryCoder(windowCoder);
    }

    @Override
    public Coder<Summary> getDefaultOutputCoder(
        CoderRegistry registry, Coder<KV<byte[], Tally>> inputCoder) {
      return new SummaryCoder(windowCoder);
    }

    /** Adds {@code entry}, trimming to the first {@code limit} now and then: linear overall. */
    private void keep(
        List<KV<byte[], Tally>> kept,
        KV<byte[], Tally> entry,
        Comparator<KV<byte[], Tally>> order) {
      if (limit == 0) {
        return;
      }
      kept.add(entry);
      if (kept.size() >= 2 * limit) {
        trim(kept, order);
      }
    }

    private void trim(List<KV<byte[], Tally>> kept, Comparator<KV<byte[], Tally>> order) {
      kept.sort(order);
      while (kept.size() > limit) {
        kept.remove(kept.size() - 1);
      }
    }
  }

  /** Merges the summaries of the shards into the summary of the whole. */
  static final class MergeSummaries extends Combine.CombineFn<Summary, Summary, Summary> {
    private static final long serialVersionUID = 1L;

    private final Summarize summarize;
    private final Coder<? extends BoundedWindow> windowCoder;

    MergeSummaries(int limit, Coder<? extends BoundedWindow> windowCoder) {
      this.summarize = new Summarize(limit, windowCoder);
      this.windowCoder = windowCoder;
    }

    @Override
    public Summary createAccumulator() {
      return new Summary();
    }

    @Override
    public Summary addInput(Summary sum, Summary summary) {
      return summarize.mergeAccumulators(List.of(sum, summary));
    }

    @Override
    public Summary mergeAccumulators(Iterable<Summary> summaries) {
      return summarize.mergeAccumulators(summaries);
    }

    @Override
    public Summary extractOutput(Summary sum) {
      return sum;
    }

    @Override
    public Coder<Summary> getAccumulatorCoder(CoderRegistry registry, Coder<Summary> inputCoder) {
      return new SummaryCoder(windowCoder);
    }

    @Override
    public Coder<Summary> getDefaultOutputCoder(CoderRegistry registry, Coder<Summary> inputCoder) {
      return new SummaryCoder(windowCoder);
    }
  }

  /** Encodes summaries: the five totals, then the kept entries of each side. */
  static final class SummaryCoder extends CustomCoder<Summary> {
    private static final long serialVersionUID = 1L;
    private static final Coder<Long> LONG = VarLongCoder.of();

    private final KvCoder<byte[], Tally> entryCoder;

    SummaryCoder(Coder<? extends BoundedWindow> windowCoder) {
      this.entryCoder = KvCoder.of(ByteArrayCoder.of(), new Tally.TallyCoder(windowCoder));
    }

    @Override
    public boolean equals(@Nullable Object other) {
      return other instanceof SummaryCoder that && that.entryCoder.equals(entryCoder);
    }

    @Override
    public int hashCode() {
      return entryCoder.hashCode();
    }

    @Override
    public void encode(Summary summary, OutputStream out) throws IOException {
      LONG.encode(summary.expectedCount, out);
      LONG.encode(summary.actualCount, out);
      LONG.encode(summary.missingDistinct, out);
      LONG.encode(summary.unexpectedDistinct, out);
      LONG.encode(summary.equal, out);
      encode(summary.missing, out);
      encode(summary.unexpected, out);
    }

    private void encode(List<KV<byte[], Tally>> entries, OutputStream out) throws IOException {
      LONG.encode((long) entries.size(), out);
      for (KV<byte[], Tally> entry : entries) {
        entryCoder.encode(entry, out);
      }
    }

    @Override
    public Summary decode(InputStream in) throws IOException {
      Summary summary = new Summary();
      summary.expectedCount = LONG.decode(in);
      summary.actualCount = LONG.decode(in);
      summary.missingDistinct = LONG.decode(in);
      summary.unexpectedDistinct = LONG.decode(in);
      summary.equal = LONG.decode(in);
      summary.missing = decodeEntries(in);
      summary.unexpected = decodeEntries(in);
      return summary;
    }

    private List<KV<byte[], Tally>> decodeEntries(InputStream in) throws IOException {
      long size = LONG.decode(in);
      List<KV<byte[], Tally>> entries = new ArrayList<>();
      for (long i = 0; i < size; i++) {
        entries.add(entryCoder.decode(in));
      }
      return entries;
    }
  }
}
