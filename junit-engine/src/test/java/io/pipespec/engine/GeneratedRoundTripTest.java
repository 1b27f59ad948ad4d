package io.pipespec.engine;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.testkit.engine.EngineTestKit;

/**
 * A generated finding, pasted: the shrunk scenario a generated scenario prints for the {@code int}
 * sum that overflows is pasted into a test class, compiled with the processor as a user's build
 * does, and run as written. It fails there, beside the same long reference, while a transform that
 * widens before it sums passes the same pasted scenario.
 */
class GeneratedRoundTripTest {

  private static final String PACKAGE = "io.pipespec.engine.pastedgenerated";

  @TempDir Path directory;

  @Test
  void anOverflowFoundByGeneratingFailsAsWrittenWhenPastedAndALongSumPasses() throws Exception {
    String failure =
        EngineOutcomes.failures(
                EngineTestKit.engine("pipespec")
                    .selectors(
                        selectClass("io.pipespec.engine.fixtures.generate.IntSumOverflowTest")))
            .get("sumsLikeLongs");
    assertThat(failure).isNotNull();
    String pasted = GeneratedCorpusTest.pastedScenario(failure);
    assertThat(pasted).contains("@ExpectSameAs(\"longTotals\")");
    assertThat(pasted).doesNotContain("@Generate");

    Map<String, String> overflowing =
        EngineOutcomes.compileAndRun(
            directory.resolve("int"),
            PACKAGE,
            "PastedOverflowTest",
            totalsTest("PastedOverflowTest", "(long) total.getValue()", pasted));
    assertThat(overflowing).containsKey("sumsLikeLongs");
    assertThat(overflowing.get("sumsLikeLongs")).isNotEqualTo("ok");
    assertThat(overflowing.get("sumsLikeLongs")).contains("longTotals");

    // The same pasted scenario on a transform whose sum cannot overflow.
    Map<String, String> widened =
        EngineOutcomes.compileAndRun(
            directory.resolve("long"),
            PACKAGE,
            "PastedWidenedTest",
            totalsTest("PastedWidenedTest", null, pasted));
    assertThat(widened).containsEntry("sumsLikeLongs", "ok");
  }

  /**
   * A test class of the overflow fixture's shape, then {@code pasted}: its transform sums in {@code
   * int} and widens each total by {@code widenTotal}, or (null) widens each amount and sums in
   * {@code long} as the reference does.
   */
  private static String totalsTest(String name, String widenTotal, String pasted) {
    String kvs = "TypeDescriptors.kvs(TypeDescriptors.strings(), TypeDescriptors.longs())";
    String widenAmounts =
        "MapElements.into(" + kvs + ").via(a -> KV.of(a.getKey(), (long) a.getValue()))";
    String windowed = "amounts.apply(Window.into(FixedWindows.of(Duration.standardMinutes(20))))";
    String underTest =
        widenTotal == null
            ? windowed + ".apply(" + widenAmounts + ").apply(Sum.longsPerKey())"
            : windowed
                + ".apply(Sum.integersPerKey()).apply(MapElements.into("
                + kvs
                + ").via(total -> KV.of(total.getKey(), "
                + widenTotal
                + ")))";
    return "package "
        + PACKAGE
        + ";\n"
        + "import io.pipespec.*;\n"
        + "import java.util.*;\n"
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
        + "  static PCollection<KV<String, Long>> totals(PCollection<KV<String, Integer>> amounts) {\n"
        + "    return "
        + underTest
        + ";\n"
        + "  }\n"
        + "  static PCollection<KV<String, Long>> longTotals("
        + "PCollection<KV<String, Integer>> amounts) {\n"
        + "    return "
        + windowed
        + ".apply("
        + widenAmounts
        + ").apply(Sum.longsPerKey());\n"
        + "  }\n"
        + pasted.indent(2)
        + "}\n";
  }
}
