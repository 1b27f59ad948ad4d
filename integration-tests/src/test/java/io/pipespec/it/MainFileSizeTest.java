package io.pipespec.it;

import static com.google.common.truth.Truth.assertWithMessage;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Keeps every main file of the build at most {@link #LIMIT} lines: a file past it holds more than
 * one thing, and is split along a seam (a cohesive part with its own name and a reason to exist),
 * not squeezed.
 *
 * <p>Here rather than in a module's own tests because it judges every module at once: Maven tells
 * this module where the repository is ({@code pipespec.it.root}, as {@link DocumentationTest} reads
 * it), so nothing is guessed by walking up from a working directory, and the modules are those the
 * poms list, so a new module is judged as soon as the build has it. Every module's {@code
 * src/main/java} is read, whatever the build does with it; tests, resources (the archetype's
 * templates) and generated sources are not main files.
 */
class MainFileSizeTest {

  /** The most lines a main file may have. */
  static final int LIMIT = 400;

  private static final Path ROOT = ConsumerProject.ROOT;
  private static final Pattern MODULE = Pattern.compile("<module>\\s*([^<\\s]+)\\s*</module>");

  @Test
  void noMainFileIsOverTheLimit() throws IOException {
    List<Path> modules = modules();
    // A root that is not this repository would pass on nothing: make sure the rule saw the build.
    assertWithMessage("the modules that %s/pom.xml lists", ROOT)
        .that(modules)
        .containsAtLeast(ROOT.resolve("runtime"), ROOT.resolve("processor"));
    List<String> over = new ArrayList<>();
    int files = 0;
    for (Path module : modules) {
      Path sources = module.resolve("src/main/java");
      if (!Files.isDirectory(sources)) {
        continue;
      }
      List<Path> javaFiles;
      try (Stream<Path> walk = Files.walk(sources)) {
        javaFiles =
            walk.filter(path -> path.toString().endsWith(".java"))
                .filter(Files::isRegularFile)
                .sorted()
                .toList();
      }
      for (Path file : javaFiles) {
        files++;
        int lines = Files.readAllLines(file).size();
        if (lines > LIMIT) {
          over.add(ROOT.relativize(file) + ": " + lines + " lines");
        }
      }
    }
    assertWithMessage("the main files read under %s", ROOT).that(files).isGreaterThan(100);
    assertWithMessage(
            "%s main files are over %s lines; split each along a seam (a cohesive part with its"
                + " own name and a reason to exist, such as the message-writing half of a"
                + " comparison, a family of readers, the wording of a page's section), into the"
                + " same package and package-private where it can be, rather than cutting"
                + " arbitrary lines or squeezing formatting:\n  %s\n",
            over.size(), LIMIT, String.join("\n  ", over))
        .that(over)
        .isEmpty();
  }

  /** The modules the root pom lists, and those their poms list, in the order listed. */
  private static List<Path> modules() throws IOException {
    Set<Path> modules = new LinkedHashSet<>();
    collect(ROOT, modules);
    return List.copyOf(modules);
  }

  private static void collect(Path project, Set<Path> modules) throws IOException {
    Path pom = project.resolve("pom.xml");
    if (!Files.isRegularFile(pom)) {
      return;
    }
    // Every <module>, whether in the main list or a profile's: a file is main code in any build.
    Matcher module = MODULE.matcher(Files.readString(pom));
    while (module.find()) {
      Path child = project.resolve(module.group(1)).normalize();
      if (modules.add(child)) {
        collect(child, modules);
      }
    }
  }
}
