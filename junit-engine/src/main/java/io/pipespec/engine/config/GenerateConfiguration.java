package io.pipespec.engine.config;

import static io.pipespec.engine.PipespecEngineConstants.GENERATE_SEED_PROPERTY_NAME;
import static io.pipespec.engine.PipespecEngineConstants.GENERATE_TRIES_PROPERTY_NAME;

import io.pipespec.runtime.generate.GenerateSettings;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import org.junit.platform.engine.ConfigurationParameters;

/** The generation keys ({@code pipespec.generate.*}) read into {@link GenerateSettings}. */
final class GenerateConfiguration {

  private GenerateConfiguration() {}

  /** The settings of the generation keys given, with defaults for those not set. */
  static GenerateSettings of(ConfigurationParameters parameters) {
    OptionalLong seed = OptionalLong.empty();
    Optional<String> seedText = parameters.get(GENERATE_SEED_PROPERTY_NAME);
    if (seedText.isPresent()) {
      try {
        seed = OptionalLong.of(Long.parseLong(seedText.get().trim()));
      } catch (NumberFormatException e) {
        throw new InvalidConfigurationException(
            GENERATE_SEED_PROPERTY_NAME,
            seedText.get(),
            "expected a whole number, such as the seed a failure printed");
      }
    }
    OptionalInt tries = OptionalInt.empty();
    Optional<String> triesText = parameters.get(GENERATE_TRIES_PROPERTY_NAME);
    if (triesText.isPresent()) {
      String text = triesText.get().trim();
      int count;
      try {
        count = Integer.parseInt(text);
      } catch (NumberFormatException e) {
        count = 0;
      }
      if (count <= 0) {
        throw new InvalidConfigurationException(
            GENERATE_TRIES_PROPERTY_NAME,
            triesText.get(),
            "expected a positive whole number of inputs to try, at most "
                + Integer.MAX_VALUE
                + ", such as 200");
      }
      tries = OptionalInt.of(count);
    }
    return new GenerateSettings(seed, tries);
  }
}
