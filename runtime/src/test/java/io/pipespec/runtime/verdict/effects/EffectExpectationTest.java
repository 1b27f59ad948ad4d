package io.pipespec.runtime.verdict.effects;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.pipespec.RefusedExpectationError;
import io.pipespec.effects.Effect;
import io.pipespec.effects.ExternalSystem;
import io.pipespec.runtime.verdict.effects.EffectExpectation.Mode;
import io.pipespec.runtime.verdict.snapshot.SnapshotMode;
import io.pipespec.runtime.verdict.snapshot.SnapshotSettings;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opentest4j.AssertionFailedError;

/** The three modes of {@code @ExpectEffects}, and what their failures say. */
class EffectExpectationTest {

  private static Effect charge(String account, boolean failed) {
    return new Effect("payments", "charge", List.of(account, "100"), failed);
  }

  private static Effect put(String key, String value, boolean failed) {
    return new Effect("balances", "put", List.of(key, value), failed);
  }

  private static EffectsObservation made(Effect... effects) {
    return EffectsObservation.of(List.of(effects));
  }

  private static String failure(EffectExpectation expectation, EffectsObservation observation) {
    return assertThrows(AssertionFailedError.class, () -> expectation.verify(observation))
        .getMessage();
  }

  private static EffectExpectation exactly(String... effects) {
    return EffectExpectation.of("payments", Mode.EXACTLY_ONCE, List.of(effects));
  }

  @Test
  void exactlyOncePassesOnTheListedEffectsInAnyOrder() {
    exactly("charge(alice, 100)", "charge(bob, 100)")
        .verify(made(charge("bob", false), charge("alice", false)));
    ExternalSystem.log("payments"); // a fake of that name exists, and was not called
    exactly().verify(made(put("alice", "1", false))); // another system's effects are not read
  }

  @Test
  void expectingNoCallOnANameNoFakeBearsFailsNamingTheFakesMade() {
    ExternalSystem.store("balances");
    String message =
        failure(
            EffectExpectation.of("paymnts", Mode.EXACTLY_ONCE, List.of()),
            made(put("alice", "1", false)));
    assertThat(message)
        .contains(
            "no fake external system named 'paymnts' was made in this JVM, so no call to it could"
                + " ever be recorded and the expectation would pass whatever the function did.");
    assertThat(message).contains("'balances'");
    assertThat(message).contains("(this run called 'balances'): name the system as its fake was");
  }

  @Test
  void aDuplicateFromAFailedAttemptNamesTheAttemptAndTheRetry() {
    String message =
        failure(
            exactly("charge(alice, 100)", "charge(bob, 100)"),
            made(charge("alice", true), charge("alice", false), charge("bob", false)));
    assertThat(message)
        .contains(
            "duplicated: charge(alice, 100) made twice, expected once: once in a failed attempt of"
                + " its bundle, and again in its retry.");
    assertThat(message).contains("not idempotent");
    assertThat(message).contains("charge(alice, 100)   (in a failed attempt)");
  }

  @Test
  void aPlainDuplicateIsNotBlamedOnARetry() {
    String message =
        failure(
            exactly("charge(alice, 100)"), made(charge("alice", false), charge("alice", false)));
    assertThat(message).contains("made twice, expected once: the function made the call again");
    assertThat(message).doesNotContain("failed attempt");
  }

  @Test
  void missingAndUnexpectedAreListed() {
    String message = failure(exactly("charge(alice, 100)"), made(charge("bob", false)));
    assertThat(message).contains("missing: charge(alice, 100)");
    assertThat(message).contains("unexpected: charge(bob, 100)");
  }

  @Test
  void noCallAtAllNamesTheSystemsThatWereCalled() {
    String message = failure(exactly("charge(alice, 100)"), made(put("alice", "1", false)));
    assertThat(message).contains("The run made no call to 'payments'; it called 'balances'.");
  }

  @Test
  void atLeastOnceAcceptsDuplicatesButNothingUnlisted() {
    EffectExpectation atLeast =
        EffectExpectation.of("payments", Mode.AT_LEAST_ONCE, List.of("charge(alice, 100)"));
    atLeast.verify(made(charge("alice", true), charge("alice", false)));
    assertThat(failure(atLeast, made(charge("bob", false))))
        .contains("missing: charge(alice, 100)");
    assertThat(failure(atLeast, made(charge("alice", false), charge("bob", true))))
        .contains("unexpected: charge(bob, 100), made in a failed attempt that was retried");
  }

  @Test
  void finalByKeyReadsTheLastWriteOfEachKey() {
    EffectExpectation finals =
        EffectExpectation.of("balances", Mode.FINAL_BY_KEY, List.of("alice", "100", "bob", "7"));
    finals.verify(
        made(put("alice", "100", true), put("bob", "7", false), put("alice", "100", false)));
    String message =
        failure(
            finals,
            made(put("alice", "100", false), put("alice", "200", true), put("c", "1", false)));
    assertThat(message)
        .contains(
            "key alice: final value 200, expected 100 (written 100, 200 in a failed attempt)");
    assertThat(message).contains("missing: key bob was never written; expected final value 7");
    assertThat(message).contains("unexpected: key c with final value 1");
  }

  @Test
  void finalByKeyRefusesCallsThatAreNotWritesByKey() {
    EffectExpectation finals =
        EffectExpectation.of("payments", Mode.FINAL_BY_KEY, List.of("alice", "100"));
    assertThat(failure(finals, made(charge("alice", false))))
        .contains("not a write by key: charge(alice, 100)");
  }

  @Test
  void effectsThatCannotBeReadAreARefusalNeverAPass() {
    List<String> expectations = new ArrayList<>();
    RefusedExpectationError refused =
        assertThrows(
            RefusedExpectationError.class,
            () -> exactly().verify(EffectsObservation.onCluster("FlinkRunner")));
    expectations.add(refused.getMessage());
    assertThat(expectations.get(0)).contains("in other JVMs");
  }

  private static final String GOLDEN = "com/acme/ChargeTest/Retried.payments.effects";

  private static EffectExpectation golden(Mode mode) {
    return EffectExpectation.golden(
        GOLDEN, "ChargeTest.Retried, expectation charges", "payments", mode);
  }

  private static SnapshotSettings settings(Path directory, SnapshotMode mode) {
    return new SnapshotSettings(mode, directory);
  }

  @Test
  void aMissingGoldenFileFailsAPlainRunAndIsRecordedOnRequest(@TempDir Path directory)
      throws IOException {
    EffectsObservation observed = made(charge("bob", false), charge("alice", false));
    String missing =
        assertThrows(
                AssertionFailedError.class,
                () ->
                    golden(Mode.EXACTLY_ONCE)
                        .verify(observed, settings(directory, SnapshotMode.VERIFY)))
            .getMessage();
    assertThat(missing)
        .startsWith(
            "No golden file of the effects on external system 'payments' at "
                + directory.resolve(GOLDEN)
                + ": rerun with -Dpipespec.snapshots=record to record it from this run's effects"
                + " (2 lines)");
    assertThat(Files.exists(directory.resolve(GOLDEN))).isFalse();

    golden(Mode.EXACTLY_ONCE).verify(observed, settings(directory, SnapshotMode.RECORD));
    String written = Files.readString(directory.resolve(GOLDEN));
    assertThat(written).startsWith("# Pipespec effects: ChargeTest.Retried, expectation charges\n");
    assertThat(written).endsWith("\n\ncharge(alice, 100)\ncharge(bob, 100)\n");
    golden(Mode.EXACTLY_ONCE).verify(observed, settings(directory, SnapshotMode.VERIFY));
  }

  @Test
  void aRetrysDuplicateIsADifferenceAgainstTheGoldenFile(@TempDir Path directory) {
    golden(Mode.EXACTLY_ONCE)
        .verify(
            made(charge("alice", false), charge("bob", false)),
            settings(directory, SnapshotMode.RECORD));
    String message =
        assertThrows(
                AssertionFailedError.class,
                () ->
                    golden(Mode.EXACTLY_ONCE)
                        .verify(
                            made(
                                charge("alice", true),
                                charge("alice", false),
                                charge("bob", false)),
                            settings(directory, SnapshotMode.VERIFY)))
            .getMessage();
    assertThat(message)
        .startsWith(
            "Expected the effects on external system 'payments' as golden file "
                + directory.resolve(GOLDEN)
                + " keeps them (exactly once each, as listed), but:\n  duplicated: charge(alice,"
                + " 100) made twice, expected once: once in a failed attempt of its bundle, and"
                + " again in its retry.");
    assertThat(message).contains("charge(alice, 100)   (in a failed attempt)");
    assertThat(message)
        .endsWith(
            "golden file: "
                + directory.resolve(GOLDEN)
                + "\nIf the change is meant, rerun with -Dpipespec.snapshots=update to rewrite it.");
  }

  @Test
  void finalValuesAreKeptByKeyAndAChangedValueIsNamedByItsKey(@TempDir Path directory)
      throws IOException {
    EffectExpectation byKey =
        EffectExpectation.golden(GOLDEN, "subject", "balances", Mode.FINAL_BY_KEY);
    byKey.verify(
        made(put("bob", "7", false), put("alice", "1", true), put("alice", "2", false)),
        settings(directory, SnapshotMode.RECORD));
    assertThat(Files.readString(directory.resolve(GOLDEN))).endsWith("\n\nalice=2\nbob=7\n");
    String message =
        assertThrows(
                AssertionFailedError.class,
                () ->
                    byKey.verify(
                        made(put("alice", "3", false), put("bob", "7", false)),
                        settings(directory, SnapshotMode.VERIFY)))
            .getMessage();
    assertThat(message).contains("key alice: final value 3, expected 2 (written 3)");
    byKey.verify(
        made(put("alice", "3", false), put("bob", "7", false)),
        settings(directory, SnapshotMode.UPDATE));
    assertThat(Files.readString(directory.resolve(GOLDEN))).endsWith("\n\nalice=3\nbob=7\n");
  }

  @Test
  void aGoldenFileIsNeverWrittenFromEffectsThatCannotBeRead(@TempDir Path directory) {
    assertThrows(
        RefusedExpectationError.class,
        () ->
            golden(Mode.EXACTLY_ONCE)
                .verify(
                    EffectsObservation.onCluster("FlinkRunner"),
                    settings(directory, SnapshotMode.RECORD)));
    assertThat(Files.exists(directory.resolve(GOLDEN))).isFalse();
  }
}
