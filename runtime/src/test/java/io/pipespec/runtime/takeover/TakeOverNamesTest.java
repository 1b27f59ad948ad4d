package io.pipespec.runtime.takeover;

import static com.google.common.truth.Truth.assertThat;

import org.junit.jupiter.api.Test;

/**
 * A recorded savepoint holds the take-over's source and its checkpoint mark by class name (Java
 * serialization), so renaming or moving them would make every savepoint users have recorded fail to
 * restore with a {@code ClassNotFoundException}: the names are part of the savepoint's format.
 */
class TakeOverNamesTest {

  @Test
  void theClassesASavepointHoldsKeepTheNamesRecordedSavepointsNameThem() throws Exception {
    // As the sample's recorded savepoint (ClicksJobTakeOverTest) names them.
    assertThat(TakeOverSource.class.getName())
        .isEqualTo("io.pipespec.runtime.takeover.TakeOverSource");
    assertThat(Class.forName("io.pipespec.runtime.takeover.TakeOverSource$Position")).isNotNull();
    assertThat(TimelinePhase.class.getName())
        .isEqualTo("io.pipespec.runtime.takeover.TimelinePhase");
    assertThat(Class.forName("io.pipespec.runtime.takeover.TimelinePhase$Step")).isNotNull();
  }
}
