package com.example;

import io.pipespec.ExpectContains;
import io.pipespec.Input;
import io.pipespec.PipelineTest;
import io.pipespec.UnderTest;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.UUID;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;

@PipelineTest
class LiteralsTest {

  enum Color {
    RED,
    GREEN
  }

  record Score(String name, int points) {}

  record Team(Color color, List<Score> members) {}

  record Pair<A, B>(A first, B second) {}

  record Node(String name, List<Node> children) {}

  record Primitives(
      int i, long l, short s, byte b, double d, float f, char c, boolean z) {}

  /** Has both valueOf(String) and of(String): valueOf is preferred. */
  public static final class Sku {
    public static Sku of(String text) {
      return new Sku();
    }

    public static Sku valueOf(String text) {
      return new Sku();
    }
  }

  /** Its valueOf is not public, so fromString is used. */
  public static final class Badge {
    static Badge valueOf(String text) {
      return new Badge();
    }

    public static Badge fromString(String text) {
      return new Badge();
    }
  }

  record Out(
      PCollection<Color> colors,
      PCollection<Score> scores,
      PCollection<Team> teams,
      PCollection<Pair<String, Long>> pairs,
      PCollection<Node> trees,
      PCollection<Primitives> primitives,
      PCollection<List<Integer>> lists,
      PCollection<List<List<String>>> nestedLists,
      PCollection<KV<String, List<Integer>>> grouped,
      PCollection<KV<KV<String, Integer>, Long>> keyedByKv,
      PCollection<KV<String, KV<String, Integer>>> kvOfKv,
      PCollection<List<KV<String, Integer>>> kvLists,
      PCollection<Instant> instants,
      PCollection<Duration> durations,
      PCollection<org.joda.time.Instant> jodaInstants,
      PCollection<org.joda.time.Duration> jodaDurations,
      PCollection<UUID> uuids,
      PCollection<LocalDate> dates,
      PCollection<Sku> skus,
      PCollection<Badge> badges) {}

  @UnderTest
  static Out all(PCollection<String> in) {
    return null;
  }

  @Input static final List<String> in = List.of("a");

  @ExpectContains(value = {"RED", "GREEN"}, output = "colors")
  void colors() {}

  @ExpectContains(
      value = {"(ann, 3)", "{points=-1, name=bob}", "('a, b', 0)", "{name='', points=+7}", "(null, 1)"},
      output = "scores")
  void scores() {}

  @ExpectContains(
      value = {"(RED, [(ann, 3), {name=bob, points=4}])", "{color=GREEN, members=[]}"},
      output = "teams")
  void teams() {}

  @ExpectContains(value = {"(x, 1)", "{second=2, first='(y)'}"}, output = "pairs")
  void pairs() {}

  @ExpectContains(value = {"(root, [(leaf, []), (mid, [(deep, [])])])"}, output = "trees")
  void trees() {}

  @ExpectContains(value = {"(1, 2, 3, 4, 1.5, 2.5, x, true)"}, output = "primitives")
  void primitives() {}

  @ExpectContains(value = {"[1, 2, 3]", "[]", " [ -4 ] "}, output = "lists")
  void lists() {}

  @ExpectContains(value = {"[[a, 'b, c'], [], ['']]", "[[it's]]"}, output = "nestedLists")
  void nestedLists() {}

  @ExpectContains(value = {"a=[1, 2]", "'b=c'=[]"}, output = "grouped")
  void grouped() {}

  @ExpectContains(value = {"(a=1)=2"}, output = "keyedByKv")
  void keyedByKv() {}

  @ExpectContains(value = {"a=b=1", "x=(y=2)"}, output = "kvOfKv")
  void kvOfKv() {}

  @ExpectContains(value = {"[a=1, (b=2), 'c,d'=3]"}, output = "kvLists")
  void kvLists() {}

  @ExpectContains(
      value = {"2024-01-01T10:15:30Z", "2024-01-01T10:15:30.250+01:00"},
      output = "instants")
  void instants() {}

  @ExpectContains(value = {"PT20M", "P2DT3H", "-PT1.5S"}, output = "durations")
  void durations() {}

  @ExpectContains(value = {"2024-01-01T10:15:30.123Z"}, output = "jodaInstants")
  void jodaInstants() {}

  @ExpectContains(
      value = {"PT20M", "P1D", "PT2H", "PT5S", "PT0.25S", "PT0S"},
      output = "jodaDurations")
  void jodaDurations() {}

  @ExpectContains(value = {"123e4567-e89b-12d3-a456-426614174000"}, output = "uuids")
  void uuids() {}

  @ExpectContains(value = {"2024-02-29"}, output = "dates")
  void dates() {}

  @ExpectContains(value = {"AB-1"}, output = "skus")
  void skus() {}

  @ExpectContains(value = {"gold"}, output = "badges")
  void badges() {}
}
