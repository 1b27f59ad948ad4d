package io.pipespec.processor.model;

import java.util.List;
import org.apiguardian.api.API;

/**
 * Where an expectation's expected values come from: literals parsed at compile time, or a static
 * member of the test class read when the expectation is judged.
 */
@API(status = API.Status.INTERNAL)
public sealed interface ExpectedValues {

  /**
   * Values written as literals.
   *
   * @param elements one value of the element type per literal, in order
   */
  record Literals(List<Literal> elements) implements ExpectedValues {
    public Literals {
      elements = List.copyOf(elements);
    }
  }

  /**
   * Values that a static member supplies.
   *
   * @param member the field or method that supplies them
   * @param origin how messages name it, such as {@code "Test.expected()"}
   * @param isMap whether it is a {@code Map<K, V>} rather than an {@code Iterable}
   */
  record FromCode(MemberRef member, String origin, boolean isMap) implements ExpectedValues {}
}
