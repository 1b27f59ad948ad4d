package io.pipespec.grammar;

import org.apiguardian.api.API;

/** English ordinals for messages: 1st, 2nd, 3rd, 11th, 22nd. */
@API(status = API.Status.INTERNAL)
public final class Ordinals {

  private Ordinals() {}

  public static String of(int n) {
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
