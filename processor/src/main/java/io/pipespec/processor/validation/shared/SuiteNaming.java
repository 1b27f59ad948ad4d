package io.pipespec.processor.validation.shared;

import io.pipespec.processor.PipespecNames;
import io.pipespec.processor.model.ClassRef;
import java.util.Set;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;
import org.apiguardian.api.API;

/** The names of what a suite declares: the suite class itself and its scenario methods. */
@API(status = API.Status.INTERNAL)
public final class SuiteNaming {

  private SuiteNaming() {}

  /**
   * {@code Pipespec_<Outer>_<Inner>} in the test's package: the binary name below the package with
   * {@code $} replaced by {@code _}, the same rule as the runtime's {@code SuiteNames}.
   */
  public static ClassRef suiteName(TypeElement testClass, Elements elements) {
    String packageName = elements.getPackageOf(testClass).getQualifiedName().toString();
    String binaryName = elements.getBinaryName(testClass).toString();
    String nested =
        packageName.isEmpty() ? binaryName : binaryName.substring(packageName.length() + 1);
    return ClassRef.of(packageName, PipespecNames.SUITE_PREFIX + nested.replace('$', '_'));
  }

  /**
   * The scenario's name with a lower-case first letter, made unique among the suite's methods
   * ({@code used}, to which it is added).
   */
  public static String scenarioMethodName(String scenarioName, Set<String> used) {
    String base = Character.toLowerCase(scenarioName.charAt(0)) + scenarioName.substring(1);
    if (SourceVersion.isKeyword(base)) {
      base = base + "Scenario";
    }
    String name = base;
    for (int i = 2; !used.add(name); i++) {
      name = base + i;
    }
    return name;
  }
}
