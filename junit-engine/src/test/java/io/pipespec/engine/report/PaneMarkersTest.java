package io.pipespec.engine.report;

import static com.google.common.truth.Truth.assertThat;

import io.pipespec.runtime.capture.CapturedElement;
import io.pipespec.runtime.capture.CapturedOutput;
import io.pipespec.runtime.explore.Exploration;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.coders.KvCoder;
import org.apache.beam.sdk.coders.StringUtf8Coder;
import org.apache.beam.sdk.coders.VarLongCoder;
import org.apache.beam.sdk.transforms.windowing.FixedWindows;
import org.apache.beam.sdk.transforms.windowing.IntervalWindow;
import org.apache.beam.sdk.transforms.windowing.PaneInfo;
import org.apache.beam.sdk.transforms.windowing.PaneInfo.Timing;
import org.apache.beam.sdk.util.CoderUtils;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.WindowingStrategy;
import org.joda.time.Instant;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;

/**
 * Pane indexes are per key: the page never merges distinct panes into one marker or row, whatever
 * their keys, and says how many keys a marker of a keyed output stands for.
 */
class PaneMarkersTest {

  private static final long MINUTE = 60_000;
  private static final PaneInfo EARLY_0 = PaneInfo.createPane(true, false, Timing.EARLY, 0, -1);
  private static final PaneInfo ON_TIME_1 = PaneInfo.createPane(false, true, Timing.ON_TIME, 1, 0);
  private static final PaneInfo ON_TIME_0 = PaneInfo.createPane(true, true, Timing.ON_TIME, 0, 0);

  private static <T> CapturedElement element(Coder<T> coder, T value, long start, PaneInfo pane)
      throws Exception {
    return new CapturedElement(
        CoderUtils.encodeToByteArray(coder, value),
        new IntervalWindow(Instant.ofEpochMilli(start), Instant.ofEpochMilli(start + 10 * MINUTE)),
        pane,
        Instant.ofEpochMilli(start + 10 * MINUTE - 1));
  }

  private static <T> Document page(Coder<T> coder, List<CapturedElement> elements)
      throws Exception {
    CapturedOutput<T> output =
        new CapturedOutput<>(
            "sums",
            coder,
            WindowingStrategy.of(FixedWindows.of(org.joda.time.Duration.standardMinutes(10))),
            elements);
    return Pages.parse(
        TimelinePage.html(
            new PageInput(
                "com.acme.SumsTest",
                "Sums",
                "pipeline",
                "DirectRunner",
                Duration.ofMillis(12),
                Optional.empty(),
                Map.of("sums", output),
                List.of(),
                Optional.empty(),
                List.of(),
                Optional.empty(),
                List.of(),
                new Exploration.NotAsked(),
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                RestartNote.NONE)));
  }

  /** Key a fired EARLY #0 then ON_TIME #1, key b ON_TIME #0: sums formatted as Strings. */
  private static List<CapturedElement> twoKeysAsStrings(long start) throws Exception {
    return List.of(
        element(StringUtf8Coder.of(), "a:3", start, EARLY_0),
        element(StringUtf8Coder.of(), "a:5", start, ON_TIME_1),
        element(StringUtf8Coder.of(), "b:2", start, ON_TIME_0));
  }

  private static final String PANES =
      "//*[@data-window='[00:00, 00:10)']/*[contains(@class,'pane ')]";

  @Test
  void panesOfTwoKeysThatShareAnIndexAreTwoMarkersAndTwoRows() throws Exception {
    Document page = page(StringUtf8Coder.of(), twoKeysAsStrings(0));

    assertThat(Pages.attributes(page, PANES, "data-index"))
        .containsExactly("0", "0", "1")
        .inOrder();
    assertThat(Pages.attributes(page, PANES, "data-timing"))
        .containsExactly("EARLY", "ON_TIME", "ON_TIME")
        .inOrder();
    assertThat(Pages.attributes(page, PANES, "data-last"))
        .containsExactly("false", "true", "true")
        .inOrder();
    assertThat(Pages.texts(page, PANES + "/*[local-name()='text']"))
        .containsExactly("EARLY #0 \u00b7 1", "ON_TIME #0 \u00b7 1", "ON_TIME #1 \u00b7 1")
        .inOrder();
    assertThat(Pages.texts(page, PANES + "/*[local-name()='title']"))
        .containsExactly(
            "EARLY pane #0, first: 1 element\na:3",
            "ON_TIME pane #0, first, last: 1 element\nb:2",
            "ON_TIME pane #1, last: 1 element\na:5")
        .inOrder();
    assertThat(Pages.texts(page, "//details[@class='panes-table']//tbody/tr/td[2]"))
        .containsExactly("EARLY #0 first", "ON_TIME #0 first last", "ON_TIME #1 last")
        .inOrder();
    assertThat(Pages.texts(page, "//details[@class='panes-table']//tbody/tr/td[3]/span"))
        .containsExactly("a:3", "b:2", "a:5")
        .inOrder();
  }

  @Test
  void aMarkerOfAKeyedOutputSaysHowManyKeysItStandsFor() throws Exception {
    KvCoder<String, Long> coder = KvCoder.of(StringUtf8Coder.of(), VarLongCoder.of());
    Document page =
        page(
            coder,
            List.of(
                element(coder, KV.of("a", 3L), 0, EARLY_0),
                element(coder, KV.of("a", 5L), 0, ON_TIME_1),
                element(coder, KV.of("b", 2L), 0, ON_TIME_0),
                element(coder, KV.of("c", 1L), 0, ON_TIME_0)));

    assertThat(Pages.attributes(page, PANES, "data-keys")).containsExactly("1", "2", "1").inOrder();
    assertThat(Pages.texts(page, PANES + "/*[local-name()='title']").get(1))
        .startsWith("ON_TIME pane #0, first, last: 2 elements of 2 keys\n");
  }

  @Test
  void anOutputWithoutKeysSaysNothingOfKeys() throws Exception {
    Document page = page(StringUtf8Coder.of(), twoKeysAsStrings(0));

    assertThat(Pages.attributes(page, PANES, "data-keys")).containsExactly("", "", "");
    assertThat(Pages.texts(page, PANES + "/*[local-name()='title']").get(1)).doesNotContain("key");
  }

  @Test
  void theAggregatedLaneCountsDistinctPanesNotIndexes() throws Exception {
    List<CapturedElement> elements = new ArrayList<>();
    int windows = OutputDrawing.DETAILED + 1;
    for (int w = 0; w < windows; w++) {
      elements.addAll(twoKeysAsStrings(w * 10L * MINUTE));
    }

    Document page = page(StringUtf8Coder.of(), elements);

    assertThat(Pages.attribute(page, "//*[@class='aggregate']", "data-panes"))
        .isEqualTo(Integer.toString(3 * windows));
  }
}
