package com.example;

import io.pipespec.*;
import java.util.*;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;

@PipelineTest
class ByteOutOfRange {
  @UnderTest static PCollection<Byte> t(PCollection<String> lines) { return null; }
  @Input static final List<String> lines = List.of();
  @ExpectContains({
      "300"})
  void e() {}
}
