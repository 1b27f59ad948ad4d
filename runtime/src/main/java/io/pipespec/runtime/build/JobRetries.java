package io.pipespec.runtime.build;

import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.runtime.suite.InputSpec;
import io.pipespec.runtime.suite.JobScenarioSpec;
import io.pipespec.runtime.suite.JobScenarioSpec.Replacement;
import io.pipespec.runtime.suite.TimelineRetry;
import io.pipespec.runtime.suite.TimelineSteps;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.transforms.PTransform;
import org.apache.beam.sdk.values.PBegin;
import org.apache.beam.sdk.values.PCollection;
import org.apiguardian.api.API;

/**
 * A failed attempt in a job scenario, which the DirectRunner never makes: the job builds its own
 * pipeline, but each read an input replaces is Pipespec's ({@link JobOverrides.Read}), so the
 * failed attempt goes there, behind the input's source ({@link RetriedStage#before}), and after the
 * job is built each {@code ParDo} that reads the replaced read (directly or after a {@code
 * Window.into}) gives the attempt a copy of its {@code DoFn} ({@link RetriedStage#target}). A
 * {@code DoFn} there that the attempt cannot replay (state, timers, side inputs, splittable), or a
 * read no {@code ParDo} reads, is refused with the reason, never skipped.
 */
@API(status = INTERNAL)
public final class JobRetries {

  private JobRetries() {}

  /**
   * What the retry step of {@code scenario}'s inputs does, for the run's notes; empty when no input
   * writes one.
   *
   * @throws ConstructionFailure when two inputs write one: a run as written retries one bundle
   */
  static Optional<String> told(JobScenarioSpec scenario) throws ConstructionFailure {
    List<String> told = new ArrayList<>();
    for (Replacement replacement : scenario.replacements()) {
      InputSpec<?> input = replacement.input();
      asWritten(input).ifPresent(retry -> told.add(RetriedStage.told(input.name(), retry)));
    }
    if (told.size() > 1) {
      throw ConstructionFailure.refusal(
          "the scenario's retry steps are refused:",
          "Two inputs write a retry step, and a run as written retries one bundle. Keep the"
              + " step in one timeline.");
    }
    return told.stream().findFirst();
  }

  /**
   * {@code read}, the source of {@code input} in a replaced read, through the failed attempt of its
   * retry step as written, if it writes one.
   */
  static <T> PCollection<T> asWritten(InputSpec<T> input, PCollection<T> read) {
    Optional<TimelineRetry<T>> retry = asWritten(input);
    if (retry.isEmpty()) {
      return read;
    }
    return RetriedStage.before(
        read,
        read.getCoder(),
        retry.get().bundle(),
        retry.get().afterElements(),
        retry.get().inFinishBundle());
  }

  /**
   * The retry step of {@code input}'s timeline as written; none when exploration gave it another
   * source (its members fail attempts of their own).
   */
  private static <T> Optional<TimelineRetry<T>> asWritten(InputSpec<T> input) {
    if (input.givenSource().isPresent()) {
      return Optional.empty();
    }
    return input.timelineSteps().flatMap(TimelineSteps::retry);
  }

  /**
   * Gives the failed attempts in {@code pipeline}, the job built and its reads replaced, the {@code
   * DoFn}s that read them; nothing when it has none.
   *
   * @throws ConstructionFailure when a {@code DoFn} there cannot be replayed, with each and why
   */
  static void target(Pipeline pipeline, JobScenarioSpec scenario) throws ConstructionFailure {
    String input =
        scenario.replacements().stream()
            .map(Replacement::input)
            .filter(read -> asWritten(read).isPresent())
            .findFirst()
            .or(() -> scenario.replacements().stream().map(Replacement::input).findFirst())
            .map(InputSpec::name)
            .orElse("");
    try {
      RetriedStage.target(pipeline, "the job", "input '" + input + "'");
    } catch (IllegalStateException e) {
      throw ConstructionFailure.refusal(
          "the retry of input '" + input + "' is refused:",
          "A failed attempt of a bundle of input '"
              + input
              + "' cannot be replayed on the DirectRunner: "
              + e.getMessage()
              + ".");
    }
  }

  /**
   * Why a bundle of {@code scenario}'s first replaced input cannot be failed and retried beside the
   * DirectRunner's run, if it cannot: the job is built (user code), a failed attempt behind that
   * input, and the {@code DoFn}s that read it are asked. Exploration asks it before it tries
   * retries on a job's members.
   */
  public static Optional<String> unfaithful(JobScenarioSpec scenario) {
    if (scenario.replacements().isEmpty()) {
      return Optional.of("the job's test replaces no read with an input");
    }
    List<InputSpec<?>> inputs = new ArrayList<>();
    scenario.replacements().forEach(replacement -> inputs.add(replacement.input()));
    inputs.set(0, probed(inputs.get(0)));
    JobConstruction construction =
        new JobConstruction(scenario.withReplacementInputs(inputs), Duration.ofMinutes(5));
    try {
      Pipeline pipeline = Pipeline.create(construction.options(List.of()));
      construction.build(pipeline);
      return Optional.empty();
    } catch (ConstructionFailure e) {
      return Optional.of(
          ConstructionFailure.isRefusal(e.thrown())
              ? String.valueOf(e.thrown().getMessage())
              : "the job could not be built to find the DoFns that read its input: "
                  + e.explanation()
                  + " "
                  + e.thrown());
    } catch (Exception e) {
      return Optional.of("the job could not be built to find the DoFns that read its input: " + e);
    }
  }

  /** {@code input} behind a failed attempt that never fails: only its readers are asked. */
  private static <T> InputSpec<T> probed(InputSpec<T> input) {
    return input.withSource(
        () ->
            new PTransform<PBegin, PCollection<T>>() {
              @Override
              public PCollection<T> expand(PBegin begin) {
                PCollection<T> read = begin.apply("Probed", InputSources.newSource(input));
                return RetriedStage.before(read, read.getCoder(), List.of(), 0, false);
              }
            });
  }
}
