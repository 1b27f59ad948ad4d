package io.pipespec.engine;

import static com.google.common.truth.Truth.assertWithMessage;

import io.pipespec.PipelineTest;
import java.io.IOException;
import java.io.StringWriter;
import java.net.MalformedURLException;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.platform.commons.annotation.Testable;

/**
 * Compiles fixtures that the Pipespec processor must not see (a {@code @PipelineTest} class without
 * its harness, a broken harness) into a directory of their own, with annotation processing off, and
 * loads them with a class loader whose parent is this module's.
 */
final class FixtureCompiler {

  private FixtureCompiler() {}

  /**
   * Compiles {@code sources} (binary class name to source text) into {@code directory}.
   *
   * @return a class loader for the compiled classes
   */
  static URLClassLoader compile(Path directory, Map<String, String> sources) throws IOException {
    List<String> files = new ArrayList<>();
    for (Map.Entry<String, String> source : sources.entrySet()) {
      Path file = directory.resolve("src").resolve(source.getKey().replace('.', '/') + ".java");
      Files.createDirectories(file.getParent());
      Files.writeString(file, source.getValue());
      files.add(file.toString());
    }
    Path classes = classesDirectory(directory);
    Files.createDirectories(classes);
    List<String> arguments = new ArrayList<>();
    arguments.addAll(
        List.of(
            "-proc:none",
            "-d",
            classes.toString(),
            "-classpath",
            location(PipelineTest.class) + java.io.File.pathSeparator + location(Testable.class)));
    arguments.addAll(files);
    JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
    StringWriter errors = new StringWriter();
    int status =
        compiler.run(
            null,
            new java.io.PrintStream(java.io.OutputStream.nullOutputStream()),
            new java.io.PrintStream(
                new java.io.OutputStream() {
                  @Override
                  public void write(int b) {
                    errors.write(b);
                  }
                }),
            arguments.toArray(String[]::new));
    assertWithMessage("javac failed: %s", errors).that(status).isEqualTo(0);
    return loader(directory);
  }

  static Path classesDirectory(Path directory) {
    return directory.resolve("classes");
  }

  private static URLClassLoader loader(Path directory) throws MalformedURLException {
    return new URLClassLoader(
        new URL[] {classesDirectory(directory).toUri().toURL()},
        FixtureCompiler.class.getClassLoader());
  }

  private static String location(Class<?> type) {
    try {
      return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }
}
