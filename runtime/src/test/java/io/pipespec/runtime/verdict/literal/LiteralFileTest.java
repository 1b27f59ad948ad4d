package io.pipespec.runtime.verdict.literal;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.pipespec.runtime.suite.LiteralFile;
import java.util.List;
import org.apache.beam.sdk.values.TypeDescriptor;
import org.apache.beam.sdk.values.TypeDescriptors;
import org.junit.jupiter.api.Test;

class LiteralFileTest {

  /** An element type of the tests: public, so that its literals can be read. */
  public record Order(long id, String customer, double total) {}

  @Test
  void readsOneElementALineAfterTheHeaderEmptyAndHashLinesIncluded() {
    List<String> elements =
        LiteralFile.elements(
            LiteralFileTest.class, "words.txt", TypeDescriptors.strings(), "@Timeline of T");

    assertThat(elements)
        .containsExactly("blue", "  red with spaces  ", "line\nbreak", "", "# not a comment")
        .inOrder();
  }

  @Test
  void aPathFromTheRootOfTheClassPathReadsTheSameFile() {
    List<String> elements =
        LiteralFile.elements(
            String.class,
            "/io/pipespec/runtime/verdict/literal/words.txt",
            TypeDescriptors.strings(),
            "@Timeline of T");

    assertThat(elements).hasSize(5);
  }

  @Test
  void aMissingFileSaysWhereItWasLookedForAndWhereToPutIt() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                LiteralFile.elements(
                    LiteralFileTest.class,
                    "missing.txt",
                    TypeDescriptors.strings(),
                    "@Timeline(file = \"missing.txt\") of OrdersTest"));

    assertThat(e)
        .hasMessageThat()
        .isEqualTo(
            "The file missing.txt of the @Timeline(file = \"missing.txt\") of OrdersTest is not on"
                + " the class path (looked for io/pipespec/runtime/verdict/literal/missing.txt). Put it"
                + " under src/test/resources/io/pipespec/runtime/verdict/literal/missing.txt, or start the"
                + " path with / to name it from the root of the class path.");
  }

  @Test
  void aLineThatIsNotALiteralFailsWithTheFileLineAndColumn() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                LiteralFile.elements(
                    LiteralFileTest.class,
                    "orders.txt",
                    TypeDescriptor.of(Order.class),
                    "@Timeline(file = \"orders.txt\") of OrdersTest"));

    assertThat(e)
        .hasMessageThat()
        .startsWith(
            "io/pipespec/runtime/verdict/literal/orders.txt:4:29: line 4 of the @Timeline(file ="
                + " \"orders.txt\") of OrdersTest is not a literal of ");
    assertThat(e).hasMessageThat().contains("`lots`");
  }

  @Test
  void aBlankLineInAFileOfRecordsIsAnErrorNotSkipped() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                LiteralFile.elements(
                    LiteralFileTest.class,
                    "blank-line.txt",
                    TypeDescriptor.of(Order.class),
                    "@Timeline of OrdersTest"));

    assertThat(e)
        .hasMessageThat()
        .isEqualTo(
            "io/pipespec/runtime/verdict/literal/blank-line.txt:3: line 3 of the @Timeline of OrdersTest"
                + " is blank, but a file of Order elements has one element on every line after"
                + " its # header. Remove the line.");
  }

  @Test
  void aByteOrderMarkIsNotPartOfTheFirstElementNorHidesTheHeader() {
    assertThat(
            LiteralFile.elements(
                LiteralFileTest.class, "bom-words.txt", TypeDescriptors.strings(), "@Timeline"))
        .containsExactly("a", "b")
        .inOrder();
    assertThat(
            LiteralFile.elements(
                LiteralFileTest.class,
                "bom-header.txt",
                TypeDescriptor.of(Order.class),
                "@Timeline"))
        .containsExactly(new Order(1, "ann", 1.5));
  }

  @Test
  void aSnapshotGroupedByWindowIsRefusedRatherThanReadWithItsWindowLinesAsElements() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                LiteralFile.elements(
                    LiteralFileTest.class,
                    "windowed-snapshot.txt",
                    TypeDescriptors.strings(),
                    "@Timeline(file = \"windowed-snapshot.txt\") of T"));

    assertThat(e)
        .hasMessageThat()
        .startsWith("io/pipespec/runtime/verdict/literal/windowed-snapshot.txt:6: ");
    assertThat(e).hasMessageThat().contains("grouped by: window");
    assertThat(e).hasMessageThat().contains("window [1970-01-01T00:00Z, 1970-01-01T00:20Z)");
  }
}
