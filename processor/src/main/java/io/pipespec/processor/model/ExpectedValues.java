package io.pipespec.processor.model;

import java.util.ArrayList;
import java.util.List;
import org.apiguardian.api.API;

/**
 * Where an expectation's expected values come from: literals parsed at compile time, or a static
 * member of the test class read when the expectation is judged.
 */
@API(status = API.Status.INTERNAL)
public sealed interface ExpectedValues {

  /**
   * The call of the {@code Expectations} factory {@code method}, which takes the list of expected
   * elements, of {@code elementType}.
   */
  default RuntimeCall expectation(String method, JavaType elementType) {
    return expectation(method, elementType, List.of());
  }

  /**
   * The call of the {@code Expectations} factory {@code method}, which takes the list of expected
   * elements, of {@code elementType}, then {@code more} arguments.
   */
  RuntimeCall expectation(String method, JavaType elementType, List<CallArgument> more);

  /**
   * The call of the {@code Expectations} factory {@code method}, which takes the one expected
   * element, of {@code elementType}.
   */
  RuntimeCall expectationOfOne(String method, JavaType elementType);

  /**
   * Values written as literals.
   *
   * @param elements one value of the element type per literal, in order
   */
  record Literals(List<Literal> elements) implements ExpectedValues {
    public Literals {
      elements = List.copyOf(elements);
    }

    @Override
    public RuntimeCall expectation(String method, JavaType elementType, List<CallArgument> more) {
      return RuntimeCall.expectations(
          method, arguments(new CallArgument.Values(elementType, elements), more));
    }

    @Override
    public RuntimeCall expectationOfOne(String method, JavaType elementType) {
      return RuntimeCall.expectations(method, new CallArgument.Value(elements.get(0)))
          .typed(elementType);
    }
  }

  /**
   * Values that a static member supplies.
   *
   * @param member the field or method that supplies them
   * @param origin how messages name it, such as {@code "Test.expected()"}
   * @param isMap whether it is a {@code Map<K, V>} rather than an {@code Iterable}
   */
  record FromCode(MemberRef member, String origin, boolean isMap) implements ExpectedValues {

    /**
     * The expectation made of the list the member supplies, read only when the expectation is
     * judged: when the member throws, only this expectation fails, with the member named.
     */
    @Override
    public RuntimeCall expectation(String method, JavaType elementType, List<CallArgument> more) {
      CallArgument.Read read = new CallArgument.Read(member);
      RuntimeCall list;
      if (isMap) {
        List<JavaType> kv = ((JavaType.Declared) elementType).arguments();
        list = RuntimeCall.expectations("entries", read).typed(kv.get(0), kv.get(1));
      } else {
        list = RuntimeCall.expectations("copyOf", read).typed(elementType);
      }
      return supplied(RuntimeCall.expectations(method, arguments(list, more)));
    }

    @Override
    public RuntimeCall expectationOfOne(String method, JavaType elementType) {
      return supplied(
          RuntimeCall.expectations(method, new CallArgument.Read(member)).typed(elementType));
    }

    /** {@code expectation}, made only when it is judged: {@code Expectations.supplied}. */
    private RuntimeCall supplied(RuntimeCall expectation) {
      return RuntimeCall.expectations(
          "supplied", new CallArgument.Text(origin), new CallArgument.Deferred(expectation));
    }
  }

  /** {@code first}, then {@code more}, as the arguments of a call. */
  private static CallArgument[] arguments(CallArgument first, List<CallArgument> more) {
    List<CallArgument> all = new ArrayList<>(1 + more.size());
    all.add(first);
    all.addAll(more);
    return all.toArray(new CallArgument[0]);
  }
}
