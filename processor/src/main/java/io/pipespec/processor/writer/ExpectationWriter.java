package io.pipespec.processor.writer;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.TypeName;
import io.pipespec.processor.model.CallArgument;
import io.pipespec.processor.model.ExpectationModel;
import io.pipespec.processor.model.MemberRef;
import io.pipespec.processor.model.RuntimeCall;
import io.pipespec.processor.model.TargetModel;
import io.pipespec.processor.model.TimerModel;
import java.util.List;

/**
 * Writes the {@code ExpectationSpec} of every expectation method, whatever its annotation: the
 * method that names it, where it is declared, what it reads of the run (its target) and the runtime
 * call that makes its expectation, which the expectation's kind described as plain data ({@link
 * RuntimeCall}). No kind writes code and no writer asks which kind made a call, so a new
 * expectation needs no code here unless it passes a new sort of argument.
 *
 * <p>One per suite: long lists go through the suite's {@link MethodSplitter}, so that an
 * expectation of any number of literals compiles.
 */
final class ExpectationWriter {

  private final ClassName suite;
  private final LiteralWriter literals;
  private final MethodSplitter splitter;

  /** The writer of the expectations of {@code suite}, whose reference methods it names. */
  ExpectationWriter(ClassName suite, LiteralWriter literals, MethodSplitter splitter) {
    this.suite = suite;
    this.literals = literals;
    this.splitter = splitter;
  }

  /**
   * {@code ExpectationSpec.of(Declaring.class, "method", target)}, followed by {@code
   * .declaredAt(file, line)} when the compiler told where the method is.
   */
  CodeBlock spec(ExpectationModel expectation) {
    return CodeBlock.of(
        "$T.of($T.class, $L,\n$L)$L",
        TypeNames.EXPECTATION_SPEC,
        TypeNames.of(expectation.declaringClass()),
        StringLiterals.of(expectation.methodName()),
        target(expectation),
        expectation
            .declaredAt()
            .map(
                line ->
                    CodeBlock.of(
                        "\n.declaredAt($L, $L)", StringLiterals.of(line.fileName()), line.line()))
            .orElse(CodeBlock.of("")));
  }

  /**
   * {@code Target.output(name, scope, expectation)} (without a scope for every window and pane),
   * {@code Target.harness(expectation)}, {@code Target.metrics(expectation)}, {@code
   * Target.shape(expectation)} or {@code Target.effects(expectation)}.
   */
  private CodeBlock target(ExpectationModel expectation) {
    TargetModel target = expectation.check().target();
    CodeBlock call = call(expectation.expectation());
    if (target instanceof TargetModel.Output output) {
      return CodeBlock.of(
          "$T.output($L, $L$L)",
          TypeNames.EXPECTATION_TARGET,
          StringLiterals.of(output.name()),
          expectation
              .scope()
              .map(scope -> CodeBlock.of("$L, ", WindowWriter.scope(scope)))
              .orElse(CodeBlock.of("")),
          call);
    }
    return CodeBlock.of(
        "$T.$N($L)",
        TypeNames.EXPECTATION_TARGET,
        target instanceof TargetModel.Harness
            ? "harness"
            : target instanceof TargetModel.Shape
                ? "shape"
                : target instanceof TargetModel.Effects ? "effects" : "metrics",
        call);
  }

  /** {@code Factory.<T>method(arguments)}. */
  private CodeBlock call(RuntimeCall call) {
    ClassName factory = TypeNames.of(call.factory());
    CodeBlock arguments =
        call.arguments().stream().map(this::argument).collect(CodeBlock.joining(", "));
    if (call.typeArguments().isEmpty()) {
      return CodeBlock.of("$T.$N($L)", factory, call.method(), arguments);
    }
    return CodeBlock.of(
        "$T.<$L>$N($L)",
        factory,
        call.typeArguments().stream()
            .map(type -> CodeBlock.of("$T", TypeNames.of(type)))
            .collect(CodeBlock.joining(", ")),
        call.method(),
        arguments);
  }

  /** The expression of one argument of a runtime call. */
  private CodeBlock argument(CallArgument argument) {
    if (argument instanceof RuntimeCall nested) {
      return call(nested);
    }
    if (argument instanceof CallArgument.Text text) {
      return StringLiterals.of(text.text());
    }
    if (argument instanceof CallArgument.WholeNumber number) {
      return CodeBlock.of("$LL", number.value());
    }
    if (argument instanceof CallArgument.OptionalNumber number) {
      return number.value().isPresent()
          ? CodeBlock.of("$LL", number.value().getAsLong())
          : CodeBlock.of("null");
    }
    if (argument instanceof CallArgument.Value value) {
      return literals.write(value.literal());
    }
    if (argument instanceof CallArgument.Values values) {
      return splitter.list(TypeNames.of(values.elementType()), literals.pieces(values.elements()));
    }
    if (argument instanceof CallArgument.Predicate predicate) {
      return PredicateWriter.write(predicate.predicate(), literals);
    }
    if (argument instanceof CallArgument.BeamWindow window) {
      return WindowWriter.boundedWindow(window.window());
    }
    if (argument instanceof CallArgument.Timers timers) {
      return timers(timers.timers());
    }
    if (argument instanceof CallArgument.Read read) {
      return read(read.member());
    }
    if (argument instanceof CallArgument.Deferred deferred) {
      return CodeBlock.of("() -> $L", argument(deferred.value()));
    }
    if (argument instanceof CallArgument.CallOfTest lambda) {
      TypeName owner = TypeNames.of(lambda.owner());
      return CodeBlock.of(
          lambda.isStatic() ? "$N -> $T.$N($N)" : "$N -> new $T().$N($N)",
          lambda.parameter(),
          owner,
          lambda.method(),
          lambda.parameter());
    }
    if (argument instanceof CallArgument.Reference reference) {
      return CodeBlock.of("$T::$N", suite, SuiteWriter.referenceMethod(reference.method()));
    }
    if (argument instanceof CallArgument.TypeToken token) {
      return CodeBlock.of("new $T<$T>() {}", TypeNames.TYPE_DESCRIPTOR, TypeNames.of(token.type()));
    }
    CallArgument.Constant constant = (CallArgument.Constant) argument;
    return CodeBlock.of("$T.$N", TypeNames.of(constant.type()), constant.name());
  }

  /** The expression that reads {@code member}: {@code Test.expected()} or {@code Test.FIELD}. */
  static CodeBlock read(MemberRef member) {
    return member.isMethod()
        ? CodeBlock.of("$T.$N()", TypeNames.of(member.owner()), member.name())
        : CodeBlock.of("$T.$N", TypeNames.of(member.owner()), member.name());
  }

  /**
   * The list of {@code timers}: {@code FunctionExpectations.timer(id, key, millis)}, or {@code
   * FunctionExpectations.timer(id, key, millis, window)} for a timer that names its window, each
   * time with the timer as written beside it. A list split into parts is of {@code Object}s, so
   * that the suite names no type outside the runtime's one package for it.
   */
  private CodeBlock timers(List<TimerModel> timers) {
    List<MethodSplitter.Piece> pieces =
        timers.stream()
            .map(
                timer ->
                    new MethodSplitter.Piece(
                        CodeBlock.of(
                            "$T.timer($L, $L, $L$L)",
                            TypeNames.FUNCTION_EXPECTATIONS,
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
          TypeNames.LIST,
          pieces.stream().map(MethodSplitter.Piece::code).collect(CodeBlock.joining(", ")));
    }
    return splitter.list(ClassName.OBJECT, pieces);
  }
}
