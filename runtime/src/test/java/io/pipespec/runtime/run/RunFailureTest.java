package io.pipespec.runtime.run;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
import static io.pipespec.runtime.run.Fixtures.expect;
import static io.pipespec.runtime.run.Fixtures.scenario;
import static io.pipespec.runtime.run.Fixtures.settings;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.pipespec.runtime.capture.MemoryCaptureStore;
import io.pipespec.runtime.fixtures.NumberScenarios.FailsOnThree;
import io.pipespec.runtime.runner.RunnerLookup;
import io.pipespec.runtime.suite.Expectations;
import io.pipespec.runtime.suite.InputSpec;
import io.pipespec.runtime.suite.Outputs;
import io.pipespec.runtime.suite.ScenarioSpec;
import io.pipespec.runtime.usercode.ScenarioTimeoutException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.ParDo;
import org.apache.beam.sdk.values.PCollection;
import org.apache.beam.sdk.values.TypeDescriptors;
import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;

class RunFailureTest {

  @Test
  void aUserExceptionInADoFnFailsEveryExpectationWithThatExceptionAsTheCause() {
    ScenarioResult result = ScenarioRunner.run(Fixtures.failsOnThree("out"), settings());

    Throwable cause = result.failure().orElseThrow();
    assertThat(cause.getClass()).isEqualTo(IllegalStateException.class);
    assertThat(cause.getMessage()).isEqualTo("cannot handle 3");
    assertThat(cause.getStackTrace()[0].getClassName()).isEqualTo(FailsOnThree.class.getName());
    AssertionFailedError failure =
        assertThrows(
            AssertionFailedError.class,
            () -> result.verify(expect("out", "out", Expectations.empty())));
    assertThat(failure.getCause()).isSameInstanceAs(cause);
    assertWithMessage(failure.getMessage())
        .that(failure.getMessage())
        .startsWith(
            "The pipeline of scenario 'Failing' failed: java.lang.IllegalStateException:"
                + " cannot handle 3\ncaptured before the failure: out: ");
    assertThat(failure.getMessage()).endsWith("\nnot judged: out (is empty in output 'out')");
  }

  @Test
  void anExceptionWhileBuildingTheTransformIsRecordedAsAConstructionFailure() {
    IllegalArgumentException thrown = new IllegalArgumentException("window size must be positive");
    ScenarioSpec spec =
        scenario(
                "Broken",
                List.of(1L),
                inputs -> {
                  throw thrown;
                })
            .build();

    ScenarioResult result = ScenarioRunner.run(spec, settings());

    assertThat(result.failure().orElseThrow()).isSameInstanceAs(thrown);
    AssertionFailedError failure =
        assertThrows(
            AssertionFailedError.class,
            () -> result.verify(expect("out", "out", Expectations.empty())));
    assertThat(failure.getCause()).isSameInstanceAs(thrown);
    assertThat(failure.getMessage())
        .isEqualTo(
            "The pipeline of scenario 'Broken' failed at construction, before it ran: the transform"
                + " under test threw java.lang.IllegalArgumentException: window size must be positive\n"
                + "not judged: out (is empty in output 'out')");
  }

  @Test
  void anInputThatReturnsNullIsAConstructionFailureThatSaysHowToFixIt() {
    ScenarioSpec spec =
        ScenarioSpec.builder("NullInput", Fixtures.class)
            .input(
                InputSpec.ofValues(
                    "numbers", "Fixtures.numbers()", () -> null, TypeDescriptors.longs()))
            .transform(inputs -> Outputs.single("out", inputs.get("numbers")))
            .build();

    ScenarioResult result = ScenarioRunner.run(spec, settings());

    AssertionFailedError failure =
        assertThrows(
            AssertionFailedError.class,
            () -> result.verify(expect("out", "out", Expectations.empty())));
    assertThat(failure.getMessage())
        .isEqualTo(
            "The pipeline of scenario 'NullInput' failed at construction, before it ran: the input"
                + " 'numbers' (Fixtures.numbers()) threw java.lang.IllegalStateException: The input"
                + " Fixtures.numbers() returned null; return an empty list for no elements.\n"
                + "not judged: out (is empty in output 'out')");
  }

  @Test
  void anInputThatRunsOutOfMemoryIsAConstructionFailureWithTheHeapsFigures() {
    ScenarioSpec spec =
        ScenarioSpec.builder("HugeInput", Fixtures.class)
            .input(
                InputSpec.ofValues(
                    "numbers",
                    "Fixtures.numbers()",
                    () -> {
                      throw new OutOfMemoryError("Java heap space");
                    },
                    TypeDescriptors.longs()))
            .transform(inputs -> Outputs.single("out", inputs.get("numbers")))
            .build();

    ScenarioResult result = ScenarioRunner.run(spec, settings());

    AssertionFailedError failure =
        assertThrows(
            AssertionFailedError.class,
            () -> result.verify(expect("out", "out", Expectations.empty())));
    assertThat(failure.getMessage())
        .startsWith(
            "The pipeline of scenario 'HugeInput' failed at construction, before it ran: the input"
                + " 'numbers' (Fixtures.numbers()) threw java.lang.OutOfMemoryError: Java heap"
                + " space\nthe heap of the test JVM: ");
    assertThat(failure.getMessage()).containsMatch("\\d+ (MB|GB|KB|bytes) of its maximum ");
    assertThat(failure.getMessage()).contains("Raise the maximum heap of the test JVM");
  }

  /** Throws the error a full heap throws, on 3: as a worker of the runner gets it. */
  static final class OutOfMemoryOnThree extends DoFn<Long, Long> {
    @ProcessElement
    public void process(@Element Long number, OutputReceiver<Long> out) {
      if (number == 3) {
        throw new OutOfMemoryError("Java heap space");
      }
      out.output(number);
    }
  }

  @Test
  void aWorkerThatRunsOutOfHeapFailsTheScenarioWithTheHeapsFigures() {
    ScenarioSpec spec =
        scenario(
                "OutOfHeap",
                List.of(1L, 2L, 3L),
                inputs ->
                    Outputs.single(
                        "out",
                        inputs.<Long>get("numbers").apply(ParDo.of(new OutOfMemoryOnThree()))))
            .build();

    ScenarioResult result = ScenarioRunner.run(spec, settings());

    AssertionFailedError failure =
        assertThrows(
            AssertionFailedError.class,
            () -> result.verify(expect("out", "out", Expectations.count(2))));
    // Beam passes the DoFn's error on wrapped, as the user's: the run failed with it.
    assertThat(failure.getMessage())
        .startsWith(
            "The pipeline of scenario 'OutOfHeap' ran out of memory and was stopped, so that the"
                + " next scenario can run: java.lang.OutOfMemoryError: Java heap space\nthe heap"
                + " of the test JVM: ");
    assertThat(failure.getMessage())
        .containsMatch(
            "\\d+ (MB|KB|bytes) of its maximum [\\d.]+ (MB|GB) in use after the latest garbage"
                + " collection\ncaptured when it ran out: \\d+ elements? in ");
    assertThat(failure.getMessage()).contains("Raise the maximum heap of the test JVM");
  }

  /** A type Beam has no coder for. */
  static final class NoCoder {}

  static final class ToNoCoder extends DoFn<Long, NoCoder> {
    @ProcessElement
    public void process(OutputReceiver<NoCoder> out) {
      out.output(new NoCoder());
    }
  }

  @Test
  void anOutputWithoutACoderIsAConstructionFailureThatSaysHowToFixIt() {
    ScenarioSpec spec =
        scenario(
                "NoCoder",
                List.of(1L),
                inputs ->
                    Outputs.single(
                        "out", inputs.<Long>get("numbers").apply(ParDo.of(new ToNoCoder()))))
            .build();

    ScenarioResult result = ScenarioRunner.run(spec, settings());

    AssertionFailedError failure =
        assertThrows(
            AssertionFailedError.class,
            () -> result.verify(expect("out", "out", Expectations.empty())));
    assertWithMessage(failure.getMessage())
        .that(failure.getMessage())
        .startsWith(
            "The pipeline of scenario 'NoCoder' failed at construction, before it ran: Beam"
                + " cannot infer a coder for the output 'out' (");
    assertWithMessage(failure.getMessage())
        .that(failure.getMessage())
        .contains(
            "give it one in the transform under test with .setCoder(...), or register one for"
                + " its element type in the pipeline's CoderRegistry: java.lang.");
  }

  @Test
  void aScenarioThatTimesOutIsCancelledWithWhatWasCapturedAndLeavesNoThreadRunning() {
    ScenarioSpec spec =
        scenario(
                "Slow",
                List.of(1L, 2L, 3L),
                inputs -> {
                  PCollection<Long> numbers = inputs.get("numbers");
                  return Outputs.builder()
                      .add("fast", numbers)
                      .add("slow", numbers.apply(ParDo.of(new SleepsOnThree())))
                      .build();
                })
            .build();
    RunSettings settings =
        new RunSettings("DirectRunner", List.of("--targetParallelism=4"), Duration.ofSeconds(3));

    ScenarioResult result = ScenarioRunner.run(spec, settings);

    assertThat(result.failure().orElseThrow()).isInstanceOf(ScenarioTimeoutException.class);
    ScenarioTimeoutException timeout = (ScenarioTimeoutException) result.failure().orElseThrow();
    assertThat(timeout.timeout()).isEqualTo(Duration.ofSeconds(3));
    assertThat(result.capturedCounts().get("fast")).isEqualTo(3L);
    AssertionFailedError failure =
        assertThrows(
            AssertionFailedError.class,
            () ->
                result.verify(
                    expect("fast", "fast", Expectations.containsInAnyOrder(List.of(1L, 2L, 3L)))));
    assertThat(failure.getCause()).isSameInstanceAs(timeout);
    long slow = result.capturedCounts().get("slow");
    assertWithMessage("element 3 never got through").that(slow).isAtMost(2L);
    assertThat(failure)
        .hasMessageThat()
        .isEqualTo(
            "The pipeline of scenario 'Slow' did not finish within 3s and was cancelled\n"
                // Element 3 may share a bundle with 1 or 2, and stop them before the capture.
                + "captured before the cancel: fast: 3 elements, slow: "
                + slow
                + (slow == 1 ? " element\n" : " elements\n")
                + "not judged: fast (contains 3 elements in output 'fast')");
    List<String> pipelineThreads =
        Thread.getAllStackTraces().keySet().stream()
            .filter(Thread::isAlive)
            .filter(
                thread ->
                    thread.getName().startsWith("direct-runner-worker")
                        || (thread.getThreadGroup() != null
                            && thread.getThreadGroup().getName().startsWith("pipespec-")))
            .map(Thread::getName)
            .collect(Collectors.toList());
    assertThat(pipelineThreads).isEqualTo(List.of());
    assertWithMessage("the sleeping DoFn was interrupted").that(SleepsOnThree.interrupted).isTrue();
  }

  /** Passes 1 and 2 on, and sleeps on 3 until interrupted. */
  static final class SleepsOnThree extends DoFn<Long, Long> {
    static volatile boolean interrupted;

    @ProcessElement
    public void process(@Element Long number, OutputReceiver<Long> out) {
      if (number == 3) {
        try {
          Thread.sleep(Duration.ofMinutes(10).toMillis());
        } catch (InterruptedException e) {
          interrupted = true;
          Thread.currentThread().interrupt();
          return;
        }
      }
      out.output(number);
    }
  }

  @Test
  void anUnknownRunnerSaysWhichRunnersThereAreAndWhatToAdd() {
    ScenarioSpec spec =
        scenario("Flink", List.of(1L), inputs -> Outputs.single("out", inputs.get("numbers")))
            .build();

    ScenarioResult result =
        ScenarioRunner.run(spec, new RunSettings("FlinkRunner", List.of(), Duration.ofSeconds(5)));

    AssertionFailedError failure =
        assertThrows(
            AssertionFailedError.class,
            () -> result.verify(expect("out", "out", Expectations.empty())));
    assertThat(failure.getMessage())
        .isEqualTo(
            "Scenario 'Flink' could not be run: The runner 'FlinkRunner' is not on the classpath; the"
                + " runners on it are [DirectRunner]. Add io.pipespec:pipespec-flink (Beam's"
                + " beam-runners-flink-1.19 with the options Pipespec sets for it) as a test"
                + " dependency, or set pipespec.runner to one of those.\n"
                + "not judged: out (is empty in output 'out')");
    assertThat(result.capturedCounts()).isEqualTo(Map.of());
  }

  @Test
  void runnerNamesAreResolvedAsBeamDoes() {
    assertThat(RunnerLookup.resolve("direct"))
        .isEqualTo(org.apache.beam.runners.direct.DirectRunner.class);
    assertThat(RunnerLookup.resolve("org.apache.beam.runners.direct.DirectRunner"))
        .isEqualTo(org.apache.beam.runners.direct.DirectRunner.class);
  }

  @Test
  void theRunnerIsNotTakenFromThePipelineOptions() {
    ScenarioSpec spec =
        scenario("Options", List.of(1L), inputs -> Outputs.single("out", inputs.get("numbers")))
            .build();

    ScenarioResult result =
        ScenarioRunner.run(
            spec,
            new RunSettings(
                "DirectRunner", List.of("--runner=FlinkRunner"), Duration.ofSeconds(5)));

    assertThat(result.failure().orElseThrow().getMessage())
        .startsWith(
            "The pipeline options hold '--runner=FlinkRunner'; set the runner with"
                + " pipespec.runner");
  }

  @Test
  void capturedElementsAreReleasedAfterTheRun() {
    ScenarioSpec spec =
        scenario("Release", List.of(1L), inputs -> Outputs.single("out", inputs.get("numbers")))
            .build();

    ScenarioResult result = ScenarioRunner.run(spec, settings());

    assertThat(MemoryCaptureStore.heldRuns()).isEqualTo(0);
    result.verify(expect("out", "out", Expectations.containsInAnyOrder(List.of(1L))));
  }
}
