package io.pipespec.runtime.build;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.pipespec.runtime.run.RunSettings;
import io.pipespec.runtime.run.ScenarioResult;
import io.pipespec.runtime.run.ScenarioRunner;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.ExpectationSpec.Target;
import io.pipespec.runtime.suite.Expectations;
import io.pipespec.runtime.suite.InputSpec;
import io.pipespec.runtime.suite.ScenarioSpec;
import java.time.Duration;
import java.util.List;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.io.TextIO;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apache.beam.sdk.values.TypeDescriptor;
import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;

/** What a job that throws while it is built is told. */
class JobBuildFailureTest {

  private static void job(Pipeline pipeline, String output) {
    pipeline
        .apply("ReadLines", TextIO.read().from("/nowhere/lines.txt"))
        .apply("WriteTotals", TextIO.write().to(output));
  }

  private static String failure(String output) {
    ScenarioResult result =
        ScenarioRunner.run(
            ScenarioSpec.builder("Job", JobBuildFailureTest.class)
                .job((pipeline, options) -> job(pipeline, output), PipelineOptions.class)
                .replace(
                    "ReadLines",
                    InputSpec.ofValues(
                        "lines", "lines()", () -> List.of("a"), TypeDescriptor.of(String.class)))
                .output("totals", "WriteTotals", String.class)
                .build(),
            RunSettings.defaults().withTimeout(Duration.ofSeconds(60)));
    ExpectationSpec totals =
        ExpectationSpec.of(
            JobBuildFailureTest.class,
            "totals",
            Target.output("totals", Expectations.containsInAnyOrder(List.of("a"))));
    return assertThrows(AssertionFailedError.class, () -> result.verify(totals)).getMessage();
  }

  @Test
  void aPathOfAFileSystemNotOnTheClassPathSaysWhichModuleBringsIt() {
    assertThat(failure("gs://bucket/totals/out"))
        .contains(
            "failed at construction, before it ran: the job threw while it was built: a path of"
                + " scheme 'gs' that no Beam file system on the test's class path reads (Beam"
                + " resolves a read's or a write's path while the job is built, before Pipespec"
                + " replaces or captures the step). Put the file system's module on the test class"
                + " path (for gs://, org.apache.beam:beam-sdks-java-extensions-google-cloud-platform"
                + "-core), or have the job take its paths from its options and give it local ones"
                + " with @Options: java.lang.IllegalArgumentException: No filesystem found for"
                + " scheme gs");
  }

  @Test
  void anUnknownSchemeIsToldWithoutAModule() {
    assertThat(failure("acme://bucket/totals/out"))
        .contains(
            "a path of scheme 'acme' that no Beam file system on the test's class path reads (Beam"
                + " resolves a read's or a write's path while the job is built, before Pipespec"
                + " replaces or captures the step). Put the file system's module on the test class"
                + " path, or have the job");
  }
}
