package com.example;

import io.pipespec.*;
import java.util.*;
import org.apache.beam.sdk.values.PCollection;

@PipelineTest
class GenericUnderTest {
  @UnderTest static <T> PCollection<String> t(PCollection<String> lines) { return lines; }
  @Input static final List<String> lines = List.of();
  @ExpectEmpty void e() {}
}
