package io.pipespec.runtime.spec;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.pipespec.runtime.expect.Expectations;
import org.junit.jupiter.api.Test;

/** Where an expectation method is declared, as generated code passes it to the runtime. */
class ExpectationSpecTest {

  static class Ties {}

  @Test
  void theDeclarationIsTheFrameOfTheMethodAtItsLine() {
    ExpectationSpec spec =
        ExpectationSpec.builder(Ties.class, "duneFirst")
            .declaredAt("ExpectationSpecTest.java", 45)
            .output("top")
            .expect(Expectations.empty())
            .build();

    assertThat(spec.sourceFileName()).hasValue("ExpectationSpecTest.java");
    assertThat(spec.sourceLine().getAsInt()).isEqualTo(45);
    assertThat(spec.declarationFrame().toString())
        .isEqualTo(
            "io.pipespec.runtime.spec.ExpectationSpecTest$Ties.duneFirst(ExpectationSpecTest.java:45)");
  }

  @Test
  void withoutADeclarationTheFrameHasNoSource() {
    ExpectationSpec spec =
        ExpectationSpec.builder(Ties.class, "duneFirst")
            .output("top")
            .expect(Expectations.empty())
            .build();

    assertThat(spec.sourceFileName()).isEmpty();
    assertThat(spec.sourceLine().isPresent()).isFalse();
    assertThat(spec.declarationFrame().toString())
        .isEqualTo("io.pipespec.runtime.spec.ExpectationSpecTest$Ties.duneFirst(Unknown Source)");
  }

  @Test
  void aPathOrALineBelowOneIsRefused() {
    ExpectationSpec.Builder builder = ExpectationSpec.builder(Ties.class, "duneFirst");

    IllegalArgumentException path =
        assertThrows(IllegalArgumentException.class, () -> builder.declaredAt("src/Ties.java", 3));
    assertThat(path).hasMessageThat().contains("is not a file name and a line from 1");
    assertThrows(IllegalArgumentException.class, () -> builder.declaredAt("Ties.java", 0));
  }
}
