package io.pipespec.engine.discovery;

import static org.junit.platform.engine.DiscoveryIssue.Severity.WARNING;

import io.pipespec.engine.descriptor.JupiterAnnotations;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.Method;
import java.util.LinkedHashSet;
import java.util.Set;
import org.junit.platform.engine.DiscoveryIssue;
import org.junit.platform.engine.TestSource;
import org.junit.platform.engine.TestTag;
import org.junit.platform.engine.support.descriptor.ClassSource;
import org.junit.platform.engine.support.descriptor.MethodSource;
import org.junit.platform.engine.support.discovery.DiscoveryIssueReporter;

/**
 * The {@link TestTag}s of a class or method, from JUnit Jupiter's {@code @Tag}. A tag the platform
 * cannot use (blank, or with a reserved character) is left out with a warning, as Jupiter does, so
 * that a typo does not silently change what {@code groups} selects.
 */
final class Tagging {

  private final DiscoveryIssueReporter issues;

  Tagging(DiscoveryIssueReporter issues) {
    this.issues = issues;
  }

  Set<TestTag> tags(AnnotatedElement element) {
    Set<TestTag> tags = new LinkedHashSet<>();
    for (String name : JupiterAnnotations.tagNames(element)) {
      if (TestTag.isValid(name)) {
        tags.add(TestTag.create(name));
      } else {
        issues.reportIssue(
            DiscoveryIssue.builder(
                    WARNING,
                    "Invalid tag '"
                        + name
                        + "' on "
                        + describe(element)
                        + " is ignored: a tag must not be blank, and must not contain whitespace,"
                        + " ISO control characters or any of , ( ) & | !")
                .source(source(element)));
      }
    }
    return tags;
  }

  private static String describe(AnnotatedElement element) {
    if (element instanceof Method method) {
      return "method " + method.getDeclaringClass().getName() + "#" + method.getName();
    }
    return "class " + ((Class<?>) element).getName();
  }

  private static TestSource source(AnnotatedElement element) {
    return element instanceof Method method
        ? MethodSource.from(method)
        : ClassSource.from((Class<?>) element);
  }
}
