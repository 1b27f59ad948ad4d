package io.pipespec.runtime.verdict.onrunner;

import io.pipespec.runtime.verdict.literal.LiteralException;
import io.pipespec.runtime.verdict.literal.LiteralReader;
import io.pipespec.runtime.verdict.literal.LiteralWriter;
import io.pipespec.runtime.verdict.snapshot.SnapshotFile;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.util.CoderUtils;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollectionView;
import org.apache.beam.sdk.values.TypeDescriptor;
import org.jspecify.annotations.Nullable;

/**
 * Reads a snapshot file where the pipeline runs, line by line: skips its header, reads each element
 * line as a literal of the element type, and emits it encoded with the output's coder, tallied as
 * expected once at its line, keyed by bucket. Given the digests of a comparison, it emits only the
 * lines of the differing buckets, keyed by shard, and reads nothing when every bucket agrees. The
 * test JVM holds none of the file's elements.
 */
final class SnapshotLines<T> extends DoFn<String, KV<Integer, KV<byte[], Tally>>> {

  private static final long serialVersionUID = 1L;

  private final TypeDescriptor<T> type;
  private final String elementType;
  private final Coder<T> coder;
  private final @Nullable PCollectionView<Digests> digests;
  private transient @Nullable LiteralReader<T> reader;

  @SuppressWarnings("unchecked")
  SnapshotLines(
      TypeDescriptor<?> type,
      String elementType,
      Coder<T> coder,
      @Nullable PCollectionView<Digests> digests) {
    this.type = (TypeDescriptor<T>) type;
    this.elementType = elementType;
    this.coder = coder;
    this.digests = digests;
  }

  @Setup
  public void setup() {
    reader = LiteralReader.of(type);
  }

  @ProcessElement
  public void process(ProcessContext context) throws IOException, SnapshotFile.FormatException {
    String file = context.element();
    PCollectionView<Digests> view = digests;
    Digests all = view == null ? null : context.sideInput(view);
    if (all != null && !all.anyDiffers()) {
      return;
    }
    LiteralReader<T> literals = reader == null ? LiteralReader.of(type) : reader;
    try (BufferedReader text = Files.newBufferedReader(Path.of(file), StandardCharsets.UTF_8)) {
      Iterator<String> lines = text.lines().iterator();
      // The header is read as the test JVM reads it; the line that ended it, if it took one, is
      // the first element.
      SnapshotFile.Header header = SnapshotFile.header(lines);
      int number = header.lines();
      if (header.next().isPresent()) {
        emit(context, file, literals, all, header.next().get(), ++number);
      }
      while (lines.hasNext()) {
        emit(context, file, literals, all, lines.next(), ++number);
      }
    }
  }

  /** The element of line {@code number}, tallied as expected once, in its bucket or shard. */
  private void emit(
      ProcessContext context,
      String file,
      LiteralReader<T> literals,
      @Nullable Digests all,
      String line,
      int number)
      throws IOException {
    T value;
    try {
      value = literals.read(LiteralWriter.unescape(line));
    } catch (LiteralException e) {
      throw new IllegalArgumentException(
          file
              + ":"
              + number
              + ":"
              + e.column()
              + ": not a literal of "
              + elementType
              + ": "
              + e.getMessage()
              + "\n  "
              + line
              + "\nFix the line, or rerun with -Dpipespec.snapshots=update"
              + " -Dpipespec.judge=jvm to rewrite it",
          e);
    }
    byte[] encoded = CoderUtils.encodeToByteArray(coder, value);
    int bucket = Digests.bucket(encoded);
    if (all == null) {
      context.output(KV.of(bucket, KV.of(encoded, Tally.expected(1, number))));
    } else if (all.differs(bucket)) {
      context.output(KV.of(Shard.ofBucket(bucket), KV.of(encoded, Tally.expected(1, number))));
    }
  }
}
