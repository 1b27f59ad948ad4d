package io.pipespec.it;

import static com.google.common.truth.Truth.assertWithMessage;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Assumptions;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * A copy of the fixture consumer project, set up as docs/getting-started.md says, built through
 * real Maven with the Pipespec jars of this build.
 *
 * <p>Nothing is installed into the user's local repository: the jars and poms of this build are
 * copied into a repository of their own under {@code target/it/repository}, which the project is
 * built with; every other artifact comes from the user's local repository (declared as a file
 * repository ahead of Maven Central) or, when the outer build is online, from Maven Central.
 */
final class ConsumerProject {

  static final String VERSION = property("pipespec.it.version");
  static final String PINNED_SUREFIRE = property("pipespec.it.surefireVersion");
  static final boolean OFFLINE = property("pipespec.it.offline").equals("offline=true");
  static final Path ROOT = Path.of(property("pipespec.it.root")).normalize();
  private static final Path WORK = Path.of(property("pipespec.it.work"));
  private static final Path REPOSITORY = WORK.resolve("repository");
  private static final Path OUTER_REPOSITORY = Path.of(property("pipespec.it.outerRepository"));

  private static final List<String> FILES =
      List.of(
          "pom.xml",
          "src/test/java/com/example/WordCountTest.java",
          "src/test/java/com/example/WrongLengthsTest.java",
          "src/test/java/com/example/FlakyTest.java");

  private final Path directory;
  private final String surefire;
  private final Path javaHome;

  private ConsumerProject(Path directory, String surefire, Path javaHome) {
    this.directory = directory;
    this.surefire = surefire;
    this.javaHome = javaHome;
  }

  /**
   * The fixture project built with this Surefire version, in a folder of its own ({@code name}) so
   * that later builds reuse its compiled classes; {@code extraFiles} are fixture files beyond the
   * ones every copy has.
   */
  static ConsumerProject named(String name, String surefire, String... extraFiles)
      throws IOException {
    Map<String, String> files = new LinkedHashMap<>();
    for (String file : FILES) {
      files.put(file, resource("fixture-project/" + file));
    }
    for (String file : extraFiles) {
      files.put(file, resource("fixture-project/" + file));
    }
    files.put(
        "pom.xml",
        files
            .get("pom.xml")
            .replace("@pipespec.version@", VERSION)
            .replace("@surefire.version@", surefire)
            .replace("@compiler.version@", property("pipespec.it.compilerVersion"))
            .replace("@junit.version@", property("pipespec.it.junitVersion"))
            .replace("@beam.version@", property("pipespec.it.beamVersion"))
            .replace("@slf4j.version@", property("pipespec.it.slf4jVersion")));
    return withFiles(name, surefire, files);
  }

  /**
   * A project of these files (path in the project to text), built with this Surefire version, in a
   * folder of its own ({@code name}) under {@code target/it/projects}.
   */
  static ConsumerProject withFiles(String name, String surefire, Map<String, String> files)
      throws IOException {
    String jars = seedRepository();
    Path project = WORK.resolve("projects").resolve(name);
    Path builtWith = project.resolve("pipespec-jars.sha256");
    if (!Files.exists(builtWith) || !Files.readString(builtWith).equals(jars)) {
      // Classes compiled against other Pipespec jars: the compiler plugin would take them as up
      // to date, and the generated suites would call methods the new runtime no longer has.
      deleteRecursively(project.resolve("target"));
    }
    Files.createDirectories(project);
    Files.writeString(builtWith, jars);
    for (Map.Entry<String, String> file : files.entrySet()) {
      Path target = project.resolve(file.getKey()).normalize();
      Files.createDirectories(target.getParent());
      // Rewritten only when changed, so that the compiler sees unchanged sources as up to date.
      if (!Files.exists(target) || !Files.readString(target).equals(file.getValue())) {
        Files.writeString(target, file.getValue());
      }
    }
    return new ConsumerProject(project, surefire, Path.of(System.getProperty("java.home")));
  }

  Path directory() {
    return directory;
  }

  /** This project, built by Maven running on the JDK at {@code javaHome}. */
  ConsumerProject onJdk(Path javaHome) {
    return new ConsumerProject(directory, surefire, javaHome);
  }

  /**
   * Runs Maven on this project. Offline, a build that needs a plugin the user's local repository
   * does not hold is skipped (an assumption), saying which one and how to fetch it.
   */
  Build mvn(String... goalsAndOptions) throws Exception {
    return run(surefire, List.of(goalsAndOptions));
  }

  /**
   * Runs only the test goal of this Surefire version on the classes already compiled, so that one
   * compilation serves several versions; skipped offline as {@link #mvn} is.
   */
  Build surefireTest(String version, String... options) throws Exception {
    List<String> goals = new ArrayList<>();
    goals.add("org.apache.maven.plugins:maven-surefire-plugin:" + version + ":test");
    goals.addAll(List.of(options));
    return run(version, goals);
  }

  private Build run(String surefireVersion, List<String> goalsAndOptions) throws Exception {
    assumeSurefireAvailable(surefireVersion);
    deleteRecursively(directory.resolve("target/surefire-reports"));
    List<String> arguments =
        new ArrayList<>(List.of("-f", directory.resolve("pom.xml").toString()));
    arguments.addAll(goalsAndOptions);
    Run run = maven(directory, javaHome, arguments);
    assumePluginResolved(
        run.output(),
        "org.apache.maven.plugins:maven-surefire-plugin:" + surefireVersion,
        "Surefire " + surefireVersion);
    return new Build(
        run.exitCode(),
        run.output(),
        directory.resolve("target/surefire-reports"),
        mavenCommand(arguments));
  }

  /**
   * Generates a project from this build's archetype ({@code pipespec-archetype}) in batch mode, in
   * {@code parent} (made empty first), with the same repositories as every consumer project; {@code
   * properties} are more {@code -D} options (groupId, artifactId...). Skipped offline as {@link
   * #mvn} is when the archetype plugin is not in the user's local repository.
   */
  static Build generateFromArchetype(Path parent, String pluginVersion, String... properties)
      throws Exception {
    seedRepository();
    deleteRecursively(parent);
    Files.createDirectories(parent);
    String plugin = "org.apache.maven.plugins:maven-archetype-plugin:" + pluginVersion;
    if (OFFLINE) {
      Assumptions.assumeTrue(
          Files.isDirectory(
              OUTER_REPOSITORY
                  .resolve("org/apache/maven/plugins/maven-archetype-plugin/")
                  .resolve(pluginVersion)),
          () ->
              "maven-archetype-plugin "
                  + pluginVersion
                  + " is not in the local repository "
                  + OUTER_REPOSITORY
                  + " and the build is offline (-o); "
                  + offlineHint());
    }
    List<String> arguments = new ArrayList<>();
    arguments.add(plugin + ":generate");
    arguments.add("-DarchetypeGroupId=io.pipespec");
    arguments.add("-DarchetypeArtifactId=pipespec-archetype");
    arguments.add("-DarchetypeVersion=" + VERSION);
    // Only the coordinates above: no catalog to download from Maven Central.
    arguments.add("-DarchetypeCatalog=internal");
    arguments.addAll(List.of(properties));
    Run run = maven(parent, Path.of(System.getProperty("java.home")), arguments);
    assumePluginResolved(run.output(), plugin, "maven-archetype-plugin " + pluginVersion);
    return new Build(run.exitCode(), run.output(), parent, mavenCommand(arguments));
  }

  /** The project in {@code directory}, built with this Surefire version; nothing is copied. */
  static ConsumerProject at(Path directory, String surefire) throws IOException {
    seedRepository();
    return new ConsumerProject(directory, surefire, Path.of(System.getProperty("java.home")));
  }

  private record Run(int exitCode, String output) {}

  private static List<String> mavenCommand(List<String> arguments) {
    List<String> command = new ArrayList<>();
    command.add(mavenExecutable());
    command.addAll(
        List.of(
            "-B",
            "-ntp",
            "-s",
            WORK.resolve("settings.xml").toString(),
            "-Dmaven.repo.local=" + REPOSITORY));
    if (OFFLINE) {
      // Offline, yet the user's local repository, reached as a file repository, is allowed.
      command.addAll(List.of("-o", "-Daether.offline.protocols=file"));
    }
    command.addAll(arguments);
    return command;
  }

  /** Runs Maven in {@code workingDirectory} on the JDK at {@code javaHome}. */
  private static Run maven(Path workingDirectory, Path javaHome, List<String> arguments)
      throws Exception {
    List<String> command = mavenCommand(arguments);
    Path log = workingDirectory.resolve("build-" + System.nanoTime() + ".log");
    ProcessBuilder builder =
        new ProcessBuilder(command)
            .directory(workingDirectory.toFile())
            .redirectErrorStream(true)
            .redirectOutput(log.toFile());
    builder.environment().put("JAVA_HOME", javaHome.toString());
    builder.environment().remove("MAVEN_ARGS");
    Process process = builder.start();
    if (!process.waitFor(10, TimeUnit.MINUTES)) {
      process.destroyForcibly();
      throw new AssertionError("Maven did not finish within 10 minutes: " + command);
    }
    return new Run(process.exitValue(), Files.readString(log));
  }

  /** Offline, a build that could not resolve this plugin is skipped, saying how to fetch it. */
  private static void assumePluginResolved(String output, String plugin, String name) {
    Assumptions.assumeFalse(
        OFFLINE
            && output.contains(
                "Plugin " + plugin + " or one of its dependencies could not be resolved"),
        () ->
            name
                + " or one of its dependencies is not in the local repository "
                + OUTER_REPOSITORY
                + " and the build is offline (-o); "
                + offlineHint()
                + "\n"
                + lastErrorLine(output));
  }

  private static void assumeSurefireAvailable(String surefire) {
    if (OFFLINE) {
      Assumptions.assumeTrue(
          Files.isDirectory(
              OUTER_REPOSITORY.resolve(
                  "org/apache/maven/surefire/surefire-junit-platform/" + surefire)),
          () ->
              "Surefire "
                  + surefire
                  + " is not in the local repository "
                  + OUTER_REPOSITORY
                  + " and the build is offline (-o); "
                  + offlineHint());
    }
  }

  private static String offlineHint() {
    return "run the build online once (without -o) to fetch it from Maven Central";
  }

  private static String lastErrorLine(String output) {
    return output
        .lines()
        .filter(line -> line.startsWith("[ERROR]") && line.length() > "[ERROR] ".length())
        .findFirst()
        .orElse("");
  }

  /** The output of one run, and the testcases of its XML reports. */
  record Build(int exitCode, String output, Path reports, List<String> command) {

    String log() {
      return String.join(" ", command) + "\n" + output;
    }

    /** Each testcase as {@code classname.name}, to passed, skipped, flaky or failure: message. */
    Map<String, String> testcases() throws Exception {
      return ConsumerProject.testcases(reports);
    }
  }

  /** The testcases of the {@code TEST-*.xml} reports in a folder, as {@link Build#testcases()}. */
  static Map<String, String> testcases(Path reports) throws Exception {
    Map<String, String> testcases = new LinkedHashMap<>();
    List<Path> files;
    try (Stream<Path> list = Files.list(reports)) {
      files =
          list.filter(file -> file.getFileName().toString().startsWith("TEST-")).sorted().toList();
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

  /**
   * Copies this build's jars and poms into the project's own repository; idempotent. Returns a
   * digest of the jars, so that a project built with other jars can be told apart.
   */
  private static synchronized String seedRepository() throws IOException {
    Files.createDirectories(WORK);
    copy(ROOT.resolve("pom.xml"), artifact("pipespec-parent", "pom"));
    copy(ROOT.resolve("bom/pom.xml"), artifact("pipespec-bom", "pom"));
    MessageDigest digest;
    try {
      digest = MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every JDK has SHA-256", e);
    }
    for (String module :
        List.of(
            "api",
            "grammar",
            "beam-2.65",
            "beam-2.73",
            "harness",
            "runtime",
            "processor",
            "junit-engine",
            "archetype")) {
      String artifactId = "pipespec-" + module;
      Path jar =
          ROOT.resolve(module).resolve("target").resolve(artifactId + "-" + VERSION + ".jar");
      assertWithMessage(
              "%s is not built; run this module in a build that packages it (mvn verify)", jar)
          .that(Files.isRegularFile(jar))
          .isTrue();
      digest.update(Files.readAllBytes(jar));
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
    return HexFormat.of().formatHex(digest.digest());
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
        + OUTER_REPOSITORY.toUri()
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

  static String resource(String name) {
    try (InputStream in = ConsumerProject.class.getClassLoader().getResourceAsStream(name)) {
      if (in == null) {
        throw new IllegalStateException("missing test resource " + name);
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static void deleteRecursively(Path directory) throws IOException {
    if (!Files.exists(directory)) {
      return;
    }
    try (Stream<Path> paths = Files.walk(directory)) {
      for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
        Files.delete(path);
      }
    }
  }

  static String property(String name) {
    String value = System.getProperty(name);
    if (value == null) {
      throw new IllegalStateException(
          "System property " + name + " is not set; run this test through Maven (mvn verify)");
    }
    return value;
  }
}
