package com.example;

import io.pipespec.*;
import java.util.*;
import org.apache.beam.sdk.values.PCollection;

@PipelineTest
@FunctionTest
class BothKinds {
  @UnderTest static PCollection<String> t(PCollection<String> lines) { return lines; }
  @Input static final List<String> lines = List.of();
  @ExpectEmpty void e() {}
}
