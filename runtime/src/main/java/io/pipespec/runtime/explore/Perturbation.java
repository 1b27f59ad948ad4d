package io.pipespec.runtime.explore;

import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.FunctionTimeline;
import io.pipespec.runtime.suite.ScenarioSpec;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.values.PCollection;

/**
 * One way a member of a scenario's family may vary besides the order and bundles of each segment
 * (which every member varies): a dimension of the family, such as a fresh {@code DoFn} instance per
 * bundle ({@link FreshInstances}) or combiners that merge in another order ({@link CombinerCuts}).
 * A member holds one value per dimension ({@link Member#value}); the value as written is what a run
 * does when nothing is perturbed.
 *
 * <p>A perturbation says, in one place, everything exploration needs of it: whether a family can
 * vary along it ({@link #availability}, and why not, for the exploration's summary); the values its
 * members take, structured ({@link #structured}) and random ({@link #random}); how a failing value
 * shrinks ({@link #smaller}); how a member with it is told ({@link #told}) and pasted ({@link
 * #pasted}); and how a run realizes it: on the function harness ({@link #onHarness}) and in a batch
 * of pipeline members ({@link #inPipeline}). A new perturbation is a class of its own and a line in
 * {@link Dimensions#STANDARD}; docs/architecture.md has the recipe.
 *
 * @param <V> the values a member takes along it, with {@code equals} and {@code hashCode}
 */
interface Perturbation<V> {

  /** Its name in messages and summaries, and its key in a member: "DoFn instances". */
  String name();

  /** Whether the family of {@code scenario} can vary along this dimension, and why not. */
  Availability availability(ScenarioSpec scenario);

  /** The value of a member that is not perturbed along this dimension. */
  V asWritten();

  /** How many values a member may take along it, the written one included, for the family size. */
  int values();

  /**
   * The structured members this dimension adds, tried before the random ones because they are the
   * most likely to break a transform that depends on it; made from the written member and the
   * arrangements of {@code shapes}.
   */
  List<Member> structured(Member written, Shapes shapes, long seed);

  /** A random value, for a random member; draws from {@code random} only what it needs. */
  V random(SplittableRandom random);

  /**
   * The values a failing {@code value} shrinks to, closest to the written one first; empty for the
   * written value.
   */
  List<V> smaller(V value);

  /** What a member with {@code value} does otherwise than the written run; empty for none. */
  Optional<String> told(V value);

  /**
   * What a member with {@code value} does otherwise, told with the elements of {@code inputs} as
   * {@code member} delivers them, for a dimension whose value names a place in a delivery; by
   * default {@link #told(Object)}.
   */
  default Optional<String> told(V value, Member member, List<ExploredInput> inputs) {
    return told(value);
  }

  /**
   * Why a member perturbed along this dimension cannot judge {@code expectation}, if it cannot: the
   * perturbation changes what the expectation reads by Beam's own definition (a retry's attempted
   * metrics count the failed attempt), so a difference there says nothing of the transform. Such a
   * member is not judged on it, and the exploration's summary says so; empty for most.
   */
  default Optional<String> notJudged(ExpectationSpec expectation) {
    return Optional.empty();
  }

  /**
   * How a member with {@code value} is written in a scenario to paste, or why no {@code @Scenario}
   * can say it (the pasted scenario would then not fail as written).
   */
  Pasted pasted(V value);

  /**
   * How a member with {@code value} is written in a scenario of {@code scenario}'s kind to paste;
   * by default {@link #pasted(Object)}.
   */
  default Pasted pasted(V value, ScenarioSpec scenario) {
    return pasted(value);
  }

  /**
   * Whether a member with {@code value} that fails an expectation in a batch of pipeline members is
   * run again alone, its verdict taken from that run: what it does outside Beam (a static it fills)
   * the other members of its pipeline see, and theirs it.
   */
  default boolean confirmedAlone(V value) {
    return false;
  }

  /**
   * Input {@code input} of member {@code member}, whose value is {@code value}, as its copy of the
   * transform under test reads it in a batch of pipeline members, or as a job member's job reads
   * its replaced read (whose construction does what {@link #inPipeline} does: {@code
   * build.JobRetries}); by default {@code collection}.
   */
  default <T> PCollection<T> beforeMember(
      V value, Member member, InputHistory<T> history, int input, PCollection<T> collection) {
    return collection;
  }

  /** The delivery of a function scenario's timeline, with {@code value} applied. */
  default <K, X, O> FunctionTimeline.Delivery<K, X, O> onHarness(
      V value, FunctionTimeline.Delivery<K, X, O> delivery) {
    return delivery;
  }

  /**
   * Applies each member's value to its copy of the transform under test in a batch of pipeline
   * members: member {@code m}'s copy is every transform named {@code "Member m/..."} ({@link
   * MemberBatch#MEMBER}); {@code values.get(m)} is its value.
   */
  default void inPipeline(Pipeline pipeline, List<V> values) {}

  /** Whether a family can vary along a dimension. */
  sealed interface Availability {
    /** It can. */
    record Available() implements Availability {}

    /** There is nothing to vary (a transform without combiners): not worth a line of summary. */
    record NothingToVary() implements Availability {}

    /** It cannot, for {@code reason}: said in the exploration's summary, never skipped silently. */
    record Unavailable(String reason) implements Availability {}
  }

  /** How a member's value is written in a scenario to paste. */
  sealed interface Pasted {
    /** Nothing to write: the scenario as pasted runs this value. */
    record Nothing() implements Pasted {}

    /**
     * A step of its own in the pasted timeline: {@code step}, in the {@code bundle}-th bundle of
     * elements the member delivers (from 0, across segments), after its first {@code afterElements}
     * elements.
     */
    record Step(int bundle, int afterElements, String step) implements Pasted {}

    /**
     * No {@code @Scenario} can say it, for {@code reason}: the finding prints the failing arrival
     * and the seed that replays it instead of a scenario, which would not fail as written.
     */
    record Unwritable(String reason) implements Pasted {}
  }

  /** The arrangements of every segment that structured members are made of. */
  interface Shapes {
    /** Every segment reversed, in one bundle. */
    Member reversed();

    /** Every segment as written, in one bundle. */
    Member wholeSegments();
  }
}
