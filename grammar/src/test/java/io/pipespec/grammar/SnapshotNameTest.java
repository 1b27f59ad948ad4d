package io.pipespec.grammar;

import static com.google.common.truth.Truth.assertThat;

import org.junit.jupiter.api.Test;

class SnapshotNameTest {

  @Test
  void namesTheFileByPackageClassScenarioOutputAndMethod() {
    assertThat(
            SnapshotName.file(
                "com.example", "TeamScoresTest", "AllOnTime", "totals", "onTimeTotals"))
        .isEqualTo("com/example/TeamScoresTest/AllOnTime.totals.onTimeTotals.snapshot");
  }

  @Test
  void writesOtherCharactersOfAnOutputAsUnderscores() {
    assertThat(SnapshotName.file("", "JobTest", "JobTest", "Write/Totals.v2", "totals"))
        .isEqualTo("JobTest/JobTest.Write_Totals_v2.totals.snapshot");
  }
}
