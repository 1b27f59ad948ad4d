package com.example.names;

import io.pipespec.ExpectEmpty;
import io.pipespec.Input;
import io.pipespec.PipelineTest;
import io.pipespec.UnderTest;
import java.util.List;
import org.apache.beam.sdk.values.PCollection;

class Holder {
  /** Holder.PkgT: nested, its joined name is Holder_PkgT. */
  @PipelineTest
  static class PkgT {
    @UnderTest
    static PCollection<String> same(PCollection<String> in) {
      return in;
    }

    @Input static final List<String> in = List.of();

    @ExpectEmpty
    void nothing() {}
  }
}
