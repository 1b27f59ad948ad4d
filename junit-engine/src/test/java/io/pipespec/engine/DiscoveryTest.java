package io.pipespec.engine;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.platform.engine.discovery.ClassNameFilter.includeClassNamePatterns;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClasspathRoots;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectMethod;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectNestedClass;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectNestedMethod;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectPackage;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectUniqueId;
import static org.junit.platform.engine.discovery.PackageNameFilter.excludePackageNames;
import static org.junit.platform.engine.discovery.PackageNameFilter.includePackageNames;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.platform.engine.DiscoverySelector;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.TestSource;
import org.junit.platform.engine.support.descriptor.ClassSource;
import org.junit.platform.engine.support.descriptor.MethodSource;
import org.junit.platform.testkit.engine.EngineDiscoveryResults;
import org.junit.platform.testkit.engine.EngineTestKit;

/**
 * The tree the engine discovers, selector by selector. Each descriptor is written as one line,
 * {@code unique id | display name | source}, so that a failure shows the whole tree.
 */
class DiscoveryTest {

  private static final String NESTED = "io.pipespec.engine.fixtures.nested.WordCountTest";
  private static final String SINGLE = "io.pipespec.engine.fixtures.single.WordLengthsTest";

  private static final List<String> NESTED_TREE =
      List.of(
          "[engine:pipespec] | Pipespec | -",
          "[engine:pipespec]/[class:" + NESTED + "] | WordCountTest | class " + NESTED,
          "[engine:pipespec]/[class:"
              + NESTED
              + "]/[scenario:TwoLines] | TwoLines | class "
              + NESTED
              + "$TwoLines",
          "[engine:pipespec]/[class:"
              + NESTED
              + "]/[scenario:TwoLines]/[expectation:counts]"
              + " | counts | method "
              + NESTED
              + "$TwoLines#counts()",
          "[engine:pipespec]/[class:"
              + NESTED
              + "]/[scenario:TwoLines]/[expectation:allPositive]"
              + " | allPositive | method "
              + NESTED
              + "$TwoLines#allPositive(java.util.List)",
          "[engine:pipespec]/[class:"
              + NESTED
              + "]/[scenario:NoLines] | NoLines | class "
              + NESTED
              + "$NoLines",
          "[engine:pipespec]/[class:"
              + NESTED
              + "]/[scenario:NoLines]/[expectation:counts]"
              + " | counts | method "
              + NESTED
              + "$NoLines#counts()");

  private static final List<String> SINGLE_TREE =
      List.of(
          "[engine:pipespec] | Pipespec | -",
          "[engine:pipespec]/[class:" + SINGLE + "] | WordLengthsTest | class " + SINGLE,
          "[engine:pipespec]/[class:"
              + SINGLE
              + "]/[scenario:WordLengthsTest]"
              + " | WordLengthsTest | -",
          "[engine:pipespec]/[class:"
              + SINGLE
              + "]/[scenario:WordLengthsTest]"
              + "/[expectation:oneLengthPerWord] | oneLengthPerWord | method "
              + SINGLE
              + "#oneLengthPerWord()",
          "[engine:pipespec]/[class:"
              + SINGLE
              + "]/[scenario:WordLengthsTest]"
              + "/[expectation:noEmptyWord] | noEmptyWord | method "
              + SINGLE
              + "#noEmptyWord(java.util.List)");

  @Test
  void classSelectorOfNestedScenariosDiscoversEveryScenarioAndExpectation() {
    assertThat(tree(selectClass(NESTED))).containsExactlyElementsIn(NESTED_TREE).inOrder();
  }

  @Test
  void singleScenarioClassHasAScenarioNamedAfterTheClass() {
    assertThat(tree(selectClass(SINGLE))).containsExactlyElementsIn(SINGLE_TREE).inOrder();
  }

  @Test
  void methodSelectorOnSingleScenarioClassSelectsThatExpectationOnly() {
    assertThat(tree(selectMethod(SINGLE + "#noEmptyWord(java.util.List)")))
        .containsExactly(
            SINGLE_TREE.get(0), SINGLE_TREE.get(1), SINGLE_TREE.get(2), SINGLE_TREE.get(4))
        .inOrder();
  }

  @Test
  void methodSelectorOnNestedScenarioClassSelectsThatExpectationOnly() {
    assertThat(tree(selectMethod(NESTED + "$NoLines#counts")))
        .containsExactly(
            NESTED_TREE.get(0), NESTED_TREE.get(1), NESTED_TREE.get(5), NESTED_TREE.get(6))
        .inOrder();
  }

  @Test
  void nestedMethodSelectorSelectsThatExpectationOnly() throws Exception {
    Class<?> outer = Class.forName(NESTED);
    Class<?> twoLines = Class.forName(NESTED + "$TwoLines");
    assertThat(tree(selectNestedMethod(List.of(outer), twoLines, "counts")))
        .containsExactly(
            NESTED_TREE.get(0), NESTED_TREE.get(1), NESTED_TREE.get(2), NESTED_TREE.get(3))
        .inOrder();
  }

  @Test
  void methodSelectorOfANonExpectationMethodSelectsNothingAndSaysWhy() {
    EngineDiscoveryResults results =
        EngineTestKit.engine("pipespec")
            .selectors(selectMethod(SINGLE + "#lengths(org.apache.beam.sdk.values.PCollection)"))
            .discover();
    assertThat(lines(results.getEngineDescriptor())).containsExactly(SINGLE_TREE.get(0));
    assertThat(results.getDiscoveryIssues()).hasSize(1);
    assertThat(results.getDiscoveryIssues().get(0).message())
        .startsWith(SINGLE + "#lengths() is not an expectation");
  }

  @Test
  void nestedClassSelectorOfScenarioClassSelectsThatScenario() throws Exception {
    Class<?> outer = Class.forName(NESTED);
    Class<?> noLines = Class.forName(NESTED + "$NoLines");
    assertThat(tree(selectNestedClass(List.of(outer), noLines)))
        .containsExactly(
            NESTED_TREE.get(0), NESTED_TREE.get(1), NESTED_TREE.get(5), NESTED_TREE.get(6))
        .inOrder();
  }

  @Test
  void classSelectorOfScenarioClassSelectsThatScenario() {
    assertThat(tree(selectClass(NESTED + "$TwoLines")))
        .containsExactlyElementsIn(NESTED_TREE.subList(0, 5))
        .inOrder();
  }

  @Test
  void packageSelectorFindsEveryPipelineTestClassOfThePackage() {
    assertThat(tree(selectPackage("io.pipespec.engine.fixtures.nested")))
        .containsExactlyElementsIn(NESTED_TREE)
        .inOrder();
  }

  @Test
  void classpathRootSelectorFindsPipelineTestClassesAndNothingElse() throws URISyntaxException {
    List<String> tree = tree(selectClasspathRoots(Set.of(testClassesRoot())).get(0));
    assertThat(tree).containsAtLeastElementsIn(NESTED_TREE);
    assertThat(tree).containsAtLeastElementsIn(SINGLE_TREE);
    // The suites, this test and other classes of the root are not test classes.
    assertThat(
            tree.stream()
                .filter(line -> line.contains("Pipespec_") || line.contains("DiscoveryTest"))
                .toList())
        .isEmpty();
  }

  @Test
  void uniqueIdSelectorOfScenarioSelectsThatScenario() {
    assertThat(tree(selectUniqueId("[engine:pipespec]/[class:" + NESTED + "]/[scenario:NoLines]")))
        .containsExactly(
            NESTED_TREE.get(0), NESTED_TREE.get(1), NESTED_TREE.get(5), NESTED_TREE.get(6))
        .inOrder();
  }

  @Test
  void uniqueIdSelectorOfExpectationSelectsThatExpectation() {
    assertThat(
            tree(
                selectUniqueId(
                    "[engine:pipespec]/[class:"
                        + NESTED
                        + "]/[scenario:TwoLines]/[expectation:allPositive]")))
        .containsExactly(
            NESTED_TREE.get(0), NESTED_TREE.get(1), NESTED_TREE.get(2), NESTED_TREE.get(4))
        .inOrder();
  }

  @Test
  void uniqueIdSelectorOfClassSelectsTheWholeClass() {
    assertThat(tree(selectUniqueId("[engine:pipespec]/[class:" + SINGLE + "]")))
        .containsExactlyElementsIn(SINGLE_TREE)
        .inOrder();
  }

  @Test
  void uniqueIdSelectorOfUnknownScenarioSelectsNothingAndFails() {
    String unknown = "[engine:pipespec]/[class:" + NESTED + "]/[scenario:Nope]";
    EngineDiscoveryResults results =
        EngineTestKit.engine("pipespec").selectors(selectUniqueId(unknown)).discover();
    assertThat(lines(results.getEngineDescriptor())).containsExactly(NESTED_TREE.get(0));
    assertThat(results.getDiscoveryIssues()).hasSize(1);
    assertThat(results.getDiscoveryIssues().get(0).message())
        .contains(unknown + "] resolution failed");
  }

  @Test
  void methodAndClassSelectorsTogetherYieldOneTree() {
    EngineDiscoveryResults results =
        EngineTestKit.engine("pipespec")
            .selectors(selectMethod(NESTED + "$NoLines#counts"), selectClass(NESTED))
            .discover();
    assertThat(lines(results.getEngineDescriptor())).containsExactlyElementsIn(NESTED_TREE);
  }

  @Test
  void classNameFilterAppliesToScannedClasses() {
    EngineDiscoveryResults results =
        EngineTestKit.engine("pipespec")
            .selectors(selectPackage("io.pipespec.engine.fixtures"))
            .filters(includeClassNamePatterns(".*WordLengths.*"))
            .discover();
    assertThat(lines(results.getEngineDescriptor())).containsExactlyElementsIn(SINGLE_TREE);
  }

  @Test
  void classNameFilterAppliesToSelectedClasses() {
    EngineDiscoveryResults results =
        EngineTestKit.engine("pipespec")
            .selectors(selectClass(NESTED), selectClass(SINGLE))
            .filters(includeClassNamePatterns(".*WordCount.*"))
            .discover();
    assertThat(lines(results.getEngineDescriptor())).containsExactlyElementsIn(NESTED_TREE);
  }

  @Test
  void packageNameFilterAppliesToScannedClasses() {
    EngineDiscoveryResults results =
        EngineTestKit.engine("pipespec")
            .selectors(selectPackage("io.pipespec.engine.fixtures"))
            .filters(
                includePackageNames("io.pipespec.engine.fixtures.nested"),
                excludePackageNames("io.pipespec.engine.fixtures.single"))
            .discover();
    assertThat(lines(results.getEngineDescriptor())).containsExactlyElementsIn(NESTED_TREE);
  }

  @Test
  void packageNameFilterAppliesToSelectedClasses() {
    EngineDiscoveryResults results =
        EngineTestKit.engine("pipespec")
            .selectors(selectClass(NESTED), selectClass(SINGLE))
            .filters(excludePackageNames("io.pipespec.engine.fixtures.nested"))
            .discover();
    assertThat(lines(results.getEngineDescriptor())).containsExactlyElementsIn(SINGLE_TREE);
  }

  @Test
  void uniqueIdsAreTheSameInEveryDiscovery() {
    assertThat(tree(selectPackage("io.pipespec.engine.fixtures.nested")))
        .isEqualTo(tree(selectPackage("io.pipespec.engine.fixtures.nested")));
    // Selecting by every unique id of a discovery yields the same tree: what "rerun failed" does.
    List<DiscoverySelector> byId = new ArrayList<>();
    EngineTestKit.engine("pipespec")
        .selectors(selectClass(NESTED))
        .discover()
        .getEngineDescriptor()
        .accept(
            descriptor -> {
              if (descriptor.getType() == TestDescriptor.Type.TEST) {
                byId.add(selectUniqueId(descriptor.getUniqueId()));
              }
            });
    EngineDiscoveryResults results =
        EngineTestKit.engine("pipespec")
            .selectors(byId.toArray(DiscoverySelector[]::new))
            .discover();
    assertThat(lines(results.getEngineDescriptor())).containsExactlyElementsIn(NESTED_TREE);
  }

  @Test
  void classesWithoutPipelineTestAreNotThisEnginesToResolve() {
    EngineDiscoveryResults results =
        EngineTestKit.engine("pipespec").selectors(selectClass(DiscoveryTest.class)).discover();
    assertThat(results.getEngineDescriptor().getChildren()).isEmpty();
    assertThat(results.getDiscoveryIssues()).isEmpty();
  }

  static Path testClassesRoot() throws URISyntaxException {
    return Path.of(DiscoveryTest.class.getProtectionDomain().getCodeSource().getLocation().toURI());
  }

  private static List<String> tree(DiscoverySelector selector) {
    EngineDiscoveryResults results =
        EngineTestKit.engine("pipespec").selectors(selector).discover();
    assertThat(results.getDiscoveryIssues()).isEmpty();
    return lines(results.getEngineDescriptor());
  }

  static List<String> lines(TestDescriptor root) {
    List<String> lines = new ArrayList<>();
    root.accept(
        descriptor ->
            lines.add(
                descriptor.getUniqueId()
                    + " | "
                    + descriptor.getDisplayName()
                    + " | "
                    + descriptor.getSource().map(DiscoveryTest::describe).orElse("-")));
    return lines;
  }

  private static String describe(TestSource source) {
    if (source instanceof ClassSource classSource) {
      return "class " + classSource.getClassName();
    }
    if (source instanceof MethodSource method) {

      return "method "
          + method.getClassName()
          + "#"
          + method.getMethodName()
          + "("
          + method.getMethodParameterTypes()
          + ")";
    }
    return source.toString();
  }
}
