package io.pipespec.runtime.run;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
import static io.pipespec.runtime.run.Fixtures.expect;
import static io.pipespec.runtime.run.Fixtures.settings;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.pipespec.runtime.capture.CapturedElement;
import io.pipespec.runtime.capture.CapturedOutput;
import io.pipespec.runtime.spi.CaptureMode;
import io.pipespec.runtime.suite.Expectations;
import io.pipespec.runtime.suite.InputSpec;
import io.pipespec.runtime.suite.Outputs;
import io.pipespec.runtime.suite.ScenarioSpec;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.ParDo;
import org.apache.beam.sdk.values.TypeDescriptors;
import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;

/** The file store gives the same results as the memory store, and cleans up after itself. */
class FileCaptureTest {

  private static RunSettings inFilesUnder(File temp, String... options) {
    List<String> all = new ArrayList<>(List.of(options));
    all.add("--tempLocation=" + temp.getAbsolutePath());
    return new RunSettings("DirectRunner", all, Duration.ofSeconds(60), CaptureMode.FILES);
  }

  @Test
  void theFileStoreCapturesWhatTheMemoryStoreCaptures() throws Exception {
    ScenarioSpec spec = ContainsTest.windowedSums();
    File temp = Files.createTempDirectory("pipespec-test").toFile();

    ScenarioResult inMemory = ScenarioRunner.run(spec, settings().withCapture(CaptureMode.MEMORY));
    ScenarioResult inFiles = ScenarioRunner.run(spec, inFilesUnder(temp));

    assertThat(inFiles.capturedCounts()).isEqualTo(inMemory.capturedCounts());
    assertThat(inFiles.capturedCounts()).containsEntry("sums", 2L);
    List<CapturedElement> expected = sorted(inMemory.outputs().get("sums"));
    List<CapturedElement> actual = sorted(inFiles.outputs().get("sums"));
    for (int i = 0; i < expected.size(); i++) {
      assertThat(actual.get(i).encoded()).isEqualTo(expected.get(i).encoded());
      assertThat(actual.get(i).window()).isEqualTo(expected.get(i).window());
      assertThat(actual.get(i).pane()).isEqualTo(expected.get(i).pane());
      assertThat(actual.get(i).timestamp()).isEqualTo(expected.get(i).timestamp());
    }
    assertThat(failureOf(inFiles).getMessage()).isEqualTo(failureOf(inMemory).getMessage());
    inFiles.verify(expect("sums", "sums", Expectations.containsInAnyOrder(List.of(12L, 3L))));
    assertWithMessage("the run's capture directory is deleted").that(temp.list()).isEmpty();
    temp.delete();
  }

  /**
   * Beam's file systems are registered JVM-wide; runs in parallel, each with its own options and
   * its own location, must each capture exactly their own elements there.
   */
  @Test
  void parallelRunsWithDifferentOptionsEachCaptureInTheirOwnLocation() throws Exception {
    int runs = 4;
    List<File> temps = new ArrayList<>();
    List<Callable<ScenarioResult>> calls = new ArrayList<>();
    for (int i = 0; i < runs; i++) {
      File temp = Files.createTempDirectory("pipespec-parallel-" + i).toFile();
      temps.add(temp);
      RunSettings settings = inFilesUnder(temp, "--jobName=parallel-" + i, "--userAgent=run-" + i);
      List<Long> numbers = List.of(10L * i + 1, 10L * i + 2, 10L * i + 3);
      calls.add(() -> ScenarioRunner.run(ContainsTest.timesTen(numbers), settings));
    }
    ExecutorService executor = Executors.newFixedThreadPool(runs);
    try {
      List<Future<ScenarioResult>> results = executor.invokeAll(calls);
      for (int i = 0; i < runs; i++) {
        ScenarioResult result = results.get(i).get();
        assertThat(result.failure()).isEmpty();
        result.verify(
            expect(
                "tens",
                "tens",
                Expectations.containsInAnyOrder(
                    List.of(100L * i + 10, 100L * i + 20, 100L * i + 30))));
        assertWithMessage("the capture directory of run %s is deleted", i)
            .that(temps.get(i).list())
            .isEmpty();
      }
    } finally {
      executor.shutdownNow();
      temps.forEach(File::delete);
    }
  }

  /**
   * A capture file lost while the pipeline runs (a cleaner of the temporary directory, a worker's
   * disk) fails every expectation with which file, never judges what is left.
   */
  @Test
  void aCaptureFileLostDuringTheRunFailsTheScenario() throws Exception {
    File temp = Files.createTempDirectory("pipespec-lost").toFile();
    ScenarioSpec spec =
        ScenarioSpec.builder("LostFile", FileCaptureTest.class)
            .input(
                InputSpec.ofValues(
                    "numbers", "numbers()", () -> List.of(1L, 2L, 3L), TypeDescriptors.longs()))
            .input(
                InputSpec.ofValues(
                    "trigger",
                    "trigger()",
                    () -> List.of(temp.getPath()),
                    TypeDescriptors.strings()))
            .transform(
                inputs ->
                    Outputs.builder()
                        .add("early", inputs.<Long>get("numbers"))
                        .add(
                            "cleaner",
                            inputs
                                .<String>get("trigger")
                                .apply(ParDo.of(new DeletesTheFirstBundle())))
                        .build())
            .build();

    ScenarioResult result = ScenarioRunner.run(spec, inFilesUnder(temp, "--targetParallelism=4"));

    AssertionFailedError failure =
        assertThrows(
            AssertionFailedError.class,
            () ->
                result.verify(
                    expect(
                        "early", "early", Expectations.containsInAnyOrder(List.of(1L, 2L, 3L)))));
    assertThat(failure).hasMessageThat().contains("CaptureIncompleteException");
    assertThat(failure).hasMessageThat().contains("The capture of output 'early' is incomplete");
    assertThat(failure).hasMessageThat().contains("is missing (lost)");
    assertWithMessage("the run's capture directory is deleted after the failure")
        .that(temp.list())
        .isEmpty();
    temp.delete();
  }

  /** Waits for the first capture file of the output "early" and deletes it. */
  static final class DeletesTheFirstBundle extends DoFn<String, String> {
    @ProcessElement
    public void process(@Element String temp, OutputReceiver<String> out) throws Exception {
      long deadline = System.nanoTime() + 30_000_000_000L;
      while (System.nanoTime() < deadline) {
        try (Stream<Path> files = Files.walk(Path.of(temp))) {
          List<Path> bundles =
              files
                  .filter(path -> path.getParent().getFileName().toString().equals("output-0"))
                  .filter(path -> path.getFileName().toString().endsWith(".bundle"))
                  .toList();
          if (!bundles.isEmpty()) {
            Files.delete(bundles.get(0));
            out.output("deleted");
            return;
          }
        }
        Thread.sleep(20);
      }
      throw new IllegalStateException("no capture file of 'early' appeared");
    }
  }

  private static AssertionFailedError failureOf(ScenarioResult result) {
    return assertThrows(
        AssertionFailedError.class,
        () ->
            result.verify(
                expect(
                    "first",
                    "sums",
                    new ContainsTest.FirstWindow(),
                    Expectations.containsInAnyOrder(List.of(3L, 12L)))));
  }

  private static List<CapturedElement> sorted(CapturedOutput<?> output) {
    List<CapturedElement> elements = new ArrayList<>(output.elements());
    elements.sort(Comparator.comparing(CapturedElement::timestamp));
    return elements;
  }
}
