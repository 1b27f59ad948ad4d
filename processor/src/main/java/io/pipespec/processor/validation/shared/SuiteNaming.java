package io.pipespec.processor.validation.shared;

import io.pipespec.grammar.SuiteName;
import io.pipespec.processor.model.ClassRef;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;
import org.apiguardian.api.API;

/** The names of what a suite declares: the suite class itself and its scenario methods. */
@API(status = API.Status.INTERNAL)
public final class SuiteNaming {

  private SuiteNaming() {}

  /**
   * {@code Pipespec_<TestClass>} (for a nested class {@code Pipespec_<Outer>_<Inner>}) in the
   * test's package, by {@link SuiteName}'s rule, which the runtime's {@code SuiteNames} follows
   * too.
   */
  public static ClassRef suiteName(TypeElement testClass, Elements elements) {
    String packageName = elements.getPackageOf(testClass).getQualifiedName().toString();
    List<String> simpleNames = new ArrayList<>();
    for (Element type = testClass; type instanceof TypeElement; type = type.getEnclosingElement()) {
      simpleNames.add(0, type.getSimpleName().toString());
    }
    return ClassRef.of(packageName, SuiteName.of(simpleNames));
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
