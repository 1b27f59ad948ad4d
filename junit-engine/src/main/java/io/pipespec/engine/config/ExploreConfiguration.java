package io.pipespec.engine.config;

import static io.pipespec.engine.PipespecEngineConstants.EXPLORE_BUDGET_PROPERTY_NAME;
import static io.pipespec.engine.PipespecEngineConstants.EXPLORE_PROPERTY_NAME;
import static io.pipespec.engine.PipespecEngineConstants.EXPLORE_RESTARTS_PROPERTY_NAME;
import static io.pipespec.engine.PipespecEngineConstants.EXPLORE_SEED_PROPERTY_NAME;

import io.pipespec.runtime.explore.ExploreSettings;
import java.math.BigInteger;
import java.time.Duration;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import org.junit.platform.engine.ConfigurationParameters;

/** The exploration keys ({@code pipespec.explore*}) read into {@link ExploreSettings}. */
final class ExploreConfiguration {

  private ExploreConfiguration() {}

  /** The settings of the exploration keys given, with defaults for those not set. */
  static ExploreSettings of(ConfigurationParameters parameters) {
    boolean every =
        onOrOff(
            parameters,
            EXPLORE_PROPERTY_NAME,
            "expected on (explore every scenario that can be) or off (only the scenarios whose"
                + " class carries @Explore)");
    boolean restarts =
        onOrOff(
            parameters,
            EXPLORE_RESTARTS_PROPERTY_NAME,
            "expected on (on FlinkRunner, explore by trying a failure after each step of a"
                + " timeline) or off");
    OptionalInt runs = OptionalInt.empty();
    Optional<Duration> within = Optional.empty();
    Optional<String> budget = parameters.get(EXPLORE_BUDGET_PROPERTY_NAME);
    if (budget.isPresent()) {
      String text = budget.get().trim();
      if (text.matches("\\d{1,9}") && Integer.parseInt(text) > 0) {
        runs = OptionalInt.of(Integer.parseInt(text));
      } else if (text.matches("0*[1-9]\\d*") && new BigInteger(text).bitLength() > 31) {
        throw new InvalidConfigurationException(
            EXPLORE_BUDGET_PROPERTY_NAME,
            budget.get(),
            "expected at most "
                + Integer.MAX_VALUE
                + " members to run; for a budget of time, write a duration such as 30s or 2m");
      } else {
        Duration duration =
            text.matches("\\d+") ? null : EngineConfiguration.parsePositiveDuration(text);
        if (duration == null) {
          throw new InvalidConfigurationException(
              EXPLORE_BUDGET_PROPERTY_NAME,
              budget.get(),
              "expected a positive number of members to run, such as 200, or a positive"
                  + " duration, such as 30s or 2m");
        }
        within = Optional.of(duration);
      }
    }
    OptionalLong seed = OptionalLong.empty();
    Optional<String> seedText = parameters.get(EXPLORE_SEED_PROPERTY_NAME);
    if (seedText.isPresent()) {
      try {
        seed = OptionalLong.of(Long.parseLong(seedText.get().trim()));
      } catch (NumberFormatException e) {
        throw new InvalidConfigurationException(
            EXPLORE_SEED_PROPERTY_NAME,
            seedText.get(),
            "expected a whole number, such as the seed a failure or report printed");
      }
    }
    return new ExploreSettings(every, runs, within, seed, restarts);
  }

  /** The switch {@code key}, off when not given; {@code expected} says its values. */
  private static boolean onOrOff(ConfigurationParameters parameters, String key, String expected) {
    return parameters
        .get(key)
        .map(
            value ->
                switch (value.trim().toLowerCase(Locale.ROOT)) {
                  case "on", "true" -> true;
                  case "off", "false" -> false;
                  default -> throw new InvalidConfigurationException(key, value, expected);
                })
        .orElse(false);
  }
}
