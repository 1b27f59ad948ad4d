package com.example;

import io.pipespec.*;
import java.util.*;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;

class OrphanExpectation {
  @ExpectEmpty void lonely() {}
}
