package io.pipespec.processor.model;

import java.util.List;
import org.apiguardian.api.API;

/**
 * The predicate of {@code @ExpectAll}, {@code @ExpectNone} or {@code @Where}: one or more clauses
 * that must all hold, over elements of {@code elementType}.
 */
@API(status = API.Status.INTERNAL)
public record PredicateModel(JavaType elementType, List<Clause> clauses) {

  public PredicateModel {
    clauses = List.copyOf(clauses);
  }

  /** One attribute of the annotation. */
  public sealed interface Clause {}

  /** {@code by}: a static method of {@code owner}. */
  public record By(ClassRef owner, String methodName) implements Clause {}

  /**
   * {@code equal}, {@code greaterThan}, ...: {@code factory} is the name of the {@code
   * ElementPredicate} factory, {@code value} a value of the element type.
   */
  public record Comparison(String factory, Literal value) implements Clause {}
}
