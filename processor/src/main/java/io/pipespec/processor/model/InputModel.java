package io.pipespec.processor.model;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.TypeName;

/**
 * One {@code @Input} member as used by one scenario.
 *
 * @param parameter the {@code @UnderTest} parameter it feeds
 * @param owner the class that declares the member
 * @param memberName the field or method name
 * @param isMethod whether the member is a method (called) or a field (read)
 * @param kind how the runtime turns it into a source
 * @param elementType the element type {@code T} of the parameter
 * @param timeline for a {@link InputKind#TIMELINE}, the expression that builds its {@code
 *     TimelineSteps}; null otherwise
 */
public record InputModel(
    String parameter,
    ClassName owner,
    String memberName,
    boolean isMethod,
    InputKind kind,
    TypeName elementType,
    CodeBlock timeline) {

  /** An input given by a member, not a timeline. */
  public InputModel(
      String parameter,
      ClassName owner,
      String memberName,
      boolean isMethod,
      InputKind kind,
      TypeName elementType) {
    this(parameter, owner, memberName, isMethod, kind, elementType, null);
  }

  /**
   * Where the input was declared, as shown in runtime messages: {@code "Test.Scenario.lines()"}.
   */
  public String origin() {
    if (kind == InputKind.TIMELINE) {
      return "@Timeline of " + String.join(".", owner.simpleNames());
    }
    return String.join(".", owner.simpleNames()) + "." + memberName + (isMethod ? "()" : "");
  }
}
