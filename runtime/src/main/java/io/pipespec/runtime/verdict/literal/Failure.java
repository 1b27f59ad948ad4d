package io.pipespec.runtime.verdict.literal;

import java.util.ArrayList;
import java.util.List;

/**
 * Why a part of a literal is wrong, while the reader unwinds from that part to the whole literal,
 * which adds the roles the part plays ({@code the 2nd element of List<Integer>}). Becomes a {@link
 * LiteralException} at the top; it has no stack trace, since it is a message, not a bug.
 */
final class Failure extends RuntimeException {

  private static final long serialVersionUID = 1L;

  /** The text that failed: the whole literal or one part of it. */
  final String part;

  /** The type it was read against, as the user writes it. */
  final String type;

  /** What a valid text looks like, phrased as a fix. */
  final String reason;

  /** Where {@link #part} starts in the whole literal, counted from 0. */
  final int at;

  /** The roles of {@link #part}, innermost first. */
  final List<String> within = new ArrayList<>(2);

  Failure(String part, String type, String reason, int at) {
    super(reason, null, false, false);
    this.part = part;
    this.type = type;
    this.reason = reason;
    this.at = at;
  }

  /** The same failure, seen as the part with {@code role} of an enclosing literal. */
  Failure inRole(String role) {
    within.add(role);
    return this;
  }

  /**
   * The message, as the processor writes it for a literal in an annotation: {@code `x` in `a=[1,
   * x]` is not a valid Integer (the 2nd element of List<Integer> in the value of KV<String,
   * List<Integer>>): write a whole number from -2147483648 to 2147483647, such as 12}.
   */
  String describe(String literal) {
    StringBuilder message = new StringBuilder();
    if (part.isEmpty()) {
      message.append("An empty component");
    } else {
      message.append('`').append(part).append('`');
    }
    if (!within.isEmpty() || !part.equals(literal)) {
      message.append(" in `").append(literal).append('`');
    }
    message.append(" is not a valid ").append(type);
    if (!within.isEmpty()) {
      message.append(" (").append(String.join(" in ", within)).append(')');
    }
    return message.append(": ").append(reason).toString();
  }
}
