package com.example;

import io.pipespec.*;
import java.util.*;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;

@PipelineTest
class InputUnknownParameter {
  @UnderTest static PCollection<String> t(PCollection<String> lines, PCollection<String> words) { return lines; }
  @Input static final List<String> lines = List.of();
  @Input static final List<String> wrods = List.of();
  @ExpectEmpty void e() {}
}
