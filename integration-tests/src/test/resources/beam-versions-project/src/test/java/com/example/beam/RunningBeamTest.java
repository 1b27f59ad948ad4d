package com.example.beam;

import static com.google.common.truth.Truth.assertWithMessage;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Properties;
import org.apache.beam.runners.core.DoFnRunner;
import org.apache.beam.runners.direct.DirectRunner;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.util.ReleaseInfo;
import org.junit.jupiter.api.Test;

/**
 * The samples beside it ran on the Beam the build asked for ({@code -DexpectedBeam}), nothing else:
 * the SDK, the DirectRunner and runner-core on the test class path, every copy of them, are of that
 * version, and so are the jars their classes were loaded from.
 */
class RunningBeamTest {

  private static final List<String> ARTIFACTS =
      List.of("beam-sdks-java-core", "beam-runners-direct-java", "beam-runners-core-java");

  @Test
  void theSdkTheDirectRunnerAndRunnerCoreAreAllOfTheExpectedBeam() throws IOException {
    String expected = System.getProperty("expectedBeam");
    assertWithMessage("run with -DexpectedBeam=VERSION").that(expected).isNotNull();

    assertWithMessage("ReleaseInfo's SDK version")
        .that(ReleaseInfo.getReleaseInfo().getSdkVersion())
        .isEqualTo(expected);
    // The DirectRunner's jar bundles copies of the SDK's and runner-core's metadata: each copy of
    // each artifact's pom.properties, wherever it is, names the expected version.
    ClassLoader loader = RunningBeamTest.class.getClassLoader();
    for (String artifact : ARTIFACTS) {
      String metadata = "META-INF/maven/org.apache.beam/" + artifact + "/pom.properties";
      List<URL> copies = Collections.list(loader.getResources(metadata));
      assertWithMessage("%s on the class path", metadata).that(copies).isNotEmpty();
      List<String> versions = new ArrayList<>();
      for (URL copy : copies) {
        Properties properties = new Properties();
        try (InputStream in = copy.openStream()) {
          properties.load(in);
        }
        versions.add(properties.getProperty("version") + " in " + copy);
      }
      for (String version : versions) {
        assertWithMessage("the versions of %s: %s", artifact, versions)
            .that(version)
            .startsWith(expected + " in ");
      }
    }
    for (Class<?> type : List.of(Pipeline.class, DirectRunner.class, DoFnRunner.class)) {
      String jar = type.getProtectionDomain().getCodeSource().getLocation().getPath();
      assertWithMessage("the jar of %s", type.getName())
          .that(jar)
          .endsWith("-" + expected + ".jar");
    }
  }
}
