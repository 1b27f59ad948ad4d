package io.pipespec.runtime.verdict.literal;

/** A text that is not a literal of the type it was read against. */
public final class LiteralException extends IllegalArgumentException {

  private static final long serialVersionUID = 1L;

  private final int column;

  /**
   * @param column where in the text the wrong part starts, counted from 1
   * @param message what is wrong and how to write it
   */
  public LiteralException(int column, String message) {
    super(message);
    this.column = column;
  }

  /** Where in the text the wrong part starts, counted from 1. */
  public int column() {
    return column;
  }
}
