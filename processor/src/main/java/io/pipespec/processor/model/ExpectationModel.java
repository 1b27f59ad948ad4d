package io.pipespec.processor.model;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.TypeName;
import java.util.List;

/** One expectation method, one implementation per expectation annotation. */
public sealed interface ExpectationModel {

  /** The class that declares the method. */
  ClassName declaringClass();

  /** The method's name; expectation methods are never overloaded. */
  String methodName();

  /** The name of the output it judges. */
  String output();

  /**
   * {@code @ExpectContains}.
   *
   * @param elements one Java expression of type {@code elementType} per literal, in order
   */
  record Contains(
      ClassName declaringClass,
      String methodName,
      String output,
      TypeName elementType,
      List<CodeBlock> elements)
      implements ExpectationModel {
    public Contains {
      elements = List.copyOf(elements);
    }
  }

  /** {@code @ExpectEmpty}. */
  record Empty(ClassName declaringClass, String methodName, String output)
      implements ExpectationModel {}

  /**
   * {@code @Satisfies}.
   *
   * @param isStatic whether the method is static; otherwise it runs on a new instance
   */
  record Satisfies(
      ClassName declaringClass,
      String methodName,
      String output,
      TypeName elementType,
      boolean isStatic)
      implements ExpectationModel {}

  /**
   * Where expected values come from: literals parsed into expressions, or a static member of the
   * test class read when the expectation is judged.
   */
  sealed interface Values {}

  /**
   * @param elements one Java expression of the element type per literal
   */
  record Literals(List<CodeBlock> elements) implements Values {
    public Literals {
      elements = List.copyOf(elements);
    }
  }

  /**
   * @param read the expression that reads the member, such as {@code Test.expected()}
   * @param origin how messages name it, such as {@code "Test.expected()"}
   * @param isMap whether it is a {@code Map<K, V>} rather than an {@code Iterable}
   */
  record FromCode(CodeBlock read, String origin, boolean isMap) implements Values {}

  /** {@code @ExpectContains(from = ...)}. */
  record ContainsFrom(
      ClassName declaringClass,
      String methodName,
      String output,
      TypeName elementType,
      FromCode values)
      implements ExpectationModel {}

  /** {@code @ExpectIncludes}. */
  record Includes(
      ClassName declaringClass,
      String methodName,
      String output,
      TypeName elementType,
      Values values)
      implements ExpectationModel {}

  /** {@code @ExpectCount}. */
  record Count(ClassName declaringClass, String methodName, String output, long count)
      implements ExpectationModel {}

  /**
   * {@code @ExpectSingleton}.
   *
   * @param value an expression of the element type, or a {@link FromCode} read
   * @param equal false for {@code notEqualTo}
   */
  record Singleton(
      ClassName declaringClass,
      String methodName,
      String output,
      TypeName elementType,
      CodeBlock value,
      String origin,
      boolean equal)
      implements ExpectationModel {}

  /** {@code @ExpectMap}; {@code kvType} is {@code KV<K, V>}. */
  record MapEquals(
      ClassName declaringClass,
      String methodName,
      String output,
      TypeName keyType,
      TypeName valueType,
      Values values)
      implements ExpectationModel {}

  /** {@code @ExpectAll} ({@code all}) and {@code @ExpectNone}. */
  record AllOrNone(
      ClassName declaringClass,
      String methodName,
      String output,
      PredicateModel predicate,
      boolean all)
      implements ExpectationModel {}

  /** {@code @ExpectHash}. */
  record Hash(ClassName declaringClass, String methodName, String output, String hash, long size)
      implements ExpectationModel {}

  /** {@code @ExpectSum}; {@code sum} is a valid {@code BigDecimal} literal. */
  record Sum(ClassName declaringClass, String methodName, String output, String sum, long size)
      implements ExpectationModel {}

  /** {@code @ExpectDiff}; {@code output} is the left side. */
  record Diff(
      ClassName declaringClass,
      String methodName,
      String output,
      String right,
      TypeName elementType,
      List<CodeBlock> onlyLeft,
      List<CodeBlock> onlyRight)
      implements ExpectationModel {
    public Diff {
      onlyLeft = List.copyOf(onlyLeft);
      onlyRight = List.copyOf(onlyRight);
    }
  }

  /** {@code @Where} around another expectation of the same method. */
  record Filtered(PredicateModel predicate, ExpectationModel inner) implements ExpectationModel {
    @Override
    public ClassName declaringClass() {
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
