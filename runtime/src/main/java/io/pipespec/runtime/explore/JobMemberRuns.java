package io.pipespec.runtime.explore;

import io.pipespec.runtime.build.JobCopies;
import io.pipespec.runtime.run.Judgement;
import io.pipespec.runtime.run.RunSettings;
import io.pipespec.runtime.run.ScenarioResult;
import io.pipespec.runtime.run.ScenarioRunner;
import io.pipespec.runtime.suite.InputSpec;
import io.pipespec.runtime.suite.JobScenarioSpec;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.apache.beam.sdk.transforms.PTransform;
import org.apache.beam.sdk.values.PBegin;
import org.apache.beam.sdk.values.PCollection;

/**
 * Runs the members of a job scenario's family on the DirectRunner, up to {@link Explorer#BATCH} in
 * a pipeline: the job is built anew for each member, inside a step of its own ({@code
 * build.JobCopies}), its replaced reads delivering the member's arrangement, behind what its
 * dimensions put there (a retry's failed attempt, which the job's construction then gives the
 * {@code DoFn}s that read the read: {@code build.JobRetries}). Each member's outputs and the
 * metrics of its steps are picked out of the run ({@code ScenarioResult#copy}).
 *
 * <p>A job whose test reads what is the whole run's (what it lets run as written, effects, shape,
 * restarts) runs a pipeline per member ({@code JobCopies#notCopyable}). Pipelines run side by side,
 * up to {@link #parallelism} at once: a member's pipeline has few bundles ready at a time, which
 * leaves the other cores mostly idle when pipelines run one by one.
 *
 * <p>What a member's code does outside Beam (a static it fills) may reach a member running beside
 * it, in its pipeline or another: a member that fails anything beside others, or whose pipeline
 * failed, is run again alone, and its verdict is that run's. So a failing verdict is always a run
 * of the member alone.
 */
final class JobMemberRuns implements MemberRuns {

  private final JobScenarioSpec scenario;
  private final RunSettings settings;
  private final List<InputHistory<?>> histories;
  private final List<Perturbation<?>> dimensions;
  private final int parallelism;
  private final int batchSize;

  /** The bundles past which a member runs in a pipeline of its own ({@link #pipelines}). */
  static final int ALONE_BUNDLES = 64;

  /** Whether members run as copies of the job in shared pipelines ({@code JobCopies}). */
  private final boolean copied;

  /**
   * @param dimensions what the members vary besides orders and bundles, applied to each member's
   *     replaced reads ({@link Perturbation#beforeMember}): a retry's failed attempt goes there,
   *     and the job's construction gives it the {@code DoFn}s that read it
   */
  JobMemberRuns(
      JobScenarioSpec scenario,
      RunSettings settings,
      List<InputHistory<?>> histories,
      List<Perturbation<?>> dimensions) {
    this(scenario, settings, histories, dimensions, Explorer.BATCH, SideBySide.parallelism());
  }

  /**
   * @param batchSize how many members share a pipeline at most, when the job can be copied; 1 runs
   *     a pipeline per member
   * @param parallelism how many pipelines run at once; 1 runs them one by one
   */
  JobMemberRuns(
      JobScenarioSpec scenario,
      RunSettings settings,
      List<InputHistory<?>> histories,
      List<Perturbation<?>> dimensions,
      int batchSize,
      int parallelism) {
    this.scenario = scenario;
    this.settings = settings;
    this.histories = List.copyOf(histories);
    this.dimensions = List.copyOf(dimensions);
    this.batchSize = Math.max(1, batchSize);
    this.parallelism = Math.max(1, parallelism);
    this.copied = this.batchSize > 1 && JobCopies.notCopyable(scenario).isEmpty();
  }

  /**
   * The members as copies of the job, at most {@link #batchSize} in a pipeline when the job can be
   * copied and one otherwise, a member of more than {@link #ALONE_BUNDLES} bundles in a pipeline of
   * its own; a member that does not pass what it judges beside others is run again alone, once
   * every pipeline has ended.
   */
  @Override
  public List<ScenarioResult> run(List<Member> members) {
    List<List<Integer>> pipelines = pipelines(members);
    List<Callable<ScenarioResult>> runs = new ArrayList<>();
    for (List<Integer> pipeline : pipelines) {
      if (pipeline.size() == 1) {
        // Alone, built as the job is: its failures name the job's transforms as written.
        Member member = members.get(pipeline.get(0));
        runs.add(() -> runAlone(member));
        continue;
      }
      List<JobScenarioSpec> copies =
          pipeline.stream().map(m -> memberScenario(members.get(m))).toList();
      runs.add(
          () -> ScenarioRunner.run(scenario, settings, new JobCopies(copies, settings.timeout())));
    }
    List<ScenarioResult> ran = SideBySide.run(runs, parallelism, "explored job");
    boolean beside = pipelines.size() > 1 && parallelism > 1;
    ScenarioResult[] results = new ScenarioResult[members.size()];
    for (int p = 0; p < pipelines.size(); p++) {
      List<Integer> pipeline = pipelines.get(p);
      boolean together = pipeline.size() > 1 || beside;
      for (int c = 0; c < pipeline.size(); c++) {
        Member member = members.get(pipeline.get(c));
        ScenarioResult copy = pipeline.size() == 1 ? ran.get(p) : ran.get(p).copy(c);
        results[pipeline.get(c)] =
            together && !passesWhatItJudges(member, copy) ? runAlone(member) : copy;
      }
    }
    return List.of(results);
  }

  /**
   * The members' indices cut into the pipelines that run them: each member of more than {@link
   * #ALONE_BUNDLES} bundles alone, first; the others in order, as {@link SideBySide#pipelines} cuts
   * them. The DirectRunner's work per bundle grows with the transforms of the pipeline, which has
   * the transforms of every copy: a member of hundreds of bundles took three times as long in a
   * pipeline of eight copies as alone.
   */
  List<List<Integer>> pipelines(List<Member> members) {
    List<List<Integer>> pipelines = new ArrayList<>();
    List<Integer> shared = new ArrayList<>();
    for (int m = 0; m < members.size(); m++) {
      if (bundles(members.get(m)) > ALONE_BUNDLES) {
        pipelines.add(List.of(m));
      } else {
        shared.add(m);
      }
    }
    if (!shared.isEmpty()) {
      pipelines.addAll(SideBySide.pipelines(shared, copied ? batchSize : 1, parallelism));
    }
    return pipelines;
  }

  /** The bundles {@code member}'s arrangements cut its inputs into. */
  private static int bundles(Member member) {
    int bundles = 0;
    for (List<Arrangement> input : member.inputs()) {
      for (Arrangement arrangement : input) {
        bundles += arrangement.cuts().size() + 1;
      }
    }
    return bundles;
  }

  /**
   * Whether {@code result}, {@code member}'s, ran and passes every expectation the member judges:
   * an expectation a dimension it varies changes by Beam's own definition is not judged on it
   * ({@link Family#judges}), so its verdict is no reason to run the member again.
   */
  private boolean passesWhatItJudges(Member member, ScenarioResult result) {
    return result.failure().isEmpty()
        && scenario.expectations().stream()
            .filter(e -> Family.judges(dimensions, member, e))
            .allMatch(e -> result.judge(e) instanceof Judgement.Passed);
  }

  /** The member's run in a pipeline of its own, the job built anew on it. */
  private ScenarioResult runAlone(Member member) {
    return ScenarioRunner.run(memberScenario(member), settings);
  }

  /** The scenario with the member's arranged inputs in place of its replaced reads' inputs. */
  JobScenarioSpec memberScenario(Member member) {
    List<InputSpec<?>> inputs = new ArrayList<>();
    for (int i = 0; i < histories.size(); i++) {
      inputs.add(arranged(scenario.replacements().get(i).input(), histories.get(i), member, i));
    }
    return scenario.withReplacementInputs(inputs);
  }

  @SuppressWarnings("unchecked") // the history was read from this very input
  private static <T> InputHistory<T> typed(InputHistory<?> history) {
    return (InputHistory<T>) history;
  }

  private <T> InputSpec<T> arranged(
      InputSpec<T> input, InputHistory<?> history, Member member, int index) {
    InputHistory<T> typed = typed(history);
    List<Arrangement> arrangements = member.inputs().get(index);
    return input.withSource(() -> new Perturbed<>(typed, arrangements, dimensions, member, index));
  }

  /** A member's arranged source of one replaced read, then what its dimensions put behind it. */
  private static final class Perturbed<T> extends PTransform<PBegin, PCollection<T>> {
    private final transient InputHistory<T> history;
    private final transient List<Arrangement> arrangements;
    private final transient List<Perturbation<?>> dimensions;
    private final transient Member member;
    private final int index;

    Perturbed(
        InputHistory<T> history,
        List<Arrangement> arrangements,
        List<Perturbation<?>> dimensions,
        Member member,
        int index) {
      this.history = history;
      this.arrangements = arrangements;
      this.dimensions = dimensions;
      this.member = member;
      this.index = index;
    }

    @Override
    public PCollection<T> expand(PBegin begin) {
      PCollection<T> read = begin.apply("Arranged", history.source(arrangements));
      for (Perturbation<?> dimension : dimensions) {
        read = before(dimension, read);
      }
      return read;
    }

    private <V> PCollection<T> before(Perturbation<V> dimension, PCollection<T> read) {
      return dimension.beforeMember(member.value(dimension), member, history, index, read);
    }
  }
}
