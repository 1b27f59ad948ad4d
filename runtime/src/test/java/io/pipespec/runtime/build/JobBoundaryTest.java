package io.pipespec.runtime.build;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.pipespec.runtime.run.JobResult;
import io.pipespec.runtime.run.RunSettings;
import io.pipespec.runtime.run.ScenarioResult;
import io.pipespec.runtime.run.ScenarioRunner;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.ExpectationSpec.Target;
import io.pipespec.runtime.suite.Expectations;
import io.pipespec.runtime.suite.InputSpec;
import io.pipespec.runtime.suite.JobScenarioSpec;
import io.pipespec.runtime.suite.ScenarioSpec;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.io.FileIO;
import org.apache.beam.sdk.io.GenerateSequence;
import org.apache.beam.sdk.io.TextIO;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apache.beam.sdk.testing.TestStream;
import org.apache.beam.sdk.transforms.Create;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.Flatten;
import org.apache.beam.sdk.transforms.MapElements;
import org.apache.beam.sdk.transforms.Max;
import org.apache.beam.sdk.transforms.ParDo;
import org.apache.beam.sdk.values.PCollection;
import org.apache.beam.sdk.values.PCollectionList;
import org.apache.beam.sdk.values.PCollectionView;
import org.apache.beam.sdk.values.TypeDescriptor;
import org.apache.beam.sdk.values.TypeDescriptors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opentest4j.AssertionFailedError;

/**
 * A job test touches nothing outside the test unless it says so: reads it does not replace and
 * writes it does not capture are refused before the run, except reads from memory and what
 * {@code @RunsAsWritten} names.
 */
class JobBoundaryTest {

  @TempDir Path dir;

  /** Reads reference data and lines, writes totals, an audit and a dead-end notification. */
  private void job(Pipeline p, PipelineOptions options) {
    PCollection<String> reference =
        p.apply("ReadReference", TextIO.read().from(dir.resolve("reference.txt").toString()));
    PCollection<String> lines =
        p.apply("ReadLines", TextIO.read().from(dir.resolve("lines-*.txt").toString()));
    PCollection<String> all =
        PCollectionList.of(lines).and(reference).apply("Merge", Flatten.pCollections());
    all.apply("WriteTotals", TextIO.write().to(dir.resolve("totals").toString()));
    all.apply("WriteAudit", TextIO.write().to(dir.resolve("audit").toString()));
    all.apply("Notify", ParDo.of(new Notify()));
  }

  /** Stands for a step that calls a service: its output is read by nobody. */
  static final class Notify extends DoFn<String, String> {
    @ProcessElement
    public void process(@Element String line, OutputReceiver<String> out) {
      out.output(line);
    }
  }

  /** Writes each value over the side input's. */
  static final class OverLongest extends DoFn<Long, String> {
    private final PCollectionView<Long> longest;

    OverLongest(PCollectionView<Long> longest) {
      this.longest = longest;
    }

    @ProcessElement
    public void process(ProcessContext c) {
      c.output(c.element() + "/" + c.sideInput(longest));
    }
  }

  private JobScenarioSpec.Builder scenario() {
    return ScenarioSpec.builder("Job", JobBoundaryTest.class)
        .job(this::job, PipelineOptions.class)
        .replace("ReadLines", lines("a", "b"))
        .output("totals", "WriteTotals", String.class);
  }

  private static InputSpec<String> lines(String... lines) {
    return InputSpec.ofValues(
        "lines", "lines()", () -> List.of(lines), TypeDescriptor.of(String.class));
  }

  private static ScenarioResult run(ScenarioSpec scenario) {
    return ScenarioRunner.run(scenario, RunSettings.defaults().withTimeout(Duration.ofSeconds(60)));
  }

  private static ExpectationSpec totals(String... expected) {
    return ExpectationSpec.of(
        JobBoundaryTest.class,
        "totals",
        Target.output("totals", Expectations.containsInAnyOrder(Arrays.asList(expected))));
  }

  private List<String> files() throws Exception {
    try (var files = Files.list(dir)) {
      return files.map(f -> f.getFileName().toString()).filter(f -> !f.startsWith(".")).toList();
    }
  }

  @Test
  void everyReadNotReplacedAndWriteNotCapturedIsRefusedInOneFailureBeforeTheRun() throws Exception {
    Files.writeString(dir.resolve("reference.txt"), "r\n");

    ScenarioResult result = run(scenario().build());

    AssertionFailedError failure =
        assertThrows(AssertionFailedError.class, () -> result.verify(totals("a", "b", "r")));
    assertThat(failure)
        .hasMessageThat()
        .contains(
            "The job of scenario 'Job' failed at construction, before it ran: the job reads or"
                + " writes outside the test, where the test neither replaces nor captures it:"
                + " Pipespec refuses to run them");
    assertThat(failure)
        .hasMessageThat()
        .contains(
            "Pipespec refuses to run them, so that a test touches nothing of them:\n"
                + "  read 'ReadReference' (TextIO$Read): replace it with"
                + " @Input(replaces = \"ReadReference\") or"
                + " @Timeline(replaces = \"ReadReference\", type = ...)\n"
                + "  write 'WriteAudit' (TextIO$Write): capture it with"
                + " @Output(name = \"...\", of = \"WriteAudit\")\n"
                + "  write 'Notify' (ParDo$SingleOutput): a step of the DoFn JobBoundaryTest$Notify"
                + " whose output no step reads. It may only set metrics (a counter, a gauge), or it"
                + " may write outside the test, which Pipespec cannot tell apart from the graph."
                + " When it touches nothing outside the test, let it run:"
                + " @RunsAsWritten(\"Notify\"); when it writes, move the write into a transform of"
                + " its own that @Output can capture (one PCollection in, none out)\n"
                + "Or, when one of them may touch what it touches outside the test, say so on the"
                + " test class or the scenario:"
                + " @RunsAsWritten({\"ReadReference\", \"WriteAudit\", \"Notify\"}).");
    // Nothing ran: the write the test did not capture wrote nothing.
    assertThat(files()).containsExactly("reference.txt");
    assertThat(((JobResult) result).asWritten()).isEmpty();
  }

  @Test
  void beamsOwnStepsInsideACombineAreNoWritesOfTheJob() {
    ScenarioResult result =
        run(
            ScenarioSpec.builder("Job", JobBoundaryTest.class)
                .job(
                    (p, options) -> {
                      PCollection<String> lines =
                          p.apply("ReadLines", TextIO.read().from("/nonexistent/lines"));
                      PCollectionView<Long> longest =
                          lines
                              .apply(
                                  "Lengths",
                                  MapElements.into(TypeDescriptors.longs())
                                      .via(line -> (long) line.length()))
                              .apply("MaxLength", Max.longsGlobally().asSingletonView());
                      PCollection<Long> maxima =
                          lines
                              .apply(
                                  "Lengths again",
                                  MapElements.into(TypeDescriptors.longs())
                                      .via(line -> (long) line.length()))
                              .apply("MaxTimestamp", Max.longsGlobally());
                      maxima
                          .apply(
                              "Padded", ParDo.of(new OverLongest(longest)).withSideInputs(longest))
                          .apply("WriteTotals", TextIO.write().to("/nonexistent/totals"));
                    },
                    PipelineOptions.class)
                .replace("ReadLines", lines("a", "bbb"))
                .output("totals", "WriteTotals", String.class)
                .build());

    result.verify(totals("3/3"));
  }

  /** Sets a gauge and outputs nothing, as the team's RecordLastTimestamp did. */
  static final class RecordLast extends DoFn<Long, Void> {
    @ProcessElement
    public void process(@Element Long last) {
      org.apache.beam.sdk.metrics.Metrics.gauge(JobBoundaryTest.class, "last").set(last);
    }
  }

  @Test
  void aTerminalStepThatMayOnlySetMetricsIsToldWhatItIsBeforeItIsCalledAWrite() {
    ScenarioResult result =
        run(
            ScenarioSpec.builder("Job", JobBoundaryTest.class)
                .job(
                    (p, options) -> {
                      PCollection<String> lines =
                          p.apply("ReadLines", TextIO.read().from("/nonexistent/lines"));
                      lines.apply("WriteTotals", TextIO.write().to("/nonexistent/totals"));
                      lines
                          .apply(
                              "Lengths",
                              MapElements.into(TypeDescriptors.longs())
                                  .via(line -> (long) line.length()))
                          .apply("MaxTimestamp", Max.longsGlobally())
                          .apply("RecordLastTimestamp", ParDo.of(new RecordLast()));
                    },
                    PipelineOptions.class)
                .replace("ReadLines", lines("a", "bbb"))
                .output("totals", "WriteTotals", String.class)
                .build());

    AssertionFailedError failure =
        assertThrows(AssertionFailedError.class, () -> result.verify(totals("a", "bbb")));
    assertThat(failure)
        .hasMessageThat()
        .contains(
            "write 'RecordLastTimestamp' (ParDo$SingleOutput): a step of the DoFn"
                + " JobBoundaryTest$RecordLast whose output no step reads. It may only set metrics"
                + " (a counter, a gauge), or it may write outside the test, which Pipespec cannot"
                + " tell apart from the graph. When it touches nothing outside the test, let it run:"
                + " @RunsAsWritten(\"RecordLastTimestamp\"); when it writes, move the write into a"
                + " transform of its own that @Output can capture (one PCollection in, none out)");
    assertThat(failure).hasMessageThat().doesNotContain("'MaxTimestamp");
  }

  @Test
  void anEndlessSequenceIsARefusedReadNamedWithWhyNotAReadFromMemoryThatRunsToTheTimeout() {
    ScenarioResult result =
        run(
            ScenarioSpec.builder("Job", JobBoundaryTest.class)
                .job(
                    (p, options) ->
                        p.apply("Ticks", GenerateSequence.from(0))
                            .apply(
                                "Show",
                                MapElements.into(TypeDescriptors.strings()).via(n -> "n" + n))
                            .apply(
                                "Minutes",
                                org.apache.beam.sdk.transforms.windowing.Window.into(
                                    org.apache.beam.sdk.transforms.windowing.FixedWindows.of(
                                        org.joda.time.Duration.standardMinutes(1))))
                            .apply(
                                "WriteTotals",
                                TextIO.write()
                                    .to("/nonexistent/totals")
                                    .withWindowedWrites()
                                    .withNumShards(1)),
                    PipelineOptions.class)
                .output("totals", "WriteTotals", String.class)
                .build());

    AssertionFailedError failure =
        assertThrows(AssertionFailedError.class, () -> result.verify(totals()));
    assertThat(failure)
        .hasMessageThat()
        .contains(
            "read 'Ticks' (GenerateSequence): it never ends (a GenerateSequence without"
                + " .to(...)), so the job would run until the timeout; give it .to(...), or"
                + " replace it with @Input(replaces = \"Ticks\")");
  }

  @Test
  void aJobWritesAndReadsOnTheFileSystemsOfTheClassPathAsBeamFindsThem() {
    ScenarioResult result =
        run(
            ScenarioSpec.builder("Job", JobBoundaryTest.class)
                .job(
                    (p, options) ->
                        p.apply("ReadLines", TextIO.read().from("mem://bucket/lines-*.txt"))
                            .apply("WriteTotals", TextIO.write().to("mem://bucket/totals")),
                    PipelineOptions.class)
                .replace("ReadLines", lines("a", "b"))
                .output("totals", "WriteTotals", String.class)
                .build());

    result.verify(totals("a", "b"));
  }

  @Test
  void readsFromMemoryAreNeverRefused() {
    ScenarioResult result =
        run(
            ScenarioSpec.builder("Job", JobBoundaryTest.class)
                .job(
                    (p, options) -> {
                      PCollection<String> constants = p.apply("Constants", Create.of("c"));
                      PCollection<String> stamped =
                          p.apply(
                              "Stamped",
                              Create.timestamped(
                                  org.apache.beam.sdk.values.TimestampedValue.of(
                                      "t", org.joda.time.Instant.EPOCH)));
                      PCollection<String> numbers =
                          p.apply("Numbers", GenerateSequence.from(0).to(2))
                              .apply(
                                  "Show",
                                  MapElements.into(TypeDescriptors.strings()).via(n -> "n" + n));
                      p.apply(
                              "Stream",
                              TestStream.create(org.apache.beam.sdk.coders.StringUtf8Coder.of())
                                  .addElements("s")
                                  .advanceWatermarkToInfinity())
                          .apply(
                              "Minutes",
                              org.apache.beam.sdk.transforms.windowing.Window.into(
                                  org.apache.beam.sdk.transforms.windowing.FixedWindows.of(
                                      org.joda.time.Duration.standardMinutes(1))))
                          .apply(
                              "WriteStream",
                              TextIO.write()
                                  .to("/nonexistent/stream")
                                  .withWindowedWrites()
                                  .withNumShards(1));
                      PCollectionList.of(constants)
                          .and(stamped)
                          .and(numbers)
                          .apply("All", Flatten.pCollections())
                          .apply("WriteAll", TextIO.write().to("/nonexistent/all"));
                    },
                    PipelineOptions.class)
                .output("totals", "WriteAll", String.class)
                .output("stream", "WriteStream", String.class)
                .build());

    result.verify(totals("c", "t", "n0", "n1"));
    assertThat(result.notes().keySet())
        .containsExactly(
            "pipespec.inMemoryRead.Constants",
            "pipespec.inMemoryRead.Stamped",
            "pipespec.inMemoryRead.Numbers",
            "pipespec.inMemoryRead.Stream");
    assertThat(((JobResult) result).asWritten()).isEmpty();
  }

  @Test
  void whatTheTestLetsRunRunsAndIsToldInTheResultTheConsoleAndEveryFailure() throws Exception {
    Files.writeString(dir.resolve("reference.txt"), "r\n");
    PrintStream console = System.err;
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    ScenarioResult result;
    try {
      System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
      result = run(scenario().runsAsWritten("ReadReference", "WriteAudit", "Notify").build());
    } finally {
      System.setErr(console);
    }

    result.verify(totals("a", "b", "r"));
    assertThat(((JobResult) result).asWritten().stream().map(AsWritten::describe).toList())
        .containsExactly(
            "read 'ReadReference' (TextIO$Read)",
            "write 'WriteAudit' (TextIO$Write, writes files named "
                + movedAudit(result)
                + "-SSSSS-of-NNNNN, in Pipespec's temporary directory instead of "
                + dir.resolve("audit")
                + "-SSSSS-of-NNNNN)",
            "write 'Notify' (ParDo$SingleOutput)")
        .inOrder();
    assertThat(result.notes())
        .containsEntry(
            "pipespec.asWritten.ReadReference",
            "read 'ReadReference' (TextIO$Read) ran as written (@RunsAsWritten)");
    assertThat(err.toString(StandardCharsets.UTF_8))
        .contains(
            "Pipespec: scenario 'Job' runs as written (@RunsAsWritten): read 'ReadReference'"
                + " (TextIO$Read), write 'WriteAudit' (TextIO$Write, writes files named ");
    AssertionFailedError failure =
        assertThrows(AssertionFailedError.class, () -> result.verify(totals("a")));
    assertThat(failure)
        .hasMessageThat()
        .contains(
            """

            'ReadReference' ran as written (@RunsAsWritten)
            'WriteAudit' ran as written (@RunsAsWritten)
            'Notify' ran as written (@RunsAsWritten)\
            """);
  }

  @Test
  void aReadLetRunThatFailsIsNamedWithHowToReplaceIt() {
    ScenarioResult result =
        run(scenario().runsAsWritten("ReadReference", "WriteAudit", "Notify").build());

    AssertionFailedError failure =
        assertThrows(AssertionFailedError.class, () -> result.verify(totals("a", "b")));
    assertThat(failure).hasMessageThat().contains("reference.txt");
    assertThat(failure)
        .hasMessageThat()
        .contains(
            "'ReadReference' ran as written (@RunsAsWritten)\n"
                + "'WriteAudit' ran as written (@RunsAsWritten)\n"
                + "'Notify' ran as written (@RunsAsWritten)\n"
                + "A read that runs as written may be what failed or did not end (a missing file,"
                + " an unbounded source): replace it with @Input(replaces = \"ReadReference\"),"
                + " or a @Timeline(replaces = ..., type = ...).");
  }

  @Test
  void aNameLetRunThatMatchesNoTransformFailsBeforeTheRunWithTheCloseNames() {
    ScenarioResult result = run(scenario().runsAsWritten("ReadReferense").build());

    assertThat(result.failure().orElseThrow().getMessage())
        .contains(
            "@RunsAsWritten(\"ReadReferense\") names no transform of the job. Name one by its full"
                + " name or a last segment only it has; close to it: 'ReadReference'");
  }

  @Test
  void aNameLetRunThatIsNoReadOrWriteFailsBeforeTheRunWithTheReason() throws Exception {
    ScenarioResult result =
        run(
            scenario()
                .runsAsWritten("ReadReference", "Merge", "WriteAudit/WriteFiles", "Notify")
                .build());

    assertThat(result.failure()).isPresent();
    String message = result.failure().get().getMessage();
    assertThat(message)
        .contains(
            "@RunsAsWritten(\"Merge\") names 'Merge', which is neither a read (an outermost"
                + " transform that consumes nothing) nor a write (one that consumes a PCollection"
                + " and whose outputs no other step consumes): it runs in the test anyway. Remove"
                + " it from @RunsAsWritten.");
    assertThat(message)
        .contains(
            "@RunsAsWritten(\"WriteAudit/WriteFiles\") names 'WriteAudit/WriteFiles', which is a"
                + " part of the write 'WriteAudit'. Name 'WriteAudit' instead.");
    // ReadReference's file is missing, and nothing ran to find out.
    assertThat(files()).isEmpty();
  }

  @Test
  void aNameLetRunThatTheScenarioAlsoReplacesIsRefused() {
    ScenarioResult result =
        run(
            ScenarioSpec.builder("Job", JobBoundaryTest.class)
                .job(
                    (p, options) ->
                        PCollectionList.of(p.apply("ReadLines", TextIO.read().from("/none")))
                            .and(p.apply("Constants", Create.of("c")))
                            .apply(Flatten.pCollections())
                            .apply("WriteAll", TextIO.write().to("/nonexistent/all")),
                    PipelineOptions.class)
                .replace("ReadLines", lines("a"))
                .output("totals", "WriteAll", String.class)
                .runsAsWritten("ReadLines", "ReadLines/Read")
                .build());

    String message = result.failure().orElseThrow().getMessage();
    assertThat(message)
        .contains(
            "@RunsAsWritten(\"ReadLines/Read\") names 'ReadLines/Read', a part of 'ReadLines',"
                + " which the scenario replaces with an input, so none of it runs. Remove it from"
                + " @RunsAsWritten.");
    assertThat(message)
        .contains(
            "@RunsAsWritten(\"ReadLines\") names 'ReadLines', which the scenario also replaces"
                + " with an input, so it does not run as written. Remove it from @RunsAsWritten,"
                + " or remove the input to let it run.");
  }

  @Test
  void aReadFromMemoryNamedToRunIsRefusedAsNeedingNoLeave() {
    ScenarioResult result =
        run(
            ScenarioSpec.builder("Job", JobBoundaryTest.class)
                .job(
                    (p, options) ->
                        p.apply("Constants", Create.of("c"))
                            .apply("WriteAll", TextIO.write().to("/nonexistent/all")),
                    PipelineOptions.class)
                .output("totals", "WriteAll", String.class)
                .runsAsWritten("Constants")
                .build());

    assertThat(result.failure().orElseThrow().getMessage())
        .contains(
            "@RunsAsWritten(\"Constants\") names 'Constants', a read from memory"
                + " (org.apache.beam.sdk.transforms.Create$Values), which touches nothing outside"
                + " the test and runs without leave. Remove it from @RunsAsWritten.");
  }

  @Test
  void aFileWriteWhoseResultIsUnusedIsAWriteThatCannotBeCaptured() {
    ScenarioResult result =
        run(
            ScenarioSpec.builder("Job", JobBoundaryTest.class)
                .job(
                    (p, options) ->
                        p.apply("Constants", Create.of("c"))
                            .apply(
                                "WriteFiles",
                                FileIO.<String>write()
                                    .via(TextIO.sink())
                                    .to(dir.resolve("files").toString())),
                    PipelineOptions.class)
                .build());

    assertThat(result.failure().orElseThrow().getMessage())
        .contains(
            "  write 'WriteFiles' (FileIO$Write): @Output cannot capture it, since it makes"
                + " collections that no step reads");
    assertThat(dir.resolve("files").toFile().exists()).isFalse();
  }

  /** Where the audit went: the temporary directory's copy of {@code dir/audit}. */
  private Path movedAudit(ScenarioResult result) {
    String described =
        ((JobResult) result)
            .asWritten().stream()
                .filter(written -> written.transform().equals("WriteAudit"))
                .findFirst()
                .orElseThrow()
                .writesTo()
                .orElseThrow();
    String prefix = described.substring("files named ".length(), described.indexOf("-SSSSS"));
    return Path.of(prefix);
  }

  private static List<String> linesOfFilesStartingWith(Path prefix) throws Exception {
    List<String> lines = new java.util.ArrayList<>();
    try (var files = Files.list(prefix.getParent())) {
      for (Path file :
          files
              .filter(f -> f.getFileName().toString().startsWith(prefix.getFileName() + "-"))
              .toList()) {
        lines.addAll(Files.readAllLines(file));
      }
    }
    return lines;
  }

  @Test
  void aFileWriteLetRunWritesInATemporaryDirectoryOfItsOwnNotWhereTheJobSays() throws Exception {
    Files.writeString(dir.resolve("reference.txt"), "r\n");

    ScenarioResult result =
        run(scenario().runsAsWritten("ReadReference", "WriteAudit", "Notify").build());

    result.verify(totals("a", "b", "r"));
    assertThat(files()).doesNotContain("audit-00000-of-00001");
    assertThat(files().stream().filter(f -> f.startsWith("audit"))).isEmpty();
    Path moved = movedAudit(result);
    assertThat(moved.toString()).startsWith(System.getProperty("java.io.tmpdir"));
    assertThat(moved.toString()).contains("pipespec-files-");
    assertThat(moved.toString()).endsWith(dir.resolve("audit").toString());
    assertThat(linesOfFilesStartingWith(moved)).containsExactly("a", "b", "r");
  }

  @Test
  void keepPathsLetsAFileWriteWriteWhereTheJobSays() throws Exception {
    Files.writeString(dir.resolve("reference.txt"), "r\n");

    ScenarioResult result =
        run(
            scenario()
                .runsAsWritten("ReadReference", "WriteAudit", "Notify")
                .keepingPaths("ReadReference", "WriteAudit", "Notify")
                .build());

    result.verify(totals("a", "b", "r"));
    assertThat(linesOfFilesStartingWith(dir.resolve("audit"))).containsExactly("a", "b", "r");
    assertThat(((JobResult) result).asWritten().get(1).describe())
        .isEqualTo(
            "write 'WriteAudit' (TextIO$Write, writes files named "
                + dir.resolve("audit")
                + "-SSSSS-of-NNNNN)");
  }

  private JobScenarioSpec.Builder fileIoJob() {
    return ScenarioSpec.builder("Job", JobBoundaryTest.class)
        .job(
            (p, options) ->
                p.apply("Constants", Create.of("c"))
                    .apply(
                        "WriteFiles",
                        FileIO.<String>write()
                            .via(TextIO.sink())
                            .to(dir.resolve("files").toString())),
            PipelineOptions.class);
  }

  @Test
  void aWriteOfFilesThatCannotBeMovedIsRefusedBeforeTheRunUnlessItKeepsItsPaths() throws Exception {
    ScenarioResult refused = run(fileIoJob().runsAsWritten("WriteFiles").build());

    assertThat(refused.failure().orElseThrow().getMessage())
        .contains(
            "@RunsAsWritten(\"WriteFiles\") lets run a write of files that Pipespec cannot send"
                + " to a temporary directory: it does not name its files by a Beam ResourceId when"
                + " the job is built. Let it write where the job says with"
                + " @RunsAsWritten(value = \"WriteFiles\", keepPaths = true), or write through"
                + " TextIO, which names its files when the job is built.");
    assertThat(dir.resolve("files").toFile().exists()).isFalse();

    ScenarioResult kept =
        run(fileIoJob().runsAsWritten("WriteFiles").keepingPaths("WriteFiles").build());

    assertThat(kept.failure()).isEmpty();
    assertThat(linesOfFilesStartingWith(dir.resolve("files").resolve("output")))
        .containsExactly("c");
  }

  @Test
  void keepPathsWithNoWriteOfFilesToKeepIsRefused() {
    ScenarioResult result =
        run(
            scenario()
                .runsAsWritten("ReadReference", "WriteAudit", "Notify")
                .keepingPaths("Notify")
                .build());

    assertThat(result.failure().orElseThrow().getMessage())
        .contains(
            "@RunsAsWritten(keepPaths = true) keeps where writes of files put them, and none of"
                + " 'Notify' writes files through Beam's WriteFiles. Remove keepPaths = true.");
  }
}
