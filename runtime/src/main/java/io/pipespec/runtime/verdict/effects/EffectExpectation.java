package io.pipespec.runtime.verdict.effects;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.RefusedExpectationError;
import io.pipespec.effects.Effect;
import io.pipespec.effects.Effects;
import io.pipespec.runtime.verdict.snapshot.ReviewedFiles;
import io.pipespec.runtime.verdict.snapshot.SnapshotMode;
import io.pipespec.runtime.verdict.snapshot.SnapshotSettings;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.apiguardian.api.API;
import org.jspecify.annotations.Nullable;
import org.opentest4j.AssertionFailedError;

/**
 * An {@code @ExpectEffects}: the effects on one fake external system, compared with the expected
 * ones as its {@link Mode} says. The expected effects are written as the fake records them (the
 * processor made them so), and compared as texts.
 */
@API(status = INTERNAL)
public final class EffectExpectation {

  /** How the recorded effects are compared with the expected ones. */
  public enum Mode {
    EXACTLY_ONCE("exactly once each, as listed"),
    AT_LEAST_ONCE("at least once each, nothing else"),
    FINAL_BY_KEY("with these final values by key");

    private final String words;

    Mode(String words) {
      this.words = words;
    }
  }

  private static final String RETRIED =
      "Beam retries a failed bundle and keeps what its failed attempt did outside Beam: the"
          + " call is not idempotent. Make it an upsert by key, give it an idempotency key the"
          + " external system deduplicates on, or make it after the bundle commits.";

  private final String system;
  private final Mode mode;
  private final List<String> expected;
  private final Map<String, String> finalValues;
  private final @Nullable String golden;
  private final String subject;

  private EffectExpectation(String system, Mode mode, List<String> expected) {
    this(system, mode, expected, null, "");
  }

  private EffectExpectation(
      String system, Mode mode, List<String> expected, @Nullable String golden, String subject) {
    this.golden = golden;
    this.subject = subject;
    this.system = requireNonNull(system, "system");
    this.mode = mode;
    this.finalValues = new LinkedHashMap<>();
    if (mode == Mode.FINAL_BY_KEY) {
      if (expected.size() % 2 != 0) {
        throw new IllegalArgumentException(
            "FINAL_BY_KEY takes keys and values in pairs; regenerate the suite (mvn clean"
                + " test-compile).");
      }
      for (int i = 0; i < expected.size(); i += 2) {
        finalValues.put(expected.get(i), expected.get(i + 1));
      }
      this.expected = List.of();
    } else {
      this.expected = List.copyOf(expected);
    }
  }

  /** The effects on {@code system}, in {@code mode}: texts, or for FINAL_BY_KEY key, value, ... */
  public static EffectExpectation of(String system, Mode mode, List<String> expected) {
    return new EffectExpectation(system, mode, expected);
  }

  /**
   * The effects on {@code system} kept in the golden file at {@code path} (relative to the
   * snapshots' directory, {@code '/'}-separated), compared in {@code mode}; {@code subject} names
   * the scenario and expectation in the file's header.
   */
  public static EffectExpectation golden(String path, String subject, String system, Mode mode) {
    return new EffectExpectation(
        system, mode, List.of(), requireNonNull(path, "path"), requireNonNull(subject, "subject"));
  }

  /** What is expected: "the effects on 'payments' exactly once each, as listed". */
  public String describe() {
    return "the effects on external system '"
        + system
        + "' "
        + (golden == null
            ? mode.words
            : "as golden file " + golden.substring(golden.lastIndexOf('/') + 1) + " keeps them");
  }

  /** The golden file's path relative to the snapshots' directory; empty when none is kept. */
  public Optional<String> goldenFile() {
    return Optional.ofNullable(golden);
  }

  /**
   * Judges {@code observation}, reading a golden file from {@code settings}'s directory, and
   * writing it where {@code settings}'s mode records or updates.
   *
   * @throws RefusedExpectationError when the effects cannot be read
   * @throws AssertionFailedError listing what is missing, unexpected and duplicated, or for a
   *     golden file missing in a run that only verifies
   */
  public void verify(EffectsObservation observation, SnapshotSettings settings) {
    if (golden == null) {
      verify(observation);
      return;
    }
    refuseUnreadable(observation);
    Path file = settings.directory().resolve(golden);
    List<String> kept = GoldenEffects.kept(mode, observation.on(system));
    String actual = GoldenEffects.text(subject, system, mode, kept);
    if (!Files.exists(file)) {
      if (settings.mode() == SnapshotMode.VERIFY) {
        throw new AssertionFailedError(
            "No golden file of the effects on external system '"
                + system
                + "' at "
                + file
                + ": rerun with -Dpipespec.snapshots=record to record it from this run's effects ("
                + kept.size()
                + (kept.size() == 1 ? " line" : " lines")
                + "), then review and commit it");
      }
      ReviewedFiles.write(file, actual, "The golden file");
      ReviewedFiles.note("recorded golden file " + file + ": review and commit it");
    } else if (settings.mode() == SnapshotMode.UPDATE) {
      String content = ReviewedFiles.read(file, "The golden file");
      if (!GoldenEffects.lines(content).equals(kept)) {
        ReviewedFiles.write(file, actual, "The golden file");
        ReviewedFiles.note("updated golden file " + file + ": review the change and commit it");
      }
    }
    List<String> expected = GoldenEffects.lines(ReviewedFiles.read(file, "The golden file"));
    if (mode == Mode.FINAL_BY_KEY) {
      expected = expected.stream().flatMap(line -> GoldenEffects.entry(line).stream()).toList();
    }
    try {
      new EffectExpectation(system, mode, expected).verify(observation);
    } catch (AssertionFailedError differs) {
      throw new AssertionFailedError(
          String.valueOf(differs.getMessage())
                  .replace(
                      mode.words, "as golden file " + file + " keeps them (" + mode.words + ")")
              + "\ngolden file: "
              + file
              + "\nIf the change is meant, rerun with -Dpipespec.snapshots=update to rewrite it.");
    }
  }

  private void refuseUnreadable(EffectsObservation observation) {
    if (observation.unreadable().isPresent()) {
      String why = observation.unreadable().get();
      throw new RefusedExpectationError("Cannot judge " + describe() + ": " + why, why);
    }
  }

  /**
   * Judges {@code observation}.
   *
   * @throws RefusedExpectationError when the effects cannot be read
   * @throws AssertionFailedError listing what is missing, unexpected and duplicated
   */
  public void verify(EffectsObservation observation) {
    if (golden != null) {
      verify(observation, SnapshotSettings.defaults());
      return;
    }
    refuseUnreadable(observation);
    List<Effect> made = observation.on(system);
    List<String> problems = mode == Mode.FINAL_BY_KEY ? finalProblems(made) : countProblems(made);
    if (problems.isEmpty() && made.isEmpty() && !Effects.isNamed(system)) {
      throw new AssertionFailedError(unnamed(observation));
    }
    if (problems.isEmpty()) {
      return;
    }
    StringBuilder message = new StringBuilder("Expected ").append(describe()).append(", but:\n");
    problems.forEach(problem -> message.append("  ").append(problem).append('\n'));
    message.append(made.isEmpty() ? nothingMade(observation) : listing(made));
    throw new AssertionFailedError(message.toString().stripTrailing());
  }

  private List<String> countProblems(List<Effect> made) {
    Map<String, Integer> wanted = counts(expected);
    Map<String, List<Effect>> got = new LinkedHashMap<>();
    made.forEach(
        effect -> got.computeIfAbsent(effect.text(), text -> new ArrayList<>()).add(effect));
    List<String> problems = new ArrayList<>();
    wanted.forEach(
        (text, count) -> {
          List<Effect> copies = got.getOrDefault(text, List.of());
          int times = copies.size();
          if (times == 0) {
            problems.add("missing: " + text + (count > 1 ? " (expected " + count + " times)" : ""));
          } else if (mode == Mode.EXACTLY_ONCE && times < count) {
            problems.add(
                "missing: " + text + " made " + times(times) + ", expected " + times(count));
          } else if (mode == Mode.EXACTLY_ONCE && times > count) {
            problems.add(duplicated(text, copies, count));
          }
        });
    got.forEach(
        (text, copies) -> {
          if (!wanted.containsKey(text)) {
            problems.add(
                "unexpected: "
                    + text
                    + (copies.size() > 1 ? " (made " + times(copies.size()) + ")" : "")
                    + inFailed(copies));
          }
        });
    return problems;
  }

  private static String duplicated(String text, List<Effect> copies, int expected) {
    long failed = copies.stream().filter(Effect::inFailedAttempt).count();
    String made =
        "duplicated: " + text + " made " + times(copies.size()) + ", expected " + times(expected);
    if (failed == 0) {
      return made + ": the function made the call again with no bundle failing";
    }
    return made
        + ": "
        + (failed == 1 ? "once" : times((int) failed))
        + " in a failed attempt of its bundle, and again in its retry. "
        + RETRIED;
  }

  private List<String> finalProblems(List<Effect> made) {
    List<String> problems = new ArrayList<>();
    Map<String, List<Effect>> writes = new LinkedHashMap<>();
    for (Effect effect : made) {
      if (!effect.operation().equals("put") || effect.arguments().size() != 2) {
        problems.add(
            "not a write by key: "
                + effect.text()
                + "; FINAL_BY_KEY reads the put(key, value) of a key-value store"
                + " (ExternalSystem.store(\""
                + system
                + "\")). Expect a client's calls with EXACTLY_ONCE or AT_LEAST_ONCE.");
        continue;
      }
      writes.computeIfAbsent(effect.arguments().get(0), key -> new ArrayList<>()).add(effect);
    }
    finalValues.forEach(
        (key, value) -> {
          List<Effect> written = writes.get(key);
          if (written == null) {
            problems.add(
                "missing: key " + key + " was never written; expected final value " + value);
            return;
          }
          String last = written.get(written.size() - 1).arguments().get(1);
          if (!Objects.equals(last, value)) {
            problems.add(
                "key "
                    + key
                    + ": final value "
                    + last
                    + ", expected "
                    + value
                    + " (written "
                    + String.join(", ", written.stream().map(EffectExpectation::written).toList())
                    + ")");
          }
        });
    writes.forEach(
        (key, written) -> {
          if (!finalValues.containsKey(key)) {
            problems.add(
                "unexpected: key "
                    + key
                    + " with final value "
                    + written.get(written.size() - 1).arguments().get(1)
                    + inFailed(written));
          }
        });
    return problems;
  }

  private static String written(Effect put) {
    return put.arguments().get(1) + (put.inFailedAttempt() ? " in a failed attempt" : "");
  }

  private static String inFailed(List<Effect> copies) {
    long failed = copies.stream().filter(Effect::inFailedAttempt).count();
    return failed == 0
        ? ""
        : ", "
            + (failed == copies.size() ? "made" : failed + " of them made")
            + " in a failed attempt that was retried: "
            + RETRIED;
  }

  private static Map<String, Integer> counts(List<String> texts) {
    Map<String, Integer> counts = new LinkedHashMap<>();
    texts.forEach(text -> counts.merge(text, 1, Integer::sum));
    return counts;
  }

  private static String times(int count) {
    return count == 1 ? "once" : count == 2 ? "twice" : count + " times";
  }

  private String nothingMade(EffectsObservation observation) {
    return "The run made no call to '"
        + system
        + "'"
        + (observation.systems().isEmpty()
            ? ", nor to any fake external system: does the function under test hold the fake"
                + " made with ExternalSystem.fake(\""
                + system
                + "\", ...)?"
            : "; it called "
                + String.join(", ", observation.systems().stream().map(s -> "'" + s + "'").toList())
                + ".");
  }

  /**
   * Why expecting no call on {@code system} cannot pass: no fake of that name was made, so the
   * expectation would hold whatever the function did (a misspelled name, most often).
   */
  private String unnamed(EffectsObservation observation) {
    Set<String> named = Effects.named();
    return "Expected "
        + describe()
        + ", but no fake external system named '"
        + system
        + "' was made in this JVM, so no call to it could ever be recorded and the expectation"
        + " would pass whatever the function did. "
        + (named.isEmpty()
            ? "No fake was made at all: give the function under test the fake it calls, made"
                + " with ExternalSystem.fake(\""
                + system
                + "\", ...), store or log."
            : "The fakes made are named "
                + String.join(", ", named.stream().map(s -> "'" + s + "'").toList())
                + (observation.systems().isEmpty()
                    ? ""
                    : " (this run called "
                        + String.join(
                            ", ", observation.systems().stream().map(s -> "'" + s + "'").toList())
                        + ")")
                + ": name the system as its fake was made.");
  }

  private static String listing(List<Effect> made) {
    StringBuilder listing = new StringBuilder("Made, in order:\n");
    made.forEach(
        effect ->
            listing
                .append("  ")
                .append(effect.text())
                .append(effect.inFailedAttempt() ? "   (in a failed attempt)" : "")
                .append('\n'));
    return listing.toString();
  }
}
