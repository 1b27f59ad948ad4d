package io.pipespec.engine.config;

import static com.google.common.truth.Truth.assertThat;
import static io.pipespec.engine.config.EngineConfigurationTest.parameters;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.pipespec.runtime.generate.GenerateSettings;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The generation keys: pipespec.generate.seed and pipespec.generate.tries. */
class GenerateConfigurationTest {

  @Test
  void withoutTheKeysNoSeedOrTriesAreConfigured() {
    GenerateSettings settings = GenerateConfiguration.of(parameters(Map.of()));

    assertThat(settings.seed()).isEmpty();
    assertThat(settings.tries()).isEmpty();
    assertThat(settings.failures()).isEqualTo(GenerateSettings.DEFAULT_FAILURES);
  }

  @Test
  void theSeedAndTheTriesAreRead() {
    GenerateSettings settings =
        EngineSettings.of(
                parameters(
                    Map.of("pipespec.generate.seed", " -42 ", "pipespec.generate.tries", "250")))
            .generate();

    assertThat(settings.seed().getAsLong()).isEqualTo(-42L);
    assertThat(settings.tries().getAsInt()).isEqualTo(250);
  }

  @ParameterizedTest
  @CsvSource({
    "pipespec.generate.seed, 12ab, expected a whole number",
    "pipespec.generate.seed, 1.5, expected a whole number",
    "pipespec.generate.tries, 0, expected a positive whole number of inputs to try",
    "pipespec.generate.tries, -3, expected a positive whole number of inputs to try",
    "pipespec.generate.tries, many, expected a positive whole number of inputs to try",
    "pipespec.generate.tries, 2147483648, at most 2147483647"
  })
  void badGenerationSettingsFailValidationNamingKeyValueAndTheAcceptedForms(
      String key, String value, String accepted) {
    InvalidConfigurationException e =
        assertThrows(
            InvalidConfigurationException.class,
            () -> EngineSettings.of(parameters(Map.of(key, value))).validate());

    assertThat(e).hasMessageThat().contains(key);
    assertThat(e).hasMessageThat().contains(value);
    assertThat(e).hasMessageThat().contains(accepted);
  }
}
