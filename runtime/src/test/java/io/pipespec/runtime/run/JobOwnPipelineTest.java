package io.pipespec.runtime.run;

import static com.google.common.truth.Truth.assertThat;

import io.pipespec.runtime.suite.ScenarioSpec;
import java.time.Duration;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apache.beam.sdk.options.PipelineOptionsFactory;
import org.apache.beam.sdk.transforms.Create;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.ParDo;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A job method that creates and runs a pipeline of its own, not the one Pipespec gives it, as a
 * {@code main} moved into the job method does: that run is never replaced nor captured, so the
 * scenario must never pass, and is refused before it runs when its run can be seen.
 */
class JobOwnPipelineTest {

  /** What the job's own pipeline wrote, in this JVM: empty while nothing of it ran. */
  static final Set<String> WRITTEN = ConcurrentHashMap.newKeySet();

  static final class Keep extends DoFn<String, Void> {
    @ProcessElement
    public void process(@Element String line) {
      WRITTEN.add(line);
    }
  }

  @BeforeEach
  void clear() {
    WRITTEN.clear();
  }

  private static ScenarioResult run(ScenarioSpec scenario) {
    return ScenarioRunner.run(scenario, RunSettings.defaults().withTimeout(Duration.ofSeconds(60)));
  }

  @Test
  void aPipelineOfItsOwnOnTheGivenOptionsIsRefusedBeforeItRuns() {
    ScenarioResult result =
        run(
            ScenarioSpec.builder("OwnPipeline", JobOwnPipelineTest.class)
                .job(
                    (p, options) -> {
                      p.apply("Numbers", Create.of("given"));
                      Pipeline own = Pipeline.create(options);
                      own.apply("ReadOwn", Create.of("own"))
                          .apply("WriteOwn", ParDo.of(new Keep()));
                      own.run().waitUntilFinish();
                    },
                    PipelineOptions.class)
                .build());

    assertThat(result.failure()).isPresent();
    String message = result.failure().get().getMessage();
    assertThat(message).contains("The job created and ran a pipeline of its own");
    assertThat(message).contains("Build the job on the Pipeline your job method receives");
    assertThat(WRITTEN).isEmpty();
  }

  @Test
  void aPipelineOfItsOwnOnOptionsOfItsOwnIsNeverPassedAndSaysWhatRan() {
    ScenarioResult result =
        run(
            ScenarioSpec.builder("OwnOptions", JobOwnPipelineTest.class)
                .job(
                    (p, options) -> {
                      Pipeline own = Pipeline.create(PipelineOptionsFactory.create());
                      own.apply("ReadOwn", Create.of("own"))
                          .apply("WriteOwn", ParDo.of(new Keep()));
                      own.run().waitUntilFinish();
                    },
                    PipelineOptions.class)
                .build());

    assertThat(result.failure()).isPresent();
    String message = result.failure().get().getMessage();
    assertThat(message).contains("The job built nothing on the Pipeline its job method receives");
    assertThat(message).contains("Build the job on the Pipeline your job method receives");
    // Options of its own name a runner of their own: that run cannot be stopped, only told.
    assertThat(WRITTEN).containsExactly("own");
  }
}
