package io.pipespec.engine;

import io.pipespec.PipelineTest;
import io.pipespec.engine.config.EngineVersion;
import io.pipespec.engine.descriptor.PipespecEngineDescriptor;
import io.pipespec.engine.discovery.PipespecDiscovery;
import io.pipespec.engine.execution.PipespecExecutionContext;
import java.util.Optional;
import org.junit.platform.engine.EngineDiscoveryRequest;
import org.junit.platform.engine.ExecutionRequest;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.support.hierarchical.HierarchicalTestEngine;

/**
 * The {@code pipespec} JUnit Platform test engine: runs {@link PipelineTest} classes through the
 * harnesses the Pipespec annotation processor generates for them.
 *
 * <p>Each {@code @PipelineTest} class is a container with a {@code ClassSource}; below it, each
 * scenario is a container without a source; below that, each expectation method is a test with a
 * {@code MethodSource}. A scenario's pipeline runs once, before its first expectation is judged.
 *
 * <p>Supported discovery selectors:
 *
 * <ul>
 *   <li>{@code ClasspathRootSelector}, {@code PackageSelector}: every {@code @PipelineTest} class
 *       found, subject to the request's class name and package name filters
 *   <li>{@code ClassSelector}: a {@code @PipelineTest} class, subject to the class name filter; a
 *       {@code @Scenario} class nested in one selects that scenario
 *   <li>{@code NestedClassSelector}: a {@code @Scenario} class selects that scenario
 *   <li>{@code MethodSelector}, {@code NestedMethodSelector}: an expectation method, on the test
 *       class or on a scenario class, selects that expectation alone
 *   <li>{@code UniqueIdSelector}: a class, a scenario or an expectation
 * </ul>
 *
 * <p>Configuration parameters are documented in {@link PipespecEngineConstants}.
 */
public final class PipespecTestEngine extends HierarchicalTestEngine<PipespecExecutionContext> {

  @Override
  public String getId() {
    return PipespecEngineConstants.ENGINE_ID;
  }

  @Override
  public Optional<String> getGroupId() {
    return Optional.of("io.pipespec");
  }

  @Override
  public Optional<String> getArtifactId() {
    return Optional.of("pipespec-junit-engine");
  }

  @Override
  public Optional<String> getVersion() {
    return Optional.of(EngineVersion.get());
  }

  @Override
  public TestDescriptor discover(EngineDiscoveryRequest request, UniqueId uniqueId) {
    PipespecEngineDescriptor engine = new PipespecEngineDescriptor(uniqueId);
    PipespecDiscovery.resolve(request, engine);
    return engine;
  }

  @Override
  protected PipespecExecutionContext createExecutionContext(ExecutionRequest request) {
    return PipespecExecutionContext.initial(
        request.getEngineExecutionListener(), request.getConfigurationParameters());
  }
}
