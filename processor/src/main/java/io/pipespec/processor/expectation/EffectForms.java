package io.pipespec.processor.expectation;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How an expected effect is written in {@code @ExpectEffects}: a call, {@code charge(alice, 100)},
 * or for a store's final values {@code alice=100}. The processor refuses what does not read and
 * hands the runtime each effect as the fake records it, so that the runtime compares texts: the
 * spaces around arguments do not count ({@code charge(alice,100)} is {@code charge(alice, 100)}), a
 * quoted text ({@code "carol, jr"}) is one argument, kept with its quotes.
 */
final class EffectForms {

  private static final Pattern CALL =
      Pattern.compile("\\s*([A-Za-z_$][A-Za-z0-9_$]*)\\s*\\((.*)\\)\\s*", Pattern.DOTALL);

  private EffectForms() {}

  /**
   * The call {@code written} as the fake records it: {@code charge(alice, 100)}.
   *
   * @throws IllegalArgumentException naming what does not read
   */
  static String call(String written) {
    Matcher call = CALL.matcher(written);
    if (!call.matches()) {
      throw new IllegalArgumentException(
          "\""
              + written
              + "\" is not a call: write the method and its arguments as the fake records"
              + " them, such as \"charge(alice, 100)\"");
    }
    String arguments = call.group(2).strip();
    return call.group(1)
        + "("
        + (arguments.isEmpty() ? "" : String.join(", ", split(arguments, ',', written)))
        + ")";
  }

  /**
   * The key and final value {@code written} as {@code key=value}, each as a fake writes an
   * argument.
   *
   * @throws IllegalArgumentException naming what does not read
   */
  static Map.Entry<String, String> entry(String written) {
    List<String> parts = split(written.strip(), '=', written);
    if (parts.size() != 2 || parts.get(0).isEmpty()) {
      throw new IllegalArgumentException(
          "\""
              + written
              + "\" is not a key and its final value: write key=value, such as \"alice=100\""
              + " (quote a key or value that holds '=': \"\\\"a=b\\\"=1\")");
    }
    return Map.entry(parts.get(0), parts.get(1));
  }

  /** {@code text} cut at each {@code separator} outside quotes, each part stripped. */
  private static List<String> split(String text, char separator, String written) {
    List<String> parts = new ArrayList<>();
    StringBuilder part = new StringBuilder();
    boolean quoted = false;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (quoted && c == '\\' && i + 1 < text.length()) {
        part.append(c).append(text.charAt(++i));
      } else if (c == '"') {
        quoted = !quoted;
        part.append(c);
      } else if (c == separator && !quoted) {
        parts.add(part.toString().strip());
        part.setLength(0);
      } else {
        part.append(c);
      }
    }
    if (quoted) {
      throw new IllegalArgumentException(
          "\"" + written + "\" opens a quote it does not close: end the quoted text with \"");
    }
    parts.add(part.toString().strip());
    return parts;
  }
}
