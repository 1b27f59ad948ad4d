package io.pipespec.runtime.generate;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import java.nio.file.Path;
import java.time.Duration;
import java.util.OptionalInt;
import java.util.OptionalLong;
import org.apiguardian.api.API;

/**
 * How the engine asks for generated scenarios to be tried.
 *
 * @param seed {@code pipespec.generate.seed}; without it each scenario has a seed of its own, the
 *     same in every run, drawn from its class and name
 * @param tries {@code pipespec.generate.tries}, where {@code @Generate} gives none
 * @param failures the file that remembers each scenario's failing seed, tried first next time
 */
@API(status = INTERNAL)
public record GenerateSettings(OptionalLong seed, OptionalInt tries, Path failures) {

  /** Inputs tried when neither {@code @Generate} nor the configuration says how many. */
  public static final int DEFAULT_TRIES = 100;

  /** The longest the tries of one scenario take when {@code @Generate} gives no {@code within}. */
  public static final Duration DEFAULT_WITHIN = Duration.ofMinutes(1);

  /** Where failing seeds are remembered, relative to the working directory (the Maven module). */
  public static final Path DEFAULT_FAILURES =
      Path.of("target", "pipespec", "generate-failures.properties");

  public GenerateSettings {
    requireNonNull(seed, "seed");
    requireNonNull(tries, "tries");
    requireNonNull(failures, "failures");
  }

  /**
   * Settings with {@code seed} and {@code tries}, failing seeds remembered where they usually are.
   */
  public GenerateSettings(OptionalLong seed, OptionalInt tries) {
    this(seed, tries, DEFAULT_FAILURES);
  }

  /** No seed or tries configured. */
  public static GenerateSettings defaults() {
    return new GenerateSettings(OptionalLong.empty(), OptionalInt.empty());
  }
}
