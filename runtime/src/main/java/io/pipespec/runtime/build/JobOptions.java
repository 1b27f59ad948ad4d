package io.pipespec.runtime.build;

import io.pipespec.runtime.suite.JobScenarioSpec;
import io.pipespec.runtime.usercode.ScenarioTimeoutException;
import io.pipespec.runtime.usercode.UserCode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apache.beam.sdk.options.PipelineOptionsFactory;

/**
 * The options a job scenario runs with: what its {@code @Options} method returns, a {@code
 * PipelineOptions} object or the job's {@code String[]} arguments (without {@code --runner}), or
 * {@code pipespec.pipelineOptions} alone without one; the runner's and the engine's options set on
 * them ({@link OptionsOverlay} for an object), and arguments that are not the job's options
 * interface's refused with the nearest names ({@link JobArguments}).
 */
final class JobOptions {

  private JobOptions() {}

  /**
   * The options of a run of {@code scenario}: those its {@code @Options} method returns (or none
   * without one), with {@code engineArgs} set on them.
   *
   * @param timeout how long the user's {@code @Options} method may take (pipespec.timeout)
   * @param engineArgs the runner's and the engine's options
   * @throws IllegalArgumentException when they are not valid, with how to fix them
   * @throws ScenarioTimeoutException when the {@code @Options} method does not return in time
   */
  static PipelineOptions of(
      JobScenarioSpec scenario, java.time.Duration timeout, List<String> engineArgs)
      throws ScenarioTimeoutException {
    PipelineOptionsFactory.register(scenario.optionsType());
    Object given;
    String origin;
    if (scenario.options().isPresent()) {
      origin = "the @Options method " + scenario.options().get().origin();
      try {
        // User code, bounded by the timeout; Beam's parsing below is not the user's, and not
        // bounded.
        given =
            UserCode.call(
                scenario.name(),
                "was not set up",
                timeout,
                () -> scenario.options().get().options().get());
      } catch (RuntimeException e) {
        throw new IllegalArgumentException(origin + " threw " + e, e);
      }
    } else {
      origin = "pipespec.pipelineOptions";
      given = new String[0];
    }
    if (given instanceof PipelineOptions jobOptions) {
      PipelineOptions options = jobOptions.as(scenario.optionsType());
      try {
        // The runner's and the engine's options are set on the job's, which keeps its others.
        OptionsOverlay.apply(options, engineArgs);
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException(
            "The options "
                + engineArgs
                + " cannot be set on what "
                + origin
                + " returns: "
                + e.getMessage(),
            e);
      }
      return options;
    }
    if (!(given instanceof String[] jobArgs)) {
      throw new IllegalArgumentException(
          origin + " returned " + given + "; return the job's PipelineOptions or its String[].");
    }
    List<String> args = new ArrayList<>(engineArgs);
    args.addAll(JobArguments.withoutRunner(Arrays.asList(jobArgs)));
    String from =
        "(from "
            + origin
            + (engineArgs.isEmpty() || scenario.options().isEmpty()
                ? ""
                : " and pipespec.pipelineOptions")
            + ") are not valid for "
            + scenario.optionsType().getSimpleName();
    List<String> problems = JobArguments.problems(args, scenario.optionsType());
    if (!problems.isEmpty()) {
      throw new IllegalArgumentException(
          "The job's options "
              + from
              + ":\n  "
              + String.join("\n  ", problems)
              + "\nCorrect them in "
              + origin
              + "."
              + withoutOptionsParameter(scenario));
    }
    try {
      return PipelineOptionsFactory.fromArgs(args.toArray(new String[0]))
          .withValidation()
          .as(scenario.optionsType());
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(
          "The job's options " + args + " " + from + ": " + e.getMessage(), e);
    }
  }

  /**
   * The hint for a job method without an options parameter given arguments: they are parsed as
   * {@code PipelineOptions}, so the job's own options are unknown unless a registrar registers
   * them, and the fix is the parameter (which registers them) or no {@code @Options} at all.
   */
  private static String withoutOptionsParameter(JobScenarioSpec scenario) {
    return scenario.optionsType() == PipelineOptions.class && scenario.options().isPresent()
        ? "\nThe job method takes no options parameter, so the arguments are parsed as"
            + " PipelineOptions and the options interfaces registered on the class path only."
            + " Take the job's options as its second parameter, (Pipeline p, MyOptions options),"
            + " or remove the @Options method if the job takes no options."
        : "";
  }
}
