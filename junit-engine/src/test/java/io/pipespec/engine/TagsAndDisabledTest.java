package io.pipespec.engine;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;
import static org.junit.platform.launcher.TagFilter.excludeTags;
import static org.junit.platform.launcher.TagFilter.includeTags;

import io.pipespec.engine.fixtures.disabled.PartlyDisabledTestAccess;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.DiscoveryIssue;
import org.junit.platform.engine.DiscoveryIssue.Severity;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.TestTag;
import org.junit.platform.engine.support.descriptor.MethodSource;
import org.junit.platform.testkit.engine.EngineDiscoveryResults;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;

/** JUnit Jupiter's {@code @Tag} and {@code @Disabled} on Pipespec classes and methods. */
class TagsAndDisabledTest {

  private static final String TAGGED = "io.pipespec.engine.fixtures.tagged.TaggedTest";
  private static final String PARTLY = "io.pipespec.engine.fixtures.disabled.PartlyDisabledTest";
  private static final String WHOLLY = "io.pipespec.engine.fixtures.disabled.WhollyDisabledTest";

  @Test
  void tagsOfClassScenarioAndMethodBecomeTestTagsInheritedDownwards() {
    EngineDiscoveryResults results =
        EngineTestKit.engine("pipespec").selectors(selectClass(TAGGED)).discover();

    Map<String, String> tags = new TreeMap<>();
    results
        .getEngineDescriptor()
        .accept(
            descriptor -> {
              if (descriptor.getType() != TestDescriptor.Type.TEST) {
                return;
              }
              MethodSource method = (MethodSource) descriptor.getSource().orElseThrow();
              tags.put(
                  method.getJavaClass().getSimpleName() + "#" + method.getMethodName(),
                  descriptor.getTags().stream()
                      .map(TestTag::getName)
                      .sorted()
                      .collect(Collectors.joining(",")));
            });
    assertThat(tags)
        .containsExactly(
            "ShortWords#one", "beam,fast,smoke,unit",
            "ShortWords#untagged", "beam,smoke",
            "NoWords#nothing", "beam,slow");
  }

  @Test
  void invalidTagIsIgnoredWithAWarningThatNamesTheMethod(@TempDir Path directory) throws Exception {
    String name = "io.pipespec.engine.fixtures.badtag.BadTagTest";
    try (URLClassLoader loader =
        FixtureCompiler.compileWithProcessor(
            directory,
            Map.of(
                name,
                "package io.pipespec.engine.fixtures.badtag;\n"
                    + "import io.pipespec.*;\n"
                    + "import org.apache.beam.sdk.values.PCollection;\n"
                    + "@PipelineTest public class BadTagTest {\n"
                    + "  @UnderTest static PCollection<String> same(PCollection<String> words) {"
                    + " return words; }\n"
                    + "  @Input static final java.util.List<String> words = java.util.List.of();\n"
                    + "  @ExpectEmpty @org.junit.jupiter.api.Tag(\"bad tag\")"
                    + " @org.junit.jupiter.api.Tag(\"good\") void badlyTagged() {}\n"
                    + "}\n"))) {
      EngineDiscoveryResults results =
          EngineTestKit.engine("pipespec")
              .selectors(selectClass(loader.loadClass(name)))
              .discover();

      List<DiscoveryIssue> issues = results.getDiscoveryIssues();
      assertThat(issues).hasSize(1);
      assertThat(issues.get(0).severity()).isEqualTo(Severity.WARNING);
      assertThat(issues.get(0).message())
          .startsWith("Invalid tag 'bad tag' on method " + name + "#badlyTagged is ignored");
      TestDescriptor expectation =
          results.getEngineDescriptor().getDescendants().stream()
              .filter(descriptor -> descriptor.getType() == TestDescriptor.Type.TEST)
              .findFirst()
              .orElseThrow();
      assertThat(expectation.getTags()).containsExactly(TestTag.create("good"));
    }
  }

  @Test
  void includeTagSelectsTaggedExpectationsAndTheirScenariosOnly() {
    EngineExecutionResults results =
        EngineTestKit.engine("pipespec")
            .selectors(selectClass(TAGGED))
            .filters(includeTags("fast | slow"))
            .execute();

    assertThat(names(results.testEvents().succeeded().list())).containsExactly("one", "nothing");
  }

  @Test
  void excludeTagOfAScenarioDropsItsExpectations() {
    EngineExecutionResults results =
        EngineTestKit.engine("pipespec")
            .selectors(selectClass(TAGGED))
            .filters(excludeTags("smoke"))
            .execute();

    assertThat(names(results.testEvents().started().list())).containsExactly("nothing");
  }

  @Test
  void classTagSelectsEverythingBelowIt() {
    EngineExecutionResults results =
        EngineTestKit.engine("pipespec")
            .selectors(selectClass(TAGGED))
            .filters(includeTags("beam"))
            .execute();

    assertThat(results.testEvents().succeeded().count()).isEqualTo(3);
  }

  @Test
  void disabledScenarioAndExpectationAreSkippedWithTheirReasons() {
    PartlyDisabledTestAccess.resetRuns();
    EngineExecutionResults results =
        EngineTestKit.engine("pipespec").selectors(selectClass(PARTLY)).execute();

    assertThat(skipReasons(results))
        .containsExactly(
            "Skipped", "waiting for BEAM-1234",
            "wrongButDisabled", "expectation " + PARTLY + "$Mixed#wrongButDisabled is @Disabled",
            "never", "flaky");
    assertThat(names(results.testEvents().succeeded().list())).containsExactly("one");
    assertThat(results.testEvents().failed().count()).isEqualTo(0);
    // Only Mixed ran a pipeline: a disabled scenario, and one whose expectations are all
    // disabled, cost nothing.
    assertThat(PartlyDisabledTestAccess.runs()).isEqualTo(1);
  }

  @Test
  void disabledClassIsSkippedWithADefaultReason() {
    EngineExecutionResults results =
        EngineTestKit.engine("pipespec").selectors(selectClass(WHOLLY)).execute();

    assertThat(skipReasons(results))
        .containsExactly("WhollyDisabledTest", "class " + WHOLLY + " is @Disabled");
    assertThat(results.testEvents().started().count()).isEqualTo(0);
  }

  private static Map<String, String> skipReasons(EngineExecutionResults results) {
    Map<String, String> reasons = new java.util.LinkedHashMap<>();
    for (Event event : results.allEvents().skipped().list()) {
      reasons.put(
          event.getTestDescriptor().getDisplayName(), event.getPayload(String.class).orElseThrow());
    }
    return reasons;
  }

  private static List<String> names(List<Event> events) {
    return events.stream()
        .map(event -> event.getTestDescriptor().getDisplayName())
        .collect(Collectors.toList());
  }
}
