package io.pipespec.runtime.suite;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Where an expectation method is declared, as generated code passes it to the runtime. */
class ExpectationSpecTest {

  static class Ties {}

  @Test
  void theDeclarationIsTheFrameOfTheMethodAtItsLine() {
    ExpectationSpec spec =
        ExpectationSpec.of(
                Ties.class, "duneFirst", ExpectationSpec.Target.output("top", Expectations.empty()))
            .declaredAt("ExpectationSpecTest.java", 45);

    assertThat(spec.sourceFileName()).hasValue("ExpectationSpecTest.java");
    assertThat(spec.sourceLine().getAsInt()).isEqualTo(45);
    assertThat(spec.declarationFrame().toString())
        .isEqualTo(
            "io.pipespec.runtime.suite.ExpectationSpecTest$Ties.duneFirst(ExpectationSpecTest.java:45)");
  }

  @Test
  void withoutADeclarationTheFrameHasNoSource() {
    ExpectationSpec spec =
        ExpectationSpec.of(
            Ties.class, "duneFirst", ExpectationSpec.Target.output("top", Expectations.empty()));

    assertThat(spec.sourceFileName()).isEmpty();
    assertThat(spec.sourceLine().isPresent()).isFalse();
    assertThat(spec.declarationFrame().toString())
        .isEqualTo("io.pipespec.runtime.suite.ExpectationSpecTest$Ties.duneFirst(Unknown Source)");
  }

  @Test
  void aPathOrALineBelowOneIsRefused() {
    ExpectationSpec spec =
        ExpectationSpec.of(
            Ties.class, "duneFirst", ExpectationSpec.Target.output("top", Expectations.empty()));

    IllegalArgumentException path =
        assertThrows(IllegalArgumentException.class, () -> spec.declaredAt("src/Ties.java", 3));
    assertThat(path).hasMessageThat().contains("is not a file name and a line from 1");
    assertThrows(IllegalArgumentException.class, () -> spec.declaredAt("Ties.java", 0));
  }

  @Test
  void declaringWhereLeavesTheSpecWithoutADeclarationAsItWas() {
    ExpectationSpec undeclared =
        ExpectationSpec.of(
            Ties.class, "duneFirst", ExpectationSpec.Target.output("top", Expectations.empty()));

    ExpectationSpec declared = undeclared.declaredAt("ExpectationSpecTest.java", 45);

    assertThat(declared.sourceLine().getAsInt()).isEqualTo(45);
    assertThat(undeclared.sourceFileName()).isEmpty();
    assertThat(declared.target()).isSameInstanceAs(undeclared.target());
  }

  @Test
  void onlyAHarnessTargetReadsTheHarness() {
    assertThat(ExpectationSpec.Target.output("top", Expectations.empty()).readsHarness()).isFalse();
    assertThat(
            ExpectationSpec.Target.harness(FunctionExpectations.pendingTimers(List.of()))
                .readsHarness())
        .isTrue();
  }
}
