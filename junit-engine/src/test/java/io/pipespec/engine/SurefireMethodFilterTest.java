package io.pipespec.engine;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.platform.engine.DiscoveryIssue;
import org.junit.platform.engine.DiscoveryIssue.Severity;
import org.junit.platform.testkit.engine.EngineTestKit;

/**
 * Surefire applies the method part of {@code -Dtest} after discovery, where no engine sees it, and
 * matches an expectation by the class that declares it: {@code WordCountTest#counts} selects none
 * of the expectations of WordCountTest's {@code @Scenario} classes. Discovery, which reads the same
 * {@code test} property, says how to select them instead of letting zero tests pass silently.
 */
class SurefireMethodFilterTest {

  private static final String NESTED = "io.pipespec.engine.fixtures.nested.WordCountTest";

  private static List<DiscoveryIssue> issues(String test) {
    return EngineTestKit.engine("pipespec")
        .configurationParameter("test", test)
        .selectors(selectClass(NESTED))
        .discover()
        .getDiscoveryIssues();
  }

  @Test
  void aFilterOnTheTestClassForAnExpectationOfItsScenariosSaysHowToSelectIt() {
    List<DiscoveryIssue> issues = issues("WordCountTest#counts");

    assertThat(issues).hasSize(1);
    assertThat(issues.get(0).severity()).isEqualTo(Severity.WARNING);
    assertThat(issues.get(0).message())
        .isEqualTo(
            "-Dtest=WordCountTest#counts selects no expectation: Surefire matches an expectation by"
                + " the class that declares it, and counts is declared in @Scenario classes of "
                + NESTED
                + ". Select it with -Dtest='WordCountTest$TwoLines#counts' or"
                + " -Dtest='WordCountTest$NoLines#counts'.");
  }

  @Test
  void aFilterNamingAScenarioSaysToSelectItsClass() {
    List<DiscoveryIssue> issues = issues("WordCountTest#twoLines");

    assertThat(issues).hasSize(1);
    assertThat(issues.get(0).message())
        .contains(
            "twoLines is a @Scenario class of "
                + NESTED
                + ": select its expectations with -Dtest='WordCountTest$TwoLines'");
  }

  @Test
  void aFilterThatSelectsAnExpectationOrNamesAnotherClassSaysNothing() {
    assertThat(issues("WordCountTest$TwoLines#counts")).isEmpty();
    assertThat(issues("OtherTest#counts")).isEmpty();
    assertThat(issues("WordCountTest")).isEmpty();
    assertThat(issues("Word*#counts")).isEmpty();
  }
}
