package io.pipespec.runtime.explore;

import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.Scenario;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.verdict.literal.LiteralText;
import java.lang.annotation.Annotation;
import java.lang.reflect.Array;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.apiguardian.api.API;

/**
 * A member of a scenario's family written as a {@code @Scenario} class to paste into the test
 * class: its timeline with the member's order and bundles ({@code "bundle"} between two bundles of
 * a segment), and the expectation that fails on it, with the annotations it was declared with. A
 * {@code @Satisfies} checker calls the original method, whose body cannot be copied.
 */
@API(status = INTERNAL)
public final class PastedScenario {

  private static final String INDENT = "  ";

  private PastedScenario() {}

  /**
   * The scenario class named {@code name} that runs {@code member} of {@code inputs} and judges
   * {@code expectation}.
   */
  static String of(
      String name, List<ExploredInput> inputs, Member member, ExpectationSpec expectation) {
    return of(name, inputs, member, expectation, List.of());
  }

  /**
   * The scenario class of {@code member} with the steps of its own that its dimensions write
   * ({@code "fail and retry"}) in the timeline of its one input.
   */
  static String of(
      String name,
      List<ExploredInput> inputs,
      Member member,
      ExpectationSpec expectation,
      List<Perturbation.Pasted.Step> inserted) {
    List<List<String>> steps = new ArrayList<>();
    for (int i = 0; i < inputs.size(); i++) {
      steps.add(steps(inputs.get(i), member.inputs().get(i), i == 0 ? inserted : List.of()));
    }
    return of(name, inputs, steps, List.of(), expectation);
  }

  /**
   * The scenario class named {@code name} whose inputs' timelines write {@code steps} (one list for
   * each of {@code inputs}), with {@code annotations} on the class after {@code @Scenario} (such as
   * {@code @Runners("FlinkRunner")}), and that judges {@code expectation}. A generated scenario's
   * shrunk input is printed so too ({@code generate}).
   */
  public static String of(
      String name,
      List<ExploredInput> inputs,
      List<List<String>> steps,
      List<String> annotations,
      ExpectationSpec expectation) {
    StringBuilder text = new StringBuilder();
    text.append("@Scenario\n");
    annotations.forEach(annotation -> text.append(annotation).append('\n'));
    for (int i = 0; i < inputs.size(); i++) {
      text.append(timeline(inputs.get(i), steps.get(i))).append('\n');
    }
    text.append("static class ").append(name).append(" {\n");
    Optional<Method> method = method(expectation);
    if (method.isPresent()) {
      for (Annotation annotation : method.get().getAnnotations()) {
        if (annotation.annotationType().getPackageName().equals("io.pipespec")) {
          text.append(INDENT).append(annotation(annotation)).append('\n');
        }
      }
      text.append(INDENT).append(signature(method.get(), expectation)).append('\n');
    } else {
      text.append(INDENT)
          .append("// the expectation ")
          .append(expectation.methodName())
          .append(" of ")
          .append(expectation.declaringClass().getSimpleName())
          .append('\n');
    }
    return text.append("}").toString();
  }

  /**
   * Where a scenario printed for an expectation of {@code declaringClass} goes: into the test class
   * beside its other {@code @Scenario} classes, or, when the class is its own scenario (its
   * expectations on the class itself, where a {@code @Scenario} class beside them is {@code
   * [PipespecExpectationOutsideScenario]}), beside a {@code @Scenario} class that its scenario is
   * moved into first.
   */
  static String pasteInto(Class<?> declaringClass) {
    if (declaringClass.isAnnotationPresent(Scenario.class)) {
      return "into the test class";
    }
    String name = declaringClass.getSimpleName();
    return "into "
        + name
        + ". "
        + name
        + " is its own scenario, so a @Scenario class cannot go beside its expectations"
        + " ([PipespecExpectationOutsideScenario]): first move the @Timeline or @Input members it"
        + " gives its scenario and its expectation methods into a @Scenario static class of their"
        + " own (such as @Scenario static class Written), then paste this class beside that one";
  }

  /**
   * Why {@code member} cannot be pasted as a scenario: the first element it delivers that a
   * {@code @Timeline} cannot write, and how an element gets a literal form; empty when it can.
   */
  static Optional<String> unpastable(List<ExploredInput> inputs, Member member) {
    for (int i = 0; i < inputs.size(); i++) {
      List<ExploredInput.Segment> segments = inputs.get(i).segments();
      for (int s = 0; s < segments.size(); s++) {
        ExploredInput.Segment segment = segments.get(s);
        for (int index : member.arrangement(i, s).order()) {
          String why = segment.unpastable().get(index);
          if (why != null) {
            return Optional.of(
                "the element `"
                    + LiteralText.printable(segment.elements().get(index))
                    + "` of "
                    + inputs.get(i).label()
                    + " cannot be written in a @Timeline: "
                    + why
                    + ". An element has a literal form when it is a String, a number, a KV, a"
                    + " list, an enum, a time or a record of such parts, or of a type with a"
                    + " public static valueOf, parse, of or fromString method that reads its"
                    + " toString back (\"Literals\" in docs/assertions.md)");
          }
        }
      }
    }
    return Optional.empty();
  }

  /**
   * How {@code member} delivers each input, one step a line as a reader reads it (not as Java
   * quotes it): {@code input 'readings':} then its steps, a {@code bundle} line between two bundles
   * of a segment.
   */
  static String arrival(List<ExploredInput> inputs, Member member) {
    StringBuilder text = new StringBuilder();
    for (int i = 0; i < inputs.size(); i++) {
      text.append(inputs.get(i).label()).append(":\n");
      for (String step : steps(inputs.get(i), member.inputs().get(i), List.of())) {
        text.append(INDENT).append(LiteralText.printable(step)).append('\n');
      }
    }
    return text.toString();
  }

  /** The {@code @Timeline} of one input, arranged as {@code arrangements} say. */
  private static String timeline(ExploredInput input, List<String> steps) {
    List<String> attributes = new ArrayList<>();
    input.parameter().ifPresent(name -> attributes.add("input = " + quoted(name)));
    input
        .replaces()
        .ifPresent(
            replaced -> {
              attributes.add("replaces = " + quoted(replaced.transform()));
              attributes.add("type = " + replaced.typeName() + ".class");
            });
    String values =
        steps.stream()
            .map(PastedScenario::quoted)
            .collect(Collectors.joining(",\n" + INDENT + INDENT, "{\n" + INDENT + INDENT, "}"));
    if (attributes.isEmpty()) {
      return "@Timeline(" + values + ")";
    }
    return "@Timeline(" + String.join(", ", attributes) + ", value = " + values + ")";
  }

  /**
   * The steps of one input's timeline, arranged as {@code arrangements} say: {@code "bundle"}
   * between two bundles of a segment, the written boundaries where they stand.
   */
  static List<String> steps(
      ExploredInput input,
      List<Arrangement> arrangements,
      List<Perturbation.Pasted.Step> inserted) {
    List<String> steps = new ArrayList<>();
    int segment = 0;
    int elementBundle = 0;
    for (ExploredInput.Part part : input.parts()) {
      if (part instanceof ExploredInput.Boundary boundary) {
        if (boundary.written()) {
          steps.add(boundary.step());
        }
        continue;
      }
      List<List<String>> bundles = arrangements.get(segment).bundles(input.elementTexts(segment));
      for (int b = 0; b < bundles.size(); b++) {
        if (b > 0) {
          steps.add("bundle");
        }
        List<String> bundle = new ArrayList<>(bundles.get(b));
        for (Perturbation.Pasted.Step step : inserted) {
          if (step.bundle() == elementBundle) {
            bundle.add(Math.min(step.afterElements(), bundle.size()), step.step());
          }
        }
        steps.addAll(bundle);
        elementBundle++;
      }
      segment++;
    }
    return steps;
  }

  private static Optional<Method> method(ExpectationSpec expectation) {
    return Arrays.stream(expectation.declaringClass().getDeclaredMethods())
        .filter(m -> m.getName().equals(expectation.methodName()) && !m.isSynthetic())
        .findFirst();
  }

  /**
   * {@code void name() {}}, or for a checker that takes the elements, a method that calls the
   * original one.
   */
  private static String signature(Method method, ExpectationSpec expectation) {
    if (method.getParameterCount() == 0) {
      return "void " + method.getName() + "() {}";
    }
    String type = method.getGenericParameterTypes()[0].getTypeName().replace('$', '.');
    String owner = expectation.declaringClass().getName().replace('$', '.');
    String target = Modifier.isStatic(method.getModifiers()) ? owner : "new " + owner + "()";
    return "void "
        + method.getName()
        + "("
        + type
        + " elements) {\n"
        + INDENT
        + INDENT
        + target
        + "."
        + method.getName()
        + "(elements);\n"
        + INDENT
        + "}";
  }

  /** An annotation as source, its attributes that differ from their defaults only. */
  static String annotation(Annotation annotation) {
    List<String> attributes = new ArrayList<>();
    Method[] members = annotation.annotationType().getDeclaredMethods();
    Arrays.sort(members, (a, b) -> a.getName().compareTo(b.getName()));
    for (Method member : members) {
      Object value;
      try {
        value = member.invoke(annotation);
      } catch (IllegalAccessException | InvocationTargetException e) {
        continue;
      }
      Object defaultValue = member.getDefaultValue();
      if (defaultValue != null && valueEquals(value, defaultValue)) {
        continue;
      }
      attributes.add(member.getName() + " = " + value(value));
    }
    String name = "@" + annotation.annotationType().getSimpleName();
    if (attributes.isEmpty()) {
      return name;
    }
    if (attributes.size() == 1 && attributes.get(0).startsWith("value = ")) {
      return name + "(" + attributes.get(0).substring("value = ".length()) + ")";
    }
    return name + "(" + String.join(", ", attributes) + ")";
  }

  private static boolean valueEquals(Object value, Object defaultValue) {
    if (value.getClass().isArray()) {
      return Arrays.deepEquals(new Object[] {value}, new Object[] {defaultValue});
    }
    return value.equals(defaultValue);
  }

  private static String value(Object value) {
    if (value instanceof String text) {
      return quoted(text);
    }
    if (value instanceof Class<?> type) {
      return type.getName().replace('$', '.') + ".class";
    }
    if (value instanceof Enum<?> constant) {
      return constant.getDeclaringClass().getSimpleName() + "." + constant.name();
    }
    if (value instanceof Annotation nested) {
      return annotation(nested);
    }
    if (value instanceof Long number) {
      return number + "L";
    }
    if (value instanceof Character character) {
      return "'" + escape(String.valueOf(character), '\'') + "'";
    }
    if (value.getClass().isArray()) {
      List<String> items = new ArrayList<>();
      for (int i = 0; i < Array.getLength(value); i++) {
        items.add(value(Array.get(value, i)));
      }
      return items.size() == 1 ? items.get(0) : "{" + String.join(", ", items) + "}";
    }
    return String.valueOf(value);
  }

  /** {@code text} as a Java string literal. */
  static String quoted(String text) {
    return "\"" + escape(text, '"') + "\"";
  }

  /**
   * {@code text} inside Java quotes {@code quote}: its backslashes and those quotes escaped, then
   * every character that could damage a terminal or a source file (a line break, a control, a
   * bidirectional override) written as its Java escape, as failure messages write them, so that
   * javac reads the text back as it was.
   */
  private static String escape(String text, char quote) {
    return LiteralText.printable(
        text.replace("\\", "\\\\").replace(String.valueOf(quote), "\\" + quote));
  }
}
