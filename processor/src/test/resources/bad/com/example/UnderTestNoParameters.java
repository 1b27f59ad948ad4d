package com.example;

import io.pipespec.*;
import java.util.*;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;

@PipelineTest
class UnderTestNoParameters {
  @UnderTest static PCollection<String> noInputs() { return null; }
  @ExpectEmpty void e() {}
}
