package com.example;

import io.pipespec.*;
import java.util.*;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;

class ScenarioNotNested {
  @Scenario
  static class Lost {
    @ExpectEmpty void e() {}
  }
}
