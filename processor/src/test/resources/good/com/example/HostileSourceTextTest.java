package com.example;

import io.pipespec.ExpectEmpty;
import io.pipespec.PipelineTest;
import io.pipespec.Timeline;
import io.pipespec.UnderTest;
import org.apache.beam.sdk.values.PCollection;

/** Timeline steps whose text would end, or escape from, a comment written beside their times. */
@PipelineTest
@Timeline({"a*/b @ 1m", "\\u002a/ @ 2m", "line\nbreak @ 3m", "back\\slash @ 4m"})
class HostileSourceTextTest {

  @UnderTest
  static PCollection<String> words(PCollection<String> in) {
    return in;
  }

  @ExpectEmpty
  void nothing() {}
}
