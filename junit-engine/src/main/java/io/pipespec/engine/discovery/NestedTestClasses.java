package io.pipespec.engine.discovery;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * Test classes nested in another class, which the engine refuses to run: Maven Surefire's default
 * excludes ({@code **}{@code /*$*}) leave nested classes out, so such a class would pass unnoticed
 * under {@code mvn test} while it runs in an IDE. The processor refuses it at compile time; the
 * engine refuses a class compiled before that (or without the processor) when it meets one:
 * selected by name, found by a scan, or declared in a class that is selected, as Surefire selects
 * the outer class only.
 */
final class NestedTestClasses {

  private NestedTestClasses() {}

  static boolean isNested(Class<?> testClass) {
    return testClass.getEnclosingClass() != null;
  }

  /** Why the nested {@code testClass} does not run, and what to do instead. */
  static String reason(Class<?> testClass) {
    String kind = TestClasses.kind(testClass);
    return "The "
        + kind
        + " class "
        + testClass.getName()
        + " is nested in "
        + testClass.getEnclosingClass().getName()
        + ", and nested test classes do not run: Maven Surefire's default excludes (**/*$*)"
        + " leave them out, so mvn test would silently skip it. Move it to a top-level class of"
        + " its own ("
        + testClass.getSimpleName()
        + ".java), or turn it into a @Scenario class of a top-level "
        + kind
        + " class.";
  }

  /** The test classes declared in {@code type} or in its nested classes, at any depth, by name. */
  static List<Class<?>> within(Class<?> type) {
    List<Class<?>> found = new ArrayList<>();
    collect(type, found);
    found.sort(Comparator.comparing(Class::getName));
    return found;
  }

  private static void collect(Class<?> type, List<Class<?>> found) {
    Class<?>[] members;
    try {
      members = type.getDeclaredClasses();
    } catch (LinkageError e) {
      // A class of another engine whose members cannot be loaded: not this engine's to report.
      return;
    }
    Arrays.stream(members)
        .forEach(
            member -> {
              if (TestClasses.isTestClass(member)) {
                found.add(member);
              }
              collect(member, found);
            });
  }
}
