package com.example.beam;

import static com.google.common.truth.Truth.assertWithMessage;

import java.util.List;
import org.apache.beam.runners.core.DoFnRunner;
import org.apache.beam.runners.direct.DirectRunner;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.util.ReleaseInfo;
import org.junit.jupiter.api.Test;

/** The samples beside it ran on the Beam the build asked for (-DexpectedBeam), nothing else. */
class RunningBeamTest {

  @Test
  void theSdkTheDirectRunnerAndRunnerCoreAreAllOfTheExpectedBeam() {
    String expected = System.getProperty("expectedBeam");
    assertWithMessage("run with -DexpectedBeam=VERSION").that(expected).isNotNull();

    assertWithMessage("ReleaseInfo's SDK version")
        .that(ReleaseInfo.getReleaseInfo().getSdkVersion())
        .isEqualTo(expected);
    for (Class<?> type : List.of(Pipeline.class, DirectRunner.class, DoFnRunner.class)) {
      String jar = type.getProtectionDomain().getCodeSource().getLocation().getPath();
      assertWithMessage("the jar of %s", type.getName())
          .that(jar)
          .endsWith("-" + expected + ".jar");
    }
  }
}
