package io.pipespec.engine;

import static com.google.common.truth.Truth.assertThat;
import static io.pipespec.engine.FileModeRuns.failure;

import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.testkit.engine.EngineExecutionResults;

/**
 * {@code @ExpectEffects(snapshot = ...)} through the processor and the engine, on the DirectRunner:
 * a golden file of the effects recorded, verified, then failing once the {@code DoFn} charges
 * differently; and a retried bundle's duplicate charge found by exploration as a difference against
 * the same file.
 */
class GoldenEffectsExecutionTest {

  private static final String NAME = "io.pipespec.engine.fixtures.golden.ChargesTest";

  private static final String FILE =
      "io/pipespec/engine/fixtures/golden/ChargesTest/ChargesTest.payments.effects";

  @TempDir Path directory;

  /** A pipeline that charges each order, {@code charge} the call's amount, maybe explored. */
  private static String charges(String charge, String explore) {
    return """
        package io.pipespec.engine.fixtures.golden;

        import io.pipespec.*;
        import io.pipespec.effects.ExternalSystem;
        import java.util.List;
        import org.apache.beam.sdk.transforms.DoFn;
        import org.apache.beam.sdk.transforms.ParDo;
        import org.apache.beam.sdk.values.KV;
        import org.apache.beam.sdk.values.PCollection;

        @PipelineTest
        %s
        public class ChargesTest {
          public interface PaymentClient {
            void charge(String account, long cents);
          }

          static final class Charge extends DoFn<KV<String, Integer>, String> {
            private final PaymentClient payments;

            Charge(PaymentClient payments) {
              this.payments = payments;
            }

            @ProcessElement
            public void process(@Element KV<String, Integer> order, OutputReceiver<String> out) {
              payments.charge(order.getKey(), %s);
              out.output(order.getKey());
            }
          }

          @UnderTest
          static PCollection<String> charged(PCollection<KV<String, Integer>> orders) {
            return orders.apply(
                "Charge", ParDo.of(new Charge(ExternalSystem.fake("payments", PaymentClient.class))));
          }

          @Input
          static final List<KV<String, Integer>> orders =
              List.of(KV.of("alice", 100), KV.of("bob", 250), KV.of("carol", 40));

          @ExpectEffects(system = "payments", snapshot = "payments.effects")
          void charges() {}
        }
        """
        .formatted(explore, charge);
  }

  private EngineExecutionResults run(Class<?> testClass, String mode) {
    return FileModeRuns.run(
        testClass,
        PipespecEngineConstants.SNAPSHOTS_PROPERTY_NAME,
        mode,
        directory.resolve("golden"));
  }

  @Test
  void recordsVerifiesAndFailsOnceTheDoFnChargesDifferently() throws Exception {
    Path golden = directory.resolve("golden").resolve(FILE);
    try (URLClassLoader before =
        FixtureCompiler.compileWithProcessor(
            directory.resolve("before"), Map.of(NAME, charges("order.getValue()", "")))) {
      Class<?> testClass = before.loadClass(NAME);

      assertThat(failure(run(testClass, "verify")))
          .isEqualTo(
              "No golden file of the effects on external system 'payments' at "
                  + golden
                  + ": rerun with -Dpipespec.snapshots=record to record it from this run's effects"
                  + " (3 lines), then review and commit it\n"
                  + "scenario 'ChargesTest', expectation charges");
      assertThat(Files.exists(golden)).isFalse();

      assertThat(run(testClass, "record").testEvents().succeeded().count()).isEqualTo(1);
      List<String> lines = Files.readAllLines(golden);
      assertThat(lines.get(0)).isEqualTo("# Pipespec effects: ChargesTest, expectation charges");
      assertThat(lines.subList(lines.indexOf("") + 1, lines.size()))
          .containsExactly("charge(alice, 100)", "charge(bob, 250)", "charge(carol, 40)")
          .inOrder();

      assertThat(run(testClass, "verify").testEvents().succeeded().count()).isEqualTo(1);
    }

    try (URLClassLoader after =
        FixtureCompiler.compileWithProcessor(
            directory.resolve("after"), Map.of(NAME, charges("order.getValue() + 30", "")))) {
      String message = failure(run(after.loadClass(NAME), "verify"));

      assertThat(message)
          .startsWith(
              "Expected the effects on external system 'payments' as golden file "
                  + golden
                  + " keeps them (exactly once each, as listed), but:\n");
      assertThat(message).contains("  missing: charge(alice, 100)\n");
      assertThat(message).contains("  unexpected: charge(alice, 130)\n");
      assertThat(message)
          .endsWith(
              "golden file: "
                  + golden
                  + "\nIf the change is meant, rerun with -Dpipespec.snapshots=update to rewrite"
                  + " it.\nscenario 'ChargesTest', expectation charges");
    }

    try (URLClassLoader explored =
        FixtureCompiler.compileWithProcessor(
            directory.resolve("explored"),
            Map.of(NAME, charges("order.getValue()", "@Explore(runs = 4)")))) {
      String message = failure(run(explored.loadClass(NAME), "verify"));

      assertThat(message).contains("fails when bundle 1 fails after 1 element");
      assertThat(message)
          .contains(
              "duplicated: charge(alice, 100) made twice, expected once: once in a failed attempt"
                  + " of its bundle, and again in its retry.");
      assertThat(message).contains("golden file: " + golden);
    }
  }
}
