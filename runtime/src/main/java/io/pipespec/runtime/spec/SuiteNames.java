package io.pipespec.runtime.spec;

import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.grammar.SuiteName;
import java.util.ArrayList;
import java.util.List;
import org.apiguardian.api.API;

/**
 * Names of generated suite classes: {@code com.example.Outer.Inner} is tested by {@code
 * com.example.Pipespec_Outer_Inner}, in the same package so that it may use package-private members
 * of the test class. The rule is {@link SuiteName}'s, which the processor follows too: an {@code _}
 * in a class name is written {@code _0}, so that {@code Holder.PkgT} and a top-level {@code
 * Holder_PkgT} get suites of their own.
 */
@API(status = INTERNAL)
public final class SuiteNames {

  /** The prefix of every generated suite' simple name. */
  public static final String PREFIX = SuiteName.PREFIX;

  private SuiteNames() {}

  /** The binary name of the suite generated for {@code testClass}. */
  public static String suiteClassName(Class<?> testClass) {
    List<String> simpleNames = new ArrayList<>();
    for (Class<?> type = testClass; type != null; type = type.getDeclaringClass()) {
      simpleNames.add(0, type.getSimpleName());
    }
    String simple = SuiteName.of(simpleNames);
    String packageName = testClass.getPackageName();
    return packageName.isEmpty() ? simple : packageName + "." + simple;
  }
}
