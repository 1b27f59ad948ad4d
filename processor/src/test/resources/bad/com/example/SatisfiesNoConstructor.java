package com.example;

import io.pipespec.*;
import java.util.*;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;

@PipelineTest
class SatisfiesNoConstructor {
  SatisfiesNoConstructor(int x) {}
  @UnderTest static PCollection<String> t(PCollection<String> lines) { return lines; }
  @Input static final List<String> lines = List.of();
  @Satisfies
  void needsInstance(List<String> elements) {}
}
