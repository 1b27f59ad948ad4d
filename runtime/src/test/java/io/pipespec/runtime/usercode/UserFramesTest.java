package io.pipespec.runtime.usercode;

import static com.google.common.truth.Truth.assertThat;

import org.junit.jupiter.api.Test;

/** Which stack frames are the user's: those outside the JDK, Beam, the runners and Pipespec. */
class UserFramesTest {

  @Test
  void userFramesAreTheOnesOutsideTheJdkBeamRunnersAndPipespec() {
    assertThat(UserFrames.isUser("com.example.SlowFn")).isTrue();
    assertThat(UserFrames.isUser("io.pipespec.samples.sessions.Sessions")).isTrue();
    assertThat(UserFrames.isUser("org.apache.flink.runtime.taskmanager.Task")).isFalse();
    assertThat(UserFrames.isUser("org.apache.beam.runners.direct.DirectRunner")).isFalse();
    assertThat(UserFrames.isUser("java.lang.Thread")).isFalse();
    assertThat(UserFrames.isUser("io.pipespec.runtime.usercode.ScenarioThreads")).isFalse();
  }
}
