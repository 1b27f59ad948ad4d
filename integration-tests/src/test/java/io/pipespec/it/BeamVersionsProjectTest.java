package io.pipespec.it;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
import static io.pipespec.it.ConsumerProject.property;

import io.pipespec.it.ConsumerProject.Build;
import io.pipespec.it.ReadmeProjectTest.Readme;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The samples, every one of their pipeline, function and job tests, built as a user's project set
 * up as the README says (the pom snippet of docs/getting-started.md, read from it) at the lowest
 * and the highest Beam Pipespec supports, on this build's JDK and on JDK 25; and the snippet
 * without Beam's BOM at the highest Beam, a mixed class path, which the engine refuses with one
 * message.
 */
class BeamVersionsProjectTest {

  private static final String LOWEST = property("pipespec.it.beamLowest");
  private static final String HIGHEST = property("pipespec.it.beamHighest");
  private static final Path JDK25 = Path.of(property("pipespec.it.jdk25"));
  private static final Path SAMPLES = ConsumerProject.ROOT.resolve("samples/src");
  private static final String RUNNING_BEAM_TEST =
      "src/test/java/com/example/beam/RunningBeamTest.java";

  static Stream<Arguments> beamsAndJdks() {
    return Stream.of(
        Arguments.of(LOWEST, "build"),
        Arguments.of(HIGHEST, "build"),
        Arguments.of(LOWEST, "25"),
        Arguments.of(HIGHEST, "25"));
  }

  @ParameterizedTest(name = "Beam {0} on the {1} JDK")
  @MethodSource("beamsAndJdks")
  void everySampleTestPassesWithTheReadmeSetup(String beam, String jdk) throws Exception {
    ConsumerProject project = samplesProject("beam-" + beam + "-jdk-" + jdk, beam);
    if (jdk.equals("25")) {
      Assumptions.assumeTrue(
          Files.isExecutable(JDK25.resolve("bin/java")),
          () -> "no JDK 25 at " + JDK25 + "; set -Djdk25.home (CI: PIPESPEC_JDK25_HOME)");
      project = project.onJdk(JDK25);
    }

    Build build = project.mvn("clean", "test", "-DexpectedBeam=" + beam);

    assertWithMessage(build.log()).that(build.exitCode()).isEqualTo(0);
    Map<String, String> testcases = build.testcases();
    assertWithMessage(build.log())
        .that(testcases.values().stream().distinct().toList())
        .containsExactly("passed");
    assertThat(testcases)
        .containsEntry(
            "com.example.beam.RunningBeamTest.theSdkTheDirectRunnerAndRunnerCoreAreAllOfTheExpectedBeam",
            "passed");
    // Every sample test class ran: pipeline, function and job tests, and the harness's own.
    for (String sample : sampleTestClasses()) {
      assertWithMessage("%s ran on Beam %s", sample, beam)
          .that(testcases.keySet().stream().anyMatch(name -> name.startsWith(sample)))
          .isTrue();
    }
  }

  @Test
  void withoutBeamsBomAnotherBeamIsAMixedClassPathRefusedOnceWithTheFix() throws Exception {
    String readmePom = Readme.read().consumerPom();
    int bom = readmePom.indexOf("    <dependency>\n      <!-- every Beam artifact");
    int end = readmePom.indexOf("</dependency>\n", bom) + "</dependency>\n".length();
    String withoutBom =
        (readmePom.substring(0, bom) + readmePom.substring(end))
            .replace(
                "<artifactId>beam-sdks-java-core</artifactId>\n",
                """
                <artifactId>beam-sdks-java-core</artifactId>
                    <version>${beam.version}</version>
                """);
    assertThat(withoutBom).doesNotContain("beam-sdks-java-bom");
    Map<String, String> files = new LinkedHashMap<>();
    files.put("../readme-parent/pom.xml", ReadmeProjectTest.PARENT_POM);
    files.put("pom.xml", pom(withoutBom, HIGHEST, ""));
    addSample(files, "main/java/io/pipespec/samples/wordcount/WordCount.java");
    addSample(files, "test/java/io/pipespec/samples/wordcount/WordCountTest.java");

    Build build = ConsumerProject.withFiles("beam-mixed", surefire(), files).mvn("clean", "test");

    assertWithMessage(build.log()).that(build.exitCode()).isNotEqualTo(0);
    String output = build.output();
    assertThat(output)
        .contains(
            """
            TestEngine with ID 'pipespec' encountered a critical issue during test discovery:

            (1) [ERROR] Beam's jars on the test class path are of different versions\
            """);
    assertThat(output).doesNotContain("(2) [");
    assertThat(output)
        .contains(
            "  beam-sdks-java-core " + HIGHEST + " in beam-sdks-java-core-" + HIGHEST + ".jar\n");
    String built = property("pipespec.it.beamVersion");
    assertThat(output)
        .contains(
            "  beam-runners-direct-java "
                + built
                + " in beam-runners-direct-java-"
                + built
                + ".jar\n");
    assertThat(output)
        .contains(
            "  beam-runners-core-java " + built + " in beam-runners-core-java-" + built + ".jar\n");
    assertThat(output)
        .contains(
            "    <artifactId>beam-sdks-java-bom</artifactId>\n"
                + "    <version>"
                + HIGHEST
                + "</version>\n");
    // Nothing ran into the mixed classes (the message names these errors, without the package).
    assertThat(output).doesNotContain("java.lang.AbstractMethodError");
    assertThat(output).doesNotContain("java.lang.NoSuchMethodError");
    assertThat(output).doesNotContain("java.lang.NoClassDefFoundError");
    assertThat(output).contains("Tests run: 0, Failures: 0, Errors: 0, Skipped: 0");
  }

  /**
   * The samples' sources and a check of the running Beam, with the documented pom at {@code beam}.
   */
  private static ConsumerProject samplesProject(String name, String beam) throws Exception {
    Map<String, String> files = new LinkedHashMap<>();
    files.put("../readme-parent/pom.xml", ReadmeProjectTest.PARENT_POM);
    // What the samples use beyond the documented lines: Jupiter for the harness's plain tests,
    // Hamcrest for the PAssert baselines (Beam leaves it to the test class path), slf4j-simple for
    // their simplelogger.properties.
    String extraDependencies =
        dependency("org.junit.jupiter", "junit-jupiter", property("pipespec.it.junitVersion"))
            + dependency("org.hamcrest", "hamcrest", "2.1")
            + dependency("org.slf4j", "slf4j-simple", property("pipespec.it.slf4jVersion"));
    files.put("pom.xml", pom(Readme.read().consumerPom(), beam, extraDependencies));
    try (Stream<Path> sources = Files.walk(SAMPLES)) {
      for (Path source : sources.filter(Files::isRegularFile).sorted().toList()) {
        if (takeOver(source)) {
          // A take-over runs on Flink only (at Beam 2.70.0), which these projects do not have:
          // the DirectRunner would report it skipped. Its savepoint is binary besides.
          continue;
        }
        files.put("src/" + SAMPLES.relativize(source), Files.readString(source));
      }
    }
    files.put(
        RUNNING_BEAM_TEST, ConsumerProject.resource("beam-versions-project/" + RUNNING_BEAM_TEST));
    return ConsumerProject.withFiles(name, surefire(), files);
  }

  /** A take-over sample ({@code *TakeOverTest}) or a file of its savepoint. */
  private static boolean takeOver(Path source) {
    for (Path part : SAMPLES.relativize(source)) {
      if (part.toString().endsWith(".savepoint") || part.toString().endsWith("TakeOverTest.java")) {
        return true;
      }
    }
    return false;
  }

  /** The sample test classes, by name, as their files under samples/src/test/java name them. */
  private static List<String> sampleTestClasses() throws IOException {
    Path tests = SAMPLES.resolve("test/java");
    try (Stream<Path> sources = Files.walk(tests)) {
      return sources
          .filter(source -> source.getFileName().toString().endsWith("Test.java"))
          .filter(source -> !takeOver(source))
          .map(source -> tests.relativize(source).toString())
          .map(path -> path.substring(0, path.length() - ".java".length()).replace('/', '.'))
          .sorted()
          .toList();
    }
  }

  private static void addSample(Map<String, String> files, String path) throws IOException {
    files.put("src/" + path, Files.readString(SAMPLES.resolve(path)));
  }

  /** The documented pom snippet in a project, at {@code beam}, with more test dependencies. */
  private static String pom(String snippet, String beam, String extraDependencies) {
    String atBeam =
        snippet.replaceFirst(
            "<beam.version>[^<]+</beam.version>", "<beam.version>" + beam + "</beam.version>");
    assertThat(atBeam).contains("<beam.version>" + beam + "</beam.version>");
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        + "<project xmlns=\"http://maven.apache.org/POM/4.0.0\">\n"
        + "  <modelVersion>4.0.0</modelVersion>\n"
        + "  <parent>\n"
        + "    <groupId>com.example</groupId>\n"
        + "    <artifactId>readme-parent</artifactId>\n"
        + "    <version>1.0</version>\n"
        + "    <relativePath>../readme-parent/pom.xml</relativePath>\n"
        + "  </parent>\n"
        + "  <artifactId>beam-versions-consumer</artifactId>\n"
        + atBeam.replace("\n<dependencies>", "\n<dependencies>" + extraDependencies)
        + "</project>\n";
  }

  private static String dependency(String groupId, String artifactId, String version) {
    return "<dependency><groupId>"
        + groupId
        + "</groupId><artifactId>"
        + artifactId
        + "</artifactId><version>"
        + version
        + "</version><scope>test</scope></dependency>";
  }

  private static String surefire() throws Exception {
    return Readme.read().surefireVersion();
  }
}
