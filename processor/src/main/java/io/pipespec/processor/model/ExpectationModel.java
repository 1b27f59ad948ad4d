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
}
