package io.pipespec.runtime.verdict.expect;

import static com.google.common.truth.Fact.fact;

import com.google.common.truth.Fact;
import io.pipespec.runtime.capture.CapturedElement;
import java.util.List;
import java.util.Objects;

/** {@code @ExpectSingleton}: exactly one element, equal (or not equal) to a value. */
final class Singleton implements Expectation {

  private final Object value;
  private final boolean equal;

  Singleton(Object value, boolean equal) {
    this.value = value;
    this.equal = equal;
  }

  @Override
  public String describe() {
    return "is a single element "
        + (equal ? "equal to " : "not equal to ")
        + Rendering.value(value);
  }

  @Override
  public void verify(Observation observation) {
    List<CapturedElement> inScope = observation.inScope();
    if (inScope.size() != 1) {
      List<Fact> facts = Listing.start(observation);
      facts.add(fact("expected", "1 element, " + (equal ? "" : "not ") + Rendering.value(value)));
      facts.add(fact("but got", Rendering.elements(inScope.size())));
      Listing.elements(facts, "element", observation.output(), inScope, inScope.size());
      throw Failures.failure(
          Listing.outputAndScope(observation)
              + " does not hold exactly one element: it holds "
              + inScope.size(),
          facts,
          Rendering.value(value),
          Listing.sorted(observation.output(), inScope));
    }
    CapturedElement only = inScope.get(0);
    EqualityKeys keys =
        EqualityKeys.of(
            observation.output().coder(), "output '" + observation.output().name() + "'");
    Object actual = observation.output().decode(only);
    boolean same =
        keys.byBytes()
            ? keys.of(value).equals(EqualityKeys.ofEncoded(only.encoded()))
            : Objects.equals(keys.of(value), actual);
    if (same == equal) {
      return;
    }
    List<Fact> facts = Listing.start(observation);
    facts.add(fact(equal ? "expected" : "expected not", Rendering.value(value)));
    facts.add(fact("but was", Rendering.value(actual) + ": in " + Rendering.location(only)));
    facts.add(fact("compared by", keys.method()));
    String headline =
        equal
            ? Listing.outputAndScope(observation) + " holds one element, but not the expected one"
            : Listing.outputAndScope(observation)
                + " holds one element, equal to the value it must differ from";
    if (equal) {
      throw Failures.failure(headline, facts, Rendering.value(value), Rendering.value(actual));
    }
    throw Failures.failure(
        headline, facts, "not " + Rendering.value(value), Rendering.value(actual));
  }
}
