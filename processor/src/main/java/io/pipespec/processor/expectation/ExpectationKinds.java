package io.pipespec.processor.expectation;

import io.pipespec.processor.validation.TestKind;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.apiguardian.api.API;

/**
 * The registry of expectation annotations: every {@link ExpectationKind} the processor knows. The
 * processor claims their annotations, and the validators find expectation methods by them and hand
 * each one to its kind, which models it; the suite writers write every model's runtime call without
 * asking the registry again.
 *
 * <p>To add an expectation: write the annotation in the runtime ({@code io.pipespec}) and its
 * runtime {@code Expectation}; write one {@code ExpectationKind} subclass here with its {@code
 * Check} record, which says what it reads and which runtime call makes it ({@link ExpectCountKind}
 * is the smallest example); add it to {@link #standard()}; add a good fixture to the golden tests
 * and one negative test per error it reports. Nothing else names the kinds.
 */
@API(status = API.Status.INTERNAL)
public final class ExpectationKinds {

  private final List<ExpectationKind<?>> kinds;

  /** A registry of exactly {@code kinds}, whose annotations must differ. */
  public ExpectationKinds(List<? extends ExpectationKind<?>> kinds) {
    Set<String> annotations = new HashSet<>();
    for (ExpectationKind<?> kind : kinds) {
      if (!annotations.add(kind.annotation())) {
        throw new IllegalArgumentException("Two kinds of " + kind.annotation());
      }
    }
    this.kinds = List.copyOf(kinds);
  }

  /** Every expectation of Pipespec, in the order a method's annotations are looked for. */
  public static ExpectationKinds standard() {
    return new ExpectationKinds(
        List.of(
            new ExpectContainsKind(),
            new ExpectEmptyKind(),
            new SatisfiesKind(),
            new ExpectIncludesKind(),
            new ExpectCountKind(),
            new ExpectSingletonKind(),
            new ExpectMapKind(),
            new ExpectAllKind(),
            new ExpectNoneKind(),
            new ExpectHashKind(),
            new ExpectSumKind(),
            new ExpectDiffKind(),
            new ExpectSnapshotKind(),
            new ExpectShapeKind(),
            new ExpectStateKind(),
            new ExpectNoStateKind(),
            new ExpectPendingTimersKind(),
            new ExpectFiredTimersKind(),
            new ExpectCounterKind(),
            new ExpectDistributionKind(),
            new ExpectGaugeKind(),
            new ExpectEffectsKind(),
            new ExpectSameAsKind(),
            new ExpectSettlesAlikeKind(),
            new ExpectShiftedKind()));
  }

  /** Every kind, in order. */
  public List<ExpectationKind<?>> all() {
    return kinds;
  }

  /** The kinds whose annotations the expectation methods of a {@code testKind} class may carry. */
  public List<ExpectationKind<?>> usableIn(TestKind testKind) {
    return kinds.stream().filter(kind -> kind.usableIn(testKind)).toList();
  }

  /** The kind of the annotation named {@code annotation}. */
  public Optional<ExpectationKind<?>> of(String annotation) {
    return kinds.stream().filter(kind -> kind.annotation().equals(annotation)).findFirst();
  }

  /** The qualified names of every expectation annotation. */
  public List<String> annotations() {
    return kinds.stream().map(ExpectationKind::annotation).toList();
  }
}
