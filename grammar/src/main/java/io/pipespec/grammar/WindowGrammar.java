package io.pipespec.grammar;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.apiguardian.api.API;
import org.jspecify.annotations.Nullable;

/**
 * The one grammar of windows, in its two written forms, with times in {@link TimeGrammar}'s:
 *
 * <ul>
 *   <li>the attributes of {@code @Window}: {@code start} with {@code end} or {@code size}, or
 *       {@code global = true} ({@link #ofAttributes});
 *   <li>the text of a function test's window: {@code "[start, end)"}, such as {@code "[0, 10m)"},
 *       or empty for the global window ({@link #ofText}); a timer literal's window is such a text
 *       that must name an interval ({@link #ofIntervalText}).
 * </ul>
 *
 * Both resolve relative times against the same base time, check that a window ends after it starts
 * and within Beam's timestamps, and keep the text the user wrote ({@link
 * WindowRef.Interval#source()}) so that generated code can show it beside the numbers. A wrong
 * window gets {@link Problem}s that name the attribute at fault and say how to fix it.
 */
@API(status = API.Status.INTERNAL)
public final class WindowGrammar {

  /** How a function test's window text is written. */
  public static final String TEXT_FORM = "write it as [start, end), such as [0, 10m)";

  private WindowGrammar() {}

  /** What a written window became: the {@link WindowRef} it names, or why it names none. */
  public sealed interface Parsed permits WindowRef.Global, WindowRef.Interval, Failed {}

  /** A window that cannot be read; every problem found, in the order of the attributes. */
  public record Failed(List<Problem> problems) implements Parsed {
    public Failed {
      problems = List.copyOf(problems);
    }
  }

  /** Whether a problem is about a time in the window or about the window as a whole. */
  public enum Fault {
    /** A start, end or size that is not a time, or lies beyond Beam's timestamps. */
    TIME,
    /** A window that names no interval, or two, or ends before it starts. */
    WINDOW
  }

  /**
   * One thing wrong with a window.
   *
   * @param attribute the {@code @Window} attribute at fault ({@code start}, {@code end}, {@code
   *     size}, {@code global}), or empty when no single attribute is
   * @param message the whole message, saying what is wrong and how to fix it
   */
  public record Problem(Fault fault, Optional<String> attribute, String message) {}

  /** The attributes of one {@code @Window}, as written; an empty text is an attribute left out. */
  public record Attributes(String start, String end, String size, boolean global) {

    /** The annotation as the user wrote it, with the attributes given. */
    public String source() {
      List<String> given = new ArrayList<>();
      if (!start.isEmpty()) {
        given.add("start = \"" + start + "\"");
      }
      if (!end.isEmpty()) {
        given.add("end = \"" + end + "\"");
      }
      if (!size.isEmpty()) {
        given.add("size = \"" + size + "\"");
      }
      if (global) {
        given.add("global = true");
      }
      return "@Window(" + String.join(", ", given) + ")";
    }
  }

  /**
   * The window of a {@code @Window}, relative times counted from {@code baseMillis}; messages start
   * with {@code subject}, such as {@code "@Window on lateTotals"}.
   */
  public static Parsed ofAttributes(Attributes window, long baseMillis, String subject) {
    boolean interval =
        !window.start().isEmpty() || !window.end().isEmpty() || !window.size().isEmpty();
    if (window.global()) {
      return interval
          ? failed(
              Fault.WINDOW,
              "global",
              subject
                  + " names the global window and an interval. Remove start, end and size, or"
                  + " global = true.")
          : new WindowRef.Global();
    }
    if (window.start().isEmpty()) {
      return failed(
          Fault.WINDOW,
          null,
          subject + " names no window. Give start and end, start and size, or global = true.");
    }
    if (window.end().isEmpty() == window.size().isEmpty()) {
      return failed(
          Fault.WINDOW,
          window.end().isEmpty() ? null : "size",
          subject
              + (window.end().isEmpty()
                  ? " gives neither end nor size"
                  : " gives both end and size")
              + ". Give exactly one of them.");
    }
    List<Problem> problems = new ArrayList<>();
    Optional<Long> start = time(window.start(), "start", baseMillis, subject, problems);
    Optional<Long> end;
    String endAttribute;
    if (!window.end().isEmpty()) {
      endAttribute = "end";
      end = time(window.end(), "end", baseMillis, subject, problems);
    } else {
      endAttribute = "size";
      end = size(window.size(), subject, problems).flatMap(size -> start.map(s -> s + size));
    }
    if (!problems.isEmpty()) {
      return new Failed(problems);
    }
    if (end.get() <= start.get()) {
      return failed(
          Fault.WINDOW,
          "end",
          subject
              + " ends at "
              + window.end()
              + ", not after its start "
              + window.start()
              + ". Give an end after the start.");
    }
    if (end.get() > TimeGrammar.MAX_MILLIS) {
      return failed(
          Fault.TIME, endAttribute, subject + " ends beyond the range of Beam timestamps.");
    }
    return new WindowRef.Interval(start.get(), end.get(), window.source());
  }

  /**
   * The window of a text such as {@code "[0, 10m)"}, relative times counted from {@code
   * baseMillis}; an empty text is the global window. Messages name the window as {@code "the window
   * `[0, 10m)` of <subject>"}.
   */
  public static Parsed ofText(String text, long baseMillis, String subject) {
    if (text.isBlank()) {
      return new WindowRef.Global();
    }
    return ofIntervalText(text, baseMillis, subject, "Leave window empty for the global window");
  }

  /**
   * The interval window of a text such as {@code "[0, 10m)"} that must name one, such as the window
   * of a timer literal ({@code flush b @ 9m59.999s in [0, 10m)}); relative times count from {@code
   * baseMillis}. Messages name the window as {@code "the window `[0, 10m)` of <subject>"} and end
   * with {@code instead}, what to write when the user meant no particular window.
   */
  public static Parsed ofIntervalText(
      String text, long baseMillis, String subject, String instead) {
    String trimmed = text.strip();
    if (!trimmed.startsWith("[") || !trimmed.endsWith(")") || !trimmed.contains(",")) {
      return textProblem(Fault.WINDOW, trimmed, subject, TEXT_FORM, instead);
    }
    String[] bounds = trimmed.substring(1, trimmed.length() - 1).split(",", 2);
    TimeGrammar.Parsed start = TimeGrammar.instant(bounds[0], baseMillis);
    if (start.millis().isEmpty()) {
      return textProblem(Fault.TIME, trimmed, subject, "its start: " + start.error(), instead);
    }
    TimeGrammar.Parsed end = TimeGrammar.instant(bounds[1], baseMillis);
    if (end.millis().isEmpty()) {
      return textProblem(Fault.TIME, trimmed, subject, "its end: " + end.error(), instead);
    }
    if (end.millis().get() <= start.millis().get()) {
      return textProblem(Fault.WINDOW, trimmed, subject, "it ends before it starts", instead);
    }
    return new WindowRef.Interval(start.millis().get(), end.millis().get(), trimmed);
  }

  private static Optional<Long> time(
      String text, String attribute, long baseMillis, String subject, List<Problem> problems) {
    TimeGrammar.Parsed parsed = TimeGrammar.instant(text, baseMillis);
    if (parsed.millis().isEmpty()) {
      problems.add(
          new Problem(
              Fault.TIME,
              Optional.of(attribute),
              attribute + " of " + subject + ": " + parsed.error() + "."));
    }
    return parsed.millis();
  }

  private static Optional<Long> size(String text, String subject, List<Problem> problems) {
    TimeGrammar.Parsed parsed = TimeGrammar.duration(text);
    if (parsed.millis().isEmpty()) {
      problems.add(
          new Problem(
              Fault.TIME, Optional.of("size"), "size of " + subject + ": " + parsed.error() + "."));
      return Optional.empty();
    }
    if (parsed.millis().get() == 0) {
      problems.add(
          new Problem(
              Fault.WINDOW,
              Optional.of("size"),
              "size of " + subject + " is zero. A window has a positive size, such as 20m."));
      return Optional.empty();
    }
    return parsed.millis();
  }

  private static Failed failed(Fault fault, @Nullable String attribute, String message) {
    return new Failed(List.of(new Problem(fault, Optional.ofNullable(attribute), message)));
  }

  private static Failed textProblem(
      Fault fault, String text, String subject, String problem, String instead) {
    return new Failed(
        List.of(
            new Problem(
                fault,
                Optional.empty(),
                "The window `"
                    + text
                    + "` of "
                    + subject
                    + " is not valid: "
                    + problem
                    + ". "
                    + instead
                    + ".")));
  }
}
