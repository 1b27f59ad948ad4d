package io.pipespec.runtime.verdict.shape;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class ShapeFileTest {

  @Test
  void aWrittenShapeReadsBackEqual() throws Exception {
    JobShape shape = Jobs.shape(Jobs.withStep("Plus1"));

    assertThat(ShapeFile.read(ShapeFile.write("Jobs", shape))).isEqualTo(shape);
  }

  @Test
  void namesAndIdsWithQuotesBackslashesAndLineBreaksReadBack() throws Exception {
    JobShape shape =
        new JobShape(
            List.of(
                new JobShape.Transform(
                    "Odd\\name\nwith \"quotes\"",
                    "ParDo$MultiOutput",
                    List.of("in"),
                    List.of(),
                    List.of("out"),
                    Optional.of(
                        new JobShape.Keyed(
                            "DoFn x.Y",
                            "StringUtf8Coder",
                            "GlobalWindow$Coder",
                            List.of(
                                new JobShape.State("a \"b\": c\\", "bag", "VarLongCoder", true)),
                            List.of(new JobShape.Timer("t\n", "PROCESSING_TIME")))),
                    false)),
            List.of(new JobShape.Collection("out", "VarLongCoder", "GlobalWindows")),
            List.of());

    assertThat(ShapeFile.read(ShapeFile.write("x", shape))).isEqualTo(shape);
  }

  @Test
  void aLineThatIsNoneOfTheFormsIsNamedWithWhatWasExpected() {
    ShapeFile.FormatException e =
        assertThrows(
            ShapeFile.FormatException.class,
            () -> ShapeFile.read("# title\ntransform A\n  type: ParDo\nstray line\n"));

    assertThat(e.line()).isEqualTo(4);
    assertThat(e)
        .hasMessageThat()
        .isEqualTo(
            "expected \"transform <full name>\", \"collection <name>\", an attribute indented by"
                + " two blanks, a comment starting with # or a blank line, found \"stray line\"");
  }

  @Test
  void anUnknownAttributeIsNamedWithTheAttributesThereAre() {
    ShapeFile.FormatException e =
        assertThrows(
            ShapeFile.FormatException.class,
            () -> ShapeFile.read("collection c\n  coder: X\n  colour: blue\n"));

    assertThat(e.line()).isEqualTo(3);
    assertThat(e)
        .hasMessageThat()
        .isEqualTo("a collection has no attribute \"colour\": expected coder or windowing");
  }

  @Test
  void aStateLineWithoutItsCoderIsRefused() {
    ShapeFile.FormatException e =
        assertThrows(
            ShapeFile.FormatException.class,
            () ->
                ShapeFile.read(
                    """
                    transform T
                      type: P
                      keyed: DoFn X
                      key coder: K
                      window coder: W
                      state "buffer": bag
                    """));

    assertThat(e.line()).isEqualTo(6);
    assertThat(e).hasMessageThat().startsWith("expected state \"<id>\": <kind> of <coder>");
  }

  @Test
  void aStatefulTransformWithoutItsKeyedLineIsRefusedOnItsFirstLine() {
    ShapeFile.FormatException e =
        assertThrows(
            ShapeFile.FormatException.class,
            () -> ShapeFile.read("# t\ntransform T\n  type: P\n  state \"b\": bag of X\n"));

    assertThat(e.line()).isEqualTo(2);
    assertThat(e).hasMessageThat().contains("no \"keyed: <what>\" line");
  }
}
