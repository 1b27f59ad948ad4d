package io.pipespec.benchmarks;

import io.pipespec.engine.report.ReportMode;
import io.pipespec.engine.report.ReportSettings;
import io.pipespec.engine.report.ScenarioReport;
import io.pipespec.runtime.run.Judgement;
import io.pipespec.runtime.run.RunSettings;
import io.pipespec.runtime.run.ScenarioResult;
import io.pipespec.runtime.run.ScenarioRunner;
import io.pipespec.runtime.spec.ExpectationSpec;
import io.pipespec.runtime.spec.ScenarioSpec;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The timeline report of the {@link ManyWindows} scenario (one expectation per window): writing its
 * page, against judging its expectations, both from one run of the pipeline.
 */
final class ReportCase {

  private final ScenarioSpec scenario;
  private final Path directory;
  private ScenarioResult result;
  private List<Judgement> judgements;
  private long pageBytes;

  ReportCase(int windows) throws IOException {
    this.scenario = new ManyWindows(windows).scenario();
    this.directory = Files.createTempDirectory("pipespec-report-bench");
  }

  void runPipeline() {
    result = ScenarioRunner.run(scenario, RunSettings.defaults());
    judge();
    for (Judgement judgement : judgements) {
      if (!(judgement instanceof Judgement.Passed)) {
        throw new IllegalStateException("The scenario does not pass: " + judgement);
      }
    }
  }

  /** Judges every expectation, as the engine does. */
  void judge() {
    List<Judgement> all = new ArrayList<>(scenario.expectations().size());
    for (ExpectationSpec expectation : scenario.expectations()) {
      all.add(result.judge(expectation));
    }
    judgements = all;
  }

  /** Records the verdicts and writes the page, as the engine does after the scenario. */
  void writePage() throws IOException {
    ScenarioReport report =
        new ScenarioReport(
            new ReportSettings(ReportMode.ALL, directory),
            ReportCase.class,
            scenario,
            result,
            new io.pipespec.runtime.explore.Exploration.NotAsked(),
            java.util.Optional.empty());
    List<ExpectationSpec> expectations = scenario.expectations();
    for (int i = 0; i < expectations.size(); i++) {
      report.record(expectations.get(i), judgements.get(i));
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
