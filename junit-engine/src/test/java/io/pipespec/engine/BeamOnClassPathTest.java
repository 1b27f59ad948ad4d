package io.pipespec.engine;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.beam.sdk.util.ReleaseInfo;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.DiscoveryIssue;
import org.junit.platform.engine.DiscoveryIssue.Severity;
import org.junit.platform.testkit.engine.EngineDiscoveryResults;
import org.junit.platform.testkit.engine.EngineTestKit;

/**
 * A test class path whose Beam jars disagree gets one error at discovery, naming each jar, instead
 * of an {@code AbstractMethodError} in every test.
 */
class BeamOnClassPathTest {

  private static final String SINGLE = "io.pipespec.engine.fixtures.single.WordLengthsTest";

  @TempDir Path otherBeam;

  @Test
  void aSecondBeamSdkOfAnotherVersionStopsDiscoveryWithOneErrorNamingBothAndTheBom()
      throws Exception {
    Path metadata =
        otherBeam.resolve("META-INF/maven/org.apache.beam/beam-sdks-java-core/pom.properties");
    Files.createDirectories(metadata.getParent());
    Files.writeString(metadata, "version=2.73.0\ngroupId=org.apache.beam\n");
    String builtWith = ReleaseInfo.getReleaseInfo().getSdkVersion();

    EngineDiscoveryResults results;
    ClassLoader previous = Thread.currentThread().getContextClassLoader();
    try (URLClassLoader withOtherBeam =
        new URLClassLoader(new URL[] {otherBeam.toUri().toURL()}, previous)) {
      Thread.currentThread().setContextClassLoader(withOtherBeam);
      results = EngineTestKit.engine("pipespec").selectors(selectClass(SINGLE)).discover();
    } finally {
      Thread.currentThread().setContextClassLoader(previous);
    }

    List<DiscoveryIssue> issues = results.getDiscoveryIssues();
    assertThat(issues).hasSize(1);
    DiscoveryIssue issue = issues.get(0);
    assertThat(issue.severity()).isEqualTo(Severity.ERROR);
    assertThat(issue.message())
        .startsWith("Beam's jars on the test class path are of different versions");
    assertThat(issue.message())
        .contains(
            "  beam-sdks-java-core "
                + builtWith
                + " in beam-sdks-java-core-"
                + builtWith
                + ".jar\n");
    assertThat(issue.message()).contains("  beam-sdks-java-core 2.73.0 in " + otherBeam + "\n");
    assertThat(issue.message())
        .contains("  <artifactId>beam-sdks-java-bom</artifactId>\n    <version>");
    // Nothing is discovered, so nothing runs into the mixed classes.
    assertThat(results.getEngineDescriptor().getChildren()).isEmpty();
  }

  @Test
  void thisModulesAlignedBeamDiscoversAsUsual() {
    EngineDiscoveryResults results =
        EngineTestKit.engine("pipespec").selectors(selectClass(SINGLE)).discover();

    assertThat(results.getDiscoveryIssues()).isEmpty();
    assertThat(results.getEngineDescriptor().getChildren()).hasSize(1);
  }
}
