package io.pipespec.engine.discovery;

import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.engine.descriptor.ClassDescriptor;
import io.pipespec.engine.descriptor.PipespecEngineDescriptor;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.apiguardian.api.API;
import org.junit.platform.engine.EngineDiscoveryRequest;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.support.discovery.DiscoveryIssueReporter;
import org.junit.platform.engine.support.discovery.EngineDiscoveryRequestResolver;

/** Builds the engine's tree of {@code @PipelineTest} and {@code @FunctionTest} classes. */
@API(status = INTERNAL)
public final class PipespecDiscovery {

  private static final EngineDiscoveryRequestResolver<PipespecEngineDescriptor> RESOLVER =
      EngineDiscoveryRequestResolver.<PipespecEngineDescriptor>builder()
          .addClassContainerSelectorResolver(TestClasses::isTestClass)
          .addSelectorResolver(
              context ->
                  new PipespecSelectorResolver(
                      context.getEngineDescriptor().getUniqueId(),
                      context.getClassNameFilter(),
                      context.getIssueReporter(),
                      new ScenarioRunners(
                          context.getEngineDescriptor().settings(), context.getIssueReporter())))
          .build();

  private PipespecDiscovery() {}

  /** Adds to {@code engine} what {@code request} selects; reports issues to its listener. */
  public static void resolve(EngineDiscoveryRequest request, PipespecEngineDescriptor engine) {
    DiscoveryIssueReporter issues =
        DiscoveryIssueReporter.deduplicating(
            DiscoveryIssueReporter.forwarding(
                request.getDiscoveryListener(), engine.getUniqueId()));
    RESOLVER.resolve(request, engine, issues);
    qualifyAmbiguousClassNames(engine);
    SurefireMethodFilter.check(request.getConfigurationParameters(), engine, issues);
  }

  /**
   * Two selected test classes of the same simple name in different packages would read the same in
   * a tree view; both are then named by their fully qualified names.
   */
  private static void qualifyAmbiguousClassNames(PipespecEngineDescriptor engine) {
    List<TestDescriptor> classes = List.copyOf(engine.getChildren());
    Map<String, Long> simpleNames =
        classes.stream()
            .collect(Collectors.groupingBy(TestDescriptor::getDisplayName, Collectors.counting()));
    if (simpleNames.values().stream().allMatch(count -> count == 1)) {
      return;
    }
    // Removed and added again, all of them, so that the order of discovery is kept.
    for (TestDescriptor testClass : classes) {
      engine.removeChild(testClass);
      engine.addChild(
          simpleNames.getOrDefault(testClass.getDisplayName(), 1L) > 1
              ? ((ClassDescriptor) testClass).withQualifiedDisplayName()
              : testClass);
    }
  }
}
