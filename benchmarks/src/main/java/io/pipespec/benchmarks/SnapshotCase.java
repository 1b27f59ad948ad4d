package io.pipespec.benchmarks;

import io.pipespec.runtime.run.RunSettings;
import io.pipespec.runtime.run.ScenarioResult;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.ExpectationSpec.Target;
import io.pipespec.runtime.suite.Expectations;
import io.pipespec.runtime.suite.InputSpec;
import io.pipespec.runtime.suite.Outputs;
import io.pipespec.runtime.suite.ScenarioSpec;
import io.pipespec.runtime.verdict.literal.LiteralWriter;
import io.pipespec.runtime.verdict.snapshot.SnapshotFile;
import io.pipespec.runtime.verdict.snapshot.SnapshotFile.Entry;
import io.pipespec.runtime.verdict.snapshot.SnapshotMode;
import io.pipespec.runtime.verdict.snapshot.SnapshotSettings;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.io.TextIO;
import org.apache.beam.sdk.transforms.Create;
import org.apache.beam.sdk.transforms.MapElements;
import org.apache.beam.sdk.values.TypeDescriptor;
import org.apache.beam.sdk.values.TypeDescriptors;
import org.jspecify.annotations.Nullable;

/**
 * {@code @ExpectSnapshot} of {@code n} {@link Total}s against a snapshot file of {@code n} lines,
 * in verify mode, passing. The scenario is built as the generated harness of this test class would
 * build it:
 *
 * <pre>{@code
 * @PipelineTest
 * class SnapshotCaseTest {
 *   @UnderTest static PCollection<Total> totals(PCollection<Long> seeds) { ... }
 *   @Input static List<Long> seeds() { ... }
 *   @ExpectSnapshot void everyTotal() {}
 * }
 * }</pre>
 *
 * The file is recorded once, not timed, into a temporary directory that the run settings' snapshot
 * settings point at: by a run in record mode ({@link #record()}), or written as such a run writes
 * it ({@link #writeLike}).
 */
final class SnapshotCase {

  /** The file's path, relative to the snapshot directory, as the processor names it. */
  static final String PATH = "SnapshotCaseTest.totals.everyTotal.snapshot";

  /** What the file is a snapshot of, as the processor names it. */
  private static final String SUBJECT = "SnapshotCaseTest, expectation everyTotal";

  private final int n;
  private final Path directory;
  private int bareRuns;
  // Set by pipespec(): the capture of its last run, which keyed-diff-1m judges again.
  private @Nullable ScenarioResult lastRun;

  SnapshotCase(int n) throws IOException {
    this.n = n;
    this.directory = Files.createTempDirectory("pipespec-bench-snapshot");
  }

  private ScenarioSpec scenario() {
    return ScenarioSpec.builder("SnapshotCaseTest", SnapshotCase.class)
        .input(
            InputSpec.ofValues(
                "seeds",
                "SnapshotCaseTest.seeds()",
                () -> Totals.seeds(n),
                TypeDescriptors.longs()))
        .transform(inputs -> Outputs.single("totals", Totals.expand(inputs.get("seeds"), n)))
        .expectation(
            ExpectationSpec.of(
                SnapshotCase.class,
                "everyTotal",
                Target.output(
                    "totals",
                    Expectations.snapshot(PATH, SUBJECT, "Total", TypeDescriptor.of(Total.class)))))
        .build();
  }

  private RunSettings settings(SnapshotMode mode) {
    return RunSettings.defaults().withSnapshots(new SnapshotSettings(mode, directory));
  }

  /** Records the snapshot file from one run; the benchmark calls it once, before timing. */
  void record() {
    Direct.runAndVerify(scenario(), settings(SnapshotMode.RECORD));
    if (!Files.exists(directory.resolve(PATH))) {
      throw new IllegalStateException("The record run wrote no snapshot at " + PATH);
    }
  }

  /**
   * Writes the file a record run of this case would write, without the run, from the totals its
   * pipeline makes ({@link Totals#all}); the benchmark calls it once, before timing, in place of a
   * record run as long as the timed one. {@code recorded} is a smaller case whose file a record run
   * wrote ({@link #record()}): the file written this way for that case must be that file, character
   * for character, or this throws. The timed verify run then passes only on a file as recorded.
   */
  void writeLike(SnapshotCase recorded) throws IOException {
    String made = Files.readString(recorded.directory.resolve(PATH));
    String coder =
        made.lines()
            .filter(line -> line.startsWith(CODER))
            .findFirst()
            .orElseThrow(() -> new IllegalStateException("No coder line in " + made))
            .substring(CODER.length());
    if (!text(recorded.n, coder).equals(made)) {
      throw new IllegalStateException(
          "The snapshot file written without a run differs from the recorded one at "
              + recorded.n
              + " totals; record the large file with a run again");
    }
    Files.writeString(directory.resolve(PATH), text(n, coder));
  }

  private static final String CODER = "# coder: ";

  /** The text of the snapshot of the first {@code n} totals, as a record run writes it. */
  private static String text(int n, String coder) {
    List<Entry> entries = new ArrayList<>(n);
    for (Total total : Totals.all(n)) {
      entries.add(new Entry("", LiteralWriter.line(total)));
    }
    entries.sort(Comparator.comparing(Entry::line));
    return SnapshotFile.write(
        "output \"totals\" of " + SUBJECT, "Total", coder, Optional.empty(), entries);
  }

  /** The lines of the recorded file. */
  long fileLines() throws IOException {
    try (Stream<String> lines = Files.lines(directory.resolve(PATH))) {
      return lines.count();
    }
  }

  /** The whole scenario in verify mode: build, run, capture, read the file, judge. */
  void pipespec() {
    // The previous run's capture is dropped first: no run is timed with another's still held.
    lastRun = null;
    lastRun = Direct.runAndVerify(scenario(), settings(SnapshotMode.VERIFY));
  }

  /**
   * The run of {@link #pipespec()}, when it was the last workload this case ran (a run of {@link
   * #bare()} drops it): its output {@code totals} holds what {@link KeyedDiff}'s pipeline makes,
   * the same {@code n} totals from the same transform.
   */
  Optional<ScenarioResult> lastRun() {
    return Optional.ofNullable(lastRun);
  }

  /**
   * The same pipeline without Pipespec, writing each total as a line with {@code TextIO} into one
   * file, as a golden file of lines is written (and as the snapshot is one file). With the runner's
   * own sharding, the DirectRunner took about twice as long over the same lines (a count of the
   * lines and a choice of shards before the write), a baseline no user would pick to keep an
   * expected output.
   */
  void bare() {
    lastRun = null;
    Pipeline pipeline = Direct.newPipeline();
    Totals.expand(
            pipeline.apply("seeds", Create.of(Totals.seeds(n)).withType(TypeDescriptors.longs())),
            n)
        .apply("Lines", MapElements.into(TypeDescriptors.strings()).via(Total::line))
        .apply(
            "Write",
            TextIO.write()
                .to(directory.resolve("out" + bareRuns++ + "/part").toString())
                .withoutSharding());
    Direct.run(pipeline);
  }

  /** The files the last run of {@link #bare()} wrote, and their lines: what the baseline did. */
  String lastBareOutput() throws IOException {
    Path out = directory.resolve("out" + (bareRuns - 1));
    try (Stream<Path> files = Files.list(out)) {
      List<Path> written = files.toList();
      long lines = 0;
      for (Path file : written) {
        try (Stream<String> text = Files.lines(file)) {
          lines += text.count();
        }
      }
      return written.size() + " file(s), " + lines + " lines";
    }
  }

  /** Deletes the directory of the snapshot and of the baseline's output. */
  void cleanUp() {
    try (Stream<Path> files = Files.walk(directory)) {
      for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
        Files.delete(file);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
