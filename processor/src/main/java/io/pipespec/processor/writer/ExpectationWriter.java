package io.pipespec.processor.writer;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import io.pipespec.processor.PipespecNames;
import io.pipespec.processor.model.ExpectedValues;
import io.pipespec.processor.model.JavaType;
import io.pipespec.processor.model.Literal;
import io.pipespec.processor.model.MemberRef;
import io.pipespec.processor.model.PredicateModel;
import io.pipespec.processor.model.TimerModel;
import java.util.List;
import java.util.function.Function;
import org.apiguardian.api.API;

/**
 * The pieces of code that the expectation kinds write with: the runtime's factories, literals and
 * lists of them. One per suite: long lists go through the suite's {@link MethodSplitter}, so that
 * an expectation of any number of literals compiles.
 */
@API(status = API.Status.INTERNAL)
public final class ExpectationCalls {

  /** {@code io.pipespec.runtime.expect.Expectations}. */
  public static final ClassName EXPECTATIONS =
      ClassName.get(PipespecNames.EXPECT_PACKAGE, "Expectations");

  /** {@code io.pipespec.runtime.expect.FunctionExpectations}. */
  public static final ClassName FUNCTION_EXPECTATIONS =
      ClassName.get(PipespecNames.EXPECT_PACKAGE, "FunctionExpectations");

  private static final ClassName LIST = ClassName.get("java.util", "List");
  private static final ClassName EXPECTED_TIMER =
      ClassName.get(PipespecNames.EXPECT_PACKAGE, "ExpectedTimer");

  private final LiteralWriter literals;
  private final MethodSplitter splitter;

  ExpectationCalls(LiteralWriter literals, MethodSplitter splitter) {
    this.literals = literals;
    this.splitter = splitter;
  }

  /** The expression that builds {@code literal}. */
  public CodeBlock literal(Literal literal) {
    return literals.write(literal);
  }

  /** A {@code List<T>} of literals, typed exactly even when empty, of any length. */
  public CodeBlock asList(JavaType elementType, List<Literal> elements) {
    return splitter.list(TypeNames.of(elementType), literals.pieces(elements));
  }

  /** The predicate of {@code @Where}, {@code @ExpectAll} or {@code @ExpectNone}. */
  public CodeBlock predicate(PredicateModel predicate) {
    return PredicateWriter.write(predicate, literals);
  }

  /**
   * The expectation that {@code expectation} makes of the list of expected values: of the literals,
   * or of what a member supplies, read only when the expectation is judged (so that when it throws,
   * only this expectation fails, with the member named).
   */
  public CodeBlock withValues(
      JavaType elementType, ExpectedValues values, Function<CodeBlock, CodeBlock> expectation) {
    if (values instanceof ExpectedValues.Literals literals) {
      return expectation.apply(asList(elementType, literals.elements()));
    }
    ExpectedValues.FromCode from = (ExpectedValues.FromCode) values;
    CodeBlock list;
    if (from.isMap()) {
      List<JavaType> kv = ((JavaType.Declared) elementType).arguments();
      list =
          CodeBlock.of(
              "$T.<$T, $T>entries($L)",
              EXPECTATIONS,
              TypeNames.of(kv.get(0)),
              TypeNames.of(kv.get(1)),
              read(from.member()));
    } else {
      list =
          CodeBlock.of(
              "$T.<$T>copyOf($L)", EXPECTATIONS, TypeNames.of(elementType), read(from.member()));
    }
    return supplied(from, expectation.apply(list));
  }

  /** {@code Expectations.supplied(origin, () -> expectation)}. */
  public static CodeBlock supplied(ExpectedValues.FromCode from, CodeBlock expectation) {
    return CodeBlock.of(
        "$T.supplied($L, () -> $L)", EXPECTATIONS, StringLiterals.of(from.origin()), expectation);
  }

  /** The expression that reads {@code member}: {@code Test.expected()} or {@code Test.FIELD}. */
  public static CodeBlock read(MemberRef member) {
    return member.isMethod()
        ? CodeBlock.of("$T.$N()", TypeNames.of(member.owner()), member.name())
        : CodeBlock.of("$T.$N", TypeNames.of(member.owner()), member.name());
  }

  /**
   * The {@code List<ExpectedTimer>} of {@code timers}: {@code ExpectedTimer.of(id, key, millis)},
   * or {@code ExpectedTimer.of(id, key, millis, window)} for a timer that names its window, each
   * time with the timer as written beside it.
   */
  public CodeBlock timers(List<TimerModel> timers) {
    List<MethodSplitter.Piece> pieces =
        timers.stream()
            .map(
                timer ->
                    new MethodSplitter.Piece(
                        CodeBlock.of(
                            "$T.of($L, $L, $L$L)",
                            EXPECTED_TIMER,
                            StringLiterals.of(timer.id()),
                            literals.write(timer.key()),
                            SourceComments.beside(
                                CodeBlock.of("$LL", timer.millis()), timer.source()),
                            timer
                                .window()
                                .map(
                                    window ->
                                        CodeBlock.of(", $L", WindowWriter.boundedWindow(window)))
                                .orElse(CodeBlock.of(""))),
                        5 + LiteralWriter.weight(timer.key())))
            .toList();
    if (MethodSplitter.weight(pieces) <= MethodSplitter.INLINE_LIST_WEIGHT) {
      return CodeBlock.of(
          "$T.of($L)",
          LIST,
          pieces.stream().map(MethodSplitter.Piece::code).collect(CodeBlock.joining(", ")));
    }
    return splitter.list(EXPECTED_TIMER, pieces);
  }
}
