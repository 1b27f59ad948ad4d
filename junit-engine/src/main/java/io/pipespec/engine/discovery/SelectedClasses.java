package io.pipespec.engine.discovery;

import static org.junit.platform.engine.DiscoveryIssue.Severity.ERROR;

import java.util.Optional;
import org.jspecify.annotations.Nullable;
import org.junit.platform.engine.DiscoveryIssue;
import org.junit.platform.engine.support.descriptor.ClassSource;
import org.junit.platform.engine.support.discovery.DiscoveryIssueReporter;

/** Loads the classes selectors name. */
final class SelectedClasses {

  private SelectedClasses() {}

  /**
   * Loads a selected class without initializing it, through {@code classLoader} or, when it is
   * null, the context class loader. A class that is not there is not this engine's to report (it
   * may belong to no engine at all); a class that is there but cannot be linked may be a
   * {@code @PipelineTest} or {@code @FunctionTest} class whose tests would silently vanish, so it
   * is an issue.
   */
  static Optional<Class<?>> load(
      String className, @Nullable ClassLoader classLoader, DiscoveryIssueReporter issues) {
    ClassLoader loader = classLoader != null ? classLoader : defaultClassLoader();
    try {
      return Optional.of(Class.forName(className, false, loader));
    } catch (ClassNotFoundException e) {
      return Optional.empty();
    } catch (LinkageError e) {
      issues.reportIssue(
          DiscoveryIssue.builder(
                  ERROR,
                  "The class "
                      + className
                      + " was selected but cannot be loaded: "
                      + e
                      + ". If it is a @PipelineTest or @FunctionTest class, its tests cannot run: put the"
                      + " missing"
                      + " class on the test class path, or recompile the test sources.")
              .source(ClassSource.from(className))
              .cause(e));
      return Optional.empty();
    }
  }

  private static ClassLoader defaultClassLoader() {
    ClassLoader context = Thread.currentThread().getContextClassLoader();
    return context != null ? context : SelectedClasses.class.getClassLoader();
  }
}
