package com.example;

import io.pipespec.*;
import java.util.*;
import org.apache.beam.sdk.values.PCollection;

@PipelineTest
class InaccessibleElementType {
  private static class Secret {}

  @UnderTest static PCollection<String> t(
      PCollection<Secret> secrets) { return null; }
  @ExpectEmpty void e() {}
}
