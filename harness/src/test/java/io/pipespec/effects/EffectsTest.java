package io.pipespec.effects;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.pipespec.function.BundleAttempt;
import io.pipespec.function.FunctionHarness;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import org.apache.beam.sdk.transforms.DoFn;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Fake external systems: what they record, where, and which effects a failed attempt made. */
class EffectsTest {

  /** A client interface as a user's code has one. */
  public interface PaymentClient {
    void charge(String account, long cents);

    boolean refund(String account);

    long balance(String account);
  }

  /** Charges each element's account through the client: not idempotent. */
  static class Charging extends DoFn<String, String> {
    private final PaymentClient payments;

    Charging(PaymentClient payments) {
      this.payments = payments;
    }

    @ProcessElement
    public void process(@Element String account, OutputReceiver<String> out) {
      payments.charge(account, 100);
      out.output(account);
    }
  }

  @BeforeEach
  @AfterEach
  void clear() {
    Effects.clear();
  }

  @Test
  void aFakeClientRecordsEachCallWithItsArgumentsAndReturnsDefaults() {
    PaymentClient payments = ExternalSystem.fake("payments", PaymentClient.class);

    payments.charge("alice", 100);
    assertThat(payments.refund("bob")).isFalse();
    assertThat(payments.balance("carol, jr")).isEqualTo(0);

    assertThat(Effects.recorded("payments").stream().map(Effect::text))
        .containsExactly("charge(alice, 100)", "refund(bob)", "balance(\"carol, jr\")")
        .inOrder();
    assertThat(Effects.recorded("other")).isEmpty();
  }

  @Test
  void anAnswerGivesTheReturnValueAndTheCallIsStillRecorded() {
    PaymentClient payments =
        ExternalSystem.fake(
            "payments",
            PaymentClient.class,
            Map.of("balance", arguments -> ((String) arguments[0]).length() * 10L));

    assertThat(payments.balance("alice")).isEqualTo(50);
    assertThat(Effects.recorded("payments").stream().map(Effect::text))
        .containsExactly("balance(alice)");
  }

  @Test
  void aFakeOfAClassOrAnAnswerForNoMethodIsRefusedWithWhatToDo() {
    IllegalArgumentException notAnInterface =
        assertThrows(IllegalArgumentException.class, () -> ExternalSystem.fake("x", String.class));
    assertThat(notAnInterface).hasMessageThat().contains("through an interface");
    IllegalArgumentException noMethod =
        assertThrows(
            IllegalArgumentException.class,
            () -> ExternalSystem.fake("x", PaymentClient.class, Map.of("pay", a -> null)));
    assertThat(noMethod).hasMessageThat().contains("has no method of");
  }

  @Test
  void argumentsAreQuotedOnlyWhereTheyWouldReadAsSomethingElse() {
    assertThat(EffectText.argument("alice")).isEqualTo("alice");
    assertThat(EffectText.argument("100")).isEqualTo("\"100\"");
    assertThat(EffectText.argument(100L)).isEqualTo("100");
    assertThat(EffectText.argument("null")).isEqualTo("\"null\"");
    assertThat(EffectText.argument(null)).isEqualTo("null");
    assertThat(EffectText.argument("")).isEqualTo("\"\"");
    assertThat(EffectText.argument(" a")).isEqualTo("\" a\"");
    assertThat(EffectText.argument("a=b")).isEqualTo("\"a=b\"");
    assertThat(EffectText.argument("say \"hi\"\n")).isEqualTo("\"say \\\"hi\\\"\\n\"");
  }

  @Test
  void aFakeSerializedAndReadBackRecordsUnderTheSameName() throws Exception {
    KeyValueStore store = copy(ExternalSystem.store("balances"));
    AppendLog log = copy(ExternalSystem.log("audit"));
    PaymentClient payments = copy(ExternalSystem.fake("payments", PaymentClient.class));

    store.put("alice", 100);
    log.append("charged alice");
    payments.charge("alice", 100);

    assertThat(Effects.recorded("balances").get(0).text()).isEqualTo("put(alice, 100)");
    assertThat(Effects.recorded("audit").get(0).text()).isEqualTo("append(charged alice)");
    assertThat(Effects.recorded("payments").get(0).text()).isEqualTo("charge(alice, 100)");
  }

  @Test
  void anEffectOfAFailedAttemptOnTheHarnessSaysSoAndItsRetrysDoesNot() throws Exception {
    PaymentClient payments = ExternalSystem.fake("payments", PaymentClient.class);
    try (FunctionHarness<String, String> harness =
        FunctionHarness.forDoFn(new Charging(payments)).build()) {
      BundleAttempt attempt = harness.startAttempt();
      harness.processElement("alice");
      attempt.fail();
      harness.startBundle();
      harness.processElement("alice");
      harness.finishBundle();
      harness.processElement("bob");
    }

    assertThat(Effects.recorded("payments"))
        .containsExactly(
            new Effect("payments", "charge", List.of("alice", "100"), true),
            new Effect("payments", "charge", List.of("alice", "100"), false),
            new Effect("payments", "charge", List.of("bob", "100"), false))
        .inOrder();
  }

  @Test
  void aCommittedAttemptLeavesItsEffectsUnmarked() throws Exception {
    PaymentClient payments = ExternalSystem.fake("payments", PaymentClient.class);
    try (FunctionHarness<String, String> harness =
        FunctionHarness.forDoFn(new Charging(payments)).build()) {
      harness.startAttempt();
      harness.processElement("alice");
      harness.finishBundle();
      harness.processElement("bob");
    }
    assertThat(Effects.recorded("payments").stream().anyMatch(Effect::inFailedAttempt)).isFalse();
  }

  @Test
  void aRunRecordsTheEffectsOfItsThreadGroupOnlyAndTheRestGoNowhereElse() throws Exception {
    PaymentClient payments = ExternalSystem.fake("payments", PaymentClient.class);
    ThreadGroup first = new ThreadGroup("first");
    ThreadGroup second = new ThreadGroup("second");
    try (Effects.Recording one = Effects.record(first);
        Effects.Recording two = Effects.record(second)) {
      runIn(new ThreadGroup(first, "worker"), () -> payments.charge("alice", 1));
      runIn(second, () -> payments.charge("bob", 2));

      assertThat(one.effects().stream().map(Effect::text)).containsExactly("charge(alice, 1)");
      assertThat(two.effects().stream().map(Effect::text)).containsExactly("charge(bob, 2)");
      assertThat(one.unattributable()).isEmpty();

      payments.charge("carol", 3); // a thread of neither run, while both are open
      assertThat(one.unattributable().get()).contains("cannot be told");
      assertThat(two.unattributable()).isPresent();
    }
    assertThat(Effects.recorded("payments")).isEmpty();
  }

  @Test
  void aRunAloneGetsTheEffectsOfThreadsOfNoRun() throws Exception {
    PaymentClient payments = ExternalSystem.fake("payments", PaymentClient.class);
    try (Effects.Recording only = Effects.record(new ThreadGroup("only"))) {
      payments.charge("alice", 1);
      assertThat(only.effects().stream().map(Effect::text)).containsExactly("charge(alice, 1)");
      assertThat(only.unattributable()).isEmpty();
    }
  }

  @Test
  void inFailedAttemptMarksWhatTheWorkDidEvenWhenItThrows() {
    KeyValueStore store = ExternalSystem.store("balances");
    assertThrows(
        IllegalStateException.class,
        () ->
            Effects.inFailedAttempt(
                () -> {
                  store.put("alice", 1);
                  throw new IllegalStateException("the bundle failed");
                }));
    store.put("alice", 1);
    assertThat(Effects.recorded("balances").stream().map(Effect::inFailedAttempt))
        .containsExactly(true, false)
        .inOrder();
  }

  private static void runIn(ThreadGroup group, Runnable work) throws InterruptedException {
    AtomicReference<Throwable> failed = new AtomicReference<>();
    Thread thread =
        new Thread(
            group,
            () -> {
              try {
                work.run();
              } catch (Throwable e) {
                failed.set(e);
              }
            });
    thread.start();
    thread.join();
    assertThat(failed.get()).isNull();
  }

  @SuppressWarnings("unchecked")
  private static <T> T copy(T value) throws Exception {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
      out.writeObject(value);
    }
    try (ObjectInputStream in =
        new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
      return (T) in.readObject();
    }
  }
}
