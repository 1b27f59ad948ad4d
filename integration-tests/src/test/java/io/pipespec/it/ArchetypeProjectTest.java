package io.pipespec.it;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
import static io.pipespec.it.ConsumerProject.property;

import io.pipespec.it.ConsumerProject.Build;
import io.pipespec.it.ReadmeProjectTest.Readme;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * A project generated from this build's archetype, {@code pipespec-archetype}, the way a new user
 * starts one ({@code mvn archetype:generate} in batch mode), and built with {@code mvn verify}: its
 * pipeline test and its function test run and pass; with one expected value changed in each, the
 * build fails and names both.
 */
class ArchetypeProjectTest {

  private static final String PACKAGE = "com.example.generated";
  private static final String SOURCES = "src/test/java/com/example/generated/";

  @Test
  void aGeneratedProjectBuildsGreenAndABrokenExpectationFailsIt() throws Exception {
    Path parent = Path.of(property("pipespec.it.work")).resolve("projects/archetype");
    Build generated =
        ConsumerProject.generateFromArchetype(
            parent,
            property("pipespec.it.archetypePluginVersion"),
            "-DgroupId=" + PACKAGE,
            "-DartifactId=generated-project",
            "-Dversion=1.0-SNAPSHOT");
    assertWithMessage(generated.log()).that(generated.exitCode()).isEqualTo(0);
    Path directory = parent.resolve("generated-project");
    String pom = Files.readString(directory.resolve("pom.xml"));
    assertGeneratedPomIsSetUpAsTheReadmeSays(pom);

    ConsumerProject project = ConsumerProject.at(directory, pluginVersion(pom, "surefire"));
    Build green = project.mvn("verify");

    assertWithMessage(green.log()).that(green.exitCode()).isEqualTo(0);
    assertThat(green.testcases())
        .containsExactly(
            PACKAGE + ".RunningTotalFunctionTest$TwoKeys.eachValueEmitsItsKeysTotal [TwoKeys]",
            "passed",
            PACKAGE + ".RunningTotalFunctionTest$TwoKeys.redKeepsItsTotal [TwoKeys]",
            "passed",
            PACKAGE + ".WordCountTest$TwoLines.wordsAreCountedWhateverTheirCase [TwoLines]",
            "passed",
            PACKAGE + ".WordCountTest$TwoLines.noWordIsEmpty [TwoLines]",
            "passed");
    assertThat(green.output()).contains("Tests run: 4, Failures: 0, Errors: 0, Skipped: 0\n");
    assertThat(green.output()).contains("BUILD SUCCESS");

    // Explored, as the README recommends for CI: the running total's outputs depend on the order
    // a key's elements arrive in, which the test says (@NotExplored); its state does not.
    Build explored = project.mvn("verify", "-Dpipespec.explore=on");
    assertWithMessage(explored.log()).that(explored.exitCode()).isEqualTo(0);
    assertThat(explored.output()).contains("Tests run: 4, Failures: 0, Errors: 0, Skipped: 0\n");

    // The tests can fail: one wrong expected value in each, and the build says which.
    edit(directory.resolve(SOURCES + "WordCountTest.java"), "\"the=3\"", "\"the=4\"");
    edit(
        directory.resolve(SOURCES + "RunningTotalFunctionTest.java"),
        "\"blue=1\", \"red=7\"",
        "\"blue=1\", \"red=8\"");
    Build broken = project.mvn("verify");

    assertWithMessage(broken.log()).that(broken.exitCode()).isNotEqualTo(0);
    assertThat(broken.output()).contains("BUILD FAILURE");
    assertThat(broken.output()).contains("Tests run: 4, Failures: 2, Errors: 0, Skipped: 0");
    assertThat(broken.testcases())
        .containsEntry(PACKAGE + ".WordCountTest$TwoLines.noWordIsEmpty [TwoLines]", "passed");
    assertThat(broken.testcases())
        .containsEntry(
            PACKAGE + ".RunningTotalFunctionTest$TwoKeys.redKeepsItsTotal [TwoKeys]", "passed");
    assertThat(
            broken
                .testcases()
                .get(
                    PACKAGE
                        + ".WordCountTest$TwoLines.wordsAreCountedWhateverTheirCase [TwoLines]"))
        .contains("the=4 (x1): never produced");
    assertThat(
            broken
                .testcases()
                .get(
                    PACKAGE
                        + ".RunningTotalFunctionTest$TwoKeys.eachValueEmitsItsKeysTotal [TwoKeys]"))
        .contains("red=8 (x1): never produced");
  }

  /**
   * The pom of a generated project has what the README's setup has: the processor path, the
   * Surefire and compiler versions the README names, Beam's BOM at the project's Beam, and this
   * build's Pipespec.
   */
  private static void assertGeneratedPomIsSetUpAsTheReadmeSays(String pom) throws Exception {
    Readme readme = Readme.read();
    assertThat(pluginVersion(pom, "surefire")).isEqualTo(readme.surefireVersion());
    assertThat(pluginVersion(pom, "compiler"))
        .isEqualTo(pluginVersion(readme.consumerPom(), "compiler"));
    assertThat(pom)
        .contains("<beam.version>" + property("pipespec.it.beamVersion") + "</beam.version>");
    assertThat(pom)
        .contains("<pipespec.version>" + ConsumerProject.VERSION + "</pipespec.version>");
    assertThat(pom)
        .containsMatch(
            "<artifactId>beam-sdks-java-bom</artifactId>\\s*<version>\\$\\{beam.version}</version>"
                + "\\s*<type>pom</type>\\s*<scope>import</scope>");
    assertThat(pom)
        .containsMatch(
            "<annotationProcessorPaths>\\s*<path>\\s*<groupId>io.pipespec</groupId>\\s*"
                + "<artifactId>pipespec-processor</artifactId>");
  }

  private static String pluginVersion(String pom, String plugin) {
    Matcher matcher =
        Pattern.compile(
                "<artifactId>maven-"
                    + plugin
                    + "-plugin</artifactId>\\s*<version>([^<]+)</version>")
            .matcher(pom);
    assertWithMessage("no version of maven-%s-plugin in %s", plugin, pom)
        .that(matcher.find())
        .isTrue();
    return matcher.group(1);
  }

  private static void edit(Path file, String from, String to) throws Exception {
    String text = Files.readString(file);
    assertWithMessage("%s has no %s", file, from).that(text).contains(from);
    Files.writeString(file, text.replace(from, to));
  }
}
