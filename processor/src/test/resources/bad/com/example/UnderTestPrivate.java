package com.example;

import io.pipespec.*;
import java.util.*;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;

@PipelineTest
class UnderTestPrivate {
  @UnderTest private static PCollection<String> hidden(PCollection<String> lines) { return lines; }
  @Input static final List<String> lines = List.of();
  @ExpectEmpty void e() {}
}
