package com.example.literals;

import io.pipespec.*;
import java.time.Instant;
import java.time.Duration;
import java.util.List;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;

@PipelineTest
class BadLiterals {
  enum Color { RED, GREEN }
  record Score(String name, int points) {}
  record Holder(Object o) {}

  record Out(
      PCollection<Color> colors,
      PCollection<Score> scores,
      PCollection<List<Integer>> ints,
      PCollection<List<String>> strings,
      PCollection<List<Byte>> bytes,
      PCollection<List<Score>> scoreLists,
      PCollection<List<List<Integer>>> deep,
      PCollection<KV<String, List<Integer>>> grouped,
      PCollection<KV<KV<String, Integer>, Long>> kvKeys,
      PCollection<KV<String, KV<String, Integer>>> kvValues,
      PCollection<KV<String, Object>> objects,
      PCollection<Holder> holders,
      PCollection<Instant> instants,
      PCollection<Duration> durations,
      PCollection<org.joda.time.Instant> jodaInstants,
      PCollection<org.joda.time.Duration> jodaDurations,
      PCollection<KV> raws,
      PCollection<KV<String, List>> rawLists) {}

  @UnderTest static Out t(PCollection<String> in) { return null; }
  @Input static final List<String> in = List.of();

  @ExpectContains(output = "colors", value = {
      "RED",
      "PURPLE",
      "null"})
  void colors() {}

  @ExpectContains(output = "scores", value = {
      "(ann)",
      "{name=ann, score=3}",
      "{name=solo}",
      "{name=a, name=b, points=1}",
      "ann, 3",
      "(ann, 3.5)"})
  void scores() {}

  @ExpectContains(output = "ints", value = {
      "[1, 2",
      "[1, 2)",
      "[1]]",
      "1, 2",
      "[1, , 2]"})
  void ints() {}

  @ExpectContains(output = "strings", value = {
      "['a, b]",
      "['a\\nb']",
      "['a'b]"})
  void strings() {}

  @ExpectContains(output = "bytes", value = {"[1, 300]"})
  void bytes() {}

  @ExpectContains(output = "scoreLists", value = {"[(ann, 1), (bob, x)]"})
  void scoreLists() {}

  @ExpectContains(output = "deep", value = {"[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]"})
  void deep() {}

  @ExpectContains(output = "grouped", value = {"a=[1, x]"})
  void grouped() {}

  @ExpectContains(output = "kvKeys", value = {"(a=x)=1"})
  void kvKeys() {}

  @ExpectContains(output = "kvValues", value = {"a=b"})
  void kvValues() {}

  @ExpectContains(output = "objects", value = {"a=b"})
  void objects() {}

  @ExpectContains(output = "holders", value = {"(x)"})
  void holders() {}

  @ExpectContains(output = "instants", value = {"2024-13-01T00:00:00Z"})
  void instants() {}

  @ExpectContains(output = "durations", value = {"20 minutes"})
  void durations() {}

  @ExpectContains(output = "jodaInstants", value = {"2024-01-01T00:00:00.0001Z"})
  void jodaInstants() {}

  @ExpectContains(output = "jodaDurations", value = {"P1M"})
  void jodaDurations() {}

  @ExpectContains(output = "raws", value = {"a=1"})
  void raws() {}

  @ExpectContains(output = "rawLists", value = {"a=[1]"})
  void rawLists() {}
}
