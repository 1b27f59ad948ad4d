package io.pipespec.runtime.verdict.snapshot;

import static com.google.common.truth.Truth.assertThat;

import io.pipespec.runtime.verdict.snapshot.SnapshotFile.Entry;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * A header is told from the elements whatever a user deletes of it: an element whose line starts
 * with {@code #} is never read as a header line, and a file an earlier version wrote reads the
 * same.
 */
class SnapshotFileTest {

  private static final List<Entry> HASHES =
      List.of(new Entry("", "#a"), new Entry("", "b"), new Entry("", "c"));

  private static String written(List<Entry> entries, Optional<String> groupedBy) {
    return SnapshotFile.write(
        "output \"tags\" of TagsTest, expectation tags",
        "String",
        "StringUtf8Coder",
        groupedBy,
        entries);
  }

  /** {@code text} without its {@code # elements:} and {@code # sha256:} lines. */
  private static String withoutCountAndHash(String text) {
    return text.lines()
            .filter(line -> !line.startsWith("# elements:") && !line.startsWith("# sha256:"))
            .collect(Collectors.joining("\n"))
        + "\n";
  }

  @Test
  void anElementThatStartsWithAHashIsWrittenEscapedAndReadBack() throws Exception {
    String text = written(HASHES, Optional.empty());

    assertThat(text).endsWith("\n\\u0023a\nb\nc\n");
    SnapshotFile.Contents contents = SnapshotFile.read(text);
    assertThat(contents.plain()).isEqualTo(HASHES);
    assertThat(contents.count()).hasValue(3L);
    assertThat(contents.sha256()).hasValue(SnapshotFile.sha256(HASHES));
  }

  @Test
  void anElementThatStartsWithAHashStaysAnElementWhenTheCountAndHashAreDeleted() throws Exception {
    String text = withoutCountAndHash(written(HASHES, Optional.empty()));

    SnapshotFile.Contents contents = SnapshotFile.read(text);

    assertThat(contents.plain()).isEqualTo(HASHES);
    assertThat(contents.elementType()).hasValue("String");
    assertThat(contents.count()).isEmpty();
    assertThat(contents.sha256()).isEmpty();
    assertThat(contents.entries().get(0).number()).isEqualTo(4);
  }

  @Test
  void everyHeaderLineDeletedLeavesTheElements() throws Exception {
    String text =
        written(HASHES, Optional.empty())
                .lines()
                .filter(line -> !line.startsWith("# "))
                .collect(Collectors.joining("\n"))
            + "\n";

    assertThat(SnapshotFile.read(text).plain()).isEqualTo(HASHES);
  }

  /** An earlier version wrote {@code #a} as it is, after the line that ends the header. */
  private static final String EARLIER =
      "# Pipespec snapshot of output \"tags\" of TagsTest, expectation tags\n"
          + "# element type: String\n"
          + "# coder: StringUtf8Coder\n"
          + "# elements: 3\n"
          + "# sha256: "
          + SnapshotFile.sha256(HASHES)
          + "\n"
          + "#a\n"
          + "b\n"
          + "c\n";

  @Test
  void aFileAnEarlierVersionWroteReadsTheSame() throws Exception {
    SnapshotFile.Contents contents = SnapshotFile.read(EARLIER);

    assertThat(contents.plain()).isEqualTo(HASHES);
    assertThat(contents.sha256()).hasValue(SnapshotFile.sha256(HASHES));
  }

  @Test
  void aFileAnEarlierVersionWroteKeepsItsHashElementWhenTheCountAndHashAreDeleted()
      throws Exception {
    SnapshotFile.Contents contents = SnapshotFile.read(withoutCountAndHash(EARLIER));

    assertThat(contents.plain()).isEqualTo(HASHES);
  }

  /** A header holds each of its lines once, in the order written: a second one is an element. */
  @Test
  void aHeaderLineRepeatedIsAnElement() throws Exception {
    String text =
        """
        # element type: String
        # coder: StringUtf8Coder
        # coder: an element of an earlier version's file
        b
        """;

    assertThat(SnapshotFile.read(text).plain())
        .containsExactly(
            new Entry("", "# coder: an element of an earlier version's file"), new Entry("", "b"))
        .inOrder();
  }

  @Test
  void aGroupedFileWritesAndReadsAnElementThatStartsWithAHash() throws Exception {
    String window = "window [1970-01-01T00:00Z, 1970-01-01T00:20Z)";
    List<Entry> entries = List.of(new Entry(window, "#a"), new Entry(window, "b"));
    String text = written(entries, Optional.of("window"));

    assertThat(text).endsWith("\n" + window + "\n  \\u0023a\n  b\n");
    assertThat(SnapshotFile.read(text).plain()).isEqualTo(entries);
    SnapshotFile.Contents deleted = SnapshotFile.read(withoutCountAndHash(text));
    assertThat(deleted.groupedBy()).hasValue("window");
    assertThat(deleted.plain()).isEqualTo(entries);
  }

  @Test
  void theHeaderLeavesTheFirstElementToItsReader() throws Exception {
    String text = withoutCountAndHash(written(HASHES, Optional.empty()));

    var lines = text.lines().iterator();
    SnapshotFile.Header header = SnapshotFile.header(lines);

    assertThat(header.lines()).isEqualTo(3);
    assertThat(header.next()).hasValue("\\u0023a");
    assertThat(lines.next()).isEqualTo("b");
  }
}
