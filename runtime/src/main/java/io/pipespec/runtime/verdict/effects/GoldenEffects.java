package io.pipespec.runtime.verdict.effects;

import io.pipespec.effects.Effect;
import io.pipespec.effects.EffectText;
import io.pipespec.runtime.verdict.effects.EffectExpectation.Mode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.regex.Pattern;

/**
 * The golden file of an {@code @ExpectEffects(snapshot = ...)}: the effects a run made on one
 * system, kept with the tests as text made for code review. A header of {@code #} lines ends at the
 * blank line after it; then one effect a line, sorted, so that a review shows what changed and not
 * in what order the threads ran. What a line holds depends on the mode the file is compared in:
 * every effect made, duplicates kept, for {@link Mode#EXACTLY_ONCE} (a retry's duplicate is a line
 * of its own); each distinct effect for {@link Mode#AT_LEAST_ONCE}; each key's final value, {@code
 * alice=100}, for {@link Mode#FINAL_BY_KEY}.
 */
final class GoldenEffects {

  private static final Pattern LINES = Pattern.compile("\r?\n");

  private GoldenEffects() {}

  /** The lines the file keeps of {@code made}, in {@code mode}: sorted. */
  static List<String> kept(Mode mode, List<Effect> made) {
    return switch (mode) {
      case EXACTLY_ONCE -> made.stream().map(Effect::text).sorted().toList();
      case AT_LEAST_ONCE -> List.copyOf(new TreeSet<>(made.stream().map(Effect::text).toList()));
      case FINAL_BY_KEY -> {
        // A call that is no put is left out: the comparison names it as no write by key.
        Map<String, String> last = new LinkedHashMap<>();
        for (Effect effect : made) {
          if (effect.operation().equals("put") && effect.arguments().size() == 2) {
            last.put(effect.arguments().get(0), effect.arguments().get(1));
          }
        }
        List<String> lines = new ArrayList<>();
        last.forEach((key, value) -> lines.add(EffectText.entry(key, value)));
        yield lines.stream().sorted().toList();
      }
    };
  }

  /** The file's text: its header, a blank line, then {@code lines}. */
  static String text(String subject, String system, Mode mode, List<String> lines) {
    StringBuilder text =
        new StringBuilder("# Pipespec effects: ")
            .append(subject)
            .append("\n# system: ")
            .append(system)
            .append("\n# mode: ")
            .append(mode.name())
            .append("\n# effects: ")
            .append(lines.size())
            .append("\n# One effect a line, sorted. Review it as code; rewrite it with")
            .append(" -Dpipespec.snapshots=update.\n\n");
    lines.forEach(line -> text.append(line).append('\n'));
    return text.toString();
  }

  /**
   * The effect lines of a file's text: those after the header's blank line, blank ones left out.
   */
  static List<String> lines(String text) {
    List<String> all = LINES.splitAsStream(text).toList();
    int first = 0;
    while (first < all.size() && all.get(first).startsWith("#")) {
      first++;
    }
    return all.subList(first, all.size()).stream().filter(line -> !line.isBlank()).toList();
  }

  /**
   * A line of a {@code FINAL_BY_KEY} file split at its first {@code =} outside quotes (a key that
   * holds {@code =} is quoted): key, value; the whole line and an empty value when it has none.
   */
  static List<String> entry(String line) {
    boolean quoted = false;
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (quoted && c == '\\') {
        i++;
      } else if (c == '"') {
        quoted = !quoted;
      } else if (!quoted && c == '=') {
        return List.of(line.substring(0, i), line.substring(i + 1));
      }
    }
    return List.of(line, "");
  }
}
