package io.pipespec.effects;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import java.util.regex.Pattern;
import org.apiguardian.api.API;
import org.jspecify.annotations.Nullable;

/**
 * How an effect's arguments are written, the same in a recorded effect, an expectation and a golden
 * file: a number, boolean, character or enum as Java prints it, {@code null} as {@code null}, and
 * any other value by its {@code toString()}, quoted ({@code "a, b"}, with {@code \"} and {@code \\}
 * escaped) only where it would otherwise read as something else: empty, with spaces at its ends, a
 * separator ({@code , ( ) = "} or a backslash), a line break, or a text that reads as a number, a
 * boolean or {@code null}. So {@code charge("alice", 100L)} is {@code charge(alice, 100)}, and a
 * string {@code "100"} is written {@code "100"}.
 */
@API(status = EXPERIMENTAL)
public final class EffectText {

  private static final Pattern READS_AS_VALUE =
      Pattern.compile("[+-]?[0-9][0-9_]*(\\.[0-9]*)?([eE][+-]?[0-9]+)?[lLfFdD]?|true|false|null");

  private EffectText() {}

  /** {@code value} as an argument of an effect. */
  public static String argument(@Nullable Object value) {
    if (value == null) {
      return "null";
    }
    if (value instanceof Number
        || value instanceof Boolean
        || value instanceof Character
        || value instanceof Enum<?>) {
      return String.valueOf(value);
    }
    String text = String.valueOf(value);
    return needsQuotes(text) ? quoted(text) : text;
  }

  /** A store's final value of a key as an expectation writes it: {@code alice=100}. */
  public static String entry(String key, String value) {
    return key + "=" + value;
  }

  private static boolean needsQuotes(String text) {
    if (text.isEmpty() || !text.strip().equals(text) || READS_AS_VALUE.matcher(text).matches()) {
      return true;
    }
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (",()=\"\\".indexOf(c) >= 0 || Character.isISOControl(c)) {
        return true;
      }
    }
    return false;
  }

  private static String quoted(String text) {
    StringBuilder quoted = new StringBuilder("\"");
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '"' -> quoted.append("\\\"");
        case '\\' -> quoted.append("\\\\");
        case '\n' -> quoted.append("\\n");
        case '\r' -> quoted.append("\\r");
        case '\t' -> quoted.append("\\t");
        default -> {
          if (Character.isISOControl(c)) {
            quoted.append(String.format("\\u%04x", (int) c));
          } else {
            quoted.append(c);
          }
        }
      }
    }
    return quoted.append('"').toString();
  }
}
