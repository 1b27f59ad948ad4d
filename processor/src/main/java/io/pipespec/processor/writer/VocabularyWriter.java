package io.pipespec.processor.writer;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import io.pipespec.processor.PipespecNames;
import io.pipespec.processor.model.ExpectationModel;
import io.pipespec.processor.model.JavaType;
import io.pipespec.processor.model.Literal;
import io.pipespec.processor.model.MemberRef;
import io.pipespec.processor.model.PredicateModel;
import java.util.List;
import java.util.function.Function;

/**
 * Writes the {@code Expectations} calls of the vocabulary beyond contains / empty / satisfies, the
 * predicates of {@code ElementPredicate}, and {@code @Where} around any expectation.
 */
final class VocabularyWriter {

  private static final ClassName EXPECTATIONS =
      ClassName.get(PipespecNames.EXPECT_PACKAGE, "Expectations");
  private static final ClassName PREDICATE =
      ClassName.get(PipespecNames.EXPECT_PACKAGE, "ElementPredicate");
  private static final ClassName KV = ClassName.get(PipespecNames.BEAM_VALUES_PACKAGE, "KV");
  private static final ClassName ARRAYS = ClassName.get("java.util", "Arrays");

  private VocabularyWriter() {}

  /**
   * The expression for {@code expectation}, or null when it is not one of the vocabulary's; {@code
   * core} writes the core expectations that {@code @Where} may wrap.
   */
  static CodeBlock expect(
      ExpectationModel expectation, Function<ExpectationModel, CodeBlock> core) {
    if (expectation instanceof ExpectationModel.Filtered filtered) {
      CodeBlock inner = expect(filtered.inner(), core);
      return CodeBlock.of(
          "$T.where($L, $L)",
          EXPECTATIONS,
          predicate(filtered.predicate()),
          inner == null ? core.apply(filtered.inner()) : inner);
    }
    if (expectation instanceof ExpectationModel.ContainsFrom contains) {
      return supplied(
          contains.values(),
          CodeBlock.of(
              "$T.containsInAnyOrder($L)",
              EXPECTATIONS,
              copy(TypeNames.of(contains.elementType()), contains.values())));
    }
    if (expectation instanceof ExpectationModel.Includes includes) {
      if (includes.values() instanceof ExpectationModel.FromCode from) {
        return supplied(
            from,
            CodeBlock.of(
                "$T.includes($L)", EXPECTATIONS, copy(TypeNames.of(includes.elementType()), from)));
      }
      return CodeBlock.of(
          "$T.includes($L)",
          EXPECTATIONS,
          asList(includes.elementType(), (ExpectationModel.Literals) includes.values()));
    }
    if (expectation instanceof ExpectationModel.Count count) {
      return CodeBlock.of("$T.count($LL)", EXPECTATIONS, count.count());
    }
    if (expectation instanceof ExpectationModel.Singleton singleton) {
      CodeBlock value =
          singleton.value() instanceof ExpectationModel.FromCode from
              ? read(from.read())
              : LiteralWriter.write(
                  ((ExpectationModel.Literals) singleton.value()).elements().get(0));
      CodeBlock call =
          CodeBlock.of(
              "$T.<$T>$N($L)",
              EXPECTATIONS,
              TypeNames.of(singleton.elementType()),
              singleton.equal() ? "singletonEqualTo" : "singletonNotEqualTo",
              value);
      return singleton.value() instanceof ExpectationModel.FromCode from
          ? supplied(from, call)
          : call;
    }
    if (expectation instanceof ExpectationModel.MapEquals map) {
      TypeName kv =
          ParameterizedTypeName.get(KV, TypeNames.of(map.keyType()), TypeNames.of(map.valueType()));
      if (map.values() instanceof ExpectationModel.FromCode from) {
        CodeBlock entries =
            from.isMap()
                ? CodeBlock.of(
                    "$T.<$T, $T>entries($L)",
                    EXPECTATIONS,
                    TypeNames.of(map.keyType()),
                    TypeNames.of(map.valueType()),
                    read(from.read()))
                : copy(kv, from);
        return supplied(from, CodeBlock.of("$T.map($L)", EXPECTATIONS, entries));
      }
      return CodeBlock.of(
          "$T.map($L)",
          EXPECTATIONS,
          asList(kv, ((ExpectationModel.Literals) map.values()).elements()));
    }
    if (expectation instanceof ExpectationModel.AllOrNone allOrNone) {
      return CodeBlock.of(
          "$T.$N($L)",
          EXPECTATIONS,
          allOrNone.all() ? "all" : "none",
          predicate(allOrNone.predicate()));
    }
    if (expectation instanceof ExpectationModel.Hash hash) {
      return CodeBlock.of("$T.hash($S, $LL)", EXPECTATIONS, hash.hash(), hash.size());
    }
    if (expectation instanceof ExpectationModel.Sum sum) {
      return CodeBlock.of("$T.sum($S, $LL)", EXPECTATIONS, sum.sum(), sum.size());
    }
    if (expectation instanceof ExpectationModel.Diff diff) {
      return CodeBlock.of(
          "$T.diff($S, $L, $L)",
          EXPECTATIONS,
          diff.right(),
          asList(TypeNames.of(diff.elementType()), diff.onlyLeft()),
          asList(TypeNames.of(diff.elementType()), diff.onlyRight()));
    }
    return null;
  }

  private static CodeBlock supplied(ExpectationModel.FromCode from, CodeBlock expectation) {
    return CodeBlock.of("$T.supplied($S, () -> $L)", EXPECTATIONS, from.origin(), expectation);
  }

  private static CodeBlock copy(TypeName elementType, ExpectationModel.FromCode from) {
    return CodeBlock.of("$T.<$T>copyOf($L)", EXPECTATIONS, elementType, read(from.read()));
  }

  private static CodeBlock read(MemberRef member) {
    return member.isMethod()
        ? CodeBlock.of("$T.$N()", TypeNames.of(member.owner()), member.name())
        : CodeBlock.of("$T.$N", TypeNames.of(member.owner()), member.name());
  }

  private static CodeBlock asList(JavaType elementType, ExpectationModel.Literals literals) {
    return asList(TypeNames.of(elementType), literals.elements());
  }

  private static CodeBlock asList(TypeName elementType, List<Literal> elements) {
    return CodeBlock.of("$T.<$T>asList($L)", ARRAYS, elementType, LiteralWriter.joined(elements));
  }

  private static CodeBlock predicate(PredicateModel predicate) {
    TypeName elementType = TypeNames.of(predicate.elementType());
    List<CodeBlock> clauses =
        predicate.clauses().stream().map(clause -> clause(elementType, clause)).toList();
    if (clauses.size() == 1) {
      return clauses.get(0);
    }
    return CodeBlock.of(
        "$T.<$T>allOf($L)",
        PREDICATE,
        elementType,
        clauses.stream().collect(CodeBlock.joining(", ")));
  }

  private static CodeBlock clause(TypeName elementType, PredicateModel.Clause clause) {
    if (clause instanceof PredicateModel.By by) {
      return CodeBlock.of(
          "$T.<$T>by($S, $T::$N)",
          PREDICATE,
          elementType,
          by.methodName(),
          TypeNames.of(by.owner()),
          by.methodName());
    }
    PredicateModel.Comparison comparison = (PredicateModel.Comparison) clause;
    return CodeBlock.of(
        "$T.<$T>$N($L)",
        PREDICATE,
        elementType,
        comparison.factory(),
        LiteralWriter.write(comparison.value()));
  }
}
