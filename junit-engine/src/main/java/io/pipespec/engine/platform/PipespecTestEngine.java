package io.pipespec.engine.platform;

import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.FunctionTest;
import io.pipespec.PipelineTest;
import io.pipespec.engine.PipespecEngineConstants;
import io.pipespec.engine.config.EngineSettings;
import io.pipespec.engine.config.EngineVersion;
import io.pipespec.engine.config.InvalidConfigurationException;
import io.pipespec.engine.descriptor.PipespecEngineDescriptor;
import io.pipespec.engine.discovery.BeamOnClassPath;
import io.pipespec.engine.discovery.PipespecDiscovery;
import io.pipespec.engine.execution.PipespecExecutionContext;
import io.pipespec.engine.logging.FallbackLogging;
import java.util.Optional;
import org.apiguardian.api.API;
import org.junit.platform.engine.EngineDiscoveryRequest;
import org.junit.platform.engine.ExecutionRequest;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.support.hierarchical.HierarchicalTestEngine;
import org.junit.platform.engine.support.hierarchical.HierarchicalTestExecutorService;

/**
 * The {@code pipespec} JUnit Platform test engine: runs {@link PipelineTest} and {@link
 * FunctionTest} classes through the suites the Pipespec annotation processor generates for them.
 *
 * <p>Each test class is a container with a {@code ClassSource}; below it, each scenario is a
 * container (with the {@code ClassSource} of its {@code @Scenario} class, if it has one); below
 * that, each expectation method is a test with a {@code MethodSource}. A scenario runs once, before
 * its first expectation is judged: a {@code @PipelineTest} scenario as a pipeline on the configured
 * runner, a {@code @FunctionTest} scenario as its timeline on the function's harness. Both run
 * within the configured timeout, and their expectations are judged the same way.
 *
 * <p>Supported discovery selectors:
 *
 * <ul>
 *   <li>{@code ClasspathRootSelector}, {@code PackageSelector}: every {@code @PipelineTest} and
 *       {@code @FunctionTest} class found, subject to the request's class name and package name
 *       filters
 *   <li>{@code ClassSelector}: a {@code @PipelineTest} or {@code @FunctionTest} class, subject to
 *       the class name filter; a {@code @Scenario} class nested in one selects that scenario
 *   <li>{@code NestedClassSelector}: a {@code @Scenario} class selects that scenario
 *   <li>{@code MethodSelector}, {@code NestedMethodSelector}: an expectation method, on the test
 *       class or on a scenario class, selects that expectation alone
 *   <li>{@code UniqueIdSelector}: a class, a scenario, a runner of a scenario or an expectation
 * </ul>
 *
 * <p>A pipeline scenario that runs on several runners ({@code pipespec.runners}, {@code @Runners})
 * has a container per runner below it, {@code [runner:FlinkRunner]}, holding its expectations as
 * judged on that runner; it runs on every runner before any expectation is judged, so that a
 * failure can say on which runners the expectation passes. A method selector, or a unique id
 * without the runner segment, selects the expectation on every runner; a runner segment the
 * scenario does not run on is an error issue.
 *
 * <p>A method selector, or a unique id, that names an expectation or scenario the class does not
 * have is an error issue listing what the class has, as Jupiter fails for a method it cannot find:
 * a typo never runs nothing and passes. (Maven Surefire's {@code -Dtest=Class#method} is a filter
 * applied after discovery, which no engine sees; see the README.)
 *
 * <p>A test class that cannot run (no generated suite, a stale suite, or nested in another class,
 * which Surefire's default excludes would skip) is a warning issue and a container with one test
 * that fails with the same message: every such class is reported, and every healthy class still
 * runs. An error issue would make the platform run nothing of this engine. A selected class that is
 * not a test class is searched for nested test classes, because Surefire selects only the outer
 * class.
 *
 * <p>A {@code ModuleSelector} is resolved by the platform's class container resolver, like a
 * package: it finds the test classes of a named module on the module path. Class name and package
 * name filters apply to every selector that names or finds classes.
 *
 * <p>JUnit Jupiter's {@code @Tag} and {@code @Disabled} work on a test class, a scenario class and
 * an expectation method, read by name so that the engine does not need Jupiter: tags become {@code
 * TestTag}s inherited by the nodes below, and a disabled node is reported as skipped with its
 * reason.
 *
 * <p>Cancellation (Surefire's {@code skipAfterFailureCount}, an IDE's stop button through the
 * launcher's {@code CancellationToken}) is honoured by the platform's hierarchical executor: the
 * scenarios and expectations not started yet are reported as skipped.
 *
 * <p>When the test class path has no SLF4J provider, Beam's warnings and errors go to standard
 * error through {@link FallbackLogging}; a provider of the user's is left alone.
 *
 * <p>Configuration parameters are documented in {@link PipespecEngineConstants}.
 */
// INTERNAL as JUnit marks its own JupiterTestEngine: the platform finds the engine by its service
// file, and users name it by its id, PipespecEngineConstants.ENGINE_ID.
@API(status = INTERNAL)
public final class PipespecTestEngine extends HierarchicalTestEngine<PipespecExecutionContext> {

  static {
    // Before anything logs: the launcher loads every engine before discovery starts.
    FallbackLogging.installIfNoProvider();
  }

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
    PipespecEngineDescriptor engine =
        new PipespecEngineDescriptor(
            uniqueId, EngineSettings.of(request.getConfigurationParameters()));
    if (BeamOnClassPath.canRun(request, uniqueId)) {
      PipespecDiscovery.resolve(request, engine);
    }
    return engine;
  }

  /**
   * The platform's parallel executor when {@value
   * PipespecEngineConstants#PARALLEL_ENABLED_PROPERTY_NAME} is set, else the serial one. A value
   * that cannot be read leaves execution serial here; the engine node reports it as its failure.
   */
  @Override
  protected HierarchicalTestExecutorService createExecutorService(ExecutionRequest request) {
    EngineSettings settings = settings(request);
    boolean parallel;
    try {
      parallel = settings.parallelEnabled();
    } catch (InvalidConfigurationException e) {
      parallel = false;
    }
    return parallel ? settings.parallelExecutor() : super.createExecutorService(request);
  }

  @Override
  protected PipespecExecutionContext createExecutionContext(ExecutionRequest request) {
    return PipespecExecutionContext.initial(
        request.getEngineExecutionListener(), settings(request));
  }

  /** The settings discovery read, kept on the root; read anew for a root of another engine's. */
  private static EngineSettings settings(ExecutionRequest request) {
    return request.getRootTestDescriptor() instanceof PipespecEngineDescriptor engine
        ? engine.settings()
        : EngineSettings.of(request.getConfigurationParameters());
  }
}
