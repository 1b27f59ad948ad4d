package com.example;

import io.pipespec.*;
import java.util.*;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;

@PipelineTest
class DuplicateInput {
  @UnderTest static PCollection<String> t(PCollection<String> lines, PCollection<String> words) { return lines; }
  @Input static final List<String> lines = List.of();
  @Input("words") static final List<String> words1 = List.of();
  @Input("words") static final List<String> words2 = List.of();
  @ExpectEmpty void e() {}
}
