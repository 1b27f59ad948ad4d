package io.pipespec.processor.writer;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.TypeName;
import io.pipespec.processor.model.PredicateModel;
import java.util.List;
import org.apiguardian.api.API;

/**
 * Writes the {@code ElementPredicate} of {@code @ExpectAll}, {@code @ExpectNone} and
 * {@code @Where}: one clause, or all of them.
 */
@API(status = API.Status.INTERNAL)
public final class PredicateWriter {

  private PredicateWriter() {}

  /**
   * The {@code ElementPredicate} of {@code predicate}, its literals written by {@code literals}.
   */
  static CodeBlock write(PredicateModel predicate, LiteralWriter literals) {
    TypeName elementType = TypeNames.of(predicate.elementType());
    List<CodeBlock> clauses =
        predicate.clauses().stream().map(clause -> clause(elementType, clause, literals)).toList();
    if (clauses.size() == 1) {
      return clauses.get(0);
    }
    return CodeBlock.of(
        "$T.<$T>allOf($L)",
        TypeNames.PREDICATES,
        elementType,
        clauses.stream().collect(CodeBlock.joining(", ")));
  }

  private static CodeBlock clause(
      TypeName elementType, PredicateModel.Clause clause, LiteralWriter literals) {
    if (clause instanceof PredicateModel.By by) {
      return CodeBlock.of(
          "$T.<$T>by($L, $T::$N)",
          TypeNames.PREDICATES,
          elementType,
          StringLiterals.of(by.methodName()),
          TypeNames.of(by.owner()),
          by.methodName());
    }
    PredicateModel.Comparison comparison = (PredicateModel.Comparison) clause;
    return CodeBlock.of(
        "$T.<$T>$N($L)",
        TypeNames.PREDICATES,
        elementType,
        comparison.factory(),
        literals.write(comparison.value()));
  }
}
