package io.pipespec.processor.model;

import io.pipespec.grammar.SuiteName;
import java.util.List;
import org.apiguardian.api.API;

/**
 * A class as generated code names it: its package and its simple names from the top-level class
 * down ({@code com.example}, {@code [WordCountTest, TwoLines]}).
 *
 * @param packageName the package, empty for the unnamed package
 * @param simpleNames the simple names from the top-level class to this one; never empty
 */
@API(status = API.Status.INTERNAL)
public record ClassRef(String packageName, List<String> simpleNames) {

  public ClassRef {
    simpleNames = List.copyOf(simpleNames);
    if (simpleNames.isEmpty()) {
      throw new IllegalArgumentException("A class has a simple name");
    }
  }

  /** A top-level class. */
  public static ClassRef of(String packageName, String simpleName) {
    return new ClassRef(packageName, List.of(simpleName));
  }

  /** The class's own simple name. */
  public String simpleName() {
    return simpleNames.get(simpleNames.size() - 1);
  }

  /** The simple names joined by dots, as messages and origins show a class: {@code Test.Inner}. */
  public String nestedName() {
    return String.join(".", simpleNames);
  }

  /** The name as written in Java source: {@code com.example.Test.Inner}. */
  public String canonicalName() {
    return packageName.isEmpty() ? nestedName() : packageName + "." + nestedName();
  }

  /**
   * The suite generated for this test class, by {@link SuiteName}'s rule: {@code
   * Pipespec_<Outer>_<Inner>} in the same package.
   */
  public ClassRef suite() {
    return of(packageName, SuiteName.simpleName(simpleNames));
  }
}
