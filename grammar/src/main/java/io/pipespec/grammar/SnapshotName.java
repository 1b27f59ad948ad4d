package io.pipespec.grammar;

import org.apiguardian.api.API;

/**
 * Where the snapshot file of an {@code @ExpectSnapshot} is, relative to the snapshots' directory
 * ({@code src/test/resources} by default): one rule for the processor, which writes each path into
 * the suite, and the engine, which looks for files that no expectation uses.
 *
 * <p>The file of method {@code onTimeTotals} of scenario {@code AllOnTime} of {@code
 * com.example.TeamScoresTest}, on output {@code totals}, is {@code
 * com/example/TeamScoresTest/AllOnTime.totals.onTimeTotals.snapshot}; a class that is its own
 * scenario gives its own name as the scenario's. The method is in the name, so two snapshots of one
 * output with different scopes never share a file. A character of an output's name that is not a
 * letter, digit, {@code _}, {@code -} or {@code $} (a job's write called {@code Write/Totals}) is
 * written {@code _}.
 */
@API(status = API.Status.INTERNAL)
public final class SnapshotName {

  /** How every snapshot file's name ends. */
  public static final String EXTENSION = ".snapshot";

  private SnapshotName() {}

  /**
   * The directory of the snapshot files of a top-level test class, {@code '/'}-separated: {@code
   * com/example/TeamScoresTest}.
   */
  public static String classDirectory(String packageName, String testClass) {
    return packageName.isEmpty() ? testClass : packageName.replace('.', '/') + "/" + testClass;
  }

  /** The path of one snapshot file, {@code '/'}-separated. */
  public static String file(
      String packageName, String testClass, String scenario, String output, String method) {
    return classDirectory(packageName, testClass)
        + "/"
        + scenario
        + "."
        + part(output)
        + "."
        + method
        + EXTENSION;
  }

  private static String part(String name) {
    StringBuilder part = new StringBuilder(name.length());
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      part.append(Character.isLetterOrDigit(c) || c == '_' || c == '-' || c == '$' ? c : '_');
    }
    return part.length() == 0 ? "output" : part.toString();
  }
}
