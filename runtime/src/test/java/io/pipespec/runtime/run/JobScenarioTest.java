package io.pipespec.runtime.run;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.pipespec.Committed;
import io.pipespec.RefusedExpectationError;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.ExpectationSpec.Target;
import io.pipespec.runtime.suite.Expectations;
import io.pipespec.runtime.suite.InputSpec;
import io.pipespec.runtime.suite.JobScenarioSpec;
import io.pipespec.runtime.suite.ScenarioSpec;
import io.pipespec.runtime.verdict.metrics.MetricExpectations;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.io.TextIO;
import org.apache.beam.sdk.metrics.Counter;
import org.apache.beam.sdk.metrics.Distribution;
import org.apache.beam.sdk.metrics.Metrics;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apache.beam.sdk.transforms.Create;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.ParDo;
import org.apache.beam.sdk.values.TypeDescriptor;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opentest4j.AssertionFailedError;

class JobScenarioTest {

  @TempDir Path dir;

  /** Keeps the lines that are numbers; counts the others. */
  static final class Numbers extends DoFn<String, String> {
    private final Counter bad = Metrics.counter("numbers", "badLines");
    private final Distribution lengths = Metrics.distribution("numbers", "lengths");

    @ProcessElement
    public void process(@Element String line, OutputReceiver<String> out) {
      lengths.update(line.length());
      if (line.chars().allMatch(Character::isDigit)) {
        out.output(line);
      } else {
        bad.inc();
      }
    }
  }

  private void job(Pipeline p, PipelineOptions options) {
    p.apply("ReadLines", TextIO.read().from(dir.resolve("missing-*.txt").toString()))
        .apply("Parse", ParDo.of(new Numbers()))
        .apply("WriteNumbers", TextIO.write().to(dir.resolve("out").toString()));
    p.apply("Settings", Create.of("x"))
        .apply("WriteSettings", TextIO.write().to(dir.resolve("s").toString()));
  }

  private JobScenarioSpec.Builder scenario() {
    return ScenarioSpec.builder("Job", JobScenarioTest.class)
        .job(this::job, PipelineOptions.class)
        .replace(
            "ReadLines",
            InputSpec.ofValues(
                "lines",
                "lines()",
                () -> List.of("1", "x", "22", "yy"),
                TypeDescriptor.of(String.class)))
        .output("numbers", "WriteNumbers", String.class)
        .runsAsWritten("WriteSettings");
  }

  private static ScenarioResult run(ScenarioSpec scenario) {
    return ScenarioRunner.run(scenario, RunSettings.defaults().withTimeout(Duration.ofSeconds(60)));
  }

  private static ExpectationSpec expect(
      String name, io.pipespec.runtime.verdict.metrics.MetricExpectation e) {
    return ExpectationSpec.of(JobScenarioTest.class, name, Target.metrics(e));
  }

  @Test
  void replacesTheReadCapturesTheWriteAndReadsMetrics() throws Exception {
    ScenarioResult result = run(scenario().build());

    result.verify(
        ExpectationSpec.of(
            JobScenarioTest.class,
            "numbers",
            Target.output("numbers", Expectations.containsInAnyOrder(Arrays.asList("1", "22")))));
    result.verify(
        expect(
            "bad",
            MetricExpectations.counter(
                MetricExpectations.metric("badLines", "", "", Committed.DEFAULT), 2)));
    result.verify(
        expect(
            "lengths",
            MetricExpectations.distribution(
                MetricExpectations.metric("lengths", "numbers", "Parse", Committed.COMMITTED),
                4L,
                6L,
                1L,
                null)));
    AssertionFailedError wrong =
        assertThrows(
            AssertionFailedError.class,
            () ->
                result.verify(
                    expect(
                        "wrong",
                        MetricExpectations.counter(
                            MetricExpectations.metric("badLines", "", "", Committed.DEFAULT), 3))));
    assertThat(wrong)
        .hasMessageThat()
        .contains("Expected counter badLines is 3, but it is 2 (committed)");
    assertThat(wrong)
        .hasMessageThat()
        .contains("namespace numbers, step Parse/ParMultiDo(Numbers): attempted 2, committed 2");
    AssertionFailedError missing =
        assertThrows(
            AssertionFailedError.class,
            () ->
                result.verify(
                    expect(
                        "missing",
                        MetricExpectations.counter(
                            MetricExpectations.metric("badLines", "other", "", Committed.DEFAULT),
                            2))));
    assertThat(missing)
        .hasMessageThat()
        .contains("reported no counter badLines in namespace other");
    assertThat(missing).hasMessageThat().contains("(not selected)");
    AssertionFailedError zero =
        assertThrows(
            AssertionFailedError.class,
            () ->
                result.verify(
                    expect(
                        "zero",
                        MetricExpectations.counter(
                            MetricExpectations.metric("neverCounted", "", "", Committed.DEFAULT),
                            0))));
    assertThat(zero)
        .hasMessageThat()
        .contains(
            "Beam reports a counter only once it is incremented, so one that saw nothing is"
                + " absent, as a misspelled one is. An absent counter is read as having seen"
                + " nothing only when a DoFn of the run declares it in a field");
    assertThat(zero)
        .hasMessageThat()
        .contains(
            "the counters declared are numbers:badLines"
                + " (io.pipespec.runtime.run.JobScenarioTest$Numbers.bad)");
    // The captured write wrote nothing; the write let run as written wrote in Pipespec's
    // temporary directory, not where the job says; both are told.
    try (var files = Files.list(dir)) {
      assertThat(
              files.map(f -> f.getFileName().toString()).filter(f -> !f.startsWith(".")).toList())
          .isEmpty();
    }
    assertThat(result.notes().get("pipespec.asWritten.WriteSettings"))
        .contains("-SSSSS-of-NNNNN, in Pipespec's temporary directory instead of " + dir);
    assertThat(result.notes())
        .containsEntry(
            "pipespec.inMemoryRead.Settings",
            "org.apache.beam.sdk.transforms.Create$Values runs as written: it reads from memory,"
                + " touching nothing outside the test");
    assertThat(result.notes().get("pipespec.asWritten.WriteSettings"))
        .startsWith("write 'WriteSettings' (TextIO$Write, writes files named ");
    assertThat(((JobResult) result).asWritten()).hasSize(1);
    assertThat(((JobResult) result).asWritten().get(0).transform()).isEqualTo("WriteSettings");
  }

  @Test
  void aNameMatchingNoTransformFailsBeforeTheRunWithTheClosestNames() {
    ScenarioResult result =
        run(
            ScenarioSpec.builder("Job", JobScenarioTest.class)
                .job(this::job, PipelineOptions.class)
                .replace(
                    "ReadLine",
                    InputSpec.ofValues(
                        "lines", "lines()", List::<String>of, TypeDescriptor.of(String.class)))
                .output("numbers", "Write", String.class)
                .build());

    AssertionFailedError failure =
        assertThrows(
            AssertionFailedError.class,
            () ->
                result.verify(
                    expect(
                        "bad",
                        MetricExpectations.counter(
                            MetricExpectations.metric("badLines", "", "", Committed.DEFAULT), 0))));
    String message = String.valueOf(failure.getCause().getMessage());
    assertThat(message)
        .contains(
            "The input 'lines' (@Input(replaces = \"ReadLine\"), lines()) names no transform of the job."
                + " Name one by its full name or a last segment only it has; close to it:"
                + " 'ReadLines' (and ");
    assertThat(message).contains("\nEvery transform of the job, by full name: 'ReadLines', ");
    assertThat(message).contains("(@Output(of = \"Write\")) names no transform");
  }

  @Test
  void aWriteThatMakesCollectionsIsRefusedBeforeTheRun() {
    ScenarioResult result = run(scenario().output("parsed", "Parse", String.class).build());

    assertThat(result.failure()).isPresent();
    assertThat(result.failure().get())
        .hasMessageThat()
        .contains(
            "The output 'parsed' (@Output(of = \"Parse\")) names 'Parse', which consumes 1 main"
                + " inputs and makes 1 collections; a captured write consumes one PCollection and"
                + " makes none (PDone), since what a write makes may be read by other steps of the"
                + " job.");
  }

  /** The options of a job. */
  public interface GreetingOptions extends PipelineOptions {
    String getGreeting();

    void setGreeting(String greeting);
  }

  @Test
  void optionsGivenAsAnObjectKeepTheirValuesAndTakeTheEnginesArguments() {
    java.util.concurrent.atomic.AtomicReference<String> seen =
        new java.util.concurrent.atomic.AtomicReference<>();
    ScenarioResult result =
        ScenarioRunner.run(
            ScenarioSpec.builder("Job", JobScenarioTest.class)
                .job(
                    (p, options) -> {
                      seen.set(
                          options.as(GreetingOptions.class).getGreeting()
                              + " "
                              + options.getJobName());
                      p.apply(Create.of("x"));
                    },
                    GreetingOptions.class)
                .options(
                    "greeting()",
                    () -> {
                      GreetingOptions options =
                          org.apache.beam.sdk.options.PipelineOptionsFactory.as(
                              GreetingOptions.class);
                      options.setGreeting("hello");
                      return options;
                    })
                .build(),
            new RunSettings(
                "DirectRunner", List.of("--jobName=fromEngine"), Duration.ofSeconds(60)));

    assertThat(result.failure()).isEmpty();
    assertThat(seen.get()).isEqualTo("hello fromEngine");
  }

  /** Registered nowhere: only a job method's options parameter would register it. */
  public interface ShoutOptions extends PipelineOptions {
    String getShout();

    void setShout(String shout);
  }

  @Test
  void argumentsForAJobMethodWithoutAnOptionsParameterSayToAddItOrRemoveTheOptions() {
    ScenarioResult result =
        run(
            ScenarioSpec.builder("Job", JobScenarioTest.class)
                .job(
                    (p, options) -> p.apply(Create.of(options.as(ShoutOptions.class).getShout())),
                    PipelineOptions.class)
                .options("JobScenarioTest.arguments()", () -> new String[] {"--shout=hey"})
                .build());

    assertThat(result.failure()).isPresent();
    String message = result.failure().get().getMessage();
    assertThat(message).contains("registered options have no option 'shout'");
    assertThat(message)
        .contains(
            "The job method takes no options parameter, so the arguments are parsed as"
                + " PipelineOptions and the options interfaces registered on the class path only."
                + " Take the job's options as its second parameter, (Pipeline p, MyOptions"
                + " options), or remove the @Options method if the job takes no options.");
  }

  @Test
  void anInputOfAnotherTypeFailsBeforeTheRun() {
    ScenarioResult result =
        run(
            ScenarioSpec.builder("Job", JobScenarioTest.class)
                .job(this::job, PipelineOptions.class)
                .replace(
                    "ReadLines",
                    InputSpec.ofValues(
                        "lines", "lines()", () -> List.of(1L), TypeDescriptor.of(Long.class)))
                .build());

    assertThat(result.failure()).isPresent();
    assertThat(result.failure().get())
        .hasMessageThat()
        .contains(
            "gives elements of java.lang.Long (VarLongCoder), but 'ReadLines' makes elements of java.lang.String");
  }

  @Test
  void committedValuesAreRefusedWhereTheHarnessHasNone() {
    io.pipespec.runtime.verdict.metrics.MetricsObservation none =
        io.pipespec.runtime.verdict.metrics.MetricsObservation.of(
            org.apache.beam.sdk.metrics.MetricQueryResults.create(
                List.of(
                    org.apache.beam.sdk.metrics.MetricResult.create(
                        org.apache.beam.sdk.metrics.MetricKey.create(
                            "s", org.apache.beam.sdk.metrics.MetricName.named("n", "c")),
                        false,
                        5L)),
                List.of(),
                List.of(),
                List.of(),
                List.of(),
                List.of()),
            "the DoFn harness");
    RefusedExpectationError refused =
        assertThrows(
            RefusedExpectationError.class,
            () ->
                MetricExpectations.counter(
                        MetricExpectations.metric("c", "", "", Committed.COMMITTED), 5)
                    .verify(none));
    assertThat(refused)
        .hasMessageThat()
        .contains("the DoFn harness reports no committed metric values");
    MetricExpectations.counter(MetricExpectations.metric("c", "", "", Committed.DEFAULT), 5)
        .verify(none);
  }
}
