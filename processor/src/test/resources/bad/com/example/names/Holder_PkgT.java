package com.example.names;

import io.pipespec.ExpectEmpty;
import io.pipespec.Input;
import io.pipespec.PipelineTest;
import io.pipespec.UnderTest;
import java.util.List;
import org.apache.beam.sdk.values.PCollection;

/** A top-level class whose name is the joined name of Holder.PkgT. */
@PipelineTest
class Holder_PkgT {
  @UnderTest
  static PCollection<String> same(PCollection<String> in) {
    return in;
  }

  @Input static final List<String> in = List.of();

  @ExpectEmpty
  void nothing() {}
}
