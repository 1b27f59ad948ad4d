package io.pipespec.runtime.verdict.shape;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.apiguardian.api.API;

/**
 * What of a built pipeline decides whether a new version can take over a running one's state: the
 * full name of every transform, what each stateful one keeps (its key and window coders, its state
 * and timer declarations with their coders), and each collection's coder and windowing. An
 * immutable value, sorted by name, so that two builds of the same pipeline give equal shapes.
 *
 * @param transforms every transform but those the test stood in for, by full name
 * @param collections every collection read or written by a recorded transform, by name
 * @param standIns the top-level inputs the test fed itself (a pipeline test's {@code @Input}s),
 *     which are not part of the job and not recorded
 */
@API(status = INTERNAL)
public record JobShape(
    List<Transform> transforms, List<Collection> collections, List<String> standIns) {

  public JobShape {
    transforms = transforms.stream().sorted(Comparator.comparing(Transform::name)).toList();
    collections = collections.stream().sorted(Comparator.comparing(Collection::name)).toList();
    standIns = standIns.stream().sorted().toList();
  }

  /** The transform of that full name. */
  public Optional<Transform> transform(String name) {
    return transforms.stream().filter(t -> t.name().equals(name)).findFirst();
  }

  /** The collection of that name. */
  public Optional<Collection> collection(String name) {
    return collections.stream().filter(c -> c.name().equals(name)).findFirst();
  }

  /**
   * One transform, composite or primitive.
   *
   * @param name its full name, such as {@code Sessions/Count/ParMultiDo(Count)}, on which Flink's
   *     operator ids and Dataflow's update matching rest
   * @param type its class, without the package for Beam's own ({@code ParDo$MultiOutput})
   * @param inputs the names of its main inputs
   * @param sideInputs the names of the collections its side inputs view
   * @param outputs the names of its outputs
   * @param keyed what it keeps per key and window, when it is stateful
   * @param replaced whether the test replaced it (a job test's read or captured write): its inner
   *     steps are the test's, not recorded
   */
  public record Transform(
      String name,
      String type,
      List<String> inputs,
      List<String> sideInputs,
      List<String> outputs,
      Optional<Keyed> keyed,
      boolean replaced) {
    public Transform {
      requireNonNull(name, "name");
      requireNonNull(type, "type");
      inputs = inputs.stream().sorted().toList();
      sideInputs = sideInputs.stream().sorted().toList();
      outputs = outputs.stream().sorted().toList();
      requireNonNull(keyed, "keyed");
    }

    /** Whether it keeps state that a new version must be able to read. */
    public boolean stateful() {
      return keyed.isPresent();
    }
  }

  /**
   * What a stateful transform keeps per key and window: a stateful {@code DoFn}'s declarations, a
   * {@code GroupByKey}'s buffered values, a {@code Combine.perKey}'s accumulators.
   *
   * @param what what keeps it: {@code DoFn com.example.Batcher}, {@code GroupByKey}, {@code Combine
   *     com.example.SumFn}
   * @param keyCoder the coder of the keys, which the state is partitioned by
   * @param windowCoder the coder of the windows, which the state is namespaced by
   * @param states its state declarations, by id
   * @param timers its timer declarations, by id
   */
  public record Keyed(
      String what, String keyCoder, String windowCoder, List<State> states, List<Timer> timers) {
    public Keyed {
      requireNonNull(what, "what");
      requireNonNull(keyCoder, "keyCoder");
      requireNonNull(windowCoder, "windowCoder");
      states = states.stream().sorted(Comparator.comparing(State::id)).toList();
      timers = timers.stream().sorted(Comparator.comparing(Timer::id)).toList();
    }

    /** The state of that id. */
    public Optional<State> state(String id) {
      return states.stream().filter(s -> s.id().equals(id)).findFirst();
    }

    /** The timer of that id. */
    public Optional<Timer> timer(String id) {
      return timers.stream().filter(t -> t.id().equals(id)).findFirst();
    }
  }

  /**
   * One state declaration.
   *
   * @param id its {@code @StateId}, or what a runner keeps for a transform ({@code grouped values},
   *     {@code accumulators})
   * @param kind {@code value}, {@code bag}, {@code combining}, {@code map}, {@code set}, {@code
   *     multimap}, {@code orderedList}
   * @param coder the coder its values are saved with
   * @param inferred whether the declaration gave no coder and Pipespec inferred it from the
   *     declared type, as Beam does when the pipeline runs
   */
  public record State(String id, String kind, String coder, boolean inferred) {
    public State {
      requireNonNull(id, "id");
      requireNonNull(kind, "kind");
      requireNonNull(coder, "coder");
    }
  }

  /**
   * One timer or timer family declaration.
   *
   * @param id its {@code @TimerId} or {@code @TimerFamily}
   * @param domain {@code EVENT_TIME}, {@code PROCESSING_TIME} or {@code
   *     SYNCHRONIZED_PROCESSING_TIME}, preceded by {@code family } for a timer family
   */
  public record Timer(String id, String domain) {
    public Timer {
      requireNonNull(id, "id");
      requireNonNull(domain, "domain");
    }
  }

  /**
   * One collection.
   *
   * @param name its name, such as {@code Sessions/Count/ParMultiDo(Count).output}, or {@code input
   *     'events'} for what a pipeline test's input feeds
   * @param coder its coder
   * @param windowing its windowing strategy
   */
  public record Collection(String name, String coder, String windowing) {
    public Collection {
      requireNonNull(name, "name");
      requireNonNull(coder, "coder");
      requireNonNull(windowing, "windowing");
    }
  }
}
