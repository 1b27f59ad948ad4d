package io.pipespec.engine.discovery;

import io.pipespec.FunctionTest;
import io.pipespec.PipelineTest;
import io.pipespec.engine.descriptor.PipespecEngineDescriptor;
import org.junit.platform.commons.support.AnnotationSupport;
import org.junit.platform.engine.EngineDiscoveryRequest;
import org.junit.platform.engine.support.discovery.DiscoveryIssueReporter;
import org.junit.platform.engine.support.discovery.EngineDiscoveryRequestResolver;

/** Builds the engine's tree from a discovery request. */
public final class PipespecDiscovery {

  private static final EngineDiscoveryRequestResolver<PipespecEngineDescriptor> RESOLVER =
      EngineDiscoveryRequestResolver.<PipespecEngineDescriptor>builder()
          .addClassContainerSelectorResolver(
              type ->
                  AnnotationSupport.isAnnotated(type, PipelineTest.class)
                      || AnnotationSupport.isAnnotated(type, FunctionTest.class))
          .addSelectorResolver(
              context ->
                  new PipespecSelectorResolver(
                      context.getEngineDescriptor().getUniqueId(),
                      context.getClassNameFilter(),
                      context.getIssueReporter()))
          .build();

  private PipespecDiscovery() {}

  /** Adds to {@code engine} what {@code request} selects; reports issues to its listener. */
  public static void resolve(EngineDiscoveryRequest request, PipespecEngineDescriptor engine) {
    DiscoveryIssueReporter issues =
        DiscoveryIssueReporter.deduplicating(
            DiscoveryIssueReporter.forwarding(
                request.getDiscoveryListener(), engine.getUniqueId()));
    RESOLVER.resolve(request, engine, issues);
  }
}
