package com.example;

import io.pipespec.ExpectContains;
import io.pipespec.Input;
import io.pipespec.PipelineTest;
import io.pipespec.UnderTest;
import java.util.List;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;

@PipelineTest
class BoxedTest {

  record Out(
      PCollection<Integer> ints,
      PCollection<Long> longs,
      PCollection<Short> shorts,
      PCollection<Byte> bytes,
      PCollection<Double> doubles,
      PCollection<Float> floats,
      PCollection<Character> chars,
      PCollection<Boolean> booleans,
      PCollection<String> strings,
      PCollection<KV<Integer, Character>> pairs) {}

  @UnderTest
  static Out all(PCollection<String> in, PCollection<Long> numbers) {
    return null;
  }

  @Input static final Iterable<String> in = List.of("a");

  @Input
  static Iterable<Long> numbers() {
    return List.of(1L);
  }

  @ExpectContains(value = {"12", "-3"}, output = "ints")
  void ints() {}

  @ExpectContains(value = {"12", "9223372036854775807"}, output = "longs")
  void longs() {}

  @ExpectContains(value = {"12", "-32768"}, output = "shorts")
  void shorts() {}

  @ExpectContains(value = {"12", "-128"}, output = "bytes")
  void bytes() {}

  @ExpectContains(value = {"1.5", "NaN", "-Infinity", "1e3"}, output = "doubles")
  void doubles() {}

  @ExpectContains(value = {"1.5", "Infinity"}, output = "floats")
  void floats() {}

  @ExpectContains(value = {"c", "'", "\\", "\n", "é"}, output = "chars")
  void chars() {}

  @ExpectContains(value = {"true", "false"}, output = "booleans")
  void booleans() {}

  @ExpectContains(value = {"a=b", " x ", "say \"hi\""}, output = "strings")
  void strings() {}

  @ExpectContains(value = {"1=c", "2 = ' '", "'3'='\\''"}, output = "pairs")
  void pairs() {}
}
