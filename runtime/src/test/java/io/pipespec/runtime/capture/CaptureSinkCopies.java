package io.pipespec.runtime.capture;

import org.apache.beam.sdk.util.SerializableUtils;

/** A sink as a runner has it: serialized into the pipeline and deserialized by each task. */
final class CaptureSinkCopies {

  private CaptureSinkCopies() {}

  static CaptureSink copy(CaptureSink sink) {
    return SerializableUtils.clone(sink);
  }
}
