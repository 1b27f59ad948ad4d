package io.pipespec.processor.literal;

/** English ordinals for messages: 1st, 2nd, 3rd, 11th, 22nd. */
final class Ordinals {

  private Ordinals() {}

  static String of(int n) {
    int lastTwo = n % 100;
    if (lastTwo >= 11 && lastTwo <= 13) {
      return n + "th";
    }
    return switch (n % 10) {
      case 1 -> n + "st";
      case 2 -> n + "nd";
      case 3 -> n + "rd";
      default -> n + "th";
    };
  }
}
