package com.example.literals;

import com.other.Match;
import io.pipespec.*;
import java.util.List;
import org.apache.beam.sdk.values.PCollection;

@PipelineTest
class ForeignRecord {
  @UnderTest static PCollection<Match> t(PCollection<String> in) { return null; }
  @Input static final List<String> in = List.of();
  @ExpectContains("(final, (3))")
  void matches() {}
}
