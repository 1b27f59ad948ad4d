package io.pipespec.processor.expectation;

import io.pipespec.processor.model.CallArgument;
import io.pipespec.processor.model.FunctionCheck;
import io.pipespec.processor.model.Literal;
import io.pipespec.processor.model.RuntimeCall;
import io.pipespec.processor.types.TypeDisplay;
import io.pipespec.processor.validation.ErrorTag;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import org.apiguardian.api.API;
import org.jspecify.annotations.Nullable;

/**
 * {@code @ExpectState}: the function holds this value in this state for this key and window. The
 * value is a literal of what the state reads: the {@code T} of a {@code ValueState<T>}, the output
 * of a {@code CombiningState}, a list for a {@code BagState} and for a {@code SetState} (compared
 * as a set).
 */
@API(status = API.Status.INTERNAL)
public final class ExpectStateKind extends FunctionKind<ExpectStateKind.Check> {

  /** The state {@code state} holds {@code value}. */
  public record Check(StateTarget state, Literal value) implements FunctionCheck {
    @Override
    public RuntimeCall expectation() {
      return state.expectation("state", new CallArgument.Value(value));
    }
  }

  ExpectStateKind() {
    super("io.pipespec.ExpectState");
  }

  @Override
  Optional<Check> validate(ExpectationSite site, DoFnFacts function) {
    Optional<TypeMirror> type = StateTarget.declaredType(site, function);
    if (type.isEmpty()) {
      return Optional.empty();
    }
    Optional<StateTarget> state = StateTarget.read(site, function);
    Optional<Literal> value = value(site, type.get());
    if (state.isEmpty() || value.isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(new Check(state.get(), value.get()));
  }

  private static Optional<Literal> value(ExpectationSite site, TypeMirror stateType) {
    String kind =
        stateType.getKind() == TypeKind.DECLARED
            ? ((TypeElement) ((DeclaredType) stateType).asElement()).getQualifiedName().toString()
            : "";
    List<? extends TypeMirror> arguments =
        stateType.getKind() == TypeKind.DECLARED
            ? ((DeclaredType) stateType).getTypeArguments()
            : List.of();
    TypeElement list = site.facts().elements().getTypeElement("java.util.List");
    TypeMirror literalType =
        switch (kind) {
          case "org.apache.beam.sdk.state.ValueState" -> only(arguments, 1, 0);
          case "org.apache.beam.sdk.state.CombiningState" -> only(arguments, 3, 2);
          case "org.apache.beam.sdk.state.BagState", "org.apache.beam.sdk.state.SetState" -> {
            TypeMirror element = only(arguments, 1, 0);
            yield element == null ? null : site.facts().types().getDeclaredType(list, element);
          }
          default -> null;
        };
    if (literalType == null) {
      String stateId = site.string("id");
      site.error(
          ErrorTag.PipespecStateLiteralType,
          site.on()
              + " cannot write a literal for state \""
              + stateId
              + "\" of type "
              + TypeDisplay.of(stateType)
              + "; literals cover ValueState, CombiningState, BagState and SetState. Check it"
              + " with a @Satisfies method that takes the harness and reads"
              + " harness.getState(\""
              + stateId
              + "\", key).",
          site.value("id"));
      return Optional.empty();
    }
    Optional<Literal> value = FunctionLiterals.literal(site, "value", literalType);
    return kind.endsWith("SetState")
        ? value.map(elements -> new Literal.SetOf((Literal.ListOf) elements))
        : value;
  }

  /** The type argument {@code index} of {@code size} arguments, when it is an exact type. */
  private static @Nullable TypeMirror only(
      List<? extends TypeMirror> arguments, int size, int index) {
    if (arguments.size() != size) {
      return null;
    }
    TypeMirror argument = arguments.get(index);
    return argument.getKind() == TypeKind.DECLARED || argument.getKind() == TypeKind.ARRAY
        ? argument
        : null;
  }
}
