package io.pipespec.runtime.verdict.expect;

import static org.apiguardian.api.API.Status.INTERNAL;

import org.apiguardian.api.API;

/**
 * Elements written as failure messages write them (the literal syntax of the annotations), for
 * tools outside this package such as the engine's timeline reports.
 */
@API(status = INTERNAL)
public final class ElementTexts {

  private ElementTexts() {}

  /**
   * {@code value} in the literal syntax, cut after {@code maxLength} characters with the number of
   * characters left out; never throws for a value whose {@code toString} does.
   */
  public static String of(Object value, int maxLength) {
    if (maxLength < 1) {
      throw new IllegalArgumentException("maxLength must be positive, was " + maxLength);
    }
    return Rendering.value(value, maxLength);
  }

  /**
   * {@code text} (a name the user gave, such as a transform's) with every character that could
   * damage a report or a terminal escaped, as failure messages write elements.
   */
  public static String printable(String text) {
    return Rendering.printable(text);
  }
}
