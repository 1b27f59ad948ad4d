package io.pipespec.engine.report;

import static com.google.common.truth.Truth.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Every scenario of a class gets a page of its own: page names are one to one with scenario names,
 * where replacing the characters a file name cannot hold made "Ärger" and "Örger" both {@code
 * _rger.html}, one page overwriting the other and every link pointing at the survivor.
 */
class PageNamesTest {

  private static final Path DIR = Path.of("/r");

  private static String page(String scenario) {
    return ScenarioReport.pagePath(DIR, "a.B", scenario).getFileName().toString();
  }

  @Test
  void namesThatDifferOnlyInLettersOutsideAsciiGetPagesOfTheirOwn() {
    assertThat(page("Ärger")).isNotEqualTo(page("Örger"));
    assertThat(page("Ärger")).isEqualTo("_00c4rger.html");
  }

  @Test
  void pageNamesAreOneToOneWithScenarioNames() {
    List<String> names =
        List.of(
            "Ärger",
            "Örger",
            "_rger",
            "a b",
            "a_b",
            "a__b",
            "a_0020b",
            "..",
            "_",
            "",
            "a.b",
            "a$b",
            "Late scores/2",
            "Late_scores_2");
    List<String> pages = new ArrayList<>();
    for (String name : names) {
      pages.add(page(name));
    }
    assertThat(pages).containsNoDuplicates();
    for (String page : pages) {
      assertThat(page).matches("[A-Za-z0-9_$-][A-Za-z0-9_$-]*\\.html");
    }
  }

  @Test
  void aRunnersPageKeepsItsReadableSuffixAndNamesMadeOfLettersStayAsTheyAre() {
    assertThat(ScenarioReport.pagePath(DIR, "com.acme.Outer$Test", "LateScores", Optional.empty()))
        .isEqualTo(Path.of("/r/com.acme.Outer$Test/LateScores.html"));
    assertThat(
            ScenarioReport.pagePath(
                    DIR, "com.acme.Outer$Test", "LateScores", Optional.of("DirectRunner"))
                .getFileName()
                .toString())
        .isEqualTo("LateScores.DirectRunner.html");
    // A scenario named "a.b" on no runner is not the page of scenario "a" on runner "b".
    assertThat(page("a.b"))
        .isNotEqualTo(
            ScenarioReport.pagePath(DIR, "a.B", "a", Optional.of("b")).getFileName().toString());
  }
}
