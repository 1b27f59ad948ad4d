package io.pipespec.engine;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import io.pipespec.engine.descriptor.ScenarioDescriptor;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.engine.support.descriptor.MethodSource;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;

/**
 * Retried bundles in job scenarios on the DirectRunner: the job builds its own pipeline, but the
 * read its input replaces is Pipespec's, so a failed attempt goes there. A charge through a fake
 * external system made again by the retry fails as written ({@code "fail and retry"}) and is found
 * by exploration, whose pasted scenario fails as written; an upsert by key read by the same read
 * passes both; a stateful {@code DoFn} on the replaced read is not retried, and the summary says
 * why.
 */
class JobRetryTest {

  private static final String PACKAGE = "io.pipespec.engine.fixtures.jobretry.";

  /** Failure message by "Scenario#method" (the scenario's class); null for a passed one. */
  private static final Map<String, String> outcomes = new LinkedHashMap<>();

  /** The exploration summaries the run published. */
  private static final List<String> summaries = new ArrayList<>();

  @TempDir Path directory;

  @BeforeAll
  static void runCorpus() {
    EngineExecutionResults results =
        EngineTestKit.engine("pipespec")
            .selectors(
                selectClass(PACKAGE + "JobChargeTest"), selectClass(PACKAGE + "JobStatefulTest"))
            .configurationParameter("pipespec.reports", "none")
            .execute();
    for (Event event : results.testEvents().finished().list()) {
      MethodSource source = EngineOutcomes.method(event);
      String owner = source.getClassName();
      outcomes.put(
          owner.substring(Math.max(owner.lastIndexOf('.'), owner.lastIndexOf('$')) + 1)
              + "#"
              + source.getMethodName(),
          EngineOutcomes.failure(event));
    }
    for (Event event : results.allEvents().reportingEntryPublished().list()) {
      String summary =
          event
              .getRequiredPayload(ReportEntry.class)
              .getKeyValuePairs()
              .get(ScenarioDescriptor.EXPLORE_ENTRY);
      if (summary != null) {
        summaries.add(summary);
      }
    }
  }

  @Test
  void aChargeMadeAgainByAWrittenRetryFailsNamingTheDuplicate() {
    String failure = outcomes.get("Retried#chargesEachAccountOnce");
    assertThat(failure).isNotNull();
    assertThat(failure)
        .contains(
            "duplicated: charge(alice, 100) made twice, expected once: once in a failed attempt of"
                + " its bundle, and again in its retry.");
    assertThat(failure)
        .contains(
            "failed after 1 element (`alice @ 1s`) at the step `fail and retry` and was retried"
                + " whole on a fresh instance");
  }

  @Test
  void anUpsertByKeyPassesUnderTheSameRetryAndExplored() {
    assertThat(outcomes).containsKey("Retried#writesEachBalance");
    assertThat(outcomes.get("Retried#writesEachBalance")).isNull();
    assertThat(outcomes).containsKey("Explored#writesEachBalance");
    assertThat(outcomes.get("Explored#writesEachBalance")).isNull();
  }

  @Test
  void exploringTheJobFindsTheChargeAndItsPastedScenarioFailsAsWritten() throws Exception {
    String failure = outcomes.get("Explored#chargesEachAccountOnce");
    assertThat(failure).isNotNull();
    assertThat(failure).contains("fails when bundle 1 fails after 1 element (`alice`)");
    assertThat(failure)
        .contains(
            "duplicated: charge(alice, 100) made twice, expected once: once in a failed attempt of"
                + " its bundle, and again in its retry.");
    assertThat(failure).doesNotContain("cannot be pasted");
    String pasted = PastedScenarioRoundTripTest.pastedScenario(failure);
    assertThat(pasted).contains("\"fail and retry\"");
    // The balance, an upsert by key, is the correct control under the same written step.
    String withBalance =
        pasted.substring(0, pasted.lastIndexOf('}'))
            + "  @ExpectEffects(system = \"balances\", mode = ExpectEffects.Mode.FINAL_BY_KEY,"
            + " value = {\"alice=100\", \"bob=100\", \"carol=100\"})\n"
            + "  void writesEachBalance() {}\n"
            + "}";

    Map<String, String> asWritten =
        EngineOutcomes.compileAndRun(
            directory.resolve("PastedJobChargeTest"),
            "io.pipespec.engine.pastedjobretry",
            "PastedJobChargeTest",
            pastedInto(withBalance));

    assertThat(asWritten.get("chargesEachAccountOnce"))
        .contains("duplicated: charge(alice, 100) made twice, expected once");
    assertThat(asWritten.get("chargesEachAccountOnce")).contains("at the step `fail and retry`");
    assertThat(asWritten.get("writesEachBalance")).isEqualTo("ok");
  }

  @Test
  void aStatefulDoFnOnTheReplacedReadIsNotRetriedAndTheSummarySaysWhy() {
    assertThat(outcomes).containsKey("JobStatefulTest#totals");
    assertThat(outcomes.get("JobStatefulTest#totals")).isNull();
    assertThat(summaries)
        .comparingElementsUsing(
            com.google.common.truth.Correspondence.<String, String>from(
                String::contains, "contains"))
        .contains(
            "retries: A failed attempt of a bundle of input 'amounts' cannot be replayed on the"
                + " DirectRunner: the DoFn that reads input 'amounts' ("
                + PACKAGE
                + "JobStatefulTest$Total) uses state or timers");
  }

  /** The charge fixture's job, then {@code pasted}. */
  private static String pastedInto(String pasted) {
    return "package io.pipespec.engine.pastedjobretry;\n"
        + "import io.pipespec.*;\n"
        + "import io.pipespec.effects.*;\n"
        + "import org.apache.beam.sdk.Pipeline;\n"
        + "import org.apache.beam.sdk.io.TextIO;\n"
        + "import org.apache.beam.sdk.transforms.*;\n"
        + "import org.apache.beam.sdk.values.*;\n"
        + "@PipelineTest\n"
        + "@Output(name = \"charged\", of = \"WriteCharged\", type = String.class)\n"
        + "@RunsAsWritten(\"Balance\")\n"
        + "public class PastedJobChargeTest {\n"
        + "  public interface PaymentClient { void charge(String account, long cents); }\n"
        + "  static final class Charge extends DoFn<String, String> {\n"
        + "    private final PaymentClient payments;\n"
        + "    Charge(PaymentClient payments) { this.payments = payments; }\n"
        + "    @ProcessElement\n"
        + "    public void process(@Element String account, OutputReceiver<String> out) {\n"
        + "      payments.charge(account, 100);\n"
        + "      out.output(account);\n"
        + "    }\n"
        + "  }\n"
        + "  static final class Upsert extends DoFn<String, Void> {\n"
        + "    private final KeyValueStore balances;\n"
        + "    Upsert(KeyValueStore balances) { this.balances = balances; }\n"
        + "    @ProcessElement\n"
        + "    public void process(@Element String account) { balances.put(account, 100); }\n"
        + "  }\n"
        + "  @UnderTest\n"
        + "  static void job(Pipeline p) {\n"
        + "    PCollection<String> orders =\n"
        + "        p.apply(\"ReadOrders\", TextIO.read().from(\"/nowhere/orders.txt\"));\n"
        + "    orders.apply(\"Charge\", ParDo.of(new Charge(\n"
        + "            ExternalSystem.fake(\"payments\", PaymentClient.class))))\n"
        + "        .apply(\"WriteCharged\", TextIO.write().to(\"/nowhere/charged\"));\n"
        + "    orders.apply(\"Balance\", ParDo.of(new Upsert(ExternalSystem.store(\"balances\"))));\n"
        + "  }\n"
        + pasted.indent(2)
        + "}\n";
  }
}
