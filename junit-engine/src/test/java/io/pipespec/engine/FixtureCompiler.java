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
 * Compiles fixtures into a directory of their own and loads them with a class loader whose parent
 * is this module's: either without annotation processing, for what the Pipespec processor must not
 * see (a {@code @PipelineTest} class without its suite, a broken suite), or with the processor, for
 * fixtures that a test compiles in several versions.
 */
final class FixtureCompiler {

  private FixtureCompiler() {}

  /**
   * Compiles {@code sources} (binary class name to source text) into {@code directory}.
   *
   * @return a class loader for the compiled classes
   */
  static URLClassLoader compile(Path directory, Map<String, String> sources) throws IOException {
    return compile(
        directory,
        sources,
        List.of(
            "-proc:none",
            "-classpath",
            String.join(
                java.io.File.pathSeparator,
                location(PipelineTest.class),
                location(io.pipespec.runtime.suite.PipespecSuite.class),
                location(Testable.class))));
  }

  /**
   * Compiles {@code sources} into {@code directory} with the Pipespec processor, as a user's build
   * does, so that each {@code @PipelineTest} class gets its generated suite.
   *
   * @return a class loader for the compiled classes
   */
  static URLClassLoader compileWithProcessor(Path directory, Map<String, String> sources)
      throws IOException {
    String classPath = System.getProperty("java.class.path");
    return compile(
        directory,
        sources,
        List.of(
            "-processor",
            "io.pipespec.processor.rounds.PipespecProcessor",
            "-processorpath",
            classPath,
            "-classpath",
            classPath,
            "-s",
            directory.resolve("generated").toString(),
            // The sources are written in UTF-8, whatever the platform's default.
            "-encoding",
            "UTF-8"));
  }

  /**
   * Compiles {@code sources} into {@code directory} against this module's test class path without
   * annotation processing, as an IDE with processing off does: harnesses already in {@code
   * directory} stay as they were.
   *
   * @return a class loader for the compiled classes
   */
  static URLClassLoader recompileWithoutProcessor(Path directory, Map<String, String> sources)
      throws IOException {
    return compile(
        directory,
        sources,
        List.of("-proc:none", "-classpath", System.getProperty("java.class.path")));
  }

  private static URLClassLoader compile(
      Path directory, Map<String, String> sources, List<String> options) throws IOException {
    Files.createDirectories(directory.resolve("generated"));
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
    arguments.addAll(List.of("-d", classes.toString()));
    arguments.addAll(options);
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
