package io.pipespec.runtime.verdict.expect;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.pipespec.runtime.capture.CapturedElement;
import io.pipespec.runtime.capture.CapturedOutput;
import io.pipespec.runtime.verdict.literal.LiteralException;
import io.pipespec.runtime.verdict.literal.LiteralReader;
import io.pipespec.runtime.verdict.scope.Scope;
import io.pipespec.runtime.verdict.snapshot.SnapshotFile;
import io.pipespec.runtime.verdict.snapshot.SnapshotMode;
import io.pipespec.runtime.verdict.snapshot.SnapshotSettings;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.beam.sdk.coders.CoderException;
import org.apache.beam.sdk.coders.StringUtf8Coder;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.transforms.windowing.GlobalWindow;
import org.apache.beam.sdk.transforms.windowing.IntervalWindow;
import org.apache.beam.sdk.transforms.windowing.PaneInfo;
import org.apache.beam.sdk.util.CoderUtils;
import org.apache.beam.sdk.values.TypeDescriptor;
import org.apache.beam.sdk.values.WindowingStrategy;
import org.joda.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opentest4j.AssertionFailedError;

class MatchesSnapshotTest {

  private static final String PATH = "com/example/ScoresTest/ScoresTest.totals.totals.snapshot";

  @TempDir Path directory;

  private final MatchesSnapshot<String> snapshot =
      new MatchesSnapshot<>(
          PATH, "ScoresTest, expectation totals", "String", TypeDescriptor.of(String.class));

  @Test
  void aMissingFileFailsAndSaysHowToRecordIt() throws Exception {
    AssertionFailedError failure =
        assertThrows(
            AssertionFailedError.class,
            () -> snapshot.verify(global(SnapshotMode.VERIFY, "red", "blue")));

    assertThat(failure)
        .hasMessageThat()
        .isEqualTo(
            "No snapshot of output 'totals' at "
                + file()
                + ": rerun with -Dpipespec.snapshots=record to record it from this run's output (2"
                + " elements), then review and commit it");
    assertThat(Files.exists(file())).isFalse();
  }

  @Test
  void recordWritesASortedFileThatVerifiesAfterwards() throws Exception {
    String note = stderr(() -> snapshot.verify(global(SnapshotMode.RECORD, "red", "blue", "red")));

    assertThat(note).contains("Pipespec: recorded snapshot " + file() + " (3 elements)");
    assertThat(Files.readString(file()))
        .isEqualTo(
            "# Pipespec snapshot of output \"totals\" of ScoresTest, expectation totals\n"
                + "# element type: String\n"
                + "# coder: StringUtf8Coder\n"
                + "# elements: 3\n"
                + "# sha256: "
                + SnapshotFile.sha256(
                    List.of(
                        new SnapshotFile.Entry("", "blue"),
                        new SnapshotFile.Entry("", "red"),
                        new SnapshotFile.Entry("", "red")))
                + "\n"
                + "blue\n"
                + "red\n"
                + "red\n");
    snapshot.verify(global(SnapshotMode.VERIFY, "blue", "red", "red"));
  }

  @Test
  void recordVerifiesAFileThatExists() throws Exception {
    snapshot.verify(global(SnapshotMode.RECORD, "red"));

    assertThrows(
        ElementMismatchError.class, () -> snapshot.verify(global(SnapshotMode.RECORD, "blue")));
  }

  @Test
  void aDifferenceFailsAsExpectContainsDoesAndSaysHowToUpdate() throws Exception {
    snapshot.verify(global(SnapshotMode.RECORD, "red", "blue"));

    ElementMismatchError failure =
        assertThrows(
            ElementMismatchError.class,
            () -> snapshot.verify(global(SnapshotMode.VERIFY, "red", "green")));

    assertThat(failure)
        .hasMessageThat()
        .startsWith(
            "Output 'totals' (all windows, all panes) does not contain exactly the expected elements\n");
    assertThat(failure).hasMessageThat().contains("missing    : blue (x1): never produced");
    assertThat(failure).hasMessageThat().contains("unexpected : green (x1)");
    assertThat(failure)
        .hasMessageThat()
        .endsWith(
            "\nsnapshot   : " + file() + "\nrerun with -Dpipespec.snapshots=update to rewrite it");
  }

  @Test
  void aFileInAnotherOrderIsAccepted() throws Exception {
    snapshot.verify(global(SnapshotMode.RECORD, "a", "b", "c"));
    String text = Files.readString(file());
    Files.writeString(file(), text.replace("a\nb\nc\n", "c\na\nb\n"));

    snapshot.verify(global(SnapshotMode.VERIFY, "b", "c", "a"));
  }

  @Test
  void updateRewritesAFileThatDiffersAndSaysWhatChanged() throws Exception {
    snapshot.verify(global(SnapshotMode.RECORD, "red", "blue"));

    String note = stderr(() -> snapshot.verify(global(SnapshotMode.UPDATE, "red", "green")));

    assertThat(note)
        .contains(
            "Pipespec: updated snapshot "
                + file()
                + ": 2 elements before, 2 elements now\n  - (no window line): blue\n"
                + "  + (no window line): green");
    snapshot.verify(global(SnapshotMode.VERIFY, "green", "red"));
  }

  @Test
  void updateLeavesAnUnchangedFileAlone() throws Exception {
    snapshot.verify(global(SnapshotMode.RECORD, "red"));
    FileTime old = FileTime.fromMillis(1_000_000L);
    Files.setLastModifiedTime(file(), old);

    String note = stderr(() -> snapshot.verify(global(SnapshotMode.UPDATE, "red")));

    assertThat(note).isEmpty();
    assertThat(Files.getLastModifiedTime(file())).isEqualTo(old);
  }

  @Test
  void aHeaderOfAnotherElementTypeFails() throws Exception {
    snapshot.verify(global(SnapshotMode.RECORD, "red"));
    Files.writeString(
        file(), Files.readString(file()).replace("element type: String", "element type: Long"));

    AssertionFailedError failure =
        assertThrows(
            AssertionFailedError.class, () -> snapshot.verify(global(SnapshotMode.VERIFY, "red")));

    assertThat(failure)
        .hasMessageThat()
        .isEqualTo(
            "The snapshot "
                + file()
                + " was written for Long, the output 'totals' holds String: rerun with"
                + " -Dpipespec.snapshots=update to rewrite it");
  }

  @Test
  void aLineAddedByHandFailsOnTheHeaderUntilTheHeaderIsFixedOrRemoved() throws Exception {
    snapshot.verify(global(SnapshotMode.RECORD, "red"));
    Files.writeString(file(), Files.readString(file()) + "blue\n");

    AssertionFailedError failure =
        assertThrows(
            AssertionFailedError.class,
            () -> snapshot.verify(global(SnapshotMode.VERIFY, "red", "blue")));

    assertThat(failure)
        .hasMessageThat()
        .startsWith(
            "The snapshot "
                + file()
                + " was edited by hand: its header says 1 element and sha256 ");
    assertThat(failure).hasMessageThat().contains(", its lines hold 2 elements with sha256 ");

    List<String> lines = new ArrayList<>(Files.readAllLines(file()));
    lines.removeIf(line -> line.startsWith("# elements:") || line.startsWith("# sha256:"));
    Files.write(file(), lines);
    snapshot.verify(global(SnapshotMode.VERIFY, "red", "blue"));
  }

  /**
   * The failure message tells a user who edits a file by hand to delete the count and hash lines;
   * an element that starts with {@code #} must stay an element then.
   */
  @Test
  void anElementThatStartsWithAHashIsJudgedWithTheHeaderWholeOrCut() throws Exception {
    snapshot.verify(global(SnapshotMode.RECORD, "#a", "b", "c"));

    for (boolean cut : new boolean[] {false, true}) {
      if (cut) {
        List<String> lines = new ArrayList<>(Files.readAllLines(file()));
        lines.removeIf(line -> line.startsWith("# elements:") || line.startsWith("# sha256:"));
        Files.write(file(), lines);
      }

      snapshot.verify(global(SnapshotMode.VERIFY, "#a", "b", "c"));
      ElementMismatchError failure =
          assertThrows(
              ElementMismatchError.class,
              () -> snapshot.verify(global(SnapshotMode.VERIFY, "b", "c")));
      assertThat(failure).hasMessageThat().contains("missing    : #a (x1): never produced");
    }
  }

  @Test
  void aLineThatIsNoLiteralFailsWithItsLineAndColumn() throws Exception {
    MatchesSnapshot<String> strict =
        new MatchesSnapshot<>(
            PATH,
            "ScoresTest, expectation totals",
            "String",
            TypeDescriptor.of(String.class),
            () -> new Refusing(),
            null);
    strict.verify(global(SnapshotMode.RECORD, "fine", "oops"));

    AssertionFailedError failure =
        assertThrows(
            AssertionFailedError.class, () -> strict.verify(global(SnapshotMode.VERIFY, "fine")));

    assertThat(failure)
        .hasMessageThat()
        .isEqualTo(
            file()
                + ":7:1: not a literal of String: no oops here\n  oops\nFix the line, or rerun"
                + " with -Dpipespec.snapshots=update to rewrite it");
  }

  @Test
  void groupsByWindowAndFailsForAnElementUnderAnotherWindow() throws Exception {
    IntervalWindow first =
        new IntervalWindow(Instant.ofEpochMilli(0), Instant.ofEpochMilli(1_200_000));
    IntervalWindow second =
        new IntervalWindow(Instant.ofEpochMilli(1_200_000), Instant.ofEpochMilli(2_400_000));
    snapshot.verify(
        windowed(
            SnapshotMode.RECORD, List.of("red", "blue", "red"), List.of(second, first, first)));

    String text = Files.readString(file());
    assertThat(text)
        .endsWith(
            "# grouped by: window\n# elements: 3\n# sha256: "
                + text.substring(text.indexOf("sha256: ") + 8, text.indexOf("sha256: ") + 72)
                + "\n"
                + "window [1970-01-01T00:00Z, 1970-01-01T00:20Z)\n"
                + "  blue\n"
                + "  red\n"
                + "window [1970-01-01T00:20Z, 1970-01-01T00:40Z)\n"
                + "  red\n");

    AssertionFailedError failure =
        assertThrows(
            AssertionFailedError.class,
            () ->
                snapshot.verify(
                    windowed(
                        SnapshotMode.VERIFY,
                        List.of("red", "blue", "red"),
                        List.of(first, second, first))));

    assertThat(failure)
        .hasMessageThat()
        .startsWith(
            "Output 'totals' (all windows, all panes) holds the snapshot's elements, but not in the"
                + " snapshot's windows and panes\n");
    assertThat(failure)
        .hasMessageThat()
        .endsWith("\nrerun with -Dpipespec.snapshots=update to rewrite it");
    assertThat(failure)
        .hasMessageThat()
        .contains("in the snapshot: window [1970-01-01T00:00Z, 1970-01-01T00:20Z): blue");
    assertThat(failure)
        .hasMessageThat()
        .contains("in the output  : window [1970-01-01T00:20Z, 1970-01-01T00:40Z): blue");
  }

  @Test
  void aDirectoryThatCannotBeWrittenFailsClearly() throws Exception {
    Files.writeString(directory.resolve("com"), "a file where a directory must be");

    AssertionFailedError failure =
        assertThrows(
            AssertionFailedError.class, () -> snapshot.verify(global(SnapshotMode.RECORD, "red")));

    assertThat(failure)
        .hasMessageThat()
        .startsWith("The snapshot " + file() + " cannot be written (");
    assertThat(failure)
        .hasMessageThat()
        .endsWith("make the directory writable, or point pipespec.snapshots.dir at one that is");
  }

  @Test
  void aModeIsOneOfThree() {
    assertThat(SnapshotMode.of(" Update ")).isEqualTo(SnapshotMode.UPDATE);
    IllegalArgumentException bad =
        assertThrows(IllegalArgumentException.class, () -> SnapshotMode.of("rewrite"));
    assertThat(bad).hasMessageThat().contains("verify");
    assertThat(bad).hasMessageThat().contains("record");
    assertThat(bad).hasMessageThat().contains("update");
  }

  private Path file() {
    return directory.resolve(PATH);
  }

  private Observation global(SnapshotMode mode, String... values) throws CoderException {
    List<BoundedWindow> windows = new ArrayList<>();
    for (int i = 0; i < values.length; i++) {
      windows.add(GlobalWindow.INSTANCE);
    }
    return windowed(mode, List.of(values), windows);
  }

  private Observation windowed(SnapshotMode mode, List<String> values, List<BoundedWindow> windows)
      throws CoderException {
    List<CapturedElement> elements = new ArrayList<>();
    for (int i = 0; i < values.size(); i++) {
      elements.add(
          new CapturedElement(
              CoderUtils.encodeToByteArray(StringUtf8Coder.of(), values.get(i)),
              windows.get(i),
              PaneInfo.ON_TIME_AND_ONLY_FIRING,
              windows.get(i).maxTimestamp()));
    }
    CapturedOutput<String> output =
        new CapturedOutput<>(
            "totals", StringUtf8Coder.of(), WindowingStrategy.globalDefault(), elements);
    return new Observation(
        output,
        Scope.everything(),
        elements,
        Map.of("totals", output),
        new SnapshotSettings(mode, directory));
  }

  private interface Action {
    void run() throws Exception;
  }

  private static String stderr(Action action) throws Exception {
    PrintStream old = System.err;
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    System.setErr(new PrintStream(bytes, true, StandardCharsets.UTF_8));
    try {
      action.run();
    } finally {
      System.setErr(old);
    }
    return bytes.toString(StandardCharsets.UTF_8);
  }

  /** A reader that refuses the literal "oops", as the full reader refuses a bad line. */
  private static final class Refusing implements LiteralReader<String> {
    @Override
    public String read(String text) {
      if (text.equals("oops")) {
        throw new LiteralException(1, "no oops here");
      }
      return text;
    }

    @Override
    public String display() {
      return "String";
    }
  }
}
