package io.pipespec.processor.model;

import java.util.List;
import org.apiguardian.api.API;

/** One expectation method, one implementation per expectation annotation. */
@API(status = API.Status.INTERNAL)
public sealed interface ExpectationModel {

  /** The class that declares the method. */
  ClassRef declaringClass();

  /** The method's name; expectation methods are never overloaded. */
  String methodName();

  /** The name of the output it judges. */
  String output();

  /**
   * {@code @ExpectContains}.
   *
   * @param elements one value of type {@code elementType} per literal, in order
   */
  record Contains(
      ClassRef declaringClass,
      String methodName,
      String output,
      JavaType elementType,
      List<Literal> elements)
      implements ExpectationModel {
    public Contains {
      elements = List.copyOf(elements);
    }
  }

  /** {@code @ExpectEmpty}. */
  record Empty(ClassRef declaringClass, String methodName, String output)
      implements ExpectationModel {}

  /**
   * {@code @Satisfies}.
   *
   * @param isStatic whether the method is static; otherwise it runs on a new instance
   */
  record Satisfies(
      ClassRef declaringClass,
      String methodName,
      String output,
      JavaType elementType,
      boolean isStatic)
      implements ExpectationModel {}

  /**
   * Where expected values come from: literals parsed into values, or a static member of the test
   * class read when the expectation is judged.
   */
  sealed interface Values {}

  /**
   * Values written as literals.
   *
   * @param elements one value of the element type per literal
   */
  record Literals(List<Literal> elements) implements Values {
    public Literals {
      elements = List.copyOf(elements);
    }
  }

  /**
   * Values that a static member supplies.
   *
   * @param read the member that supplies them, such as {@code Test.expected()}
   * @param origin how messages name it, such as {@code "Test.expected()"}
   * @param isMap whether it is a {@code Map<K, V>} rather than an {@code Iterable}
   */
  record FromCode(MemberRef read, String origin, boolean isMap) implements Values {}

  /** {@code @ExpectContains(from = ...)}. */
  record ContainsFrom(
      ClassRef declaringClass,
      String methodName,
      String output,
      JavaType elementType,
      FromCode values)
      implements ExpectationModel {}

  /** {@code @ExpectIncludes}. */
  record Includes(
      ClassRef declaringClass,
      String methodName,
      String output,
      JavaType elementType,
      Values values)
      implements ExpectationModel {}

  /** {@code @ExpectCount}. */
  record Count(ClassRef declaringClass, String methodName, String output, long count)
      implements ExpectationModel {}

  /**
   * {@code @ExpectSingleton}.
   *
   * @param value the element: one literal, or a member that supplies it
   * @param equal false for {@code notEqualTo}
   */
  record Singleton(
      ClassRef declaringClass,
      String methodName,
      String output,
      JavaType elementType,
      Values value,
      boolean equal)
      implements ExpectationModel {}

  /** {@code @ExpectMap} on an output of {@code KV<keyType, valueType>}. */
  record MapEquals(
      ClassRef declaringClass,
      String methodName,
      String output,
      JavaType keyType,
      JavaType valueType,
      Values values)
      implements ExpectationModel {}

  /** {@code @ExpectAll} ({@code all}) and {@code @ExpectNone}. */
  record AllOrNone(
      ClassRef declaringClass,
      String methodName,
      String output,
      PredicateModel predicate,
      boolean all)
      implements ExpectationModel {}

  /** {@code @ExpectHash}. */
  record Hash(ClassRef declaringClass, String methodName, String output, String hash, long size)
      implements ExpectationModel {}

  /** {@code @ExpectSum}; {@code sum} is a valid {@code BigDecimal} literal. */
  record Sum(ClassRef declaringClass, String methodName, String output, String sum, long size)
      implements ExpectationModel {}

  /** {@code @ExpectDiff}; {@code output} is the left side. */
  record Diff(
      ClassRef declaringClass,
      String methodName,
      String output,
      String right,
      JavaType elementType,
      List<Literal> onlyLeft,
      List<Literal> onlyRight)
      implements ExpectationModel {
    public Diff {
      onlyLeft = List.copyOf(onlyLeft);
      onlyRight = List.copyOf(onlyRight);
    }
  }

  /** {@code @Where} around another expectation of the same method. */
  record Filtered(PredicateModel predicate, ExpectationModel inner) implements ExpectationModel {
    @Override
    public ClassRef declaringClass() {
      return inner.declaringClass();
    }

    @Override
    public String methodName() {
      return inner.methodName();
    }

    @Override
    public String output() {
      return inner.output();
    }
  }
}
