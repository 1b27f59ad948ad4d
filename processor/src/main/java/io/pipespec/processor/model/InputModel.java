package io.pipespec.processor.model;

import java.util.List;
import org.apiguardian.api.API;
import org.jspecify.annotations.Nullable;

/**
 * What feeds one {@code @UnderTest} parameter in one scenario: a member, a timeline, or a file of
 * literals.
 */
@API(status = API.Status.INTERNAL)
public sealed interface InputModel {

  /** The {@code @UnderTest} parameter it feeds. */
  String parameter();

  /** The element type {@code T} of the parameter. */
  JavaType elementType();

  /** Where the input was declared, as runtime messages show it. */
  String origin();

  /**
   * An {@code @Input} field or method.
   *
   * @param owner the class that declares it
   * @param memberName the field or method name
   * @param isMethod whether the member is a method (called) or a field (read)
   * @param kind how the runtime turns it into a source
   */
  record Member(
      String parameter,
      ClassRef owner,
      String memberName,
      boolean isMethod,
      @Nullable InputKind kind,
      JavaType elementType)
      implements InputModel {

    /** {@code "Test.Scenario.lines()"}. */
    @Override
    public String origin() {
      return owner.nestedName() + "." + memberName + (isMethod ? "()" : "");
    }
  }

  /**
   * A {@code @Timeline} on a class.
   *
   * @param owner the class it is on
   * @param steps its steps, in order
   */
  record Timeline(String parameter, ClassRef owner, JavaType elementType, List<TimelineStep> steps)
      implements InputModel {
    public Timeline {
      steps = List.copyOf(steps);
    }

    /** {@code "@Timeline of Test.Scenario"}. */
    @Override
    public String origin() {
      return "@Timeline of " + owner.nestedName();
    }
  }

  /**
   * A {@code @Timeline(file = ...)} on a class: a file of literals, read at run time.
   *
   * @param owner the class it is on, whose package a relative file name starts from
   * @param file the class-path resource name as written
   */
  record LiteralFile(String parameter, ClassRef owner, JavaType elementType, String file)
      implements InputModel {

    /** {@code "@Timeline(file = \"orders.txt\") of Test.Scenario"}. */
    @Override
    public String origin() {
      return "@Timeline(file = \"" + file + "\") of " + owner.nestedName();
    }
  }

  /**
   * A {@code @Generator} method of a {@code @Generate} scenario: each try of the scenario draws its
   * own timeline from the {@code Timelines} it returns.
   *
   * @param owner the {@code @Generate} scenario that declares it
   * @param methodName the generator method, static and without parameters
   * @param baseMillis the base time its durations count from: the {@code @BaseTime}, else 0
   * @param tries the {@code tries} of the scenario's {@code @Generate} as written
   * @param within the {@code within} of the scenario's {@code @Generate} as written
   */
  record Generated(
      String parameter,
      ClassRef owner,
      String methodName,
      JavaType elementType,
      long baseMillis,
      int tries,
      String within)
      implements InputModel {

    /** {@code "@Generator Test.Scenario.scores()"}. */
    @Override
    public String origin() {
      return "@Generator " + owner.nestedName() + "." + methodName + "()";
    }
  }
}
