package com.example;

import io.pipespec.*;
import java.util.*;
import org.apache.beam.sdk.values.PCollection;

@PipelineTest
class MissingType {
  @UnderTest static PCollection<NoSuchEvent> t(PCollection<String> lines) { return null; }
  @Input static final List<String> lines = List.of();
  @ExpectEmpty void e() {}
}
