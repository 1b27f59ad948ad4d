package io.pipespec.runtime.run;

import static io.pipespec.runtime.run.Fixtures.expect;
import static io.pipespec.runtime.run.Fixtures.settings;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.pipespec.runtime.capture.CapturedElement;
import io.pipespec.runtime.capture.CapturedOutput;
import io.pipespec.runtime.expect.Expectations;
import io.pipespec.runtime.spec.ScenarioSpec;
import java.io.File;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;

/** The file store gives the same results as the memory store, and cleans up after itself. */
class FileCaptureTest {

  @Test
  void theFileStoreCapturesWhatTheMemoryStoreCaptures() throws Exception {
    ScenarioSpec spec = ContainsTest.windowedSums();
    File temp = java.nio.file.Files.createTempDirectory("pipespec-test").toFile();

    CompletedRun inMemory =
        (CompletedRun) ScenarioRunner.run(spec, settings().withCapture(CaptureMode.MEMORY));
    CompletedRun inFiles =
        (CompletedRun)
            ScenarioRunner.run(
                spec,
                new RunSettings(
                    "DirectRunner",
                    List.of("--tempLocation=" + temp.getAbsolutePath()),
                    java.time.Duration.ofSeconds(60),
                    CaptureMode.FILES));

    assertEquals(inMemory.capturedCounts(), inFiles.capturedCounts());
    assertEquals(2L, inFiles.capturedCounts().get("sums"));
    List<CapturedElement> expected = sorted(inMemory.outputs().get("sums"));
    List<CapturedElement> actual = sorted(inFiles.outputs().get("sums"));
    for (int i = 0; i < expected.size(); i++) {
      assertArrayEquals(expected.get(i).encoded(), actual.get(i).encoded());
      assertEquals(expected.get(i).window(), actual.get(i).window());
      assertEquals(expected.get(i).pane(), actual.get(i).pane());
      assertEquals(expected.get(i).timestamp(), actual.get(i).timestamp());
    }
    AssertionFailedError fromMemory = failureOf(inMemory);
    AssertionFailedError fromFiles = failureOf(inFiles);
    assertEquals(fromMemory.getMessage(), fromFiles.getMessage());
    inFiles.verify(expect("sums", "sums", Expectations.containsInAnyOrder(List.of(12L, 3L))));
    assertEquals(List.of(), List.of(temp.list()), "the run's capture directory is deleted");
    temp.delete();
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
