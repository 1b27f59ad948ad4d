package io.pipespec.beam;

import static com.google.common.truth.Truth.assertThat;

import java.io.IOException;
import java.io.OutputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Beam jars found on a class path and what is said about them, on class paths made of jars that
 * carry only Beam's Maven metadata, as Beam's own jars do.
 */
class SupportedBeamTest {

  @TempDir Path jars;

  @Test
  void theRangeIsTheOneThePomDeclares() {
    assertThat(SupportedBeam.LOWEST).isEqualTo(BeamVersion.parse("2.65.0"));
    assertThat(SupportedBeam.HIGHEST).isEqualTo(BeamVersion.parse("2.73.0"));
  }

  @Test
  void everyCopyOfAnArtifactsMetadataIsFoundWithTheJarHoldingIt() throws Exception {
    ClassLoader loader =
        classPath(
            jar("beam-sdks-java-core-2.73.0.jar", Map.of("beam-sdks-java-core", "2.73.0")),
            jar(
                "beam-runners-direct-java-2.70.0.jar",
                Map.of(
                    "beam-runners-direct-java", "2.70.0",
                    "beam-sdks-java-core", "2.70.0",
                    "beam-runners-core-java", "2.70.0")));

    assertThat(BeamJar.onClassPath(loader).stream().map(BeamJar::toString))
        .containsExactly(
            "beam-sdks-java-core 2.70.0 in beam-runners-direct-java-2.70.0.jar",
            "beam-sdks-java-core 2.73.0 in beam-sdks-java-core-2.73.0.jar",
            "beam-runners-direct-java 2.70.0 in beam-runners-direct-java-2.70.0.jar",
            "beam-runners-core-java 2.70.0 in beam-runners-direct-java-2.70.0.jar")
        .inOrder();
  }

  @Test
  void aMixedClassPathIsNamedJarByJarWithTheBomOfTheProjectsOwnBeam() throws Exception {
    ClassLoader loader =
        classPath(
            jar("beam-sdks-java-core-2.73.0.jar", Map.of("beam-sdks-java-core", "2.73.0")),
            jar(
                "beam-runners-direct-java-2.70.0.jar",
                Map.of("beam-runners-direct-java", "2.70.0", "beam-sdks-java-core", "2.70.0")),
            jar("beam-runners-core-java-2.70.0.jar", Map.of("beam-runners-core-java", "2.70.0")));

    assertThat(SupportedBeam.problem(loader))
        .hasValue(
            "Beam's jars on the test class path are of different versions, and Beam's classes of"
                + " different versions do not work together: every test would fail with an"
                + " AbstractMethodError or a NoSuchMethodError.\n"
                + "  beam-sdks-java-core 2.70.0 in beam-runners-direct-java-2.70.0.jar\n"
                + "  beam-sdks-java-core 2.73.0 in beam-sdks-java-core-2.73.0.jar\n"
                + "  beam-runners-direct-java 2.70.0 in beam-runners-direct-java-2.70.0.jar\n"
                + "  beam-runners-core-java 2.70.0 in beam-runners-core-java-2.70.0.jar\n"
                + "Align them all to your Beam 2.73.0 by importing Beam's BOM in your pom's"
                + " <dependencyManagement><dependencies> (Pipespec brings the DirectRunner and"
                + " runner-core at the version it was built with, and the BOM makes them follow"
                + " yours):\n"
                + "  <dependency>\n"
                + "    <groupId>org.apache.beam</groupId>\n"
                + "    <artifactId>beam-sdks-java-bom</artifactId>\n"
                + "    <version>2.73.0</version>\n"
                + "    <type>pom</type>\n"
                + "    <scope>import</scope>\n"
                + "  </dependency>\n"
                + "If your pom imports it already, a version written on a Beam dependency (or in"
                + " <dependencyManagement> before the import) wins over it: remove the <version>"
                + " of beam-runners-direct-java (2.70.0) and beam-runners-core-java (2.70.0).\n"
                + "Pipespec supports Beam 2.65.0 to 2.73.0; see docs/beam-versions.md in"
                + " Pipespec's repository.");
  }

  @Test
  void aFlinkRunnerOfAnotherVersionThanTheSdkMakesTheClassPathMixed() throws Exception {
    ClassLoader loader =
        classPath(
            jar("beam-sdks-java-core-2.65.0.jar", Map.of("beam-sdks-java-core", "2.65.0")),
            jar("beam-runners-flink-1.19-2.70.0.jar", Map.of("beam-runners-flink-1.19", "2.70.0")));

    String problem = SupportedBeam.problem(loader).orElseThrow();

    assertThat(problem).contains("  beam-runners-flink-1.19 2.70.0 in beam-runners-flink-1.19");
    assertThat(problem)
        .contains(
            "Where Beam releases that Flink runner at 2.65.0, importing Beam's BOM in your pom's"
                + " <dependencyManagement><dependencies> aligns it instead");
    assertThat(problem).contains("<version>2.65.0</version>");
  }

  @Test
  void aFlinkRunnerBehindTheUsersBeamSaysWhichFlinkRunnerExistsForWhichBeamAndWhatToDo()
      throws Exception {
    ClassLoader loader =
        classPath(
            jar("beam-sdks-java-core-2.73.0.jar", Map.of("beam-sdks-java-core", "2.73.0")),
            jar("beam-runners-flink-1.19-2.70.0.jar", Map.of("beam-runners-flink-1.19", "2.70.0")));

    String problem = SupportedBeam.problem(loader).orElseThrow();

    assertThat(problem)
        .contains(
            "The Flink runner is the exception: pipespec-flink is built and tested with"
                + " beam-runners-flink-1.19 2.70.0, the only Flink runner it is known to run on,"
                + " and Beam's BOM at 2.73.0 asks for beam-runners-flink-1.19 2.73.0, which"
                + " Pipespec has not tested (at Beam 2.73.0 it does not exist, and Maven fails"
                + " to resolve it). Run the Flink tests at Beam 2.70.0: a Maven profile that"
                + " imports beam-sdks-java-bom at 2.70.0 and adds pipespec-flink (docs/beam-versions.md"
                + " shows one), and keep Beam 2.73.0 for the other tests.\n");
    // pipespec-bom manages the Flink runner at 2.70.0: its version is not a pin to remove, and
    // Beam's BOM, which asks for a runner that may not exist, comes after what to do about it.
    assertThat(problem).doesNotContain("remove the <version> of beam-runners-flink");
    assertThat(problem).doesNotContain("Align them all");
    assertThat(problem.indexOf("The Flink runner is the exception"))
        .isLessThan(problem.indexOf("Where Beam releases that Flink runner at 2.73.0"));
  }

  @Test
  void aBeamBelowTheRangeIsRefusedWithTheLowestSupportedOne() throws Exception {
    ClassLoader loader =
        classPath(
            jar("beam-sdks-java-core-2.64.0.jar", Map.of("beam-sdks-java-core", "2.64.0")),
            jar("beam-runners-core-java-2.64.0.jar", Map.of("beam-runners-core-java", "2.64.0")));

    assertThat(SupportedBeam.problem(loader))
        .hasValue(
            "Beam 2.64.0 is on the test class path, and Pipespec supports Beam 2.65.0 to 2.73.0"
                + " only: it drives Beam's runner-core, whose classes change between releases.\n"
                + "  beam-sdks-java-core 2.64.0 in beam-sdks-java-core-2.64.0.jar\n"
                + "  beam-runners-core-java 2.64.0 in beam-runners-core-java-2.64.0.jar\n"
                + "Use a Beam from 2.65.0 to 2.73.0, for example 2.65.0, and align every Beam"
                + " artifact to it by importing Beam's BOM in your pom's"
                + " <dependencyManagement><dependencies>:\n"
                + "  <dependency>\n"
                + "    <groupId>org.apache.beam</groupId>\n"
                + "    <artifactId>beam-sdks-java-bom</artifactId>\n"
                + "    <version>2.65.0</version>\n"
                + "    <type>pom</type>\n"
                + "    <scope>import</scope>\n"
                + "  </dependency>\n"
                + "Pipespec supports Beam 2.65.0 to 2.73.0; see docs/beam-versions.md in"
                + " Pipespec's repository.");
  }

  @Test
  void aBeamAboveTheRangeIsRefusedWithTheHighestSupportedOne() throws Exception {
    ClassLoader loader =
        classPath(
            jar(
                "beam-sdks-java-core-2.74.0-SNAPSHOT.jar",
                Map.of("beam-sdks-java-core", "2.74.0-SNAPSHOT")));

    String problem = SupportedBeam.problem(loader).orElseThrow();

    assertThat(problem).startsWith("Beam 2.74.0 is on the test class path");
    assertThat(problem).contains("for example 2.73.0");
  }

  @Test
  void anAlignedBeamAtEitherEndOfTheRangeIsFine() throws Exception {
    for (String version : List.of("2.65.0", "2.73.0")) {
      ClassLoader loader =
          classPath(
              jar(
                  "beam-sdks-java-core-" + version + ".jar",
                  Map.of("beam-sdks-java-core", version)),
              jar(
                  "beam-runners-direct-java-" + version + ".jar",
                  Map.of(
                      "beam-runners-direct-java", version,
                      "beam-sdks-java-core", version,
                      "beam-runners-core-java", version)));

      assertThat(SupportedBeam.problem(loader)).isEmpty();
    }
  }

  @Test
  void aClassPathWithoutBeamsMetadataIsNotJudged() throws Exception {
    assertThat(SupportedBeam.problem(classPath(jar("app.jar", Map.of())))).isEmpty();
  }

  @Test
  void thisModulesOwnClassPathIsAligned() {
    assertThat(SupportedBeam.problem(getClass().getClassLoader())).isEmpty();
  }

  /** A class loader of these jars only, without this module's class path behind it. */
  private static ClassLoader classPath(Path... jars) throws IOException {
    URL[] urls = new URL[jars.length];
    for (int i = 0; i < jars.length; i++) {
      urls[i] = jars[i].toUri().toURL();
    }
    return new URLClassLoader(urls, null);
  }

  /** A jar holding the Maven metadata of these artifacts (artifact id to version). */
  private Path jar(String name, Map<String, String> artifacts) throws IOException {
    Path jar = jars.resolve(name);
    try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
      for (Map.Entry<String, String> artifact : artifacts.entrySet()) {
        out.putNextEntry(
            new JarEntry(
                "META-INF/maven/org.apache.beam/" + artifact.getKey() + "/pom.properties"));
        writeProperties(out, artifact.getKey(), artifact.getValue());
        out.closeEntry();
      }
    }
    return jar;
  }

  /** As Beam writes them: the version first, then the coordinates. */
  private static void writeProperties(OutputStream out, String artifactId, String version)
      throws IOException {
    out.write(
        ("version="
                + version
                + "\n                       groupId=org.apache.beam\n"
                + "                       artifactId="
                + artifactId)
            .getBytes(StandardCharsets.UTF_8));
  }
}
