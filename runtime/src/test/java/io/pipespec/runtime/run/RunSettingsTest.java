package io.pipespec.runtime.run;

import static com.google.common.truth.Truth.assertThat;

import org.junit.jupiter.api.Test;

/** Which runner names are the DirectRunner, where exploration and generation run. */
class RunSettingsTest {

  private static boolean direct(String runner) {
    return RunSettings.defaults().withRunner(runner).onTheDirectRunner();
  }

  @Test
  void theDirectRunnerIsNamedAsBeamsRunnerOptionTakesIt() {
    assertThat(RunSettings.defaults().onTheDirectRunner()).isTrue();
    assertThat(direct("DirectRunner")).isTrue();
    assertThat(direct("direct")).isTrue();
    assertThat(direct("Direct")).isTrue();
    assertThat(direct("org.apache.beam.runners.direct.DirectRunner")).isTrue();
  }

  @Test
  void otherRunnersAreNot() {
    assertThat(direct("FlinkRunner")).isFalse();
    assertThat(direct("org.apache.beam.runners.spark.SparkRunner")).isFalse();
    assertThat(direct("TestDirectRunner")).isFalse();
    assertThat(direct("directrunner2")).isFalse();
  }
}
