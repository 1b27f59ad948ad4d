package io.pipespec.it;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * Builds a consumer project, set up as the README says, through real Maven and Surefire, with the
 * Pipespec jars of this build.
 *
 * <p>Nothing is installed into the user's local repository: the jars and poms of this build are
 * copied into a repository of their own under {@code target/it/repository}, which the project is
 * built with; every other artifact comes from the user's local repository (declared as a file
 * repository ahead of Maven Central) or, when the outer build is online, from Maven Central.
 */
class SurefireProjectTest {

  private static final String VERSION = property("pipespec.it.version");
  private static final Path ROOT = Path.of(property("pipespec.it.root")).normalize();
  private static final Path WORK = Path.of(property("pipespec.it.work"));
  private static final Path REPOSITORY = WORK.resolve("repository");
  private static final boolean OFFLINE = property("pipespec.it.offline").equals("offline=true");
  private static final String PINNED_SUREFIRE = property("pipespec.it.surefireVersion");

  /** The Surefire versions the project is built with: the one the README names, and 3.6. */
  static List<String> surefireVersions() {
    return List.of(PINNED_SUREFIRE, "3.6.0");
  }

  @BeforeAll
  static void seedRepository() throws IOException {
    Files.createDirectories(WORK);
    copy(ROOT.resolve("pom.xml"), artifact("pipespec-parent", "pom"));
    for (String module : List.of("runtime", "processor", "junit-engine")) {
      String artifactId = "pipespec-" + module;
      Path jar = ROOT.resolve(module).resolve("target").resolve(artifactId + "-" + VERSION + ".jar");
      assertWithMessage(
              "%s is not built; run this module in a build that packages it (mvn verify)", jar)
          .that(Files.isRegularFile(jar))
          .isTrue();
      copy(jar, artifact(artifactId, "jar"));
      copy(ROOT.resolve(module).resolve("pom.xml"), artifact(artifactId, "pom"));
    }
    Files.writeString(
        WORK.resolve("settings.xml"),
        "<settings>\n"
            + "  <profiles><profile><id>outer</id>\n"
            + "    <repositories>"
            + fileRepository("repository")
            + "</repositories>\n"
            + "    <pluginRepositories>"
            + fileRepository("pluginRepository")
            + "</pluginRepositories>\n"
            + "  </profile></profiles>\n"
            + "  <activeProfiles><activeProfile>outer</activeProfile></activeProfiles>\n"
            + "</settings>\n");
  }

  @ParameterizedTest(name = "Surefire {0}")
  @MethodSource("surefireVersions")
  void reportHasOneReadableTestcasePerExpectationAndTheWrongOneFailsTheBuild(String surefire)
      throws Exception {
    Build build = mvn(surefire, "test");

    assertWithMessage(build.log()).that(build.exitCode()).isNotEqualTo(0);
    assertThat(build.output()).contains("Tests run: 6, Failures: 2, Errors: 0, Skipped: 0");
    assertThat(build.output()).contains("BUILD FAILURE");
    Map<String, String> testcases = build.testcases();
    assertThat(testcases.keySet())
        .containsExactly(
            "com.example.FlakyTest.passesOnSecondAttempt",
            "NoLines.counts",
            "TwoLines.allPositive",
            "TwoLines.counts",
            "com.example.WrongLengthsTest.rightLengths",
            "com.example.WrongLengthsTest.wrongLengths");
    String wrong = testcases.get("com.example.WrongLengthsTest.wrongLengths");
    assertThat(wrong).startsWith("failure: ");
    assertThat(wrong).containsMatch("(?m)^missing\\s*:\\s*3\\b");
    assertThat(wrong).containsMatch("(?m)^unexpected\\s*:\\s*2\\b");
    assertThat(testcases.get("com.example.WrongLengthsTest.rightLengths")).isEqualTo("passed");
  }

  @ParameterizedTest(name = "Surefire {0}")
  @MethodSource("surefireVersions")
  void dashDTestRunsExactlyOneExpectationOfANestedScenario(String surefire) throws Exception {
    Build build = mvn(surefire, "test", "-Dtest=WordCountTest$TwoLines#counts");

    assertWithMessage(build.log()).that(build.exitCode()).isEqualTo(0);
    assertThat(build.testcases())
        .containsExactly("TwoLines.counts", "passed");
  }

  @Test
  void dashDTestRunsExactlyOneExpectationOfASingleScenarioClass() throws Exception {
    Build build = mvn(PINNED_SUREFIRE, "test", "-Dtest=WrongLengthsTest#rightLengths");

    assertWithMessage(build.log()).that(build.exitCode()).isEqualTo(0);
    assertThat(build.testcases())
        .containsExactly("com.example.WrongLengthsTest.rightLengths", "passed");
  }

  @Test
  void rerunFailingTestsCountRerunsAFailedExpectation() throws Exception {
    Build build =
        mvn(PINNED_SUREFIRE, "test", "-Dtest=FlakyTest", "-Dsurefire.rerunFailingTestsCount=2");

    assertWithMessage(build.log()).that(build.exitCode()).isEqualTo(0);
    assertThat(build.output()).contains("Flakes: 1");
    assertThat(build.testcases())
        .containsExactly("com.example.FlakyTest.passesOnSecondAttempt", "flaky");
  }

  @Test
  void groupsSelectsTaggedScenarios() throws Exception {
    Build build = mvn(PINNED_SUREFIRE, "test", "-Dgroups=slow");

    assertWithMessage(build.log()).that(build.exitCode()).isEqualTo(0);
    assertThat(build.testcases().keySet())
        .containsExactly(
            "TwoLines.allPositive",
            "TwoLines.counts");
  }

  @Test
  void excludedGroupsLeavesTaggedScenariosOut() throws Exception {
    Build build = mvn(PINNED_SUREFIRE, "test", "-Dtest=WordCountTest", "-DexcludedGroups=slow");

    assertWithMessage(build.log()).that(build.exitCode()).isEqualTo(0);
    assertThat(build.testcases()).containsExactly("NoLines.counts", "passed");
  }

  /** The output of one Maven run, and the testcases of its Surefire XML reports. */
  record Build(int exitCode, String output, Path project, List<String> command) {

    String log() {
      return String.join(" ", command) + "\n" + output;
    }

    /** Each testcase as {@code classname.name}, to passed, skipped, flaky or failure: message. */
    Map<String, String> testcases() throws Exception {
      Map<String, String> testcases = new LinkedHashMap<>();
      Path reports = project.resolve("target/surefire-reports");
      List<Path> files;
      try (Stream<Path> list = Files.list(reports)) {
        files = list.filter(file -> file.getFileName().toString().startsWith("TEST-")).sorted().toList();
      }
      for (Path file : files) {
        NodeList cases =
            DocumentBuilderFactory.newInstance()
                .newDocumentBuilder()
                .parse(file.toFile())
                .getElementsByTagName("testcase");
        for (int i = 0; i < cases.getLength(); i++) {
          Element testcase = (Element) cases.item(i);
          String key = testcase.getAttribute("classname") + "." + testcase.getAttribute("name");
          assertWithMessage("two testcases are reported as %s in %s", key, files)
              .that(testcases.put(key, outcome(testcase)))
              .isNull();
        }
      }
      return testcases;
    }

    private static String outcome(Element testcase) {
      for (String kind : List.of("failure", "error")) {
        NodeList failures = testcase.getElementsByTagName(kind);
        if (failures.getLength() > 0) {
          Element failure = (Element) failures.item(0);
          return "failure: " + failure.getAttribute("message") + "\n" + failure.getTextContent();
        }
      }
      if (testcase.getElementsByTagName("skipped").getLength() > 0) {
        return "skipped";
      }
      if (testcase.getElementsByTagName("flakyFailure").getLength() > 0) {
        return "flaky";
      }
      return "passed";
    }
  }

  /** Runs Maven on this Surefire version's copy of the fixture project. */
  private static Build mvn(String surefire, String... goalsAndOptions) throws Exception {
    if (OFFLINE) {
      Assumptions.assumeTrue(
          Files.isDirectory(
              Path.of(property("pipespec.it.outerRepository"))
                  .resolve("org/apache/maven/surefire/surefire-junit-platform/" + surefire)),
          "Surefire " + surefire + " is not in the local repository and the build is offline");
    }
    Path project = fixtureProject(surefire);
    deleteRecursively(project.resolve("target/surefire-reports"));
    List<String> command = new ArrayList<>();
    command.add(mavenExecutable());
    command.addAll(
        List.of(
            "-B",
            "-ntp",
            "-s",
            WORK.resolve("settings.xml").toString(),
            "-Dmaven.repo.local=" + REPOSITORY,
            "-f",
            project.resolve("pom.xml").toString()));
    if (OFFLINE) {
      // Offline, yet the user's local repository, reached as a file repository, is allowed.
      command.addAll(List.of("-o", "-Daether.offline.protocols=file"));
    }
    command.addAll(List.of(goalsAndOptions));
    Path log = project.resolve("build-" + System.nanoTime() + ".log");
    ProcessBuilder builder =
        new ProcessBuilder(command)
            .directory(project.toFile())
            .redirectErrorStream(true)
            .redirectOutput(log.toFile());
    builder.environment().put("JAVA_HOME", System.getProperty("java.home"));
    builder.environment().remove("MAVEN_ARGS");
    Process process = builder.start();
    if (!process.waitFor(10, TimeUnit.MINUTES)) {
      process.destroyForcibly();
      throw new AssertionError("Maven did not finish within 10 minutes: " + command);
    }
    String output = Files.readString(log);
    // An offline build can use only what the user's local repository holds; Surefire 3.6 may not
    // be there when the outer build never needed it. Online, Maven Central provides it.
    Assumptions.assumeFalse(
        OFFLINE
            && output.contains(
                "Plugin org.apache.maven.plugins:maven-surefire-plugin:"
                    + surefire
                    + " or one of its dependencies could not be resolved"),
        "Surefire " + surefire + " cannot be resolved offline from the local repository");
    return new Build(process.exitValue(), output, project, command);
  }

  /** The fixture project, copied once per Surefire version so that later runs reuse its build. */
  private static Path fixtureProject(String surefire) throws IOException {
    Path project = WORK.resolve("projects").resolve("surefire-" + surefire);
    for (String file :
        List.of(
            "pom.xml",
            "src/test/java/com/example/WordCountTest.java",
            "src/test/java/com/example/WrongLengthsTest.java",
            "src/test/java/com/example/FlakyTest.java")) {
      String text = resource("fixture-project/" + file);
      if (file.equals("pom.xml")) {
        text =
            text.replace("@pipespec.version@", VERSION)
                .replace("@surefire.version@", surefire)
                .replace("@compiler.version@", property("pipespec.it.compilerVersion"))
                .replace("@junit.version@", property("pipespec.it.junitVersion"))
                .replace("@beam.version@", property("pipespec.it.beamVersion"))
                .replace("@slf4j.version@", property("pipespec.it.slf4jVersion"));
      }
      Path target = project.resolve(file);
      Files.createDirectories(target.getParent());
      // Rewritten only when changed, so that the compiler sees unchanged sources as up to date.
      if (!Files.exists(target) || !Files.readString(target).equals(text)) {
        Files.writeString(target, text);
      }
    }
    return project;
  }

  private static String mavenExecutable() {
    String home = System.getProperty("maven.home");
    if (home != null && !home.isBlank()) {
      Path mvn = Path.of(home, "bin", "mvn");
      if (Files.isExecutable(mvn)) {
        return mvn.toString();
      }
    }
    return "mvn";
  }

  private static String fileRepository(String element) {
    return "<"
        + element
        + "><id>outer-local</id><url>"
        + Path.of(property("pipespec.it.outerRepository")).toUri()
        + "</url><releases><enabled>true</enabled></releases>"
        + "<snapshots><enabled>false</enabled></snapshots></"
        + element
        + ">";
  }

  private static Path artifact(String artifactId, String extension) {
    return REPOSITORY
        .resolve("io/pipespec")
        .resolve(artifactId)
        .resolve(VERSION)
        .resolve(artifactId + "-" + VERSION + "." + extension);
  }

  private static void copy(Path from, Path to) throws IOException {
    Files.createDirectories(to.getParent());
    Files.copy(from, to, StandardCopyOption.REPLACE_EXISTING);
  }

  private static String resource(String name) {
    try (InputStream in = SurefireProjectTest.class.getClassLoader().getResourceAsStream(name)) {
      if (in == null) {
        throw new IllegalStateException("missing test resource " + name);
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static void deleteRecursively(Path directory) throws IOException {
    if (!Files.exists(directory)) {
      return;
    }
    try (Stream<Path> paths = Files.walk(directory)) {
      for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
        Files.delete(path);
      }
    }
  }

  private static String property(String name) {
    String value = System.getProperty(name);
    if (value == null) {
      throw new IllegalStateException(
          "System property " + name + " is not set; run this test through Maven (mvn verify)");
    }
    return value;
  }
}
