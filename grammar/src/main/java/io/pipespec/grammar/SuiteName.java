package io.pipespec.grammar;

import java.util.ArrayList;
import java.util.List;
import org.apiguardian.api.API;

/**
 * The name of the suite generated for a test class, one rule and one class for the processor that
 * writes it ({@link #simpleName}) and the engine that loads it ({@link #binaryName}): {@code
 * Pipespec_} and the simple names of the class and the classes that enclose it, outermost first,
 * joined by {@code _}, in the test class's package, so that it may use package-private members of
 * the test class ({@code com.example.Outer.Inner} is tested by {@code
 * com.example.Pipespec_Outer_Inner}).
 *
 * <p>So that no two test classes of a package share a suite, an {@code _} inside a simple name is
 * written {@code _0} and a {@code $} {@code _1}: {@code Holder.PkgT} gives {@code
 * Pipespec_Holder_PkgT} and a top-level {@code Holder_PkgT} gives {@code Pipespec_Holder_0PkgT}. A
 * joining {@code _} is always followed by the first character of a class name, never a digit, so
 * every suite name reads back as exactly one list of simple names.
 */
@API(status = API.Status.INTERNAL)
public final class SuiteName {

  /** The prefix of every suite's simple name. */
  public static final String PREFIX = "Pipespec_";

  private SuiteName() {}

  /**
   * The binary name of the suite of {@code testClass}, a top-level or member class: what the engine
   * loads.
   */
  public static String binaryName(Class<?> testClass) {
    List<String> simpleNames = new ArrayList<>();
    for (Class<?> type = testClass; type != null; type = type.getDeclaringClass()) {
      simpleNames.add(0, type.getSimpleName());
    }
    String simple = simpleName(simpleNames);
    String packageName = testClass.getPackageName();
    return packageName.isEmpty() ? simple : packageName + "." + simple;
  }

  /**
   * The simple name of the suite of the class whose simple name, and those of the classes that
   * enclose it, are {@code simpleNames}, outermost first: what the processor writes.
   */
  public static String simpleName(List<String> simpleNames) {
    if (simpleNames.isEmpty()) {
      throw new IllegalArgumentException("A test class has a name.");
    }
    StringBuilder name = new StringBuilder(PREFIX);
    for (int i = 0; i < simpleNames.size(); i++) {
      if (i > 0) {
        name.append('_');
      }
      for (char c : simpleNames.get(i).toCharArray()) {
        switch (c) {
          case '_' -> name.append("_0");
          case '$' -> name.append("_1");
          default -> name.append(c);
        }
      }
    }
    return name.toString();
  }
}
