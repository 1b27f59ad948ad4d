package io.pipespec.runtime.generate;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.RefusedExpectationError;
import io.pipespec.runtime.run.Judgement;
import io.pipespec.runtime.suite.ExpectationSpec;
import java.time.Duration;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import org.apiguardian.api.API;
import org.opentest4j.AssertionFailedError;

/**
 * What trying a generated scenario's drawn inputs found, beside its first try (the input the report
 * shows): for each expectation a try fails, the shrunk input that fails it ({@link
 * Generated.Found}).
 */
@API(status = INTERNAL)
public sealed interface Generation {

  /**
   * The verdict on {@code expectation} once every try is taken into account: the finding's failure
   * when a try fails it, {@code firstTry} otherwise; a refusal when the scenario cannot be tried.
   */
  Judgement judge(ExpectationSpec expectation, Judgement firstTry);

  /** A line for the report and the report entries: what generation did. */
  String summary();

  /** The scenario is not a generated one. */
  record NotGenerated() implements Generation {
    @Override
    public Judgement judge(ExpectationSpec expectation, Judgement firstTry) {
      return firstTry;
    }

    @Override
    public String summary() {
      return "not generated";
    }
  }

  /**
   * The scenario is a generated one and cannot be tried here: every expectation that passed on the
   * first try is refused with the reason, never passed on one input.
   */
  record Refused(String reason) implements Generation {
    public Refused {
      requireNonNull(reason, "reason");
    }

    @Override
    public Judgement judge(ExpectationSpec expectation, Judgement firstTry) {
      if (!(firstTry instanceof Judgement.Passed)) {
        return firstTry;
      }
      String message =
          expectation.methodName()
              + " passes on the first generated input, but the other inputs cannot be tried: "
              + reason;
      return new Judgement.Refused(new RefusedExpectationError(message, reason));
    }

    @Override
    public String summary() {
      return "generation refused: " + reason;
    }
  }

  /**
   * The tries ran.
   *
   * @param seed the seed the last tries were drawn from (a failing one's, when one failed)
   * @param tried how many inputs were tried (shrinking's runs left out)
   * @param asked how many were asked for; fewer were tried when the time ran out
   * @param took how long the tries and shrinking took
   * @param findings for each expectation a try fails, by method name, what its shrunk input says
   */
  record Generated(long seed, int tried, int asked, Duration took, Map<String, Found> findings)
      implements Generation {

    /**
     * A failing expectation's finding.
     *
     * @param message the seed, tries, shrunk input and the scenario to paste
     * @param failure the expectation's failure on the shrunk input
     */
    public record Found(String message, Throwable failure) {
      public Found {
        requireNonNull(message, "message");
        requireNonNull(failure, "failure");
      }
    }

    public Generated {
      requireNonNull(took, "took");
      findings = Collections.unmodifiableMap(new LinkedHashMap<>(findings));
    }

    @Override
    public Judgement judge(ExpectationSpec expectation, Judgement firstTry) {
      Found found = findings.get(expectation.methodName());
      if (found == null) {
        return firstTry;
      }
      AssertionFailedError error = new AssertionFailedError(found.message(), found.failure());
      Judgement.startAt(expectation.declarationFrame(), error);
      return Judgement.of(error);
    }

    @Override
    public String summary() {
      return "generated "
          + tried
          + (tried == 1 ? " input" : " inputs")
          + (tried < asked && findings.isEmpty()
              ? " of the " + asked + " asked (the time ran out)"
              : "")
          + " with seed "
          + seed
          + " in "
          + took.toMillis()
          + " ms: "
          + (findings.isEmpty()
              ? "no expectation fails"
              : findings.size()
                  + (findings.size() == 1 ? " expectation fails" : " expectations fail")
                  + " ("
                  + String.join(", ", findings.keySet())
                  + "), shrunk");
    }
  }
}
