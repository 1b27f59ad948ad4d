package io.pipespec.it;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
import static io.pipespec.it.ConsumerProject.property;

import io.pipespec.it.ConsumerProject.Build;
import java.nio.file.Files;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * A fresh project made of what README.md shows, read from README.md itself when the test runs (not
 * a copy): its consumer pom snippet, verbatim, and its first example test class, with the job's
 * {@code WordCount} transform from the samples in its main sources. It must compile (the example
 * uses a record) and its expectations must pass through the Surefire version the snippet names.
 *
 * <p>Only what the README leaves to the user is added: a project's coordinates, and a parent pom
 * that pins Maven's default resources and clean plugins (Maven 3.8 defaults to versions that an
 * offline local repository may lack); the snippet is the whole rest of the pom.
 */
class ReadmeProjectTest {

  /** The logger of Beam's DirectRunner that warns about elements without a usable equals. */
  private static final String BEAM_LOGGER = "org.apache.beam.sdk.util.MutationDetectors";

  private static final String BEAM_WARNING =
      "Coder of type class org.apache.beam.sdk.coders.SerializableCoder has a #structuralValue"
          + " method which does not return true when the encoding of the elements is equal.";

  /** The warning as the engine's fallback prints it. */
  private static final String FALLBACK_LINE = "WARN [" + BEAM_LOGGER + "] " + BEAM_WARNING;

  /** The warning as slf4j-simple prints it, after the thread's name. */
  private static final String SLF4J_SIMPLE_LINE = "] WARN " + BEAM_LOGGER + " - " + BEAM_WARNING;

  @Test
  void theReadmeSnippetAndExampleBuildAndPassAsTheyAreAndBeamWarningsReachTheUser()
      throws Exception {
    Readme readme = Readme.read();

    // clean: compiled fresh every time, so that the snippet's release level is what compiles it.
    Build build = project("readme", readme, "").mvn("clean", "test");

    assertWithMessage(build.log()).that(build.exitCode()).isEqualTo(0);
    assertThat(build.output()).contains("Compiling 2 source files with javac [debug release 17]");
    assertThat(build.testcases())
        .containsExactly(
            readme.examplePackage()
                + ".WordCountTest$NoiseInTheInput.wordsAreCounted [NoiseInTheInput]",
            "passed",
            readme.examplePackage()
                + ".WordCountTest$NoiseInTheInput.symbolsAreRejectedNotDropped [NoiseInTheInput]",
            "passed",
            readme.examplePackage()
                + ".WordCountTest$NoiseInTheInput.everyCountIsPositive [NoiseInTheInput]",
            "passed",
            "com.example.logging.UnequalReadingsTest.oneReadingPerValue",
            "passed");
    assertThat(build.output()).contains("Tests run: 4, Failures: 0, Errors: 0, Skipped: 0\n");
    // No provider on the class path: not SLF4J's "No SLF4J providers were found", but Beam's
    // warnings, through the engine's fallback.
    assertThat(build.output()).doesNotContain("SLF4J");
    assertThat(build.output()).contains(FALLBACK_LINE);
  }

  @Test
  void aProjectWithAnSlf4jProviderOfItsOwnKeepsItWithoutWarnings() throws Exception {
    Readme readme = Readme.read();
    String slf4jSimple =
        "<dependency><groupId>org.slf4j</groupId><artifactId>slf4j-simple</artifactId>"
            + "<version>"
            + property("pipespec.it.slf4jVersion")
            + "</version><scope>test</scope></dependency>";

    Build build = project("readme-own-provider", readme, slf4jSimple).mvn("clean", "test");

    assertWithMessage(build.log()).that(build.exitCode()).isEqualTo(0);
    // No "multiple providers", and Beam's warning printed by slf4j-simple, in its own format.
    assertThat(build.output()).doesNotContain("SLF4J");
    assertThat(build.output()).contains(SLF4J_SIMPLE_LINE);
    assertThat(build.output()).doesNotContain(FALLBACK_LINE);
  }

  /**
   * The README's example of a compile error is what javac prints for the mistake it names: the
   * example with {@code @Satisfies(output = "count")}.
   */
  @Test
  void theReadmesCompileErrorIsTheOneTheBuildPrints() throws Exception {
    Readme readme = Readme.read();
    String error = readme.compileError();
    Readme mistaken =
        readme.withText(
            readme
                .text()
                .replace("@Satisfies(output = \"counts\")", "@Satisfies(output = \"count\")"));
    assertThat(mistaken.exampleTest()).contains("@Satisfies(output = \"count\")");

    Build build = project("readme-compile-error", mistaken, "").mvn("test-compile");

    assertWithMessage(build.log()).that(build.exitCode()).isNotEqualTo(0);
    assertThat(error)
        .startsWith(
            "[ERROR] /…/src/test/java/"
                + readme.examplePackage().replace('.', '/')
                + "/WordCountTest.java:[");
    assertThat(build.output())
        .contains(
            "/src/test/java/"
                + readme.examplePackage().replace('.', '/')
                + "/WordCountTest.java"
                + error.substring(error.indexOf(":[")));
  }

  @Test
  void theSnippetNamesThisBuildsVersionsOfPipespecAndBeam() throws Exception {
    String pom = Readme.read().consumerPom();

    assertThat(pom)
        .contains(
            "<artifactId>pipespec-bom</artifactId>\n"
                + "      <version>"
                + ConsumerProject.VERSION
                + "</version>");
    assertThat(pom)
        .contains("<beam.version>" + property("pipespec.it.beamVersion") + "</beam.version>");
    assertThat(pom)
        .contains(
            "<artifactId>beam-sdks-java-bom</artifactId>\n"
                + "      <version>${beam.version}</version>");
  }

  /**
   * The README's project: its pom snippet wrapped in coordinates ({@code extraDependency} added to
   * its dependencies, for a user who has more), its example and the samples' WordCount.
   */
  private static ConsumerProject project(String name, Readme readme, String extraDependency)
      throws Exception {
    String examplePath = readme.examplePackage().replace('.', '/');
    Map<String, String> files = new LinkedHashMap<>();
    files.put("../readme-parent/pom.xml", PARENT_POM);
    files.put(
        "pom.xml",
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<project xmlns=\"http://maven.apache.org/POM/4.0.0\">\n"
            + "  <modelVersion>4.0.0</modelVersion>\n"
            + "  <parent>\n"
            + "    <groupId>com.example</groupId>\n"
            + "    <artifactId>readme-parent</artifactId>\n"
            + "    <version>1.0</version>\n"
            + "    <relativePath>../readme-parent/pom.xml</relativePath>\n"
            + "  </parent>\n"
            + "  <artifactId>readme-consumer</artifactId>\n"
            + readme.consumerPom().replace("\n<dependencies>", "\n<dependencies>" + extraDependency)
            + "</project>\n");
    files.put("src/test/java/" + examplePath + "/WordCountTest.java", readme.exampleTest());
    files.put(
        "src/main/java/" + examplePath + "/WordCount.java",
        Files.readString(
                ConsumerProject.ROOT.resolve(
                    "samples/src/main/java/io/pipespec/samples/wordcount/WordCount.java"))
            .replace(
                "package io.pipespec.samples.wordcount;",
                "package " + readme.examplePackage() + ";"));
    files.put(
        "src/test/java/com/example/logging/UnequalReadingsTest.java",
        ConsumerProject.resource(
            "readme-project/src/test/java/com/example/logging/UnequalReadingsTest.java"));
    return ConsumerProject.withFiles(name, readme.surefireVersion(), files);
  }

  static final String PARENT_POM =
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
          + "<project xmlns=\"http://maven.apache.org/POM/4.0.0\">\n"
          + "  <modelVersion>4.0.0</modelVersion>\n"
          + "  <groupId>com.example</groupId>\n"
          + "  <artifactId>readme-parent</artifactId>\n"
          + "  <version>1.0</version>\n"
          + "  <packaging>pom</packaging>\n"
          + "  <build><pluginManagement><plugins>\n"
          + "    <plugin><groupId>org.apache.maven.plugins</groupId>"
          + "<artifactId>maven-resources-plugin</artifactId><version>3.3.1</version></plugin>\n"
          + "    <plugin><groupId>org.apache.maven.plugins</groupId>"
          + "<artifactId>maven-clean-plugin</artifactId><version>3.4.0</version></plugin>\n"
          + "  </plugins></pluginManagement></build>\n"
          + "</project>\n";

  /**
   * The parts of the documentation a new user copies: the example of README.md ({@code text}), the
   * pom of docs/getting-started.md and the compile error of docs/pipeline-tests.md.
   */
  record Readme(String text, String gettingStarted, String pipelineTests) {

    static Readme read() throws Exception {
      return new Readme(
          Files.readString(ConsumerProject.ROOT.resolve("README.md")),
          Files.readString(ConsumerProject.ROOT.resolve("docs/getting-started.md")),
          Files.readString(ConsumerProject.ROOT.resolve("docs/pipeline-tests.md")));
    }

    /** The same documentation with another README text. */
    Readme withText(String readme) {
      return new Readme(readme, gettingStarted, pipelineTests);
    }

    /** The first {@code xml} block under "Using Pipespec in a Maven project". */
    String consumerPom() {
      int section = gettingStarted.indexOf("## Using Pipespec in a Maven project");
      assertWithMessage(
              "docs/getting-started.md has no section \"Using Pipespec in a Maven project\"")
          .that(section)
          .isAtLeast(0);
      return block(gettingStarted, "xml", section);
    }

    /** The example line of the {@code ``}{@code `} block under "Compile-time errors". */
    String compileError() {
      int section = pipelineTests.indexOf("### Compile-time errors");
      assertWithMessage("docs/pipeline-tests.md has no section \"Compile-time errors\"")
          .that(section)
          .isAtLeast(0);
      return block(pipelineTests, "", section).strip();
    }

    /** The first {@code java} block of the README, the example a new user reads first. */
    String exampleTest() {
      return block(text, "java", 0);
    }

    String examplePackage() {
      Matcher matcher = Pattern.compile("(?m)^package ([\\w.]+);").matcher(exampleTest());
      assertWithMessage("the README's first example declares no package: %s", exampleTest())
          .that(matcher.find())
          .isTrue();
      return matcher.group(1);
    }

    /** The Surefire version the snippet names. */
    String surefireVersion() {
      Matcher matcher =
          Pattern.compile(
                  "<artifactId>maven-surefire-plugin</artifactId>\\s*<version>([^<]+)</version>")
              .matcher(consumerPom());
      assertWithMessage("the README's pom snippet names no Surefire version")
          .that(matcher.find())
          .isTrue();
      return matcher.group(1);
    }

    private static String block(String text, String language, int from) {
      String fence = "```" + language + "\n";
      int start = text.indexOf(fence, from);
      assertWithMessage("the document has no %s block after offset %s", language, from)
          .that(start)
          .isAtLeast(0);
      int end = text.indexOf("```", start + fence.length());
      return text.substring(start + fence.length(), end);
    }
  }
}
