package io.pipespec.engine;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.testkit.engine.EngineTestKit;

/**
 * A pipeline retry finding, pasted: the scenario an exploration prints for a bug found by a retried
 * bundle on the DirectRunner is pasted into a test class, compiled with the processor as a user's
 * build does, and run as written. It fails there, with the retry told, while a correct transform
 * with the same written step passes.
 */
class PipelineRetryRoundTripTest {

  private static final String FIXTURES = "io.pipespec.engine.fixtures.";
  private static final String PACKAGE = "io.pipespec.engine.pastedretry";

  @TempDir Path directory;

  @Test
  void aCacheInAStaticFoundByARetryFailsAsWrittenWhenPastedAndABundleSumPasses() throws Exception {
    String pasted =
        pastedScenario(failures(FIXTURES + "explore.PipelineRetryCacheTest").get("sumsEachKey"));
    assertThat(pasted).containsMatch("\"fail (in @FinishBundle )?and retry\"");

    Map<String, String> cached = run("PastedCacheTest", cacheTest("PastedCacheTest", pasted, true));
    assertThat(cached).containsKey("sumsEachKey");
    assertThat(cached.get("sumsEachKey")).isNotEqualTo("ok");
    assertThat(cached.get("sumsEachKey")).containsMatch("bundle 1 of input 'events' failed ");
    assertThat(cached.get("sumsEachKey")).contains("and was retried whole on a fresh instance");

    // The same step on a sum kept in a field of the instance, which a retry starts afresh.
    assertThat(run("PastedBundleSumTest", cacheTest("PastedBundleSumTest", pasted, false)))
        .containsExactly("sumsEachKey", "ok");
  }

  @Test
  void aChargeFoundByARetryFailsAsWrittenWhenPastedAndItsAuditPasses() throws Exception {
    String pasted =
        pastedScenario(
            failures(FIXTURES + "effects.PipelineChargeTest").get("chargesEachAccountOnce"));
    assertThat(pasted).containsMatch("\"fail (in @FinishBundle )?and retry\"");
    // The audit, expected at least once, is the correct control under the same written step.
    String withAudit =
        pasted.substring(0, pasted.lastIndexOf('}'))
            + "  @ExpectEffects(system = \"audit\", mode = ExpectEffects.Mode.AT_LEAST_ONCE,"
            + " value = {\"append(charged alice)\", \"append(charged bob)\","
            + " \"append(charged carol)\"})\n"
            + "  void auditsEachCharge() {}\n"
            + "}";

    Map<String, String> outcomes = run("PastedChargeTest", chargeTest(withAudit));

    assertThat(outcomes).containsKey("chargesEachAccountOnce");
    assertThat(outcomes.get("chargesEachAccountOnce"))
        .contains("in a failed attempt of its bundle, and again in its retry");
    assertThat(outcomes.get("chargesEachAccountOnce"))
        .containsMatch("bundle 1 of input 'orders' failed ");
    assertThat(outcomes.get("auditsEachCharge")).isEqualTo("ok");
  }

  /** The cache fixture's transform ({@code inStatic}) or a sum per bundle, then {@code pasted}. */
  private static String cacheTest(String name, String pasted, boolean inStatic) {
    return "package "
        + PACKAGE
        + ";\n"
        + "import io.pipespec.*;\n"
        + "import java.util.*;\n"
        + "import java.util.concurrent.ConcurrentHashMap;\n"
        + "import org.apache.beam.sdk.transforms.*;\n"
        + "import org.apache.beam.sdk.transforms.windowing.FixedWindows;\n"
        + "import org.apache.beam.sdk.transforms.windowing.Window;\n"
        + "import org.apache.beam.sdk.values.*;\n"
        + "import org.joda.time.Duration;\n"
        + "@PipelineTest\n"
        + "public class "
        + name
        + " {\n"
        + "  @UnderTest\n"
        + "  static PCollection<String> sums(PCollection<KV<String, Long>> events) {\n"
        + "    return events.apply(Window.into(FixedWindows.of(Duration.standardMinutes(1))))\n"
        + "        .apply(ParDo.of(new Sum()));\n"
        + "  }\n"
        + "  static class Sum extends DoFn<KV<String, Long>, String> {\n"
        + "    static final Map<String, Map<String, Long>> CACHE = new ConcurrentHashMap<>();\n"
        + "    private final String pipeline = UUID.randomUUID().toString();\n"
        + "    private transient Map<String, Long> bundle;\n"
        + "    @StartBundle public void start() { bundle = new HashMap<>(); }\n"
        + "    @ProcessElement\n"
        + "    public void process(@Element KV<String, Long> e, OutputReceiver<String> out) {\n"
        + "      Map<String, Long> sums = "
        + (inStatic ? "CACHE.computeIfAbsent(pipeline, p -> new ConcurrentHashMap<>())" : "bundle")
        + ";\n"
        + "      out.output(e.getKey() + \"=\" + sums.merge(e.getKey(), e.getValue(), Long::sum));\n"
        + "    }\n"
        + "  }\n"
        + pasted.indent(2)
        + "}\n";
  }

  /** The charge fixture's transform, then {@code pasted}. */
  private static String chargeTest(String pasted) {
    return "package "
        + PACKAGE
        + ";\n"
        + "import io.pipespec.*;\n"
        + "import io.pipespec.effects.*;\n"
        + "import org.apache.beam.sdk.transforms.*;\n"
        + "import org.apache.beam.sdk.values.*;\n"
        + "@PipelineTest\n"
        + "public class PastedChargeTest {\n"
        + "  public interface PaymentClient { void charge(String account, long cents); }\n"
        + "  static final class Charge extends DoFn<KV<String, Integer>, String> {\n"
        + "    private final PaymentClient payments;\n"
        + "    private final AppendLog audit;\n"
        + "    Charge(PaymentClient payments, AppendLog audit) {\n"
        + "      this.payments = payments;\n"
        + "      this.audit = audit;\n"
        + "    }\n"
        + "    @ProcessElement\n"
        + "    public void process(@Element KV<String, Integer> e, OutputReceiver<String> out) {\n"
        + "      payments.charge(e.getKey(), e.getValue());\n"
        + "      audit.append(\"charged \" + e.getKey());\n"
        + "      out.output(e.getKey());\n"
        + "    }\n"
        + "  }\n"
        + "  @UnderTest\n"
        + "  static PCollection<String> charged(PCollection<KV<String, Integer>> orders) {\n"
        + "    return orders.apply(\"Charge\", ParDo.of(new Charge(\n"
        + "        ExternalSystem.fake(\"payments\", PaymentClient.class),"
        + " ExternalSystem.log(\"audit\"))));\n"
        + "  }\n"
        + pasted.indent(2)
        + "}\n";
  }

  /** The {@code @Scenario} a failure prints to paste. */
  private static String pastedScenario(String failure) {
    assertThat(failure).isNotNull();
    assertThat(failure).doesNotContain("cannot be pasted");
    return PastedScenarioRoundTripTest.pastedScenario(failure);
  }

  /** The failure message of each failed expectation of the fixture {@code className}. */
  private static Map<String, String> failures(String className) {
    return EngineOutcomes.failures(
        EngineTestKit.engine("pipespec").selectors(selectClass(className)));
  }

  /** Compiles {@code source} with the processor and runs it: "ok" or the failure, by method. */
  private Map<String, String> run(String name, String source) throws Exception {
    return EngineOutcomes.compileAndRun(directory.resolve(name), PACKAGE, name, source);
  }
}
