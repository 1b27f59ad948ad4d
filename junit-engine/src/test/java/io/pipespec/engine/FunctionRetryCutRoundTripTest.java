package io.pipespec.engine;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.testkit.engine.EngineTestKit;

/**
 * The finding of a retry cut in two on the function harness ({@code FunctionRetryCutKeyTest})
 * prints a scenario with the step {@code "fail and retry, cut after 1"}; pasted into a test class
 * and compiled with the processor, it fails as written on the harness, naming the duplicate charge,
 * while a function whose key is the element's own passes it.
 */
class FunctionRetryCutRoundTripTest {

  private static final String FIXTURE =
      "io.pipespec.engine.fixtures.explore.FunctionRetryCutKeyTest";
  private static final String PACKAGE = "io.pipespec.engine.pasted";

  @TempDir Path directory;

  @Test
  void thePrintedCutRetryFailsAsWrittenWhenPastedAndAnIdempotentFunctionPassesIt()
      throws Exception {
    String failure =
        EngineOutcomes.failures(EngineTestKit.engine("pipespec").selectors(selectClass(FIXTURE)))
            .get("chargesEachAccountOnce");
    assertThat(failure).contains("(it fails on the function harness as written)");
    String pasted = PastedScenarioRoundTripTest.pastedScenario(failure);
    assertThat(pasted).startsWith("@Scenario");
    assertThat(pasted).contains("\"fail and retry, cut after 1\"");

    // The key the fixture makes: the bundle's first account and the element's place in it.
    String byPlace = "first + \"#\" + position";
    try (URLClassLoader loader =
        FixtureCompiler.compileWithProcessor(
            directory,
            Map.of(
                PACKAGE + ".PastedCutKeyTest",
                chargeClass("PastedCutKeyTest", byPlace, pasted),
                PACKAGE + ".PastedAccountKeyTest",
                chargeClass("PastedAccountKeyTest", "element.getKey()", pasted)))) {
      Map<String, String> buggy =
          EngineOutcomes.failures(
              EngineTestKit.engine("pipespec")
                  .selectors(selectClass(loader.loadClass(PACKAGE + ".PastedCutKeyTest"))));
      assertThat(buggy).containsKey("chargesEachAccountOnce");
      assertThat(buggy.get("chargesEachAccountOnce"))
          .contains(
              "duplicated: charge(bob, 250) made twice, expected once: once in a failed attempt of"
                  + " its bundle, and again in its retry.");

      Map<String, String> correct =
          EngineOutcomes.outcomes(
              EngineTestKit.engine("pipespec")
                  .selectors(selectClass(loader.loadClass(PACKAGE + ".PastedAccountKeyTest"))));
      assertThat(correct).containsKey("chargesEachAccountOnce");
      assertThat(correct.get("chargesEachAccountOnce")).isEqualTo("ok");
    }
  }

  /**
   * A function test of the fixture's charging function, its idempotency key made by {@code key},
   * with the {@code pasted} scenario in it.
   */
  private static String chargeClass(String className, String key, String pasted) {
    return "package "
        + PACKAGE
        + ";\n"
        + "import io.pipespec.*;\n"
        + "import io.pipespec.effects.ExternalSystem;\n"
        + "import java.util.Map;\n"
        + "import java.util.Set;\n"
        + "import java.util.UUID;\n"
        + "import java.util.concurrent.ConcurrentHashMap;\n"
        + "import org.apache.beam.sdk.transforms.DoFn;\n"
        + "import org.apache.beam.sdk.values.KV;\n"
        + "@FunctionTest\n"
        + "public class "
        + className
        + " {\n"
        + "  public interface PaymentClient { void charge(String account, long cents); }\n"
        + "  @UnderTest\n"
        + "  static KeyedCharge charge() {\n"
        + "    return new KeyedCharge(ExternalSystem.fake(\"payments\", PaymentClient.class));\n"
        + "  }\n"
        + "  static class KeyedCharge extends DoFn<KV<String, Integer>, String> {\n"
        + "    static final Map<String, Set<String>> CHARGED = new ConcurrentHashMap<>();\n"
        + "    private final String pipeline = UUID.randomUUID().toString();\n"
        + "    private final PaymentClient payments;\n"
        + "    private transient String first;\n"
        + "    private transient int position;\n"
        + "    KeyedCharge(PaymentClient payments) { this.payments = payments; }\n"
        + "    @StartBundle public void start() { first = null; position = 0; }\n"
        + "    @ProcessElement\n"
        + "    public void process(@Element KV<String, Integer> element,"
        + " OutputReceiver<String> out) {\n"
        + "      if (first == null) { first = element.getKey(); }\n"
        + "      String key = "
        + key
        + ";\n"
        + "      position++;\n"
        + "      if (CHARGED.computeIfAbsent(pipeline, p -> ConcurrentHashMap.newKeySet()).add(key))"
        + " {\n"
        + "        payments.charge(element.getKey(), element.getValue());\n"
        + "      }\n"
        + "      out.output(element.getKey());\n"
        + "    }\n"
        + "  }\n"
        + pasted.indent(2)
        + "}\n";
  }
}
