package io.pipespec.runtime.explore;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.runtime.capture.CapturedOutput;
import io.pipespec.runtime.run.ScenarioResult;
import io.pipespec.runtime.suite.ExpectationSpec;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apiguardian.api.API;
import org.opentest4j.AssertionFailedError;

/**
 * One expectation that passes as written and fails on a member of the scenario's family, with the
 * smallest such member exploration found.
 *
 * @param expectation the expectation method's name
 * @param cause what the failure is put down to
 * @param member the smallest failing member
 * @param differences what the member does otherwise than the written run, one line each ("{@code
 *     b @ 00:02} arrives before {@code a @ 00:01} in the segment before {@code watermark 00:10}")
 * @param lanes the written and the failing arrival of each segment that differs, for the report
 * @param scenario the member as a {@code @Scenario} to paste into the test class; empty for a
 *     nondeterministic transform, whose failure no scenario replays, and for a member that cannot
 *     be pasted ({@code unpastable})
 * @param pasteInto where the pasted scenario goes, after "paste": "into the test class", or for a
 *     class that is its own scenario, how to make room for it
 * @param replaysOn where the pasted scenario runs and fails: "the DirectRunner", "the function
 *     harness"
 * @param failure the expectation's own failure on the member
 * @param membersBeforeFinding how many members ran before the first that failed it
 * @param variation for a nondeterministic transform ({@link Cause#NONDETERMINISTIC}), how the
 *     verdicts of the same arrangements run again varied
 * @param unpastable why the member cannot be written as a scenario to paste (an element of it has
 *     no literal form), and how it arrives instead
 * @param outputs what each output of the member captured, for the report to draw the failing run
 */
@API(status = INTERNAL)
public record Finding(
    String expectation,
    Cause cause,
    Member member,
    List<String> differences,
    List<SegmentLanes> lanes,
    String scenario,
    String pasteInto,
    String replaysOn,
    Throwable failure,
    int membersBeforeFinding,
    Optional<String> variation,
    Optional<Unpastable> unpastable,
    Map<String, CapturedOutput<?>> outputs) {

  /** What a failure on a member of the family is put down to. */
  public enum Cause {
    /**
     * The transform's result depends on arrival order, bundling, instances or combining: what the
     * output settles to differs between the written run and the member.
     */
    TRANSFORM(
        "the transform's result depends on how the runner delivers the elements: what the output"
            + " settles to (the last pane of each key in each window, or all its panes when they discard)"
            + " differs from the written run's"),
    /**
     * The expectation reads no output (the function's state or timers, the effects outside Beam,
     * the metrics), and what it reads differs between the written run and the member.
     */
    BEHAVIOUR(
        "the transform's behaviour depends on how the runner delivers the elements: what this"
            + " expectation reads (no output: the function's state or timers, the effects made"
            + " outside Beam, or the metrics) differs from the written run's"),
    /**
     * The output settles to the same result; only how it is cut into panes differs, which Beam's
     * model lets arrival order decide (early panes of a count trigger, pane indexes).
     */
    PANES(
        "this expectation judges panes whose contents depend on arrival order by Beam's model:"
            + " the output settles to the same result as written, only its panes are cut"
            + " differently; judge the final or on-time pane, or exclude the expectation with"
            + " @NotExplored(\"why\")"),
    /**
     * What the output settles to cannot be told, so neither of the above is claimed: its panes
     * accumulate and are numbered per key, and the keys of its elements cannot be read (they are
     * not {@code KV}s, or a key has several elements in one pane).
     */
    TRANSFORM_OR_PANES(
        "the output differs from the written run's, and Pipespec cannot tell whether only its panes"
            + " are cut differently: its panes accumulate and are numbered per key, and the keys of"
            + " its elements cannot be read (they are not key-value pairs, or a key has several"
            + " elements in one pane), so what each key settles to is unknown; compare the last"
            + " pane of each key in the failing run with the written run's: if they differ, the"
            + " transform's result depends on how the runner delivers the elements"),
    /**
     * The same arrangement does not always get the same verdict: the transform is nondeterministic
     * (random numbers, the clock, an unordered collection), whatever the order and bundles.
     */
    NONDETERMINISTIC(
        "the transform is nondeterministic: the same elements delivered the same way do not always"
            + " get the same verdict, so this failure is not caused by arrival order or bundling,"
            + " and no seed replays it; look for random numbers, the clock or an unordered"
            + " collection in the transform, or expect only what holds on every run");

    private final String explanation;

    Cause(String explanation) {
      this.explanation = explanation;
    }

    /** Why, as the failure says it. */
    public String explanation() {
      return explanation;
    }
  }

  /**
   * The written and the failing arrival of one segment, for the report's lanes.
   *
   * @param where the segment: "input 'scores', segment before watermark 00:10"
   * @param written the elements' texts in written order, bundle by bundle
   * @param failing the elements' texts as the member delivers them, bundle by bundle
   * @param moved the texts of the elements that arrive out of their written order
   */
  public record SegmentLanes(
      String where, List<List<String>> written, List<List<String>> failing, List<String> moved) {
    public SegmentLanes {
      requireNonNull(where, "where");
      written = written.stream().map(List::copyOf).toList();
      failing = failing.stream().map(List::copyOf).toList();
      moved = List.copyOf(moved);
    }
  }

  /**
   * Why a failing member is not written as a scenario to paste, and how it arrives instead.
   *
   * @param reason which element a {@code @Timeline} cannot write, why, and how an element gets a
   *     literal form
   * @param arrival each input's steps as the member delivers them, one a line, as a reader reads
   *     them
   */
  public record Unpastable(String reason, String arrival) {
    public Unpastable {
      requireNonNull(reason, "reason");
      requireNonNull(arrival, "arrival");
    }
  }

  public Finding {
    requireNonNull(expectation, "expectation");
    requireNonNull(cause, "cause");
    requireNonNull(member, "member");
    differences = List.copyOf(differences);
    lanes = List.copyOf(lanes);
    requireNonNull(scenario, "scenario");
    requireNonNull(replaysOn, "replaysOn");
    requireNonNull(failure, "failure");
    requireNonNull(variation, "variation");
    if (variation.isPresent() != (cause == Cause.NONDETERMINISTIC)) {
      throw new IllegalArgumentException(
          "a finding has a variation exactly when its transform is nondeterministic: " + cause);
    }
    requireNonNull(unpastable, "unpastable");
    outputs = Collections.unmodifiableMap(new LinkedHashMap<>(outputs));
    if (unpastable.isPresent() && !scenario.isEmpty()) {
      throw new IllegalArgumentException(
          "a finding that cannot be pasted has no scenario to paste");
    }
  }

  /**
   * The failure the expectation's test reports: what was found, how to replay it, and why; for a
   * nondeterministic transform, that nothing replays it.
   */
  public AssertionFailedError error(long seed) {
    if (variation.isPresent()) {
      return nondeterministic(variation.get());
    }
    StringBuilder message = new StringBuilder();
    message
        .append(expectation)
        .append(" passes in the order and bundles written and fails when ")
        .append(String.join(", and ", differences))
        .append(".\n")
        .append(cause.explanation())
        .append(".\n\n");
    if (unpastable.isPresent()) {
      // The arrival is still worth reading, and the seed still replays it: only a paste is lost.
      message
          .append("The failing run cannot be pasted as a scenario: ")
          .append(unpastable.get().reason())
          .append(".\nIt arrives as follows (a `bundle` line starts another bundle of a segment):")
          .append("\n\n")
          .append(unpastable.get().arrival());
    } else {
      message
          .append("The failing run, as a scenario to paste ")
          .append(pasteInto)
          .append(" (it fails on ")
          .append(replaysOn)
          .append(" as written):\n\n")
          .append(scenario)
          .append("\n");
    }
    message
        .append("\nFound by exploring with seed ")
        .append(seed)
        .append(" (-Dpipespec.explore.seed=")
        .append(seed)
        .append(" replays it); the expectation's failure on that run:\n")
        .append(failure.getMessage());
    return new AssertionFailedError(message.toString(), failure);
  }

  /** The failure of a nondeterministic transform: no scenario to paste, no seed to replay. */
  private AssertionFailedError nondeterministic(String variation) {
    String run =
        differences.equals(List.of("it runs as written"))
            ? "fails when the scenario as written runs again"
            : "fails on a run in which " + String.join(", and ", differences);
    String message =
        expectation
            + " passes as written and "
            + run
            + "; "
            + variation
            + ".\n"
            + cause.explanation()
            + ".\n\nThe expectation's failure on the run that failed it:\n"
            + failure.getMessage();
    return new AssertionFailedError(message, failure);
  }

  /** Whether the member changed what the output settles to, or only its panes, or neither. */
  static Cause cause(ExpectationSpec expectation, ScenarioResult written, ScenarioResult failed) {
    if (failed.failure().isPresent()) {
      return Cause.TRANSFORM;
    }
    if (!(expectation.target() instanceof ExpectationSpec.Target.Output output)) {
      return Cause.BEHAVIOUR;
    }
    CapturedOutput<?> before = written.capturedOutputs().get(output.output());
    CapturedOutput<?> after = failed.capturedOutputs().get(output.output());
    if (before == null || after == null) {
      return Cause.TRANSFORM;
    }
    return switch (SettledOutput.compare(before, after)) {
      case SAME -> Cause.PANES;
      case DIFFERENT -> Cause.TRANSFORM;
      case UNKNOWN -> Cause.TRANSFORM_OR_PANES;
    };
  }
}
