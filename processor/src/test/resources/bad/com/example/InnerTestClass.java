package com.example;

import io.pipespec.*;
import java.util.*;
import org.apache.beam.sdk.values.PCollection;

class InnerTestClass {
  @PipelineTest
  class Inner {
    @UnderTest static PCollection<String> t(PCollection<String> lines) { return lines; }
    @Input static final List<String> lines = List.of();
    @ExpectEmpty void e() {}
  }
}
