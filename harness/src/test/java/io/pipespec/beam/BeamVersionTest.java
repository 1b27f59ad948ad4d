package io.pipespec.beam;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class BeamVersionTest {

  @Test
  void aReleaseIsReadWithoutItsSuffix() {
    assertThat(BeamVersion.parse("2.73.0")).isEqualTo(new BeamVersion(2, 73, 0));
    assertThat(BeamVersion.parse("2.74.0-SNAPSHOT")).isEqualTo(new BeamVersion(2, 74, 0));
    assertThat(BeamVersion.parse("2.74.0-SNAPSHOT").toString()).isEqualTo("2.74.0");
  }

  @Test
  void releasesAreOrderedByNumberNotByText() {
    assertThat(BeamVersion.parse("2.9.0").isBefore(BeamVersion.parse("2.65.0"))).isTrue();
    assertThat(BeamVersion.parse("2.65.1").isBefore(BeamVersion.parse("2.65.0"))).isFalse();
    assertThat(BeamVersion.parse("2.73.0").isBefore(BeamVersion.parse("2.73.0"))).isFalse();
  }

  @Test
  void somethingElseIsRefusedWithWhatWasExpected() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> BeamVersion.parse("2.73"));
    assertThat(e).hasMessageThat().isEqualTo("\"2.73\" is not a Beam version such as 2.73.0");
  }

  @Test
  void theRunningRunnerCoreIsTheOneThisModuleIsTestedWith() {
    assertThat(BeamVersion.ofRunnerCore())
        .isEqualTo(BeamVersion.parse(System.getProperty("pipespec.test.beamVersion")));
  }
}
