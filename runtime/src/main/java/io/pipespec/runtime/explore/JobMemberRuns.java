package io.pipespec.runtime.explore;

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
 * Runs the members of a job scenario's family on the DirectRunner, one pipeline each: the job is
 * built anew on every pipeline, its replaced reads delivering the member's arrangement, behind what
 * its dimensions put there (a retry's failed attempt, which the job's construction then gives the
 * {@code DoFn}s that read the read: {@code build.JobRetries}).
 *
 * <p>A job's members cannot share a pipeline as a pipeline scenario's do: the job builds on a whole
 * {@code Pipeline}, its names are found in the whole graph, and its metrics are the whole run's. So
 * members run side by side instead, up to {@link #parallelism} pipelines at once: each run has its
 * own pipeline, capture store and metrics, and Pipespec runs the DirectRunner with one worker
 * thread ({@code --targetParallelism=1}), which leaves the other cores idle when members run one by
 * one. What a member's code does outside Beam (a static it fills) may reach a member running beside
 * it: a member that fails beside others is run again alone, and its verdict is that run's.
 */
final class JobMemberRuns implements MemberRuns {

  private final JobScenarioSpec scenario;
  private final RunSettings settings;
  private final List<InputHistory<?>> histories;
  private final List<Perturbation<?>> dimensions;
  private final int parallelism;

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
    this(scenario, settings, histories, dimensions, SideBySide.parallelism());
  }

  /**
   * @param parallelism how many members run at once; 1 runs them one by one
   */
  JobMemberRuns(
      JobScenarioSpec scenario,
      RunSettings settings,
      List<InputHistory<?>> histories,
      List<Perturbation<?>> dimensions,
      int parallelism) {
    this.scenario = scenario;
    this.settings = settings;
    this.histories = List.copyOf(histories);
    this.dimensions = List.copyOf(dimensions);
    this.parallelism = Math.max(1, parallelism);
  }

  @Override
  public List<ScenarioResult> run(List<Member> members) {
    if (Math.min(parallelism, members.size()) <= 1) {
      return members.stream().map(this::runAlone).toList();
    }
    List<ScenarioResult> results = new ArrayList<>(runBeside(members));
    // Once every member of the batch has ended, so that these runs are alone.
    for (int m = 0; m < members.size(); m++) {
      if (failsAnything(results.get(m))) {
        results.set(m, runAlone(members.get(m)));
      }
    }
    return results;
  }

  /** Each member's run, up to {@link #parallelism} at once. */
  private List<ScenarioResult> runBeside(List<Member> members) {
    List<Callable<ScenarioResult>> runs = new ArrayList<>();
    for (Member member : members) {
      runs.add(() -> runAlone(member));
    }
    return SideBySide.run(runs, parallelism, "job member");
  }

  /**
   * Whether {@code result} fails one of the scenario's expectations, or the run itself failed. A
   * refusal or an expectation not judged is the same in every run, so it is not run again.
   */
  private boolean failsAnything(ScenarioResult result) {
    return result.failure().isPresent()
        || scenario.expectations().stream()
            .anyMatch(e -> result.judge(e) instanceof Judgement.Failed);
  }

  /** The member's run in a pipeline of its own, the job built anew on it. */
  private ScenarioResult runAlone(Member member) {
    List<InputSpec<?>> inputs = new ArrayList<>();
    for (int i = 0; i < histories.size(); i++) {
      inputs.add(arranged(scenario.replacements().get(i).input(), histories.get(i), member, i));
    }
    return ScenarioRunner.run(scenario.withReplacementInputs(inputs), settings);
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
