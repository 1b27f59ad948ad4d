package io.pipespec.benchmarks;

import static java.util.Objects.requireNonNull;

import io.pipespec.engine.report.ReportMode;
import io.pipespec.engine.report.ReportSettings;
import io.pipespec.engine.report.ScenarioReport;
import io.pipespec.runtime.run.Judgement;
import io.pipespec.runtime.run.RunSettings;
import io.pipespec.runtime.run.ScenarioResult;
import io.pipespec.runtime.run.ScenarioRunner;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.ScenarioSpec;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The timeline report of the {@link ManyWindows} scenario (one expectation per window): writing its
 * page, against judging its expectations, both from one run of the pipeline.
 */
final class ReportCase {

  private final ScenarioSpec scenario;
  private final Path directory;
  // Set by runPipeline(), which the benchmark calls first.
  private @Nullable ScenarioResult result;
  private @Nullable List<Judgement> judgements;
  private long pageBytes;

  ReportCase(int windows) throws IOException {
    this.scenario = new ManyWindows(windows).scenario();
    this.directory = Files.createTempDirectory("pipespec-report-bench");
  }

  void runPipeline() {
    result = ScenarioRunner.run(scenario, RunSettings.defaults());
    for (Judgement judgement : judge()) {
      if (!(judgement instanceof Judgement.Passed)) {
        throw new IllegalStateException("The scenario does not pass: " + judgement);
      }
    }
  }

  /** Judges every expectation, as the engine does. */
  List<Judgement> judge() {
    ScenarioResult run = requireNonNull(result, "runPipeline() first");
    List<Judgement> all = new ArrayList<>(scenario.expectations().size());
    for (ExpectationSpec expectation : scenario.expectations()) {
      all.add(run.judge(expectation));
    }
    judgements = all;
    return all;
  }

  /** Records the verdicts and writes the page, as the engine does after the scenario. */
  void writePage() throws IOException {
    ScenarioReport report =
        new ScenarioReport(
            new ReportSettings(ReportMode.ALL, directory),
            ReportCase.class,
            scenario,
            requireNonNull(result, "runPipeline() first"),
            new io.pipespec.runtime.explore.Exploration.NotAsked(),
            java.util.Optional.empty());
    List<ExpectationSpec> expectations = scenario.expectations();
    List<Judgement> verdicts = requireNonNull(judgements, "judge() first");
    for (int i = 0; i < expectations.size(); i++) {
      report.record(expectations.get(i), verdicts.get(i));
    }
    pageBytes = Files.size(report.write(expectations));
  }

  long pageBytes() {
    return pageBytes;
  }

  /** Deletes the pages written. */
  void cleanUp() throws IOException {
    try (var paths = Files.walk(directory)) {
      for (Path path : paths.sorted(java.util.Comparator.reverseOrder()).toList()) {
        Files.delete(path);
      }
    }
  }
}
