package io.pipespec.processor.model;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.TypeName;
import java.util.List;

/**
 * The predicate of {@code @ExpectAll}, {@code @ExpectNone} or {@code @Where}: one or more clauses
 * that must all hold, over elements of {@code elementType}.
 */
public record PredicateModel(TypeName elementType, List<Clause> clauses) {

  public PredicateModel {
    clauses = List.copyOf(clauses);
  }

  /** One attribute of the annotation. */
  public sealed interface Clause {}

  /** {@code by}: a static method of {@code owner}. */
  public record By(ClassName owner, String methodName) implements Clause {}

  /**
   * {@code equal}, {@code greaterThan}, ...: {@code factory} is the name of the {@code
   * ElementPredicate} factory, {@code value} an expression of the element type.
   */
  public record Comparison(String factory, CodeBlock value) implements Clause {}
}
