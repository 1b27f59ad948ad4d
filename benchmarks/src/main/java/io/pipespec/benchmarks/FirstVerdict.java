package io.pipespec.benchmarks;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/**
 * {@code first-verdict}: the edit-run loop a user feels. A fresh JVM runs one small Pipespec
 * scenario (three words, their lengths, one {@code @ExpectContains}) through the JUnit console
 * launcher, against a fresh JVM running a Jupiter test of the same pipeline with {@code PAssert}
 * through the same launcher; each timed from the launch to the JVM's exit (the verdict is the last
 * thing either does), the median of 3 each ({@code -Dpipespec.bench.rounds} for more), alternating.
 * Both test classes are compiled here, the Pipespec one with the annotation processor of this
 * checkout.
 *
 * <p>Run by {@code benchmarks/run first-verdict}, which passes the launcher's jar ({@code
 * pipespec.bench.launcher}) and the processor path ({@code pipespec.bench.processorPath}).
 */
public final class FirstVerdict {

  private static final String PIPESPEC_TEST =
      """
      package firstverdict;

      import io.pipespec.ExpectContains;
      import io.pipespec.Input;
      import io.pipespec.PipelineTest;
      import io.pipespec.UnderTest;
      import java.util.List;
      import org.apache.beam.sdk.transforms.MapElements;
      import org.apache.beam.sdk.values.PCollection;
      import org.apache.beam.sdk.values.TypeDescriptors;

      @PipelineTest
      class LengthsTest {
        @UnderTest
        static PCollection<Integer> lengths(PCollection<String> words) {
          return words.apply(MapElements.into(TypeDescriptors.integers()).via(String::length));
        }

        @Input static final List<String> words = List.of("a", "bb", "ccc");

        @ExpectContains({"1", "2", "3"})
        void lengthsOfTheWords() {}
      }
      """;

  private static final String PASSERT_TEST =
      """
      package firstverdict;

      import org.apache.beam.sdk.Pipeline;
      import org.apache.beam.sdk.testing.PAssert;
      import org.apache.beam.sdk.transforms.Create;
      import org.apache.beam.sdk.transforms.MapElements;
      import org.apache.beam.sdk.values.PCollection;
      import org.apache.beam.sdk.values.TypeDescriptors;
      import org.junit.jupiter.api.Test;

      class LengthsPassertTest {
        @Test
        void lengths() {
          Pipeline pipeline = Pipeline.create();
          PCollection<Integer> lengths =
              pipeline
                  .apply(Create.of("a", "bb", "ccc"))
                  .apply(MapElements.into(TypeDescriptors.integers()).via(String::length));
          PAssert.that(lengths).containsInAnyOrder(1, 2, 3);
          pipeline.run().waitUntilFinish();
        }
      }
      """;

  private FirstVerdict() {}

  public static void main(String[] args) throws Exception {
    Path launcher = Path.of(required("pipespec.bench.launcher"));
    String processorPath = required("pipespec.bench.processorPath");
    String classPath = System.getProperty("java.class.path");
    Path dir = Files.createTempDirectory("pipespec-first-verdict");
    Path classes = Files.createDirectories(dir.resolve("classes"));
    compile(dir, classes, classPath + File.pathSeparator + launcher, processorPath);
    String testPath = classes + File.pathSeparator + classPath;
    int rounds = Bench.rounds(3);
    long[] pipespec = new long[rounds];
    long[] passert = new long[rounds];
    // One untimed run of each: the OS's file cache holds the jars afterwards for both alike.
    launch(launcher, testPath, "firstverdict.LengthsTest");
    launch(launcher, testPath, "firstverdict.LengthsPassertTest");
    for (int round = 0; round < rounds; round++) {
      boolean pipespecFirst = round % 2 == 0;
      if (pipespecFirst) {
        pipespec[round] = launch(launcher, testPath, "firstverdict.LengthsTest");
      }
      passert[round] = launch(launcher, testPath, "firstverdict.LengthsPassertTest");
      if (!pipespecFirst) {
        pipespec[round] = launch(launcher, testPath, "firstverdict.LengthsTest");
      }
    }
    Bench.print(
        new BenchLine("first-verdict", 1, Stopwatch.median(pipespec), Stopwatch.median(passert)));
    System.out.println(
        "INFO first-verdict pipespec_ms=" + millis(pipespec) + " passert_ms=" + millis(passert));
    System.exit(0);
  }

  private static String millis(long[] nanos) {
    return Arrays.toString(Arrays.stream(nanos).map(n -> n / 1_000_000).toArray());
  }

  private static String required(String property) {
    String value = System.getProperty(property);
    if (value == null || value.isBlank()) {
      throw new IllegalArgumentException(
          "Set -D" + property + " (benchmarks/run first-verdict does) before running FirstVerdict");
    }
    return value;
  }

  private static void compile(Path dir, Path classes, String classPath, String processorPath)
      throws IOException {
    Path sources = Files.createDirectories(dir.resolve("src/firstverdict"));
    Path pipespec = sources.resolve("LengthsTest.java");
    Path passert = sources.resolve("LengthsPassertTest.java");
    Files.writeString(pipespec, PIPESPEC_TEST, StandardCharsets.UTF_8);
    Files.writeString(passert, PASSERT_TEST, StandardCharsets.UTF_8);
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    int status =
        javac.run(
            null,
            null,
            null,
            "-d",
            classes.toString(),
            "-cp",
            classPath,
            "-processorpath",
            processorPath,
            "-parameters",
            pipespec.toString(),
            passert.toString());
    if (status != 0) {
      throw new IllegalStateException("The test classes of first-verdict did not compile");
    }
  }

  /** Nanoseconds from starting a console launcher JVM on {@code testClass} to its exit. */
  private static long launch(Path launcher, String classPath, String testClass) throws Exception {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(
        List.of(
            "-jar",
            launcher.toString(),
            "execute",
            "--disable-banner",
            "--disable-ansi-colors",
            "--details=none",
            "--fail-if-no-tests",
            "--class-path",
            classPath,
            "--select-class",
            testClass));
    Path log = Files.createTempFile("first-verdict", ".log");
    long start = System.nanoTime();
    Process process =
        new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
    if (!process.waitFor(10, TimeUnit.MINUTES)) {
      process.destroyForcibly();
      throw new IllegalStateException(testClass + " did not end within 10 minutes");
    }
    long nanos = System.nanoTime() - start;
    if (process.exitValue() != 0) {
      throw new IllegalStateException(
          testClass
              + " failed (exit code "
              + process.exitValue()
              + "):\n"
              + Files.readString(log, StandardCharsets.UTF_8));
    }
    Files.delete(log);
    return nanos;
  }
}
