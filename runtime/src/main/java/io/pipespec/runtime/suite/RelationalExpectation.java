package io.pipespec.runtime.suite;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.runtime.verdict.expect.Expectation;
import io.pipespec.runtime.verdict.expect.Observation;
import io.pipespec.runtime.verdict.expect.RelationJudges;
import java.util.List;
import org.apiguardian.api.API;

/**
 * An expectation that compares its output with the same output of a copy of the run, built into the
 * same pipeline by {@code build.Relations}: the reference transform on the same inputs ({@link
 * SameAs}), the same elements read as a bounded input ({@link SettlesAlike}), or every input time
 * moved ({@link Shifted}). The copy's outputs are captured under names derived from the judged
 * one's ({@link #derived}).
 */
@API(status = INTERNAL)
public sealed interface RelationalExpectation extends Expectation {

  /**
   * What the copy's output names end with after the name of the output it copies: {@code
   * "~sameAs:plainTotals"}, {@code "~bounded"}, {@code "~shifted:1200000"}; equal for expectations
   * that need the same copy.
   */
  String suffix();

  /**
   * What the copy is, after the name of the output it copies, for a reader: {@code "of the
   * reference plainTotals()"}, {@code "with its inputs read bounded"}, {@code "with every input
   * time moved by 20m"}.
   */
  String copy();

  /** The name under which the copy of {@code output} is captured. */
  default String derived(String output) {
    return output + suffix();
  }

  @Override
  default List<String> otherOutputs() {
    return List.of();
  }

  /** {@code @ExpectSameAs}: the reference transform, on the same inputs, gives the same output. */
  record SameAs(String referenceName, TransformUnderTest reference)
      implements RelationalExpectation {
    public SameAs {
      requireNonNull(referenceName, "referenceName");
      requireNonNull(reference, "reference");
    }

    @Override
    public String suffix() {
      return "~sameAs:" + referenceName;
    }

    @Override
    public String copy() {
      return "of the reference " + referenceName + "()";
    }

    @Override
    public String describe() {
      return "is the same as the output of " + referenceName + "()";
    }

    @Override
    public void verify(Observation observation) {
      RelationJudges.sameAs(observation, derived(observation.output().name()), referenceName);
    }
  }

  /** {@code @ExpectSettlesAlike}: the same elements read as a bounded input end alike. */
  record SettlesAlike() implements RelationalExpectation {
    @Override
    public String suffix() {
      return "~bounded";
    }

    @Override
    public String copy() {
      return "with its inputs read bounded";
    }

    @Override
    public String describe() {
      return "settles as the same elements read as a bounded input";
    }

    @Override
    public void verify(Observation observation) {
      RelationJudges.settlesAlike(observation, derived(observation.output().name()));
    }
  }

  /** {@code @ExpectShifted}: every input time moved by {@code millis} moves the output alike. */
  record Shifted(long millis, String literal) implements RelationalExpectation {
    public Shifted {
      requireNonNull(literal, "literal");
    }

    @Override
    public String suffix() {
      return "~shifted:" + millis;
    }

    @Override
    public String copy() {
      return "with every input time moved by " + literal;
    }

    @Override
    public String describe() {
      return "moves by " + literal + " when every input time moves by " + literal;
    }

    @Override
    public void verify(Observation observation) {
      RelationJudges.shifted(observation, derived(observation.output().name()), millis, literal);
    }
  }
}
