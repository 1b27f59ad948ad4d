package io.pipespec.grammar;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Optional;
import org.junit.jupiter.api.Test;

class TimeGrammarTest {

  private static final long BASE = 1_767_225_600_000L; // 2026-01-01T00:00:00Z

  @Test
  void shortAndIsoDurations() {
    assertThat(TimeGrammar.duration("20m").millis()).hasValue(1_200_000L);
    assertThat(TimeGrammar.duration("1h30m").millis()).hasValue(5_400_000L);
    assertThat(TimeGrammar.duration("+90s").millis()).hasValue(90_000L);
    assertThat(TimeGrammar.duration("1s250ms").millis()).hasValue(1_250L);
    assertThat(TimeGrammar.duration("1d").millis()).hasValue(86_400_000L);
    assertThat(TimeGrammar.duration("0").millis()).hasValue(0L);
    assertThat(TimeGrammar.duration("PT20M").millis()).hasValue(1_200_000L);
  }

  @Test
  void wrongDurationsSayHowToWriteOne() {
    for (String wrong : new String[] {"20", "m", "30m1h", "20x", "1h 30m", "", "PT-5M", "5mm"}) {
      assertThat(TimeGrammar.duration(wrong).millis()).isEqualTo(Optional.empty());
      assertThat(TimeGrammar.duration(wrong).error()).contains("is not a duration: write a");
    }
    assertThat(TimeGrammar.duration("-5m").error())
        .isEqualTo("`-5m` is negative; a duration is 0 or more");
  }

  @Test
  void positiveDurationsRefuseZeroAndWhatIsNotADuration() {
    assertThat(TimeGrammar.positiveDuration("30s").millis()).hasValue(30_000L);
    assertThat(TimeGrammar.positiveDuration("1ms").millis()).hasValue(1L);
    for (String zero : new String[] {"0", "0s", "PT0S", "+0m"}) {
      assertThat(TimeGrammar.positiveDuration(zero).millis()).isEqualTo(Optional.empty());
      assertThat(TimeGrammar.positiveDuration(zero).error())
          .isEqualTo(
              "`"
                  + zero
                  + "` is no time at all; write a duration such as 20m, 90s, 1h30m, 59.999s,"
                  + " 250ms or PT20M, more than 0");
    }
    assertThat(TimeGrammar.positiveDuration("soon").error()).contains("is not a duration: write");
    assertThat(TimeGrammar.positiveDuration("-5m").error())
        .isEqualTo(
            "`-5m` is negative; write a duration such as 20m, 90s, 1h30m, 59.999s, 250ms or PT20M,"
                + " more than 0");
  }

  @Test
  void aValueThatDoesNotParseThrowsNamingWhatWasRead() {
    assertThat(TimeGrammar.positiveDuration("90s").millisOrThrow("@Explore(within = \"90s\")"))
        .isEqualTo(90_000L);
    IllegalArgumentException thrown =
        assertThrows(
            IllegalArgumentException.class,
            () -> TimeGrammar.positiveDuration("0").millisOrThrow("@Explore(within = \"0\") of T"));
    assertThat(thrown)
        .hasMessageThat()
        .isEqualTo(
            "@Explore(within = \"0\") of T: `0` is no time at all; write a duration such as 20m,"
                + " 90s, 1h30m, 59.999s, 250ms or PT20M, more than 0");
  }

  @Test
  void instantsAreAbsoluteOrRelativeToTheBase() {
    assertThat(TimeGrammar.instant("0", BASE).millis()).hasValue(BASE);
    assertThat(TimeGrammar.instant("20m", BASE).millis()).hasValue(BASE + 1_200_000L);
    assertThat(TimeGrammar.instant("-5m", BASE).millis()).hasValue(BASE - 300_000L);
    assertThat(TimeGrammar.instant("2026-01-01T00:20:00Z", 0).millis()).hasValue(BASE + 1_200_000L);
    assertThat(TimeGrammar.instant("2026-01-01T01:20:00+01:00", 0).millis())
        .hasValue(BASE + 1_200_000L);
    assertThat(TimeGrammar.instant("2026-13-01T00:00:00Z", 0).error())
        .startsWith("`2026-13-01T00:00:00Z` is not an ISO-8601 instant");
    assertThat(TimeGrammar.instant("soon", 0).error())
        .isEqualTo(
            "`soon` is not a time: write an ISO-8601 instant such as 2026-01-01T00:20:00Z, or an"
                + " offset from the base time such as 0, 20m, +90s, 1h30m or PT20M");
    assertThat(TimeGrammar.instant("+999999999d", 0).error())
        .isEqualTo("`+999999999d` is beyond the range of Beam timestamps");
  }

  @Test
  void baseTimeIsAnIsoInstantOnly() {
    assertThat(TimeGrammar.baseTime("2026-01-01T00:00:00Z").millis()).hasValue(BASE);
    assertThat(TimeGrammar.baseTime("0").millis()).isEqualTo(Optional.empty());
  }

  @Test
  void secondsTakeUpToThreeDecimals() {
    assertThat(TimeGrammar.duration("19m59.999s").millis()).hasValue(1_199_999L);
    assertThat(TimeGrammar.duration("1.5s").millis()).hasValue(1_500L);
    assertThat(TimeGrammar.duration("0.05s").millis()).hasValue(50L);
    assertThat(TimeGrammar.instant("19m59.999s", BASE).millis()).hasValue(BASE + 1_199_999L);
    for (String wrong : new String[] {"1.5m", "1.2345s", "1.s", ".5s", "1.5ms"}) {
      assertThat(TimeGrammar.duration(wrong).millis()).isEqualTo(Optional.empty());
    }
  }

  @Test
  void formattedDurationsReadBackAsTheSameDuration() {
    long[] samples = {0, 1, 250, 1_000, 90_000, 1_200_000, 5_400_000, 86_400_000, 90_061_001L};
    for (long millis : samples) {
      String text = TimeGrammar.formatDuration(millis);
      assertThat(TimeGrammar.duration(text).millis()).hasValue(millis);
    }
    assertThat(TimeGrammar.formatDuration(300_000)).isEqualTo("5m");
    assertThat(TimeGrammar.formatDuration(5_400_000)).isEqualTo("1h30m");
    assertThat(TimeGrammar.formatDuration(1_250)).isEqualTo("1s250ms");
    assertThat(TimeGrammar.formatDuration(-300_000)).isEqualTo("-5m");
  }
}
