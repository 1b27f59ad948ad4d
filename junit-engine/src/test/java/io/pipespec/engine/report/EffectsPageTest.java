package io.pipespec.engine.report;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.w3c.dom.Document;

/** The page of a test that expects effects says what such an expectation reads. */
class EffectsPageTest {

  private static final String TEST = "io.pipespec.engine.fixtures.explore.FunctionRetryUpsertTest";

  @TempDir Path dir;

  @Test
  void anEffectExpectationReadsTheCallsToAFakeExternalSystem() throws Exception {
    EngineTestKit.engine("pipespec")
        .selectors(selectClass(TEST))
        .configurationParameter("pipespec.reports", "all")
        .configurationParameter("pipespec.reports.dir", dir.toString())
        .execute();
    Path file;
    try (Stream<Path> pages = Files.list(dir.resolve(TEST))) {
      file = pages.filter(p -> p.toString().endsWith(".html")).findFirst().orElseThrow();
    }
    Document page = Pages.parse(Files.readString(file, StandardCharsets.UTF_8));
    assertThat(
            Pages.text(
                page,
                "//tr[contains(@class,'expectation ')][@data-expectation='writesEachBalance']/td[3]"))
        .isEqualTo("the calls to a fake external system");
  }
}
