package io.pipespec.engine;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import io.pipespec.engine.reference.ConfigurationReference;
import io.pipespec.engine.reference.ConfigurationReference.Constant;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The configuration reference, {@code docs/reference/configuration.md}, is the page {@link
 * ConfigurationReference} renders from {@link PipespecEngineConstants}, and that class declares
 * every {@code pipespec.} key the main code of any module reads.
 *
 * <p>With {@code -Dpipespec.docs.write=true} the test rewrites the page instead of failing.
 */
class ConfigurationReferenceTest {

  /** The repository's root, seen from this module's directory, where Maven runs the tests. */
  private static final Path REPOSITORY = Path.of("..");

  /**
   * Names in main code that start with {@code pipespec.} but are no configuration keys, and why. A
   * name counts when a {@code pipespec.} name found in a string literal is it or starts with it.
   */
  private static final Map<String, String> NOT_KEYS =
      Map.of(
          "pipespec.wallTimeMs",
          "a report entry key (ScenarioDescriptor.WALL_TIME_ENTRY)",
          "pipespec.captured",
          "a report entry key prefix (ScenarioDescriptor)",
          "pipespec.reportError",
          "a report entry key (ScenarioDescriptor.REPORT_ERROR_ENTRY)",
          "pipespec.inMemoryRead",
          "a report entry key prefix (JobConstruction's notes)",
          "pipespec.asWritten",
          "a report entry key prefix (JobConstruction's notes)",
          "pipespec.staleSnapshot",
          "a report entry key (TestClassDescriptor.STALE_SNAPSHOT_ENTRY)",
          "pipespec.restart",
          "a report entry key (RestartRun.NOTE: the checkpoint a restarted run restored)",
          "pipespec.retry",
          "a report entry key (RetriedStage.NOTE: the bundle a retry step failed and retried)",
          "pipespec.generated",
          "a report entry key (ScenarioDescriptor.GENERATE_ENTRY: what a generated scenario's tries"
              + " found)",
          "pipespec.bench.",
          "a prefix of the benchmarks' system properties (Bench, ExploreJob, FirstVerdict), which"
              + " the engine never reads");

  /** A string literal, without text blocks (none of which names a key). */
  private static final Pattern STRING_LITERAL = Pattern.compile("\"((?:[^\"\\\\\\n]|\\\\.)*)\"");

  private static final Pattern COMMENT = Pattern.compile("/\\*.*?\\*/|//[^\\n]*", Pattern.DOTALL);

  /** A name such as {@code pipespec.explore.budget}, not the tail of {@code io.pipespec.X}. */
  private static final Pattern NAME = Pattern.compile("(?<![\\w.])pipespec\\.[A-Za-z][\\w.-]*");

  @Test
  void thePageInTheRepositoryIsTheRenderedOne() throws IOException {
    Path page = REPOSITORY.resolve(ConfigurationReference.PAGE);
    assertWithMessage("the repository's docs/ folder, seen from %s", Path.of("").toAbsolutePath())
        .that(Files.isDirectory(REPOSITORY.resolve("docs")))
        .isTrue();
    String rendered = ConfigurationReference.render(constantsSource());
    if (Boolean.getBoolean("pipespec.docs.write")) {
      Files.createDirectories(page.getParent());
      Files.writeString(page, rendered, StandardCharsets.UTF_8);
    }
    String written = Files.exists(page) ? Files.readString(page, StandardCharsets.UTF_8) : "";
    assertWithMessage(
            "%s is out of date with PipespecEngineConstants. Regenerate it with:\n  %s\nand commit"
                + " the result",
            ConfigurationReference.PAGE, ConfigurationReference.REGENERATE)
        .that(written)
        .isEqualTo(rendered);
  }

  @Test
  void everyKeyIsDocumentedWithItsValuesAndDefault() throws Exception {
    List<Constant> keys =
        ConfigurationReference.constants(constantsSource()).stream()
            .filter(Constant::isKey)
            .toList();
    List<String> fields = new ArrayList<>();
    for (Constant key : keys) {
      fields.add(key.field());
      assertWithMessage("what %s does", key.field()).that(key.description()).isNotEmpty();
      assertWithMessage("the values of %s", key.field())
          .that(key.labelled("Values").orElse(""))
          .isNotEmpty();
      assertWithMessage("the default of %s", key.field())
          .that(key.labelled("Default").orElse(""))
          .isNotEmpty();
    }
    // Every key constant of the class is parsed: none was skipped for an unusual declaration.
    List<String> declared = new ArrayList<>();
    for (var field : PipespecEngineConstants.class.getFields()) {
      if (field.get(null) instanceof String value && value.startsWith("pipespec.")) {
        declared.add(field.getName());
      }
    }
    assertThat(fields).containsExactlyElementsIn(declared);
  }

  @Test
  void rendersTheValueOfAConstantOfAnotherClass() throws IOException {
    // {@value RunSettings#DEFAULT_RUNNER} in the runner's default.
    Constant runner =
        ConfigurationReference.constants(constantsSource()).stream()
            .filter(c -> c.field().equals("RUNNER_PROPERTY_NAME"))
            .findFirst()
            .orElseThrow();
    assertThat(runner.labelled("Default")).hasValue("`DirectRunner`.");
  }

  @Test
  void everyPipespecKeyInMainCodeIsDeclared() throws IOException {
    List<Constant> constants = ConfigurationReference.constants(constantsSource());
    Map<String, TreeSet<String>> undeclared = new TreeMap<>();
    TreeSet<String> notKeysSeen = new TreeSet<>();
    for (Path file : mainSources()) {
      String code = COMMENT.matcher(Files.readString(file, StandardCharsets.UTF_8)).replaceAll("");
      Matcher literal = STRING_LITERAL.matcher(code);
      while (literal.find()) {
        Matcher name = NAME.matcher(literal.group(1));
        while (name.find()) {
          // A trailing dot ends a sentence or a prefix: pipespec.reports. or pipespec.captured.
          String found = name.group().replaceAll("\\.+$", "");
          if (isDeclared(found, constants)) {
            continue;
          }
          String notKey =
              NOT_KEYS.keySet().stream().filter(found::startsWith).findFirst().orElse(null);
          if (notKey != null) {
            notKeysSeen.add(notKey);
          } else {
            undeclared
                .computeIfAbsent(found, k -> new TreeSet<>())
                .add(REPOSITORY.relativize(file).toString());
          }
        }
      }
    }
    assertWithMessage(
            "pipespec. keys in main code that PipespecEngineConstants does not declare (declare"
                + " each there with javadoc, or list it in NOT_KEYS with the reason it is no key)")
        .that(undeclared)
        .isEmpty();
    assertWithMessage("NOT_KEYS that no main code uses any more (remove them)")
        .that(notKeysSeen)
        .containsExactlyElementsIn(NOT_KEYS.keySet());
  }

  @Test
  void everyDeclaredKeyIsReadByMainCode() throws IOException {
    StringBuilder others = new StringBuilder();
    Path constantsFile = REPOSITORY.resolve(ConfigurationReference.SOURCE).normalize();
    for (Path file : mainSources()) {
      if (!file.normalize().equals(constantsFile)) {
        others.append(Files.readString(file, StandardCharsets.UTF_8)).append('\n');
      }
    }
    List<String> unread = new ArrayList<>();
    for (Constant key : ConfigurationReference.constants(constantsSource())) {
      boolean byName = Pattern.compile("\\b" + key.field() + "\\b").matcher(others).find();
      boolean byValue = others.indexOf("\"" + key.value() + "\"") >= 0;
      if (key.isKey() && !byName && !byValue) {
        unread.add(key.field());
      }
    }
    assertWithMessage("keys the reference documents but no main code reads").that(unread).isEmpty();
  }

  private static boolean isDeclared(String name, List<Constant> constants) {
    return constants.stream()
        .filter(Constant::isKey)
        .anyMatch(c -> c.isPrefix() ? (name + ".").startsWith(c.value()) : name.equals(c.value()));
  }

  private static String constantsSource() throws IOException {
    return Files.readString(
        REPOSITORY.resolve(ConfigurationReference.SOURCE), StandardCharsets.UTF_8);
  }

  /** The main Java sources of every module of the repository. */
  private static List<Path> mainSources() throws IOException {
    List<Path> sources = new ArrayList<>();
    try (Stream<Path> modules = Files.list(REPOSITORY)) {
      for (Path module : modules.sorted().toList()) {
        Path main = module.resolve("src/main/java");
        if (Files.isDirectory(main)) {
          try (Stream<Path> files = Files.walk(main)) {
            files.filter(f -> f.toString().endsWith(".java")).sorted().forEach(sources::add);
          }
        }
      }
    }
    assertWithMessage("main sources of the modules under %s", REPOSITORY.toAbsolutePath())
        .that(sources.size())
        .isGreaterThan(100);
    return sources;
  }
}
