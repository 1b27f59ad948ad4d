package io.pipespec.engine;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.support.descriptor.MethodSource;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;

/**
 * Runs fixtures on the Pipespec engine, without report pages, and gives each finished expectation's
 * outcome by its method name: "ok", or the failure's message.
 */
final class EngineOutcomes {

  private EngineOutcomes() {}

  /** Each finished expectation of the run {@code engine} selects: "ok" or its failure. */
  static Map<String, String> outcomes(EngineTestKit.Builder engine) {
    Map<String, String> outcomes = new LinkedHashMap<>();
    for (Event event :
        engine
            .configurationParameter("pipespec.reports", "none")
            .execute()
            .testEvents()
            .finished()
            .list()) {
      String failure = failure(event);
      outcomes.put(method(event).getMethodName(), failure == null ? "ok" : failure);
    }
    return outcomes;
  }

  /** The expectation method {@code event} finished. */
  static MethodSource method(Event event) {
    return (MethodSource) event.getTestDescriptor().getSource().orElseThrow();
  }

  /** The failure message of the expectation {@code event} finished; null when it passed. */
  static String failure(Event event) {
    TestExecutionResult result = event.getPayload(TestExecutionResult.class).orElseThrow();
    return result.getStatus() == TestExecutionResult.Status.SUCCESSFUL
        ? null
        : String.valueOf(result.getThrowable().orElseThrow().getMessage());
  }

  /** The failure message of each failed expectation of the run {@code engine} selects. */
  static Map<String, String> failures(EngineTestKit.Builder engine) {
    Map<String, String> failures = new LinkedHashMap<>();
    outcomes(engine)
        .forEach(
            (method, outcome) -> {
              if (!outcome.equals("ok")) {
                failures.put(method, outcome);
              }
            });
    return failures;
  }

  /**
   * Compiles {@code source}, the class {@code className} of {@code packageName}, with the processor
   * into {@code directory} and runs it: "ok" or the failure, by method.
   */
  static Map<String, String> compileAndRun(
      Path directory, String packageName, String className, String source) throws Exception {
    String name = packageName + "." + className;
    try (URLClassLoader loader =
        FixtureCompiler.compileWithProcessor(directory, Map.of(name, source))) {
      return outcomes(
          EngineTestKit.engine("pipespec").selectors(selectClass(loader.loadClass(name))));
    }
  }
}
