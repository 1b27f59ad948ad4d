package io.pipespec.engine.config;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.pipespec.engine.report.ReportMode;
import io.pipespec.engine.report.ReportSettings;
import io.pipespec.runtime.run.RunSettings;
import io.pipespec.runtime.spi.RunnerDefaults;
import io.pipespec.runtime.verdict.onrunner.JudgeMode;
import io.pipespec.runtime.verdict.onrunner.Judging;
import io.pipespec.runtime.verdict.snapshot.SnapshotMode;
import io.pipespec.runtime.verdict.snapshot.SnapshotSettings;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.platform.engine.ConfigurationParameters;

class EngineConfigurationTest {

  @Test
  void defaultsWhenNothingIsConfigured() {
    RunSettings settings = EngineConfiguration.runSettings(parameters(Map.of()));

    assertThat(settings.runner()).isEqualTo("DirectRunner");
    assertThat(settings.pipelineOptions()).isEmpty();
    assertThat(settings.timeout()).isEqualTo(RunSettings.DEFAULT_TIMEOUT);
  }

  @Test
  void everyKeyIsRead() {
    RunSettings settings =
        EngineConfiguration.runSettings(
            parameters(
                Map.of(
                    "pipespec.runner", " FlinkRunner ",
                    "pipespec.pipelineOptions", "--parallelism=2",
                    "pipespec.timeout", "90s")));

    assertThat(settings.runner()).isEqualTo("FlinkRunner");
    assertThat(settings.pipelineOptions()).containsExactly("--parallelism=2");
    assertThat(settings.timeout()).isEqualTo(Duration.ofSeconds(90));
  }

  @Test
  void savepointsAreReadApartFromSnapshotsAndShapes() {
    SnapshotSettings settings =
        VerdictConfiguration.snapshotSettings(parameters(Map.of("pipespec.savepoints", "record")));

    assertThat(settings.savepoints()).isEqualTo(SnapshotMode.RECORD);
    assertThat(settings.mode()).isEqualTo(SnapshotMode.VERIFY);
    assertThat(settings.shapes()).isEqualTo(SnapshotMode.VERIFY);
    assertThat(VerdictConfiguration.snapshotSettings(parameters(Map.of())).savepoints())
        .isEqualTo(SnapshotMode.VERIFY);
    InvalidConfigurationException wrong =
        assertThrows(
            InvalidConfigurationException.class,
            () ->
                VerdictConfiguration.snapshotSettings(
                    parameters(Map.of("pipespec.savepoints", "take"))));
    assertThat(wrong).hasMessageThat().contains("pipespec.savepoints");
    assertThat(wrong).hasMessageThat().contains("record");
    assertThat(wrong).hasMessageThat().contains("savepoint");
    assertThat(wrong).hasMessageThat().doesNotContain("snapshot");
  }

  @Test
  void runnersAreReadCommaSeparatedAndTheSingularKeyOrTheDefaultOtherwise() {
    assertThat(
            EngineConfiguration.runners(
                parameters(Map.of("pipespec.runners", " DirectRunner , flink "))))
        .containsExactly("DirectRunner", "flink")
        .inOrder();
    assertThat(EngineConfiguration.runners(parameters(Map.of("pipespec.runner", "flink"))))
        .containsExactly("flink");
    assertThat(EngineConfiguration.runners(parameters(Map.of()))).containsExactly("DirectRunner");
  }

  @ParameterizedTest
  @ValueSource(strings = {"DirectRunner,,FlinkRunner", "DirectRunner,", " ", "Direct Runner"})
  void runnersWithAnEmptyOrMalformedNameAreRejected(String value) {
    InvalidConfigurationException bad =
        assertThrows(
            InvalidConfigurationException.class,
            () -> EngineConfiguration.runners(parameters(Map.of("pipespec.runners", value))));

    assertThat(bad).hasMessageThat().contains("'pipespec.runners'");
    assertThat(bad)
        .hasMessageThat()
        .contains(
            "expected Beam runner names separated by commas, such as DirectRunner,FlinkRunner");
  }

  @Test
  void resolvedRunnersAreNamedAsTheirClassesAreAndEachOnce() {
    assertThat(
            EngineConfiguration.resolvedRunners(
                parameters(
                    Map.of("pipespec.runners", "org.apache.beam.runners.direct.DirectRunner"))))
        .containsExactly("DirectRunner");
    InvalidConfigurationException twice =
        assertThrows(
            InvalidConfigurationException.class,
            () ->
                EngineConfiguration.resolvedRunners(
                    parameters(
                        Map.of(
                            "pipespec.runners",
                            "direct,org.apache.beam.runners.direct.DirectRunner"))));
    assertThat(twice)
        .hasMessageThat()
        .contains(
            "pipespec.runners names the runner DirectRunner twice (as direct and"
                + " org.apache.beam.runners.direct.DirectRunner); name each runner once.");
  }

  @Test
  void runnerDefaultsAreFaithfulUnlessProductionIsAsked() {
    assertThat(EngineConfiguration.runSettings(parameters(Map.of())).runnerDefaults())
        .isEqualTo(RunnerDefaults.FAITHFUL);
    assertThat(
            EngineConfiguration.runnerDefaults(
                parameters(Map.of("pipespec.runnerDefaults", " Production "))))
        .isEqualTo(RunnerDefaults.PRODUCTION);
    assertThat(
            EngineConfiguration.runnerDefaults(
                parameters(Map.of("pipespec.runnerDefaults", "both"))))
        .isEqualTo(RunnerDefaults.BOTH);
    InvalidConfigurationException bad =
        assertThrows(
            InvalidConfigurationException.class,
            () ->
                EngineConfiguration.runnerDefaults(
                    parameters(Map.of("pipespec.runnerDefaults", "fast"))));
    assertThat(bad).hasMessageThat().contains("pipespec.runnerDefaults");
    assertThat(bad).hasMessageThat().contains("expected faithful");
    assertThat(bad).hasMessageThat().contains("or both");
  }

  @Test
  void judgingIsInTheJvmUnlessTheRunnerIsAsked() {
    assertThat(EngineConfiguration.runSettings(parameters(Map.of())).judge())
        .isEqualTo(new Judging(JudgeMode.JVM, 100_000));
    assertThat(
            EngineConfiguration.runSettings(parameters(Map.of("pipespec.judge", " Runner ")))
                .judge()
                .mode())
        .isEqualTo(JudgeMode.RUNNER);
    assertThat(
            EngineConfiguration.runSettings(
                    parameters(
                        Map.of("pipespec.judge", "auto", "pipespec.judge.threshold", "1_000")))
                .judge())
        .isEqualTo(new Judging(JudgeMode.AUTO, 1_000));
    InvalidConfigurationException zero =
        assertThrows(
            InvalidConfigurationException.class,
            () ->
                EngineConfiguration.runSettings(
                    parameters(Map.of("pipespec.judge.threshold", "0"))));
    assertThat(zero).hasMessageThat().contains("expected a positive number of expected elements");
    InvalidConfigurationException bad =
        assertThrows(
            InvalidConfigurationException.class,
            () -> EngineConfiguration.runSettings(parameters(Map.of("pipespec.judge", "cluster"))));
    assertThat(bad)
        .hasMessageThat()
        .contains("Invalid value 'cluster' for the configuration parameter 'pipespec.judge'");
    assertThat(bad).hasMessageThat().contains("expected jvm");
  }

  @Test
  void pipelineOptionsAreSplitOnWhitespace() {
    assertThat(
            EngineConfiguration.pipelineOptions(
                parameters(
                    Map.of("pipespec.pipelineOptions", "  --parallelism=2\n\t--blockOnRun  "))))
        .containsExactly("--parallelism=2", "--blockOnRun")
        .inOrder();
  }

  @Test
  void runnerMayBeAClassName() {
    assertThat(
            EngineConfiguration.runner(
                parameters(
                    Map.of("pipespec.runner", "org.apache.beam.runners.direct.DirectRunner"))))
        .isEqualTo("org.apache.beam.runners.direct.DirectRunner");
  }

  @ParameterizedTest
  @CsvSource({
    "90s, PT1M30S",
    "5m, PT5M",
    "1h, PT1H",
    "250ms, PT0.25S",
    "PT5M, PT5M",
    "pt2h, PT2H",
    "' 10s ', PT10S",
    "1h30m, PT1H30M",
    "59.5s, PT59.5S",
    "1000000000h, PT1000000000H"
  })
  void timeoutAcceptsUnitsAndIso8601(String value, String expected) {
    assertThat(EngineConfiguration.timeout(parameters(Map.of("pipespec.timeout", value))))
        .isEqualTo(Duration.parse(expected));
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "soon",
        "5",
        "-5m",
        "0s",
        "PT0S",
        "5 minutes",
        "10 s",
        "99999999999999999999h",
        ""
      })
  void badTimeoutNamesKeyValueAndAcceptedForms(String value) {
    InvalidConfigurationException e =
        assertThrows(
            InvalidConfigurationException.class,
            () -> EngineConfiguration.timeout(parameters(Map.of("pipespec.timeout", value))));

    assertThat(e)
        .hasMessageThat()
        .startsWith(
            "Invalid value '"
                + value
                + "' for the configuration parameter 'pipespec.timeout': expected a positive"
                + " duration such as 90s, 5m, 1h30m or 250ms, as the annotations write them, or an"
                + " ISO-8601 duration such as PT5M.");
  }

  @Test
  void badPipelineOptionNamesTheOffendingOption() {
    InvalidConfigurationException e =
        assertThrows(
            InvalidConfigurationException.class,
            () ->
                EngineConfiguration.pipelineOptions(
                    parameters(Map.of("pipespec.pipelineOptions", "--parallelism=2 blockOnRun"))));

    assertThat(e)
        .hasMessageThat()
        .startsWith(
            "Invalid value '--parallelism=2 blockOnRun' for the configuration parameter"
                + " 'pipespec.pipelineOptions': expected Beam pipeline options separated by"
                + " whitespace, each as --name=value or --name");
    assertThat(e).hasMessageThat().contains("'blockOnRun' is not");
  }

  @Test
  void runnerInPipelineOptionsPointsToTheRunnerKey() {
    InvalidConfigurationException e =
        assertThrows(
            InvalidConfigurationException.class,
            () ->
                EngineConfiguration.pipelineOptions(
                    parameters(Map.of("pipespec.pipelineOptions", "--runner=FlinkRunner"))));

    assertThat(e)
        .hasMessageThat()
        .contains("set it with pipespec.runner instead of --runner=FlinkRunner");
  }

  @ParameterizedTest
  @ValueSource(strings = {"", "  ", "--runner=FlinkRunner", "Flink Runner"})
  void badRunnerNamesKeyAndValue(String value) {
    InvalidConfigurationException e =
        assertThrows(
            InvalidConfigurationException.class,
            () -> EngineConfiguration.runner(parameters(Map.of("pipespec.runner", value))));

    assertThat(e)
        .hasMessageThat()
        .startsWith(
            "Invalid value '"
                + value
                + "' for the configuration parameter 'pipespec.runner': expected a Beam runner"
                + " name such as DirectRunner or FlinkRunner, or a runner class name.");
  }

  @Test
  void reportSettingsDefaultToFailuresUnderTarget() {
    ReportSettings settings = EngineConfiguration.reportSettings(parameters(Map.of()));
    assertThat(settings.mode()).isEqualTo(ReportMode.FAILURES);
    assertThat(settings.directory())
        .isEqualTo(java.nio.file.Path.of("target/pipespec-reports").toAbsolutePath());
  }

  @Test
  void reportSettingsAreRead() {
    ReportSettings settings =
        EngineConfiguration.reportSettings(
            parameters(Map.of("pipespec.reports", " All ", "pipespec.reports.dir", "/tmp/pages")));
    assertThat(settings.mode()).isEqualTo(ReportMode.ALL);
    assertThat(settings.directory()).isEqualTo(java.nio.file.Path.of("/tmp/pages"));
  }

  @ParameterizedTest
  @ValueSource(strings = {"", "failure", "true"})
  void badReportModeNamesKeyValueAndAcceptedForms(String value) {
    InvalidConfigurationException e =
        assertThrows(
            InvalidConfigurationException.class,
            () ->
                EngineConfiguration.reportSettings(parameters(Map.of("pipespec.reports", value))));
    assertThat(e)
        .hasMessageThat()
        .startsWith(
            "Invalid value '"
                + value
                + "' for the configuration parameter 'pipespec.reports': expected failures");
    assertThat(e).hasMessageThat().contains("all (a page for every scenario) or none");
  }

  @ParameterizedTest
  @ValueSource(strings = {"", "  ", "bad\u0000dir"})
  void badReportDirectoryNamesKeyAndValue(String value) {
    String dir = value.replace("\\u0000", "\u0000");
    InvalidConfigurationException e =
        assertThrows(
            InvalidConfigurationException.class,
            () ->
                EngineConfiguration.reportSettings(
                    parameters(Map.of("pipespec.reports.dir", dir))));
    assertThat(e)
        .hasMessageThat()
        .contains("for the configuration parameter 'pipespec.reports.dir': expected a directory");
  }

  static ConfigurationParameters parameters(Map<String, String> values) {
    return new ConfigurationParameters() {
      @Override
      public Optional<String> get(String key) {
        return Optional.ofNullable(values.get(key));
      }

      @Override
      public Optional<Boolean> getBoolean(String key) {
        return get(key).map(Boolean::valueOf);
      }

      @Override
      public Set<String> keySet() {
        return values.keySet();
      }
    };
  }

  @Test
  void explorationIsOnlyWhereAskedUnlessTurnedOn() {
    assertThat(EngineConfiguration.exploreSettings(parameters(Map.of())).everyScenario()).isFalse();
    assertThat(
            EngineConfiguration.exploreSettings(parameters(Map.of("pipespec.explore", " ON ")))
                .everyScenario())
        .isTrue();
  }

  @Test
  void failurePointsAreTriedOnlyWhenAskedAndAnUnreadableSwitchSaysItsValues() {
    assertThat(EngineConfiguration.exploreSettings(parameters(Map.of())).restarts()).isFalse();
    assertThat(
            EngineConfiguration.exploreSettings(
                    parameters(Map.of("pipespec.explore.restarts", "on")))
                .restarts())
        .isTrue();
    InvalidConfigurationException bad =
        assertThrows(
            InvalidConfigurationException.class,
            () ->
                EngineConfiguration.exploreSettings(
                    parameters(Map.of("pipespec.explore.restarts", "yes"))));
    assertThat(bad).hasMessageThat().contains("pipespec.explore.restarts");
    assertThat(bad).hasMessageThat().contains("expected on (on FlinkRunner");
  }

  @Test
  void explorationBudgetIsANumberOfMembersOrADuration() {
    assertThat(
            EngineConfiguration.exploreSettings(
                    parameters(Map.of("pipespec.explore.budget", "200")))
                .runs()
                .getAsInt())
        .isEqualTo(200);
    assertThat(
            EngineConfiguration.exploreSettings(
                    parameters(Map.of("pipespec.explore.budget", "30s")))
                .within())
        .hasValue(Duration.ofSeconds(30));
    assertThat(
            EngineConfiguration.exploreSettings(parameters(Map.of("pipespec.explore.seed", "-42")))
                .seed()
                .getAsLong())
        .isEqualTo(-42L);
  }

  @Test
  void aBudgetPastTheLargestNumberOfMembersSaysSoRatherThanNotPositive() {
    InvalidConfigurationException e =
        assertThrows(
            InvalidConfigurationException.class,
            () ->
                EngineConfiguration.exploreSettings(
                    parameters(Map.of("pipespec.explore.budget", "2147483648"))));

    assertThat(e).hasMessageThat().contains("at most 2147483647");
    assertThat(e).hasMessageThat().doesNotContain("positive");
  }

  @ParameterizedTest
  @CsvSource({
    "pipespec.explore, maybe, expected on",
    "pipespec.explore.budget, 0, a positive number of members",
    "pipespec.explore.budget, lots, a positive number of members",
    "pipespec.explore.budget, 0s, a positive number of members",
    "pipespec.explore.seed, 12ab, expected a whole number",
    "pipespec.explore.seed, 1.5, expected a whole number"
  })
  void badExplorationSettingsNameKeyValueAndTheAcceptedForms(
      String key, String value, String accepted) {
    InvalidConfigurationException e =
        assertThrows(
            InvalidConfigurationException.class,
            () -> EngineConfiguration.exploreSettings(parameters(Map.of(key, value))));
    assertThat(e).hasMessageThat().contains(key);
    assertThat(e).hasMessageThat().contains(value);
    assertThat(e).hasMessageThat().contains(accepted);
  }
}
