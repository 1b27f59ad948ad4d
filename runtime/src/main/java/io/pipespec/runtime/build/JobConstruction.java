package io.pipespec.runtime.build;

import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.runtime.suite.JobScenarioSpec;
import io.pipespec.runtime.usercode.ScenarioTimeoutException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.UnaryOperator;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.PipelineRunner;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apache.beam.sdk.runners.PTransformMatcher;
import org.apache.beam.sdk.runners.TransformHierarchy;
import org.apache.beam.sdk.transforms.PTransform;
import org.apiguardian.api.API;

/**
 * A job scenario's build: the job on the pipeline, then each named read replaced by its input
 * (Beam's {@code Pipeline.replaceAll}, behind a retry step's failed attempt: {@link JobRetries})
 * and each named write by a step that writes nothing, its input captured. A name replaces the one
 * node it names, never another application of the same transform object. Every name is resolved
 * before anything is replaced, and a name that matches no transform or several fails the scenario
 * before it runs, listing the transforms that exist.
 *
 * <p>Then nothing else of the job may touch what is outside the test: every read no input replaces
 * and every write no output captures ({@link JobBoundary}) is refused before the run, listing each
 * with the annotation that replaces or captures it, unless the scenario lets it run as written
 * ({@code @RunsAsWritten}). What it let run is the build's {@link Constructed#asWritten()}, and is
 * told in the scenario's report entries; reads from memory ({@link JobBoundary#IN_MEMORY}) run
 * without leave and are told there too.
 */
@API(status = INTERNAL)
public final class JobConstruction implements PipelineConstruction {

  private final JobScenarioSpec scenario;
  private final java.time.Duration timeout;

  /**
   * @param timeout how long the user's {@code @Options} method may take (pipespec.timeout)
   */
  public JobConstruction(JobScenarioSpec scenario, java.time.Duration timeout) {
    this.scenario = scenario;
    this.timeout = timeout;
  }

  @Override
  public PipelineOptions options(List<String> engineArgs) throws ScenarioTimeoutException {
    return JobOptions.of(scenario, timeout, engineArgs);
  }

  /**
   * Calls the job method with the runner of its options swapped for {@link OwnPipelineRunner}, so
   * that a pipeline of its own on those options is refused before it runs; the scenario's runner is
   * back on the options once the job is built. The job is built where the pipeline stands: at its
   * root, or inside the step of a copy ({@link JobCopies}), where its transforms nest.
   */
  void buildJob(Pipeline pipeline) throws ConstructionFailure {
    PipelineOptions options = pipeline.getOptions();
    Class<? extends PipelineRunner<?>> runner = options.getRunner();
    options.setRunner(OwnPipelineRunner.class);
    OwnPipelineRunner.watch(options);
    Throwable thrown = null;
    try {
      scenario.job().build(pipeline, options.as(scenario.optionsType()));
    } catch (Throwable e) {
      thrown = e;
    } finally {
      options.setRunner(runner);
    }
    Optional<IllegalStateException> ownRun = OwnPipelineRunner.takeRefusal(options);
    if (ownRun.isPresent()) {
      throw new ConstructionFailure("the job ran a pipeline of its own:", ownRun.get());
    }
    if (thrown != null) {
      throw new ConstructionFailure(JobBuildFailure.explain(thrown), thrown);
    }
  }

  @Override
  public Constructed build(Pipeline pipeline) throws ConstructionFailure {
    buildJob(pipeline);
    TransformGraph graph = TransformGraph.of(pipeline);
    if (graph.isEmpty()) {
      throw builtNothing();
    }
    Optional<String> retried = JobRetries.told(scenario);
    JobWires wires = new JobWires();
    wires.add(scenario, pipeline, graph, UnaryOperator.identity(), true);
    return finish(pipeline, graph, retried, wires, UnaryOperator.identity());
  }

  /** The refusal of a job that built nothing on the pipeline, or in its copy's step. */
  static ConstructionFailure builtNothing() {
    return ConstructionFailure.refusal(
        "the job built nothing on the Pipeline its job method receives:",
        "The job built nothing on the Pipeline its job method receives. If it created and ran a"
            + " pipeline of its own, on options of its own, that pipeline ran as written while"
            + " the job was built, with its real reads and writes: Pipespec cannot stop a run on"
            + " a runner it did not give, and no verdict is given on it. "
            + OwnPipelineRunner.BUILD_ON_THE_GIVEN);
  }

  /** The scenario this build is of. */
  JobScenarioSpec scenario() {
    return scenario;
  }

  /**
   * Replaces what {@code wires} found, then refuses what else of the whole pipeline touches what is
   * outside the test, and tells what runs as written.
   *
   * @param graph where the names of {@code @RunsAsWritten} are found, and what a refusal lists
   * @param shown a transform's full name as the run's notes tell it
   */
  Constructed finish(
      Pipeline pipeline,
      TransformGraph graph,
      Optional<String> retried,
      JobWires wires,
      UnaryOperator<String> shown)
      throws ConstructionFailure {
    List<String> problems = wires.problems;
    Map<String, String> allowed = allowed(graph, wires.replaced, wires.captured, problems);
    fail(problems, graph);
    try {
      pipeline.replaceAll(wires.overrides);
    } catch (Throwable e) {
      throw new ConstructionFailure(
          "Beam could not replace the job's reads and writes, it threw", e);
    }
    wires.checks.forEach(Runnable::run);
    fail(problems, graph);
    JobRetries.target(pipeline, scenario);
    List<FileWriteRedirect.Moved> moved =
        FileWriteRedirect.moveFiles(pipeline, allowed, scenario.keptPaths(), problems);
    fail(problems, graph);
    Set<String> handled = new HashSet<>(wires.replaced);
    handled.addAll(wires.captured);
    JobBoundary boundary = JobBoundary.of(pipeline, handled);
    List<AsWritten> asWritten = new ArrayList<>();
    allowed.forEach(
        (name, fullName) ->
            boundary
                .exit(fullName)
                .ifPresentOrElse(
                    exit ->
                        asWritten.add(FileWriteRedirect.movedFrom(boundary.asWritten(exit), moved)),
                    () -> problems.add(JobRefusal.notAnExit(name, fullName, boundary))));
    fail(problems, graph);
    JobRefusal.refuseUnhandled(boundary, allowed.values(), pipeline);
    Map<String, String> notes = new LinkedHashMap<>();
    retried.ifPresent(told -> notes.put(RetriedStage.NOTE, told));
    for (TransformHierarchy.Node read : boundary.inMemory()) {
      notes.put(
          "pipespec.inMemoryRead." + shown.apply(read.getFullName()),
          JobBoundary.userClass(read)
              + " runs as written: it reads from memory, touching nothing outside the test");
    }
    for (AsWritten exit : asWritten) {
      notes.put(
          "pipespec.asWritten." + exit.transform(),
          exit.describe() + " ran as written (@RunsAsWritten)");
    }
    return new Constructed(
        wires.outputs,
        notes,
        Optional.of(
            new JobWiring(wires.reads, wires.writes, JobWiring.optionsOf(pipeline.getOptions()))),
        asWritten);
  }

  /**
   * The reads and writes the scenario lets run as written, each found in the graph: its name as
   * given to its full name. A name that matches no transform, or one the scenario also replaces or
   * captures, is a problem.
   */
  private Map<String, String> allowed(
      TransformGraph graph, Set<String> replaced, Set<String> captured, List<String> problems) {
    Map<String, String> allowed = new LinkedHashMap<>();
    for (String name : scenario.asWritten()) {
      String what = "@RunsAsWritten(\"" + name + "\")";
      TransformGraph.Found found = graph.find(name, what);
      if (found.node().isEmpty()) {
        problems.add(found.problem());
        continue;
      }
      String fullName = found.node().get().getFullName();
      Optional<String> holder =
          java.util.stream.Stream.concat(replaced.stream(), captured.stream())
              .filter(handled -> fullName.startsWith(handled + "/"))
              .findFirst();
      if (holder.isPresent()) {
        problems.add(
            what
                + " names '"
                + fullName
                + "', a part of '"
                + holder.get()
                + "', which the scenario "
                + (replaced.contains(holder.get()) ? "replaces with an input" : "captures")
                + ", so none of it runs. Remove it from @RunsAsWritten.");
        continue;
      }
      if (replaced.contains(fullName) || captured.contains(fullName)) {
        problems.add(
            what
                + " names '"
                + fullName
                + "', which the scenario also "
                + (replaced.contains(fullName)
                    ? "replaces with an input, so it does not run as written"
                    : "captures with @Output, so it does not run as written")
                + ". Remove it from @RunsAsWritten, or remove the "
                + (replaced.contains(fullName) ? "input" : "@Output")
                + " to let it run.");
        continue;
      }
      if (allowed.containsValue(fullName)) {
        problems.add(
            what
                + " names '"
                + fullName
                + "', which another name of @RunsAsWritten names already. Name it once.");
        continue;
      }
      allowed.put(name, fullName);
    }
    return allowed;
  }

  /**
   * Matches {@code node} alone. One transform object applied twice ({@code ReadA} and {@code ReadB}
   * of one {@code TextIO.Read}) is two nodes, and the test names one of them: matching the object
   * would replace both. The object is matched too, since a replacement takes the full name of the
   * node it replaces, and Beam checks after replacing that nothing matches any more.
   */
  static PTransformMatcher only(TransformHierarchy.Node node) {
    String fullName = node.getFullName();
    PTransform<?, ?> transform = node.getTransform();
    return applied -> applied.getTransform() == transform && applied.getFullName().equals(fullName);
  }

  private void fail(List<String> problems, TransformGraph graph) throws ConstructionFailure {
    if (!problems.isEmpty()) {
      boolean listed = problems.stream().anyMatch(p -> p.contains("listed at the end"));
      throw ConstructionFailure.refusal(
          "the job's transforms do not match the test:",
          String.join("\n", problems) + (listed ? "\n" + graph.listing() : ""));
    }
  }
}
