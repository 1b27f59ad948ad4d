package io.pipespec.processor.model;

import io.pipespec.grammar.WindowRef;
import java.util.List;
import java.util.OptionalLong;
import org.apiguardian.api.API;

/**
 * One argument of a {@link RuntimeCall}, as plain data: a value the call passes, which the writer
 * of runtime calls turns into code; another call is one too.
 */
@API(status = API.Status.INTERNAL)
public sealed interface CallArgument
    permits RuntimeCall,
        CallArgument.Text,
        CallArgument.WholeNumber,
        CallArgument.OptionalNumber,
        CallArgument.Value,
        CallArgument.Values,
        CallArgument.Predicate,
        CallArgument.BeamWindow,
        CallArgument.Timers,
        CallArgument.Read,
        CallArgument.Deferred,
        CallArgument.CallOfTest,
        CallArgument.Constant,
        CallArgument.TypeToken,
        CallArgument.Reference {

  /** A {@code String}. */
  public record Text(String text) implements CallArgument {}

  /** A {@code long}. */
  public record WholeNumber(long value) implements CallArgument {}

  /** A {@code Long} that is {@code null} when the value is absent. */
  public record OptionalNumber(OptionalLong value) implements CallArgument {}

  /** The value of one literal. */
  public record Value(Literal literal) implements CallArgument {}

  /** A {@code List<elementType>} of literals, of any length. */
  public record Values(JavaType elementType, List<Literal> elements) implements CallArgument {
    public Values {
      elements = List.copyOf(elements);
    }
  }

  /** The {@code ElementPredicate} of a predicate. */
  public record Predicate(PredicateModel predicate) implements CallArgument {}

  /** Beam's window object for a window: an {@code IntervalWindow}, or null for the global one. */
  public record BeamWindow(WindowRef window) implements CallArgument {}

  /** The {@code List<ExpectedTimer>} of timer literals. */
  public record Timers(List<TimerModel> timers) implements CallArgument {
    public Timers {
      timers = List.copyOf(timers);
    }
  }

  /** What a static member of the test supplies, read where the argument is evaluated. */
  public record Read(MemberRef member) implements CallArgument {}

  /** A supplier of {@code value}, {@code () -> value}: evaluated when the expectation is judged. */
  public record Deferred(CallArgument value) implements CallArgument {}

  /**
   * A lambda that passes its one parameter to a method of the test: {@code parameter ->
   * Owner.method(parameter)}, or on a new instance of {@code owner} when the method is not static.
   */
  public record CallOfTest(ClassRef owner, String method, boolean isStatic, String parameter)
      implements CallArgument {}

  /** The constant {@code name} of an enum of the runtime. */
  public record Constant(RuntimeCall.RuntimeClass type, String name) implements CallArgument {}

  /**
   * Beam's {@code TypeDescriptor} of {@code type}, as an anonymous subclass ({@code new
   * TypeDescriptor<KV<String, Integer>>() {}}) so that its type arguments are kept at run time.
   */
  public record TypeToken(JavaType type) implements CallArgument {}

  /**
   * The suite's {@code TransformUnderTest} that applies the test class's static method {@code
   * method} as the {@code @UnderTest} method is applied: {@code Pipespec_Test::methodReference}.
   */
  public record Reference(String method) implements CallArgument {}
}
