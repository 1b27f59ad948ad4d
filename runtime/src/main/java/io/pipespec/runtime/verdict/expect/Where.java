package io.pipespec.runtime.verdict.expect;

import io.pipespec.runtime.capture.CapturedElement;
import io.pipespec.runtime.capture.CapturedOutput;
import io.pipespec.runtime.capture.PredicateThrow;
import io.pipespec.runtime.verdict.scope.Scope;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * {@code @Where}: the wrapped expectation judges only the elements in scope that satisfy the
 * predicate. The predicate narrows the scope itself, so an expectation that selects from another
 * output with {@link Observation#scope()} (as {@code @ExpectDiff} does) filters it the same way,
 * and elements filtered out are reported as out of scope.
 */
final class Where<T> implements Expectation {

  private final ElementPredicate<T> predicate;
  private final Expectation inner;

  Where(ElementPredicate<T> predicate, Expectation inner) {
    this.predicate = predicate;
    this.inner = inner;
  }

  @Override
  public String describe() {
    return inner.describe() + ", of the elements that " + clause(predicate);
  }

  private static String clause(ElementPredicate<?> predicate) {
    return predicate.describePlural();
  }

  @Override
  public List<String> otherOutputs() {
    return inner.otherOutputs();
  }

  @Override
  public Optional<String> snapshotFile() {
    return inner.snapshotFile();
  }

  @Override
  public OnRunner onRunner() {
    return inner.onRunner();
  }

  @Override
  public List<ElementPredicate<?>> filters() {
    List<ElementPredicate<?>> filters = new ArrayList<>();
    filters.add(predicate);
    filters.addAll(inner.filters());
    return filters;
  }

  @Override
  public void verify(Observation observation) {
    Filtered filtered = new Filtered(observation);
    if (observation.runnerVerdict().isPresent()) {
      Optional<PredicateThrow> thrown = observation.runnerVerdict().get().thrown();
      if (thrown.isPresent()) {
        // A predicate threw where the pipeline applied it: tried again here on the element, it
        // fails this expectation as it does when the test JVM judges it.
        throw Predicates.thrownOnRunner(filters(), observation.output(), thrown.get(), observation);
      }
      // The pipeline applied the predicate: the verdict is of the elements it kept.
      inner.verify(
          new Observation(
                  observation.output(),
                  filtered,
                  List.of(),
                  observation.allOutputs(),
                  observation.snapshots())
              .withVerdict(observation.runnerVerdict().get()));
      return;
    }
    @SuppressWarnings("unchecked")
    CapturedOutput<T> output = (CapturedOutput<T>) observation.output();
    inner.verify(
        new Observation(
            output,
            filtered,
            filtered.keep(output, observation.inScope()),
            observation.allOutputs(),
            observation.snapshots()));
  }

  private final class Filtered implements Scope {
    private final Observation observation;

    Filtered(Observation observation) {
      this.observation = observation;
    }

    @Override
    public List<CapturedElement> select(CapturedOutput<?> output) {
      @SuppressWarnings("unchecked")
      CapturedOutput<T> typed = (CapturedOutput<T>) output;
      return keep(typed, observation.scope().select(output));
    }

    List<CapturedElement> keep(CapturedOutput<T> output, List<CapturedElement> elements) {
      List<CapturedElement> kept = new ArrayList<>();
      for (CapturedElement element : elements) {
        if (Predicates.test(predicate, output, element, observation)) {
          kept.add(element);
        }
      }
      return kept;
    }

    @Override
    public String describe() {
      return observation.scope().describe() + ", only elements that " + clause(predicate);
    }

    @Override
    public String toString() {
      return describe();
    }
  }
}
