package io.pipespec.runtime.generate;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.pipespec.generate.Gen;
import io.pipespec.generate.Timelines;
import io.pipespec.grammar.TimeGrammar;
import io.pipespec.runtime.generate.DrawnTimeline.Element;
import io.pipespec.runtime.generate.DrawnTimeline.Processing;
import io.pipespec.runtime.generate.DrawnTimeline.Step;
import io.pipespec.runtime.generate.DrawnTimeline.Watermark;
import io.pipespec.runtime.suite.TimelineSteps;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.apache.beam.sdk.coders.VarLongCoder;
import org.junit.jupiter.api.Test;

/** Drawing a generated input's timeline: deterministic, simplest at 0, reaching every edge. */
class TimelineDrawTest {

  private static final long BASE = 1_767_225_600_000L; // 2026-01-01T00:00Z
  private static final long MINUTE = 60_000;
  private static final long SIZE = 20 * MINUTE;
  private static final long LATENESS = 5 * MINUTE;

  private static final Timelines<Long> LATE =
      Timelines.of(Gen.longs(0, 100))
          .elements(0, 20)
          .eventTimes("0", "1h")
          .windows("20m")
          .watermarks(3)
          .late("5m");

  private static DrawnTimeline<Long> draw(Timelines<Long> timelines, long seed) {
    return TimelineDraw.draw(timelines, BASE, RecordedChoices.random(seed));
  }

  @Test
  void theSameSeedDrawsTheSameTimelineAndItsRecordReplaysIt() {
    for (long seed = 0; seed < 20; seed++) {
      RecordedChoices choices = RecordedChoices.random(seed);
      DrawnTimeline<Long> drawn = TimelineDraw.draw(LATE, BASE, choices);
      assertThat(draw(LATE, seed).steps()).isEqualTo(drawn.steps());
      DrawnTimeline<Long> replayed =
          TimelineDraw.draw(LATE, BASE, RecordedChoices.replaying(choices.record()));
      assertThat(replayed.steps()).isEqualTo(drawn.steps());
    }
  }

  @Test
  void choiceZeroEverywhereIsTheSimplestTimeline() {
    Timelines<Long> timelines = LATE.processing("2m");
    assertThat(TimelineDraw.draw(timelines, BASE, max -> 0).steps()).isEmpty();
    assertThat(TimelineDraw.draw(timelines.elements(2, 5), BASE, max -> 0).steps())
        .containsExactly(new Element<>(0L, BASE), new Element<>(0L, BASE))
        .inOrder();
  }

  @Test
  void aHundredSeedsReachWindowEdgesLateElementsAndAdvances() {
    Set<String> reached = new HashSet<>();
    for (long seed = 0; seed < 100; seed++) {
      DrawnTimeline<Long> drawn = draw(LATE, seed);
      long watermark = Long.MIN_VALUE;
      assertThat(drawn.elementCount()).isAtMost(20);
      for (Step<Long> step : drawn.steps()) {
        if (step instanceof Watermark<Long> advance) {
          assertWithMessage("seed %s: %s", seed, drawn)
              .that(advance.millis())
              .isGreaterThan(watermark);
          watermark = advance.millis();
          reached.add("advance");
        } else if (step instanceof Element<Long> element) {
          long offset = element.millis() - BASE;
          assertThat(offset).isAtLeast(0L);
          assertThat(offset).isLessThan(60 * MINUTE);
          if (offset > 0 && offset % SIZE == 0) {
            reached.add("window start");
          }
          if (offset % SIZE == SIZE - 1) {
            reached.add("window's last millisecond");
          }
          long end = BASE + (offset / SIZE + 1) * SIZE;
          if (watermark >= end) {
            long past = watermark - end - LATENESS;
            reached.add(past < 0 ? "late within" : "late beyond");
            if (past >= -1 && past <= 1) {
              reached.add("late by " + past);
            }
          }
        } else {
          reached.add("processing");
        }
      }
    }
    assertThat(reached)
        .containsAtLeast(
            "advance",
            "window start",
            "window's last millisecond",
            "late within",
            "late beyond",
            "late by -1",
            "late by 0",
            "late by 1");
    assertThat(reached).doesNotContain("processing");
  }

  @Test
  void withoutLateElementsNoElementIsBehindTheWatermark() {
    Timelines<Long> onTime = Timelines.of(Gen.longs(0, 9)).windows("20m").watermarks(5);
    int advances = 0;
    for (long seed = 0; seed < 100; seed++) {
      long watermark = Long.MIN_VALUE;
      for (Step<Long> step : draw(onTime, seed).steps()) {
        if (step instanceof Watermark<Long> advance) {
          watermark = advance.millis();
          advances++;
        } else if (step instanceof Element<Long> element) {
          assertThat(element.millis()).isAtLeast(watermark);
        }
      }
    }
    assertThat(advances).isGreaterThan(50);
  }

  @Test
  void withoutWindowsLateElementsAreBehindTheWatermark() {
    Timelines<Long> late = Timelines.of(Gen.longs(0, 9)).watermarks(3).late("1m");
    int behind = 0;
    for (long seed = 0; seed < 100; seed++) {
      long watermark = Long.MIN_VALUE;
      for (Step<Long> step : draw(late, seed).steps()) {
        if (step instanceof Watermark<Long> advance) {
          watermark = advance.millis();
        } else if (step instanceof Element<Long> element && element.millis() < watermark) {
          behind++;
        }
      }
    }
    assertThat(behind).isGreaterThan(10);
    assertThat(draw(late, 3)).isEqualTo(draw(late, 3));
  }

  @Test
  void processingTimeAdvancesWhenAskedOnly() {
    int advances = 0;
    for (long seed = 0; seed < 100; seed++) {
      DrawnTimeline<Long> drawn = draw(LATE.processing("2m"), seed);
      for (Step<Long> step : drawn.steps()) {
        if (step instanceof Processing<Long> processing) {
          assertThat(processing.advanceMillis())
              .isIn(com.google.common.collect.Range.closed(1L, 2 * MINUTE));
          advances++;
        }
      }
      assertThat(draw(LATE, seed).advancesProcessingTime()).isFalse();
    }
    assertThat(advances).isGreaterThan(50);
  }

  @Test
  void shiftedMovesEventTimesAndWatermarksOnly() {
    DrawnTimeline<Long> timeline =
        new DrawnTimeline<>(
            List.of(new Element<>(1L, BASE), new Watermark<>(BASE + 5), new Processing<>(7)));
    assertThat(timeline.shifted(SIZE).steps())
        .containsExactly(
            new Element<>(1L, BASE + SIZE), new Watermark<>(BASE + SIZE + 5), new Processing<>(7))
        .inOrder();
  }

  @Test
  void asTimelineWritesOffsetsFromTheBaseThatReadBack() {
    long[] offsets = {0, 20 * MINUTE, 90 * MINUTE, 90_000, 1, -5 * MINUTE};
    List<Step<Long>> steps = new ArrayList<>();
    for (long offset : offsets) {
      steps.add(new Element<>(offset, BASE + offset));
    }
    steps.add(new Watermark<>(BASE + 80 * MINUTE));
    steps.add(new Processing<>(2 * MINUTE));
    List<String> lines = new DrawnTimeline<>(steps).asTimeline(value -> "v" + value, BASE);
    assertThat(lines)
        .containsExactly(
            "v0 @ 0",
            "v1200000 @ 20m",
            "v5400000 @ 1h30m",
            "v90000 @ 1m30s",
            "v1 @ 1ms",
            "v-300000 @ -5m",
            "watermark 1h20m",
            "processing +2m",
            "watermark end")
        .inOrder();
    for (int i = 0; i < offsets.length; i++) {
      String time = lines.get(i).substring(lines.get(i).indexOf(" @ ") + 3);
      assertThat(TimeGrammar.instant(time, BASE).millis()).hasValue(BASE + offsets[i]);
    }
  }

  @Test
  void toTimelineStepsRunsAsTheWrittenTimeline() {
    DrawnTimeline<Long> drawn =
        new DrawnTimeline<>(
            List.of(
                new Element<>(1L, BASE),
                new Element<>(2L, BASE + 1),
                new Watermark<>(BASE + SIZE),
                new Processing<>(MINUTE),
                new Element<>(3L, BASE)));
    TimelineSteps<Long> written =
        TimelineSteps.<Long>create()
            .element(1L, BASE)
            .element(2L, BASE + 1)
            .watermark(BASE + SIZE)
            .processing(MINUTE)
            .element(3L, BASE);
    assertThat(drawn.toTimelineSteps().toTestStream(VarLongCoder.of()).getEvents())
        .isEqualTo(written.toTestStream(VarLongCoder.of()).getEvents());
    assertThat(drawn.elements()).hasSize(3);
    assertThat(drawn.elementCount()).isEqualTo(3);
    assertThat(drawn.advancesProcessingTime()).isTrue();
  }

  @Test
  void aDurationThatDoesNotReadIsRefusedNamingTheMethodAndTheForms() {
    IllegalArgumentException windows =
        assertThrows(
            IllegalArgumentException.class,
            () -> draw(Timelines.of(Gen.longs(0, 1)).windows("20 minutes"), 1));
    assertThat(windows).hasMessageThat().contains("Timelines.windows(\"20 minutes\")");
    assertThat(windows).hasMessageThat().contains("20m");
    IllegalArgumentException late =
        assertThrows(
            IllegalArgumentException.class,
            () -> draw(Timelines.of(Gen.longs(0, 1)).late("-5m"), 1));
    assertThat(late).hasMessageThat().contains("Timelines.late(\"-5m\")");
    IllegalArgumentException times =
        assertThrows(
            IllegalArgumentException.class,
            () -> draw(Timelines.of(Gen.longs(0, 1)).eventTimes("1h", "0"), 1));
    assertThat(times).hasMessageThat().contains("Timelines.eventTimes(\"1h\", \"0\")");
    IllegalArgumentException processing =
        assertThrows(
            IllegalArgumentException.class,
            () -> draw(Timelines.of(Gen.longs(0, 1)).processing("0"), 1));
    assertThat(processing).hasMessageThat().contains("Timelines.processing(\"0\")");
  }
}
