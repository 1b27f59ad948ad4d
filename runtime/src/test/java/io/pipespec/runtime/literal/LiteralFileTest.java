package io.pipespec.runtime.literal;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.apache.beam.sdk.values.TypeDescriptors;
import org.junit.jupiter.api.Test;

class LiteralFileTest {

  @Test
  void readsOneElementALineSkippingCommentsAndBlankLines() {
    List<String> elements =
        LiteralFile.elements(
            LiteralFileTest.class, "words.txt", TypeDescriptors.strings(), "@Timeline of T");

    assertThat(elements).containsExactly("blue", "  red with spaces  ", "line\nbreak").inOrder();
  }

  @Test
  void aPathFromTheRootOfTheClassPathReadsTheSameFile() {
    List<String> elements =
        LiteralFile.elements(
            String.class,
            "/io/pipespec/runtime/literal/words.txt",
            TypeDescriptors.strings(),
            "@Timeline of T");

    assertThat(elements).hasSize(3);
  }

  @Test
  void aMissingFileSaysWhereItWasLookedForAndWhereToPutIt() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                LiteralFile.elements(
                    LiteralFileTest.class,
                    "orders.txt",
                    TypeDescriptors.strings(),
                    "@Timeline(file = \"orders.txt\") of OrdersTest"));

    assertThat(e)
        .hasMessageThat()
        .isEqualTo(
            "The file orders.txt of the @Timeline(file = \"orders.txt\") of OrdersTest is not on"
                + " the class path (looked for io/pipespec/runtime/literal/orders.txt). Put it"
                + " under src/test/resources/io/pipespec/runtime/literal/orders.txt, or start the"
                + " path with / to name it from the root of the class path.");
  }
}
