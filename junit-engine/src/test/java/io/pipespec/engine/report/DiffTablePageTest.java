package io.pipespec.engine.report;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import io.pipespec.runtime.capture.CapturedElement;
import io.pipespec.runtime.capture.CapturedOutput;
import io.pipespec.runtime.explore.Exploration;
import io.pipespec.runtime.run.Judgement;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.Expectations;
import io.pipespec.runtime.suite.TimeMark;
import io.pipespec.runtime.verdict.expect.Expectation;
import io.pipespec.runtime.verdict.expect.Observation;
import io.pipespec.runtime.verdict.scope.Scope;
import io.pipespec.runtime.verdict.shape.ShapeChangedError;
import io.pipespec.runtime.verdict.shape.ShapeComparison;
import io.pipespec.runtime.verdict.shape.ShapeExpectation;
import java.io.Serializable;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.coders.KvCoder;
import org.apache.beam.sdk.coders.SerializableCoder;
import org.apache.beam.sdk.coders.StringUtf8Coder;
import org.apache.beam.sdk.coders.VarIntCoder;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.transforms.windowing.FixedWindows;
import org.apache.beam.sdk.transforms.windowing.GlobalWindow;
import org.apache.beam.sdk.transforms.windowing.IntervalWindow;
import org.apache.beam.sdk.transforms.windowing.PaneInfo;
import org.apache.beam.sdk.util.CoderUtils;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.WindowingStrategy;
import org.joda.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.w3c.dom.Document;

/**
 * The difference of a failed expectation side by side, from what the failure carries: by key with
 * the changed fields marked, or missing beside unexpected elements; and no time axis for a batch
 * scenario.
 */
class DiffTablePageTest {

  record Customer(int id, String name) implements Serializable {}

  record Order(int id, Customer customer, double total, String status) implements Serializable {}

  private static Order order(int id, String name, double total, String status) {
    return new Order(id, new Customer(id * 10, name), total, status);
  }

  /** A batch output: every element in the global window at Beam's minimum timestamp. */
  private static <T> CapturedOutput<T> batch(String name, Coder<T> coder, List<T> values)
      throws Exception {
    List<CapturedElement> elements = new ArrayList<>();
    for (T value : values) {
      elements.add(
          new CapturedElement(
              CoderUtils.encodeToByteArray(coder, value),
              GlobalWindow.INSTANCE,
              PaneInfo.NO_FIRING,
              BoundedWindow.TIMESTAMP_MIN_VALUE));
    }
    return new CapturedOutput<>(name, coder, WindowingStrategy.globalDefault(), elements);
  }

  /** The verdict the runtime reaches on {@code expectation} over all of {@code output}. */
  private static PageInput.Verdict judged(
      String method, Expectation expectation, CapturedOutput<?> output) {
    Judgement judgement =
        Judgement.reach(
            () ->
                expectation.verify(
                    new Observation(
                        output,
                        Scope.everything(),
                        output.elements(),
                        Map.of(output.name(), output))));
    return new PageInput.Verdict(
        ExpectationSpec.of(
            DiffTablePageTest.class,
            method,
            ExpectationSpec.Target.output(output.name(), Scope.everything(), expectation)),
        judgement);
  }

  private static Document page(
      CapturedOutput<?> output, List<TimeMark> timeline, PageInput.Verdict verdict)
      throws Exception {
    String html =
        TimelinePage.html(
            new PageInput(
                "com.acme.OrdersTest",
                "Batch",
                "pipeline",
                "DirectRunner",
                Duration.ofMillis(5),
                Optional.empty(),
                Map.of(output.name(), output),
                timeline,
                Optional.empty(),
                List.of(),
                Optional.empty(),
                List.of(verdict),
                new Exploration.NotAsked(),
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                RestartNote.NONE));
    assertThat(html).doesNotContain("<dan>");
    // kept for a look in a browser
    Files.writeString(
        Path.of("target", "diff-table-" + verdict.spec().methodName() + ".html"), html);
    return Pages.parse(html);
  }

  private static final String KEYED = "//table[@data-diff='by-key']";

  @Test
  void aKeyedFailureOfABatchScenarioIsATableByKeyWithTheChangedFieldsMarkedAndNoTimeAxis()
      throws Exception {
    CapturedOutput<Order> orders =
        batch(
            "orders",
            SerializableCoder.of(Order.class),
            List.of(
                order(17, "ann", 12.5, "PAID"),
                order(18, "bob", 3.0, "OPEN"),
                order(20, "<dan>", 1.0, "OPEN")));
    PageInput.Verdict verdict =
        judged(
            "byId",
            Expectations.containsInAnyOrderByKey(
                List.of(
                    order(17, "ann", 12.0, "PAID"),
                    order(18, "bob", 3.0, "OPEN"),
                    order(19, "cid", 7.0, "OPEN")),
                "id"),
            orders);

    Document page = page(orders, List.of(), verdict);

    assertThat(Pages.text(page, KEYED + "/thead/tr/th[1]")).isEqualTo("key (id)");
    assertThat(Pages.attributes(page, KEYED + "//tr[@class='diff-row']", "data-kind"))
        .containsExactly("changed", "missing", "unexpected")
        .inOrder();
    assertThat(Pages.attributes(page, KEYED + "//tr[@class='diff-row']", "data-key"))
        .containsExactly("17", "19", "20")
        .inOrder();
    String changed = KEYED + "//tr[@data-kind='changed']";
    assertThat(Pages.text(page, changed + "/td[2]"))
        .isEqualTo("{id=17, customer={id=170, name=ann}, total=12.0, status=PAID}");
    assertThat(Pages.texts(page, changed + "/td[2]/mark")).containsExactly("12.0");
    assertThat(Pages.texts(page, changed + "/td[3]/mark")).containsExactly("12.5");
    // a missing key has no actual side, an unexpected key no expected side
    assertThat(Pages.text(page, KEYED + "//tr[@data-kind='missing']/td[2]"))
        .isEqualTo("{id=19, customer={id=190, name=cid}, total=7.0, status=OPEN}");
    assertThat(Pages.text(page, KEYED + "//tr[@data-kind='missing']/td[3]")).isEmpty();
    assertThat(Pages.text(page, KEYED + "//tr[@data-kind='unexpected']/td[2]")).isEmpty();
    assertThat(Pages.text(page, KEYED + "//tr[@data-kind='unexpected']/td[3]"))
        .isEqualTo("{id=20, customer={id=200, name=<dan>}, total=1.0, status=OPEN}");
    // the table stands right below the expectations, above the drawings and the messages
    assertThat(
            Pages.count(
                page,
                "//section[@class='expectations']/following-sibling::section[1]"
                    + "[@class='differences']/div[@class='difference']/div[@class='scroll diff']"))
        .isEqualTo(1);
    assertThat(Pages.count(page, "//div[@class='failure']/div[@class='scroll diff']")).isEqualTo(0);
    // a batch scenario: no time axis anywhere, its elements listed instead
    assertThat(Pages.count(page, "//*[local-name()='svg']")).isEqualTo(0);
    assertThat(Pages.count(page, "//*[@class='axis']")).isEqualTo(0);
    assertThat(Pages.count(page, "//table[@class='element-table']")).isEqualTo(1);
  }

  @Test
  void anOutputJudgedOnTheRunnerSaysSoInsteadOfDrawingNoElements() throws Exception {
    CapturedOutput<String> words =
        CapturedOutput.judgedOnRunner(
            "words",
            StringUtf8Coder.of(),
            WindowingStrategy.globalDefault(),
            WindowingStrategy.globalDefault().getTrigger(),
            Map.of(),
            Map.of());
    PageInput.Verdict verdict = judged("words", Expectations.count(2), words);

    Document page = page(words, List.of(), verdict);

    assertThat(Pages.text(page, "//p[contains(@class,'judged-on-runner')]"))
        .contains("Judged on the runner (pipespec.judge=runner): its elements stayed there");
    assertThat(Pages.count(page, "//table[@class='element-table']")).isEqualTo(0);
    assertThat(Pages.count(page, "//*[local-name()='svg']")).isEqualTo(0);
  }

  @Test
  void aTimelineWithoutEventTimeDrawsNoAxis() throws Exception {
    CapturedOutput<String> words = batch("words", StringUtf8Coder.of(), List.of("a", "b"));
    PageInput.Verdict verdict =
        judged("words", Expectations.containsInAnyOrder(List.of("a", "c")), words);
    long min = BoundedWindow.TIMESTAMP_MIN_VALUE.getMillis();

    Document page =
        page(
            words,
            List.of(
                new TimeMark(TimeMark.Kind.ELEMENTS, min, 2),
                new TimeMark(TimeMark.Kind.PROCESSING, 60_000, 0)),
            verdict);

    assertThat(Pages.count(page, "//*[local-name()='svg']")).isEqualTo(0);
    assertThat(Pages.text(page, "//p[contains(@class,'timeline-without-time')]"))
        .contains("2 steps, none at an event time");
    assertThat(Pages.count(page, "//table[@class='element-table']")).isEqualTo(1);
  }

  @Test
  void anUnkeyedFailureListsTheMissingBesideTheUnexpectedElements() throws Exception {
    CapturedOutput<String> words =
        batch("words", StringUtf8Coder.of(), List.of("b", "zz", "a", "zz", "<x>"));
    PageInput.Verdict verdict =
        judged("words", Expectations.containsInAnyOrder(List.of("a", "b", "c", "d", "d")), words);

    Document page = page(words, List.of(), verdict);

    String table = "//table[@data-diff='elements']";
    assertThat(Pages.texts(page, table + "//tr[@class='diff-row']/td[1]"))
        .containsExactly("c", "d (x2)")
        .inOrder();
    assertThat(Pages.texts(page, table + "//tr[@class='diff-row']/td[2]"))
        .containsExactly("<x>", "zz (x2)")
        .inOrder();
  }

  @Test
  void aTableShowsItsFirstRowsAndCountsTheRest() throws Exception {
    KvCoder<Integer, Integer> coder = KvCoder.of(VarIntCoder.of(), VarIntCoder.of());
    List<KV<Integer, Integer>> expected = new ArrayList<>();
    List<KV<Integer, Integer>> actual = new ArrayList<>();
    for (int i = 0; i < 70; i++) {
      expected.add(KV.of(i, i));
      actual.add(KV.of(i, -i - 1));
    }
    CapturedOutput<KV<Integer, Integer>> counts = batch("counts", coder, actual);
    PageInput.Verdict verdict =
        judged("counts", Expectations.containsInAnyOrderByKey(expected, "key"), counts);

    Document page = page(counts, List.of(), verdict);

    assertThat(Pages.count(page, KEYED + "//tr[@class='diff-row']")).isEqualTo(DiffTable.ROWS);
    assertThat(Pages.text(page, KEYED + "//tr[@class='diff-more']")).startsWith("and 20 more keys");
    assertThat(Pages.texts(page, KEYED + "//tr[@data-key='3']/td/mark")).containsExactly("3", "-4");
  }

  @Test
  void aStreamingScenarioKeepsItsAxisAndSaysWhereAChangedKeyArrived() throws Exception {
    KvCoder<String, Integer> coder = KvCoder.of(StringUtf8Coder.of(), VarIntCoder.of());
    IntervalWindow window =
        new IntervalWindow(Instant.ofEpochMilli(0), Instant.ofEpochMilli(600_000));
    CapturedOutput<KV<String, Integer>> totals =
        new CapturedOutput<>(
            "totals",
            coder,
            WindowingStrategy.of(FixedWindows.of(org.joda.time.Duration.standardMinutes(10))),
            List.of(
                new CapturedElement(
                    CoderUtils.encodeToByteArray(coder, KV.of("red", 8)),
                    window,
                    PaneInfo.createPane(true, true, PaneInfo.Timing.ON_TIME, 0, 0),
                    Instant.ofEpochMilli(599_999))));
    PageInput.Verdict verdict =
        judged(
            "totals",
            Expectations.containsInAnyOrderByKey(List.of(KV.of("red", 7)), "key"),
            totals);

    Document page =
        page(
            totals,
            List.of(
                new TimeMark(TimeMark.Kind.ELEMENTS, 60_000, 1),
                new TimeMark(TimeMark.Kind.WATERMARK, 600_000, 0)),
            verdict);

    assertThat(Pages.count(page, "//*[local-name()='svg'][@class='output-timeline']")).isEqualTo(1);
    assertThat(Pages.texts(page, KEYED + "//tr[@data-kind='changed']/td/mark"))
        .containsExactly("7", "8")
        .inOrder();
    assertThat(Pages.text(page, KEYED + "//div[contains(@class,'diff-where')]"))
        .isEqualTo("in [00:00, 00:10), ON_TIME #0 first last");
  }

  @Test
  void theEngineWritesTheTableOfAKeyedFixtureWithNoTimeAxis(@TempDir Path dir) throws Exception {
    String fixture = "io.pipespec.engine.fixtures.keyed.KeyedOrdersTest";
    EngineTestKit.engine("pipespec")
        .selectors(selectClass(fixture))
        .configurationParameter("pipespec.reports.dir", dir.toString())
        .execute();
    Path path = dir.resolve(fixture).resolve("KeyedOrdersTest.html");
    assertThat(Files.exists(path)).isTrue();

    Document page = Pages.parse(path);
    String byId = "//div[@data-expectation='byId']" + KEYED;
    assertThat(Pages.attributes(page, byId + "//tr[@class='diff-row']", "data-kind"))
        .containsExactly("changed", "missing", "unexpected")
        .inOrder();
    assertThat(Pages.texts(page, byId + "//tr[@data-kind='changed']/td[3]/mark"))
        .containsExactly("12.5", "<null>")
        .inOrder();
    assertThat(Pages.count(page, "//*[local-name()='svg']")).isEqualTo(0);
  }

  @Test
  void aShapeThatBreaksAnUpdateIsATableOfItsChangesBreakingFirst() throws Exception {
    CapturedOutput<String> clicks = batch("clicks", StringUtf8Coder.of(), List.of("a"));
    ShapeComparison changes =
        new ShapeComparison(
            List.of(
                "transform `Sessions/Count` was renamed `Sessions/CountPerUser`: its state would be"
                    + " dropped on Flink; rename it back",
                "state \"buffer\" of `Batch:er` changed coder from `VarLongCoder` to"
                    + " `BigEndianLongCoder`: the saved state cannot be read"),
            List.of("transform `Log` is new: it holds no state"));
    Judgement judgement =
        Judgement.reach(
            () -> {
              throw new ShapeChangedError(
                  "The job's shape changed", changes, Path.of("ClicksTest.shapeKept.shape"));
            });
    PageInput.Verdict verdict =
        new PageInput.Verdict(
            ExpectationSpec.of(
                DiffTablePageTest.class,
                "shapeKept",
                ExpectationSpec.Target.shape(
                    ShapeExpectation.of("ClicksTest/ClicksTest.shapeKept.shape", "ClicksTest"))),
            judgement);

    Document page = page(clicks, List.of(), verdict);

    String table = "//table[@data-diff='shape']";
    assertThat(Pages.attributes(page, table + "//tr[contains(@class,'shape-row')]", "data-kind"))
        .containsExactly("breaking", "breaking", "safe")
        .inOrder();
    String first = table + "//tr[contains(@class,'shape-row')][1]";
    assertThat(Pages.text(page, first + "/td[1]"))
        .isEqualTo("transform Sessions/Count was renamed Sessions/CountPerUser breaks an update");
    assertThat(Pages.texts(page, first + "/td[1]/code"))
        .containsExactly("Sessions/Count", "Sessions/CountPerUser")
        .inOrder();
    assertThat(Pages.text(page, first + "/td[2]"))
        .isEqualTo("its state would be dropped on Flink; rename it back");
    // a colon inside a name is the name's, not the start of the reason
    String second = table + "//tr[contains(@class,'shape-row')][2]";
    assertThat(Pages.texts(page, second + "/td[1]/code")).contains("Batch:er");
    assertThat(Pages.text(page, second + "/td[2]")).isEqualTo("the saved state cannot be read");
    assertThat(Pages.text(page, table + "//tr[@data-kind='safe']/td[2]"))
        .isEqualTo("it holds no state");
  }
}
