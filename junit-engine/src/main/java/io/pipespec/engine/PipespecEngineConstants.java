package io.pipespec.engine;

import static org.apiguardian.api.API.Status.STABLE;

import io.pipespec.runtime.run.RunSettings;
import org.apiguardian.api.API;

/**
 * The configuration parameters of the {@code pipespec} engine. Each may be given wherever the JUnit
 * Platform reads configuration parameters: in {@code junit-platform.properties} on the test class
 * path, as a JVM system property ({@code -Dpipespec.timeout=90s}), or in the build tool's launcher
 * configuration (Surefire's {@code configurationParameters}).
 *
 * <p>A value that cannot be read fails the engine before any scenario runs, with a message that
 * names the key, the value and the accepted forms.
 *
 * <p>The javadoc of each key ends with a {@code Values:} and a {@code Default:} paragraph, from
 * which {@code docs/reference/configuration.md} is rendered (a test of this module fails when the
 * page is out of date, or when main code reads a {@code pipespec.} key that is not declared here).
 */
@API(status = STABLE)
public final class PipespecEngineConstants {

  /** The id of the engine, as {@code --include-engine=pipespec} and unique ids spell it. */
  public static final String ENGINE_ID = "pipespec";

  /**
   * The Beam runner that runs every scenario. The runner must be on the test class path.
   *
   * <p>Values: a runner as Beam's {@code --runner} option names it, such as {@code DirectRunner} or
   * {@code FlinkRunner}, or a fully qualified runner class name.
   *
   * <p>Default: {@value RunSettings#DEFAULT_RUNNER}.
   */
  public static final String RUNNER_PROPERTY_NAME = "pipespec.runner";

  /**
   * The Beam runners that run every {@code @PipelineTest} scenario, each scenario once per runner.
   * With more than one, the test tree has a node per runner below each scenario ({@code
   * [runner:FlinkRunner]} in unique ids), each expectation's name ends with its runner in brackets,
   * and a failure says when the runners disagree. A runner that is not on the test class path, or
   * one named twice, fails discovery with the reason. {@code @Runners} on a class or scenario takes
   * precedence; {@code @FunctionTest} scenarios run on their harness, once. Set either this key or
   * {@value #RUNNER_PROPERTY_NAME}, not both.
   *
   * <p>Values: runners separated by commas, each as {@value #RUNNER_PROPERTY_NAME} takes it, such
   * as {@code DirectRunner,FlinkRunner}.
   *
   * <p>Default: the value of {@value #RUNNER_PROPERTY_NAME}.
   */
  public static final String RUNNERS_PROPERTY_NAME = "pipespec.runners";

  /**
   * Extra Beam pipeline options for every scenario. The runner is chosen with {@value
   * #RUNNER_PROPERTY_NAME}, not here.
   *
   * <p>Values: options separated by whitespace, each as {@code --name=value} (or {@code --name} for
   * a boolean flag), such as {@code --targetParallelism=2 --blockOnRun=true}.
   *
   * <p>Default: none.
   */
  public static final String PIPELINE_OPTIONS_PROPERTY_NAME = "pipespec.pipelineOptions";

  /**
   * The time one scenario's run (a pipeline, or a function's timeline) may take before it is
   * cancelled and its expectations fail with what had been captured so far.
   *
   * <p>Values: a positive duration, either a number with a unit, {@code ms}, {@code s}, {@code m}
   * or {@code h} (such as {@code 90s}, {@code 5m}, {@code 1h}), or an ISO-8601 duration (such as
   * {@code PT5M}).
   *
   * <p>It bounds, each on its own, every other piece of user code the scenario calls too: the
   * {@code @Options}, {@code @Input} and job methods and the transform under test while the
   * pipeline is built, and the judging of each expectation ({@code @Satisfies} checkers, {@code
   * from} methods). Code past it is interrupted, on a daemon thread, and the scenario (or the
   * expectation) fails naming the method and this setting; the next scenario runs.
   *
   * <p>Default: 5 minutes ({@link RunSettings#DEFAULT_TIMEOUT}).
   */
  public static final String TIMEOUT_PROPERTY_NAME = "pipespec.timeout";

  /**
   * Which options Pipespec sets on the runner before {@value #PIPELINE_OPTIONS_PROPERTY_NAME}. A
   * pipeline option of the same name always replaces a faithful one.
   *
   * <p>Values: {@code faithful} (the options that make event time behave as Beam's model says, such
   * as {@code --parallelism=1 --maxBundleSize=1} on Flink; see {@code FlinkDefaults}) or {@code
   * production} (none of them: the runner's own settings) or {@code both} (on FlinkRunner, each
   * pipeline scenario runs both ways: the faithful run's verdicts count, and a verdict the
   * production run does not share is said in the failure or in a note; on a runner that knows no
   * such difference, one faithful run).
   *
   * <p>Default: {@code faithful}.
   */
  public static final String RUNNER_DEFAULTS_PROPERTY_NAME = "pipespec.runnerDefaults";

  /**
   * Whether test classes and scenarios run in parallel, through the JUnit Platform's hierarchical
   * executor. Each scenario is one run on its own threads; the expectations of a scenario are
   * always judged one after the other, on the thread that ran it. The results are the same as in a
   * serial run, only sooner.
   *
   * <p>Values: {@code true} or {@code false}.
   *
   * <p>Default: {@code false}.
   */
  public static final String PARALLEL_ENABLED_PROPERTY_NAME = "pipespec.parallel.enabled";

  /**
   * The prefix of the keys that size the parallel executor, as JUnit Jupiter's {@code
   * junit.jupiter.execution.parallel.config.*} keys do. Read only when {@value
   * #PARALLEL_ENABLED_PROPERTY_NAME} is {@code true}.
   *
   * <p>Values: {@code pipespec.parallel.config.strategy} ({@code dynamic}, {@code fixed} or {@code
   * custom}), {@code pipespec.parallel.config.dynamic.factor}, {@code
   * pipespec.parallel.config.fixed.parallelism}, {@code
   * pipespec.parallel.config.fixed.max-pool-size}, and {@code
   * pipespec.parallel.config.executor-service} ({@code fork_join_pool} or {@code
   * worker_thread_pool}), each as its {@code junit.jupiter.execution.parallel.config.*} namesake
   * takes it.
   *
   * <p>Default: the platform's, a dynamic strategy with factor 1 (one worker per core).
   */
  public static final String PARALLEL_CONFIG_PREFIX = "pipespec.parallel.config.";

  /**
   * Which scenarios get a timeline report, a self-contained HTML page that draws what happened in
   * event time (windows, panes, element timestamps, the watermark, each expectation's scope and
   * verdict). Each failure message of a scenario with a page ends with the page's path, and the
   * page is published as a file entry of the scenario. An {@code index.html} beside the pages lists
   * every scenario that ran, in every test JVM of the build (Surefire's {@code forkCount} above 1),
   * with its verdicts and when they were written.
   *
   * <p>Values: {@code failures} (scenarios with a failed or refused expectation), {@code all}, or
   * {@code none}.
   *
   * <p>Default: {@code failures}.
   */
  public static final String REPORTS_PROPERTY_NAME = "pipespec.reports";

  /**
   * The directory the timeline reports go to; pages are written to {@code <dir>/<test
   * class>/<scenario>.html}.
   *
   * <p>Values: a directory, absolute or relative to the working directory (the module's directory
   * under Maven).
   *
   * <p>Default: {@code target/pipespec-reports}.
   */
  public static final String REPORTS_DIR_PROPERTY_NAME = "pipespec.reports.dir";

  /**
   * Where the expectations of a pipeline or job scenario's outputs are judged (see
   * docs/assertions.md, "Judging on the runner").
   *
   * <p>Values: {@code jvm} (every element comes back to the test JVM and is judged there) or {@code
   * runner} (the pipeline compares each output with its {@code @ExpectContains},
   * {@code @ExpectSnapshot} (whose file it reads itself) and {@code @ExpectCount} expectations, in
   * their {@code @Window}/{@code @Pane} scope and {@code @Where} filter, and folds it for
   * {@code @ExpectSum} and {@code @ExpectHash}; only the totals and the first differing elements
   * come back, so that the test JVM's heap does not grow with the output; expectations that read
   * the elements themselves, snapshots being recorded or updated, and comparisons of outputs whose
   * coder is not deterministic, are refused with the reason; exploration is refused), or {@code
   * auto} (as {@code runner} for the outputs whose expectations the pipeline can all judge, when
   * the pipeline runs on a cluster ({@code pipespec.flink.cluster=local} or {@code host:port}) or
   * one of them expects at least {@value #JUDGE_THRESHOLD_PROPERTY_NAME} elements; as {@code jvm}
   * for the others). Function tests have no pipeline and are always judged in the JVM.
   *
   * <p>Default: {@code jvm}.
   */
  public static final String JUDGE_PROPERTY_NAME = "pipespec.judge";

  /**
   * With {@code pipespec.judge=auto}, the fewest expected elements for which an output is judged on
   * the runner (on a cluster, every output the runner can judge whole is, whatever its size).
   *
   * <p>Values: a positive whole number, such as {@code 100000} ({@code _} allowed between digits):
   * an output is judged on the runner when one of its expectations expects at least that many
   * elements (the literals or {@code from} values of an {@code @ExpectContains}, the lines a
   * snapshot's header counts, the count of an {@code @ExpectCount}). Read only with {@code
   * pipespec.judge=auto}.
   *
   * <p>Default: {@code 100000}.
   */
  public static final String JUDGE_THRESHOLD_PROPERTY_NAME = "pipespec.judge.threshold";

  /**
   * What a run does with the snapshot files of {@code @ExpectSnapshot} (see docs/snapshots.md).
   *
   * <p>Values: {@code verify} (compare each output with its file and write none; a missing file
   * fails and says how to record it), {@code record} (write the files that are missing, and pass
   * with a note on standard error; verify those that exist) or {@code update} (write the missing
   * files and rewrite those that differ from the output, with a note of what changed; leave the
   * others untouched). Exploration's perturbed runs only ever verify. In every mode, the files in a
   * test class's folder that none of its expectations reads are named on standard error.
   *
   * <p>Default: {@code verify}.
   */
  public static final String SNAPSHOTS_PROPERTY_NAME = "pipespec.snapshots";

  /**
   * The directory the snapshot files of {@code @ExpectSnapshot} are read from and written to; a
   * file's path below it is {@code <package>/<TestClass>/<Scenario>.<output>.<method>.snapshot}.
   * The files are read from this directory, not from the class path, so that a file just recorded
   * or edited is used at once.
   *
   * <p>Values: a directory, absolute or relative to the module's directory (the system property
   * {@code basedir}, which Maven Surefire sets, else the working directory).
   *
   * <p>Default: {@code src/test/resources}.
   */
  public static final String SNAPSHOTS_DIR_PROPERTY_NAME = "pipespec.snapshots.dir";

  /**
   * What a run does with the shape files of {@code @ExpectShape} (see docs/shapes.md), which are
   * kept in the directory of {@value #SNAPSHOTS_DIR_PROPERTY_NAME}, at {@code
   * <package>/<TestClass>/<Scenario>.<method>.shape}. Set apart from {@value
   * #SNAPSHOTS_PROPERTY_NAME}: recording new outputs is not accepting a change of the job's shape.
   *
   * <p>Values: {@code verify} (compare the shape of each scenario's pipeline with its file and
   * write none; a missing file fails and says how to record it; a change that would break an update
   * of the running job fails, each named with the reason and the fix; safe changes pass and are
   * listed on standard error), {@code record} (write the files that are missing, with a note on
   * standard error; verify those that exist) or {@code update} (write the missing files and rewrite
   * those that differ, with a note of what changed, breaking or safe). Exploration's perturbed runs
   * only ever verify.
   *
   * <p>Default: {@code verify}.
   */
  public static final String SHAPES_PROPERTY_NAME = "pipespec.shapes";

  /**
   * What a run does with the savepoints of take-over scenarios (a {@code "savepoint"} step in a
   * timeline), kept beside the test as {@code <Class>/<Class>.<scenario>.savepoint/} under {@code
   * pipespec.snapshots.dir}.
   *
   * <p>Values: {@code verify} (restore the current code from the recorded savepoint and write none;
   * a missing savepoint fails and says how to record it), {@code record} (run the first phase with
   * the current code and keep its savepoint where none is recorded, with a note on standard error;
   * restore from those that exist) or {@code update} (record every take-over's savepoint anew).
   * Record from the version of the job that runs in production: it is what the next version must
   * take over from.
   *
   * <p>Default: {@code verify}.
   */
  public static final String SAVEPOINTS_PROPERTY_NAME = "pipespec.savepoints";

  /**
   * Whether every scenario is explored ({@code on}) or only those whose class carries
   * {@code @Explore} ({@code off}): after the run as written, the scenario runs again under
   * perturbations that a real runner may make (the order and bundles of the elements between two
   * advances, how combiners cut their inputs, fresh function instances), each judged by the same
   * expectations. A scenario with nothing to perturb, or on a runner other than the DirectRunner,
   * is left as written and its report says why; one that asks with {@code @Explore} is refused
   * instead.
   *
   * <p>Values: {@code on} or {@code off}.
   *
   * <p>Default: {@code off}.
   */
  public static final String EXPLORE_PROPERTY_NAME = "pipespec.explore";

  /**
   * How much exploring one scenario may do where its {@code @Explore} does not say.
   *
   * <p>Values: a number of members to run ({@code 200}) or a duration ({@code 30s}, {@code 2m}).
   *
   * <p>Default: 50 members for a pipeline or job scenario, 500 for a function scenario, within one
   * minute.
   */
  public static final String EXPLORE_BUDGET_PROPERTY_NAME = "pipespec.explore.budget";

  /**
   * Whether exploration on a runner that restarts a job from its checkpoints (FlinkRunner) tries a
   * {@code "fail and restart"} after each step of a scenario's timeline, in order, within the
   * budget; the first step after which an expectation fails is printed as a scenario to paste.
   * Applies to the scenarios explored ({@code @Explore}, or {@value #EXPLORE_PROPERTY_NAME}).
   *
   * <p>Values: {@code on} or {@code off}.
   *
   * <p>Default: {@code off}: on FlinkRunner exploration is skipped with the reason.
   */
  public static final String EXPLORE_RESTARTS_PROPERTY_NAME = "pipespec.explore.restarts";

  /**
   * The seed exploration draws its members from: the seed a report or failure printed replays that
   * exploration exactly.
   *
   * <p>Values: a whole number.
   *
   * <p>Default: a seed per scenario drawn from its class and name, the same in every run.
   */
  public static final String EXPLORE_SEED_PROPERTY_NAME = "pipespec.explore.seed";

  /**
   * The seed a generated scenario ({@code @Generate}) draws its inputs from: the seed a failure
   * printed replays its inputs exactly. A seed that failed last time is tried first all the same.
   *
   * <p>Values: a whole number.
   *
   * <p>Default: a seed per scenario drawn from its class and name, the same in every run.
   */
  public static final String GENERATE_SEED_PROPERTY_NAME = "pipespec.generate.seed";

  /**
   * How many inputs a generated scenario tries where its {@code @Generate} gives no number.
   *
   * <p>Values: a positive whole number.
   *
   * <p>Default: 100.
   */
  public static final String GENERATE_TRIES_PROPERTY_NAME = "pipespec.generate.tries";

  /**
   * On Beam's FlinkRunner ({@code io.pipespec:pipespec-flink}), which Flink cluster runs the
   * scenarios. Read by {@code pipespec-flink}'s {@code FlinkClusterSetting}.
   *
   * <p>Values: {@code embedded} (Beam's mini-cluster in the test JVM), {@code local} (a JobManager
   * and a TaskManager in JVMs of their own on this machine, started once per test run and stopped
   * with it) or {@code host:port} (the REST endpoint of a running Flink 1.19 cluster, which needs
   * {@value #FLINK_CAPTURE_LOCATION_PROPERTY_NAME}).
   *
   * <p>Default: {@code embedded}.
   */
  public static final String FLINK_CLUSTER_PROPERTY_NAME = "pipespec.flink.cluster";

  /**
   * For {@value #FLINK_CLUSTER_PROPERTY_NAME} {@code = host:port}: where the capture files go; it
   * becomes each run's {@code --tempLocation}. Not needed when {@value
   * #PIPELINE_OPTIONS_PROPERTY_NAME} gives a {@code --tempLocation}.
   *
   * <p>Values: a directory that the cluster's TaskManagers and the test JVM both read and write (a
   * path on a shared file system).
   *
   * <p>Default: none.
   */
  public static final String FLINK_CAPTURE_LOCATION_PROPERTY_NAME =
      "pipespec.flink.captureLocation";

  private PipespecEngineConstants() {}
}
