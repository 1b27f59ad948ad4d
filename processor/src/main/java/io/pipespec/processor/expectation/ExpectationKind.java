package io.pipespec.processor.expectation;

import io.pipespec.processor.model.CheckModel;
import io.pipespec.processor.names.PipespecNames;
import io.pipespec.processor.validation.TestKind;
import java.util.Optional;
import java.util.Set;
import org.apiguardian.api.API;

/**
 * One expectation annotation, all in one place: which kinds of test may use it and how it is
 * checked and modelled ({@link #validate}: annotation mirrors in, a {@link CheckModel} record out,
 * errors to the site's report). The record says, as plain data, what the expectation reads of the
 * run and which runtime call makes it; the suite's writer writes that call as it writes every
 * other, so a kind writes no code.
 *
 * <p>What every expectation method shares (one expectation annotation per method, not private,
 * void, not overloaded, no parameters unless {@link #callsTheMethod()}, {@code @Where},
 * {@code @Window} and {@code @Pane}) is checked around it, once for every kind; a kind checks only
 * its own attributes. {@link ExpectationKinds} lists the kinds.
 *
 * @param <C> the record that models what the annotation checks
 */
@API(status = API.Status.INTERNAL)
public abstract class ExpectationKind<C extends CheckModel> {

  private final String annotation;
  private final Set<TestKind> testKinds;

  /**
   * @param annotation the qualified name of the annotation
   * @param testKinds the kinds of test whose expectation methods may carry it
   */
  protected ExpectationKind(String annotation, Set<TestKind> testKinds) {
    this.annotation = annotation;
    this.testKinds = Set.copyOf(testKinds);
  }

  /** The qualified name of the annotation. */
  public final String annotation() {
    return annotation;
  }

  /** The annotation as messages show it: {@code @ExpectContains}. */
  public final String display() {
    return PipespecNames.display(annotation);
  }

  /** Whether expectation methods of a {@code testKind} class may carry the annotation. */
  public final boolean usableIn(TestKind testKind) {
    return testKinds.contains(testKind);
  }

  /** Whether only {@code @FunctionTest} classes may use the annotation. */
  public final boolean functionOnly() {
    return testKinds.equals(Set.of(TestKind.FUNCTION));
  }

  /**
   * Whether the suite calls the annotated method itself, as {@code @Satisfies} does: it then takes
   * its parameter and may be an instance method. Every other expectation method only names a test,
   * so it takes no parameter and is never called.
   */
  public boolean callsTheMethod() {
    return false;
  }

  /**
   * Whether it judges the elements of an output, so that {@code @Where} may narrow them; false for
   * expectations on a function's state and timers.
   */
  public boolean judgesElements() {
    return true;
  }

  /**
   * Why a {@code @Window} or {@code @Pane} ({@code annotation}) cannot apply to this kind, which
   * judges no elements, and what to do instead.
   */
  public String scopeAdvice(String annotation) {
    return display()
        + " reads the function's state and timers, not the elements of an output. Name"
        + " the window in the expectation itself (window = \"[0, 10m)\" for state, a"
        + " timer as \"flush b @ 9m59.999s in [0, 10m)\"), or remove "
        + annotation
        + ".";
  }

  /**
   * Why a {@code testKind} class cannot use the annotation, and what to do instead; empty when it
   * can, or when a placement check of its own tells (the function-only kinds).
   */
  public Optional<String> whyNotIn(TestKind testKind) {
    return Optional.empty();
  }

  /** What a method that takes parameters it cannot use should do instead. */
  public String insteadOfParameters() {
    return "use @Satisfies to check the elements in code";
  }

  /**
   * Checks the attributes of the annotation on {@code site} against what the scenario produces
   * ({@code judged}) and models them. Errors go to {@code site}'s report; the model is returned
   * only when there were none.
   */
  public abstract Optional<C> validate(ExpectationSite site, Judged judged);
}
