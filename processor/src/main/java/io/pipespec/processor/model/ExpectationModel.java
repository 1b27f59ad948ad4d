package io.pipespec.processor.model;

import java.util.Optional;
import org.apiguardian.api.API;

/**
 * One expectation method, as its suite declares it: the method that names it, the scope it judges,
 * the {@code @Where} that narrows the elements, and what its annotation checks.
 *
 * @param declaringClass the class that declares the method
 * @param methodName the method's name; expectation methods are never overloaded
 * @param scope its {@code @Window} and {@code @Pane}, if it has one
 * @param where the predicate of its {@code @Where}, if it has one
 * @param check what its expectation annotation checks, modelled by the annotation's kind
 * @param declaredAt the line of the method in its source file, when the compiler tells it
 */
@API(status = API.Status.INTERNAL)
public record ExpectationModel(
    ClassRef declaringClass,
    String methodName,
    Optional<ScopeModel> scope,
    Optional<PredicateModel> where,
    CheckModel check,
    Optional<SourceLine> declaredAt) {

  /** The runtime call that makes its expectation: the check's, narrowed by its {@code @Where}. */
  public RuntimeCall expectation() {
    return where
        .map(
            predicate ->
                RuntimeCall.expectations(
                    "where", new CallArgument.Predicate(predicate), check.expectation()))
        .orElseGet(check::expectation);
  }
}
