package io.pipespec.runtime.spec;

import static org.apiguardian.api.API.Status.INTERNAL;

import org.apiguardian.api.API;

/**
 * Names of generated suite classes: {@code com.example.Outer.Inner} is tested by {@code
 * com.example.Pipespec_Outer_Inner}, in the same package so that it may use package-private members
 * of the test class. The processor derives the same name from the source.
 */
@API(status = INTERNAL)
public final class SuiteNames {

  /** The prefix of every generated suite' simple name. */
  public static final String PREFIX = "Pipespec_";

  private SuiteNames() {}

  /** The binary name of the suite generated for {@code testClass}. */
  public static String suiteClassName(Class<?> testClass) {
    String packageName = testClass.getPackageName();
    String nestedName =
        packageName.isEmpty()
            ? testClass.getName()
            : testClass.getName().substring(packageName.length() + 1);
    String simple = PREFIX + nestedName.replace('$', '_');
    return packageName.isEmpty() ? simple : packageName + "." + simple;
  }
}
