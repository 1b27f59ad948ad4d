package io.pipespec.runtime.runner;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import java.util.Locale;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.TreeMap;
import org.apache.beam.sdk.PipelineRunner;
import org.apache.beam.sdk.runners.PipelineRunnerRegistrar;
import org.apache.beam.sdk.util.common.ReflectHelpers;
import org.apiguardian.api.API;

/**
 * Finds a Beam runner by the name {@code --runner} takes: its simple class name ({@code
 * DirectRunner}), the same without the {@code Runner} suffix ({@code direct}), in any case, or its
 * fully qualified class name. The engine may call {@link #resolve(String)} early to reject a
 * misconfigured runner once instead of in every scenario.
 */
@API(status = INTERNAL)
public final class RunnerLookup {

  /** The artifact that provides each well-known runner, for the message when one is missing. */
  private static final Map<String, String> DEPENDENCIES =
      Map.of(
          "directrunner", "org.apache.beam:beam-runners-direct-java",
          "flinkrunner",
              "io.pipespec:pipespec-flink (Beam's beam-runners-flink-1.19 with the options"
                  + " Pipespec sets for it)",
          "sparkrunner",
              "io.pipespec:pipespec-spark (Beam's beam-runners-spark-3 with Spark 3.5 for local"
                  + " mode)",
          "dataflowrunner", "org.apache.beam:beam-runners-google-cloud-dataflow-java",
          "prismrunner", "org.apache.beam:beam-runners-prism-java",
          "samzarunner", "org.apache.beam:beam-runners-samza",
          "jetrunner", "org.apache.beam:beam-runners-jet",
          "portablerunner", "org.apache.beam:beam-runners-portability-java");

  private RunnerLookup() {}

  /** The runners registered on the classpath, by simple class name. */
  public static Map<String, Class<? extends PipelineRunner<?>>> available() {
    Map<String, Class<? extends PipelineRunner<?>>> runners = new TreeMap<>();
    for (PipelineRunnerRegistrar registrar :
        ServiceLoader.load(PipelineRunnerRegistrar.class, ReflectHelpers.findClassLoader())) {
      for (Class<? extends PipelineRunner<?>> runner : registrar.getPipelineRunners()) {
        runners.put(runner.getSimpleName(), runner);
      }
    }
    return runners;
  }

  /**
   * The runner class for {@code name}.
   *
   * @throws IllegalArgumentException when no runner of that name is on the classpath; the message
   *     lists those that are and names the dependency to add
   */
  public static Class<? extends PipelineRunner<?>> resolve(String name) {
    requireNonNull(name, "name");
    Map<String, Class<? extends PipelineRunner<?>>> available = available();
    String wanted = name.trim().toLowerCase(Locale.ROOT);
    for (Class<? extends PipelineRunner<?>> runner : available.values()) {
      String simple = runner.getSimpleName().toLowerCase(Locale.ROOT);
      if (wanted.equals(simple)
          || wanted.equals(runner.getName().toLowerCase(Locale.ROOT))
          || (simple.endsWith("runner")
              && wanted.equals(simple.substring(0, simple.length() - "runner".length())))) {
        return runner;
      }
    }
    String key = wanted.contains(".") ? wanted.substring(wanted.lastIndexOf('.') + 1) : wanted;
    String dependency = DEPENDENCIES.get(key.endsWith("runner") ? key : key + "runner");
    throw new IllegalArgumentException(
        "The runner '"
            + name
            + "' is not on the classpath; the runners on it are "
            + available.keySet()
            + ". "
            + (dependency == null
                ? "Add the Beam runner's artifact as a test dependency, or"
                    + " set pipespec.runner to one of those."
                : "Add "
                    + dependency
                    + " as a test dependency, or set pipespec.runner to one of"
                    + " those."));
  }
}
